package org.ycsbbio.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.results.RunSummary;

/** The first-to-saturate rule on steps of made-up latencies. */
class FirstToSaturateTest {
  /** What one node did in a step: READs of these latencies (µs), plus failures. */
  private record Node(String name, long ok, long micros, long failed) {
  }

  private static Node node(String name, long micros) {
    return new Node(name, 400, micros, 0);
  }

  /** A step of {@code target} ops/s (0: as fast as possible) over 1 s; intended = service. */
  private static StepResult step(String name, int threads, double target, Node... nodes) {
    List<NodeOpStats> stats = new ArrayList<>();
    for (Node n : nodes) {
      Histogram ok = new Histogram(3);
      for (int i = 0; i < n.ok(); i++) {
        ok.recordValue(n.micros() + i % 10);
      }
      Histogram failed = new Histogram(3);
      for (int i = 0; i < n.failed(); i++) {
        failed.recordValue(100);
      }
      stats.add(new NodeOpStats(n.name(), Operation.READ, ok, failed,
          target > 0 ? ok.copy() : null));
    }
    return StepResult.of(name, threads, target, 1,
        new RunSummary(new TreeMap<>(), 0, 1000, RunStatus.COMPLETED, stats, 5000));
  }

  /**
   * Steps {@code s1, s2, ...} of 32 threads at {@code targets}, step i's node k (node1, node2,
   * ...) serving 400 READs of median {@code micros[i][k]}.
   */
  private static List<StepResult> steps(double[] targets, long[]... micros) {
    List<StepResult> steps = new ArrayList<>();
    for (int i = 0; i < targets.length; i++) {
      Node[] nodes = new Node[micros[i].length];
      for (int k = 0; k < nodes.length; k++) {
        nodes[k] = node("node" + (k + 1), micros[i][k]);
      }
      steps.add(step("s" + (i + 1), 32, targets[i], nodes));
    }
    return steps;
  }

  @Test
  void theNodeWhoseMedianLeavesItsLowLoadLevelAloneIsNamedWithTheNumbers() {
    List<StepResult> s = steps(new double[] {1000, 2000, 3000}, new long[] {1000, 1000, 2000},
        new long[] {1100, 1100, 4000}, new long[] {1300, 1250, 60_000});
    FirstToSaturate f = FirstToSaturate.of(List.of(s.get(2), s.get(0), s.get(1)));
    assertEquals("node3", f.node(), f.text());
    assertEquals("s3", f.step().name(), "s2 rose x2 only: " + f.text());
    assertEquals("s1", f.lowest().name());
    assertEquals(30, f.sign().rise(), 0.1);
    assertTrue(f.text().startsWith("First to saturate: node3, at step s3 (offered 3000 ops/s, "
        + "achieved 1200 ops/s): its median READ "), f.text());
    assertTrue(f.text().contains("service time rose to 60.0 ms from its low-load level, 2.0 ms "
        + "at step s1 (x30.0), while the other nodes' rose x1.3 (median); it completed 33.3 % of "
        + "the step's operations (33.3 % at the lowest step, s1)."), f.text());
  }

  @Test
  void nodesRisingTogetherAreNotNamedNorIsARiseTooSmallAgainstThePeers() {
    FirstToSaturate together = FirstToSaturate.of(steps(new double[] {1000, 2000},
        new long[] {1000, 1000, 1000, 1000}, new long[] {9000, 8000, 1000, 1100}));
    assertNull(together.node(), together.text());
    assertEquals(List.of("node1", "node2"), together.together());
    assertTrue(together.text().startsWith("No node saturated first: node1, node2 saturated "
        + "together at step s2"), together.text());

    FirstToSaturate all = FirstToSaturate.of(steps(new double[] {1000, 2000},
        new long[] {1000, 1000, 1000}, new long[] {9000, 6000, 5000}));
    assertNull(all.node(), "x9 against peers at x5.5 is less than x2 their rise: " + all.text());
    assertTrue(all.together().isEmpty());
    assertTrue(all.text().startsWith("No node saturated first: up to step s2 (offered 2000 "
        + "ops/s, achieved 1200 ops/s), no node's median latency rose x3.0 or more over its "
        + "low-load level while rising x2.0 more than the other nodes'"), all.text());
  }

  @Test
  void aNodesLevelIsItsLowestMedianBelowSoADisturbedFirstStepDoesNotHideItsRise() {
    FirstToSaturate f = FirstToSaturate.of(steps(new double[] {800, 1800, 2200},
        new long[] {3000, 20_000, 4000}, new long[] {1600, 11_000, 1900},
        new long[] {2000, 54_000, 2400}));
    assertEquals("node2", f.node(), f.text());
    assertEquals("s3", f.step().name());
    assertEquals("s2", f.sign().levelStep());
    assertEquals(11_000, f.sign().levelMicros(), 20);
  }

  @Test
  void aNodeThatCompletesASmallerShareIsNamedWithoutALatencyRise() {
    FirstToSaturate f = FirstToSaturate.of(List.of(
        step("s1", 8, 1000, node("node1", 1000), node("node2", 1000), node("node3", 1000)),
        step("s2", 8, 2000, node("node1", 1000), node("node2", 1000),
            new Node("node3", 200, 1000, 200))));
    assertEquals("node3", f.node(), f.text());
    assertEquals("share", f.sign().measure());
    assertTrue(f.text().contains("it completed 16.7 % of the step's operations, 33.3 % at the "
        + "lowest step, s1 (x0.5; the other nodes x1.0, median); its median READ service time "
        + "1.0 ms, its low-load level 1.0 ms (x1.0)."), f.text());

    FirstToSaturate everyone = FirstToSaturate.of(List.of(
        step("s1", 8, 1000, node("node1", 1000), node("node2", 1000), node("node3", 1000)),
        step("s2", 8, 2000, new Node("node1", 200, 1000, 200), new Node("node2", 200, 1000, 200),
            new Node("node3", 200, 1000, 200))));
    assertNull(everyone.node(), "all failing alike: " + everyone.text());
  }

  @Test
  void aShareFallWithinChanceOrMediansOfTooFewOperationsAreNotJudged() {
    FirstToSaturate chance = FirstToSaturate.of(List.of(
        step("s1", 8, 10, new Node("node1", 10, 1000, 0), new Node("node2", 10, 1000, 0)),
        step("s2", 8, 20, new Node("node1", 10, 1000, 0), new Node("node2", 6, 9000, 0))));
    assertNull(chance.node(), "6 of 16 against 10 of 20 is chance, 10 operations too few: "
        + chance.text());
  }

  @Test
  void aThreadSweepIsJudgedInThreadOrderAndOneStepJudgesNothing() {
    FirstToSaturate f = FirstToSaturate.of(List.of(
        step("t16", 16, 0, node("node1", 1100), node("node2", 16_000)),
        step("t1", 1, 0, node("node1", 1000), node("node2", 2000)),
        step("t4", 4, 0, node("node1", 1000), node("node2", 3000))));
    assertEquals("t1", f.lowest().name());
    assertEquals("node2", f.node(), f.text());
    assertEquals("t16", f.step().name());
    assertTrue(f.text().contains("(as fast as possible, achieved 800 ops/s)"), f.text());
    FirstToSaturate one = FirstToSaturate.of(List.of(step("t1", 1, 0, node("node1", 1000),
        node("node2", 2000))));
    assertNull(one.node());
    assertNull(one.lowest());
    assertEquals("Which node saturated first needs two completed steps.", one.text());
  }
}
