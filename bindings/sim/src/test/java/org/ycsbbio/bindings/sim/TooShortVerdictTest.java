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
 * The short run: three nodes, node2 stopped 100 ms of every second. In 5 s node2 stalls
 * alone 4 or 5 times, short of the 7 that its share of 1/3 needs with none elsewhere at
 * p ≤ 0.0005: no node is named and the verdict says node2 was too short to judge, with how much
 * longer a run would need; a run of 10 s names it. Operations of 20 ms (4 threads, about 1,000
 * reads in 5 s) keep the tail rule out of the short run (it needs 1,000 reads on a node's peers),
 * and put the stall well above the machine's own pauses: a stall is a jump of ×4 over a node's
 * typical slowest read of an interval, about 22 ms here, so a descheduled client thread (tens of
 * ms on a loaded machine, which stalled peers alone at 1 ms reads) does not count, and each of
 * node2's stops gathers the 4 threads (a deep stall).
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
        "threadcount", "4", "sim.nodes", "3", "sim.latency", "20ms", "sim.jitter", "0.1",
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
