package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.KeySkew;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.tracking.TrackingSession;
import org.ycsbbio.core.verdict.Finding;

/**
 * Hot or slow on YCSB's real engine: the node that zipfian keys favour, at an offered load near
 * its capacity, is named hot (not slow); a node twice as slow per operation at an even share is
 * named slow.
 */
class HotOrSlowVerdictTest {
  private static final int NODES = 6;
  private static final long RECORDS = 1000;
  private static final double CAPACITY = 500;

  @TempDir
  Path results;

  /**
   * The case: 6 nodes of equal capacity (500 operations/s each, a FIFO queue of 2 ms per
   * operation), workload A's 1,000 records read with zipfian keys. Where the sim places keys
   * ({@link KeySkew}, the sim's own hash), one node gets about 22 % of the reads against 15.6 %
   * for each other; the offered load puts it at 90 % of its capacity, its peers at about 64 %.
   * Its reads queue, so its median is well above its peers', but its fastest reads, which found
   * the queue empty, take the same 2 ms: named, and hot.
   */
  @Test
  void theNodeWithTheHotKeysIsNamedHotNotSlow() throws Exception {
    double[] shares = KeySkew.zipfianShares(RECORDS, NODES, 1_000_000);
    int hot = KeySkew.hottest(shares);
    double peers = (1 - shares[hot - 1]) / (NODES - 1);
    assertTrue(shares[hot - 1] > 1.3 * peers, "the case needs a hot node: " + shares[hot - 1]);
    long target = Math.round(0.9 * CAPACITY / shares[hot - 1]);
    TrackingSession.Completed run = EngineHarness.run(TestProperties.of(
        "workload", "site.ycsb.workloads.CoreWorkload",
        "bio.binding.class", SimClient.class.getName(), "bio.binding.name", "sim",
        "bio.results", results.resolve("hot").toString(),
        "recordcount", Long.toString(RECORDS), "operationcount", Long.toString(8 * target),
        "readproportion", "1", "updateproportion", "0", "requestdistribution", "zipfian",
        "threadcount", "32", "target", Long.toString(target),
        "sim.nodes", Integer.toString(NODES), "sim.latency", "0us",
        "sim.capacity", Double.toString(CAPACITY)).build(), false, Duration.ofMinutes(2));
    String node = "node" + hot;
    System.out.println(run.verdict().describe());
    assertEquals(List.of(node), run.verdict().bottlenecks(), run.verdict().describe());
    for (Finding f : run.verdict().findings()) {
      assertEquals("hot", f.cause(), run.verdict().describe());
      assertTrue(f.load().share() > 1.3 * f.load().peersShare(), f.describe());
    }
  }

  /**
   * Six nodes with uniform keys over 10,000 records, node3 twice as slow per operation (2 ms
   * against 1 ms): named, slow. Its share of the 6,000 reads is 1/6 give or take the keys the
   * hash gives it (1,667 ± 37 of 10,000) and the draws (± 0.5 % of all reads, one standard
   * deviation): within 2 % of all reads of 1/6, far from hot (×1.2 its peers' mean share).
   */
  @Test
  void aTwiceSlowerNodeAtAnEvenShareIsNamedSlow() throws Exception {
    TrackingSession.Completed run = EngineHarness.run(TestProperties.of(
        "workload", "site.ycsb.workloads.CoreWorkload",
        "bio.binding.class", SimClient.class.getName(), "bio.binding.name", "sim",
        "bio.results", results.resolve("slow").toString(),
        "recordcount", "10000", "operationcount", "6000", "readproportion", "1",
        "updateproportion", "0", "requestdistribution", "uniform", "threadcount", "8",
        "sim.nodes", Integer.toString(NODES), "sim.latency", "1ms", "sim.jitter", "0.3",
        "sim.node.3.latency", "2ms").build(), false, Duration.ofMinutes(2));
    assertEquals(List.of("node3"), run.verdict().bottlenecks(), run.verdict().describe());
    for (Finding f : run.verdict().findings()) {
      assertEquals("slow", f.cause(), run.verdict().describe());
      assertEquals(1.0 / NODES, f.load().share(), 0.02, f.describe());
      assertTrue(!f.load().hot(), f.describe());
    }
  }
}
