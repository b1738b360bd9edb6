package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.tracking.TrackingSession;
import org.ycsbbio.core.verdict.TooShort;

/**
 * The short run: three nodes, node2 stopped now and then. The stops begin with the run's
 * first 200 ms interval of the stall rule (the sim aligns them to the run's first client thread,
 * as the tracker its intervals) and come every 1.4 s, seven intervals, for 250 ms: the reads a
 * stop held complete 250–280 ms after it began, in the middle of the interval after its first, so
 * each stop is one stalled interval, never two (with the phase left to chance, a stop ended near
 * an interval's end now and then, its reads completed on both sides, and 5 stops made 7 stalled
 * intervals: named). A run of 5 s (25 intervals, the 20 the rule needs per node) holds four stops:
 * node2 stalls alone in 4 intervals, short of the 7 that its share of 1/3 needs with none
 * elsewhere at p ≤ 0.0005 (p 0.012; 0.045 should one of the client's own hiccups land on a peer
 * alone, and reaching 7 takes three landing on node2 alone), within the signs the verdict reports
 * for its 9 tests (p ≤ 0.5 / 9): no node is named and the verdict says node2 was too short to
 * judge, with how much longer a run would need (about 1.7 times as long, 2.9 with one peer hiccup;
 * with two the sign is too weak to report); a run of 14 s (10 stops, p 2e-5, 1.3e-4 with one peer
 * hiccup) names it. Reads of 30 ms (4 threads, about 650 in 5 s) keep the tail rule out of
 * the short run (it needs 1,000 reads on a node's peers), and node2's typical slowest read of an
 * interval (about 33 ms) puts the ×4 jump at about 130 ms: a read held by a stop takes 250 ms or
 * more if it reached node2 in the stop's first 120 ms, and a descheduled client thread (tens of ms
 * on a loaded machine) stays below it.
 */
class TooShortVerdictTest {
  @TempDir
  Path results;

  private TrackingSession.Completed run(String name, int seconds) throws Exception {
    return EngineHarness.run(TestProperties.of(
        "workload", "site.ycsb.workloads.CoreWorkload",
        "bio.binding.class", SimClient.class.getName(), "bio.binding.name", "sim",
        "bio.results", results.resolve(name).toString(), "recordcount", "10000",
        "operationcount", "1000000", "maxexecutiontime", Integer.toString(seconds),
        "readproportion", "1", "updateproportion", "0", "requestdistribution", "uniform",
        "threadcount", "4", "sim.nodes", "3", "sim.latency", "30ms", "sim.jitter", "0.1",
        "sim.stall.node", "2", "sim.stall.every", "1400ms", "sim.stall.length", "250ms").build(),
        false, Duration.ofMinutes(1));
  }

  @Test
  void aShortRunSaysTooShortAndALongerOneNamesTheNode() throws Exception {
    TrackingSession.Completed brief = run("short", 5);
    String text = brief.verdict().describe();
    System.out.println("short run:\n" + text);
    assertTrue(text.contains("READ: tails not judged"), text);
    assertEquals(List.of(), brief.verdict().bottlenecks(), text);
    assertEquals(List.of("node2"), brief.verdict().tooShort().stream().map(TooShort::node)
        .toList(), text);
    TooShort t = brief.verdict().tooShort().get(0);
    assertEquals("stall", t.kind(), text);
    assertTrue(t.factor() > 1 && t.factor() < 3.5, text);
    assertTrue(text.contains("too short to judge: node2 READ: stalled"), text);
    TrackingSession.Completed longer = run("long", 14);
    System.out.println("long run:\n" + longer.verdict().describe());
    assertEquals(List.of("node2"), longer.verdict().bottlenecks(), longer.verdict().describe());
  }
}
