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
 * The short run: three nodes, node2 stopped 100 ms of every second. A run of 5 s holds
 * five stops; node2 stalls alone in 4 or 5 of them, short of the 7 that its share of 1/3 needs
 * with none elsewhere at p ≤ 0.0005 (p 0.004–0.015; 0.018–0.045 should one of the client's own
 * hiccups land on a peer alone), within the signs the verdict reports for its 9 tests
 * (p ≤ 0.5 / 9): no node is named and the verdict says node2 was too short to judge, with
 * how much longer a run would need; a run of 10 s names it. Reads of 15 ms (4 threads, about
 * 1,300 in 5 s) keep the tail rule out of the short run (it needs 1,000 reads on a node's peers)
 * and put each stop well above the ×4 jump over node2's typical slowest read of an interval
 * (about 16.5 ms): a read that reaches node2 up to 35 ms into a stop still takes over 80 ms, and a
 * descheduled client thread (tens of ms on a loaded machine) stays below it.
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
        "threadcount", "4", "sim.nodes", "3", "sim.latency", "15ms", "sim.jitter", "0.1",
        "sim.stall.node", "2", "sim.stall.every", "1s", "sim.stall.length", "100ms").build(),
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
    assertTrue(t.factor() > 1 && t.factor() < 2.6, text);
    assertTrue(text.contains("too short to judge: node2 READ: stalled"), text);
    TrackingSession.Completed longer = run("long", 10);
    System.out.println("long run:\n" + longer.verdict().describe());
    assertEquals(List.of("node2"), longer.verdict().bottlenecks(), longer.verdict().describe());
  }
}
