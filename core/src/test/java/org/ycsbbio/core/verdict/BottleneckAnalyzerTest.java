package org.ycsbbio.core.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;

class BottleneckAnalyzerTest {
  private final SplittableRandom random = new SplittableRandom(42);

  /** n latencies drawn uniformly from [median*(1-j), median*(1+j)], plus errors. */
  private NodeOpStats node(String name, int n, long medianMicros, double jitter, int errors) {
    Histogram ok = new Histogram(3);
    for (int i = 0; i < n; i++) {
      ok.recordValue(Math.round(medianMicros * (1 + jitter * (2 * random.nextDouble() - 1))));
    }
    Histogram failed = new Histogram(3);
    for (int i = 0; i < errors; i++) {
      failed.recordValue(medianMicros);
    }
    return new NodeOpStats(name, Operation.READ, ok, failed, null);
  }

  @Test
  void namesTheSlowNodeWithTheNumbersBehind() {
    List<NodeOpStats> stats = new ArrayList<>();
    for (int i = 1; i <= 5; i++) {
      stats.add(node("node" + i, 400, i == 3 ? 2000 : 200, 0.3, 0));
    }
    Verdict v = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(stats);
    assertEquals(List.of("node3"), v.bottlenecks());
    Finding f = v.findings().get(0);
    assertEquals("latency", f.kind());
    assertTrue(f.nodeMedianMicros() > 1800 && f.peersMedianMicros() < 220, f.describe());
    assertTrue(f.z() > 10, f.describe());
  }

  @Test
  void equalNodesNameNobodyEvenWithNoise() {
    for (int run = 0; run < 50; run++) {
      List<NodeOpStats> stats = new ArrayList<>();
      for (int i = 1; i <= 5; i++) {
        stats.add(node("node" + i, 300, 200, 0.5, 0));
      }
      assertEquals(List.of(), new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(stats)
          .bottlenecks(), "run " + run);
    }
  }

  /**
   * Reads every shard answered together ({@code all-shards}) are slower than any shard's own
   * (they wait for the slowest): never compared with single nodes, never named; a slow real
   * shard still is.
   */
  @Test
  void operationsOfAllShardsAreNotComparedWithSingleNodes() {
    List<NodeOpStats> stats = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      stats.add(node("shard0" + i, 400, i == 2 ? 2000 : 200, 0.3, 0));
    }
    stats.add(node("all-shards", 4000, 20_000, 0.3, 400));
    Verdict v = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(stats, List.of(
        new NodeInterval(0, 200, "all-shards", Operation.READ, 10, 500_000, 300_000, 1)));
    assertEquals(List.of("shard02"), v.bottlenecks());
    assertTrue(v.notes().contains("READ: all-shards (several shards answering together) is not"
        + " compared with single nodes"), v.notes().toString());
    Verdict alone = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(
        List.of(node("all-shards", 400, 200, 0.3, 0), node("shard01", 400, 200, 0.3, 0)));
    assertTrue(alone.notes().contains("READ: only one node served it, nothing to compare"),
        alone.notes().toString());
  }

  @Test
  void tooLittleDataGivesNoVerdictAndSaysSo() {
    List<NodeOpStats> stats = List.of(node("a", 10, 200, 0, 0), node("b", 10, 5000, 0, 0),
        node("c", 10, 200, 0, 0));
    Verdict v = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(stats);
    assertEquals(List.of(), v.bottlenecks());
    assertTrue(v.notes().stream().anyMatch(n -> n.contains("not judged")), v.notes().toString());
    assertTrue(v.describe().contains("no node is significantly slower"));
  }

  @Test
  void aFailingNodeIsNamedForItsErrors() {
    List<NodeOpStats> stats = List.of(node("a", 500, 200, 0.2, 0), node("b", 300, 200, 0.2, 200),
        node("c", 500, 200, 0.2, 1));
    Verdict v = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(stats);
    assertEquals(List.of("b"), v.bottlenecks());
    assertEquals("errors", v.findings().get(0).kind());
  }

  /** n log-normal latencies (median, sigma), a share {@code stalled} of them 100× the median. */
  private NodeOpStats heavyTailed(String name, int n, double sigma, double stalled) {
    Histogram ok = new Histogram(3);
    for (int i = 0; i < n; i++) {
      double gauss = Math.sqrt(-2 * Math.log(1 - random.nextDouble()))
          * Math.cos(2 * Math.PI * random.nextDouble());
      long value = Math.round(300 * Math.exp(sigma * gauss));
      ok.recordValue(random.nextDouble() < stalled ? 30_000 + value : value);
    }
    return new NodeOpStats(name, Operation.READ, ok, new Histogram(3), null);
  }

  @Test
  void aNodeWithATailOfStallsIsNamedWithTheNumbersBehind() {
    List<NodeOpStats> stats = new ArrayList<>();
    for (int i = 1; i <= 5; i++) {
      stats.add(heavyTailed("node" + i, 20_000, 0.5, i == 2 ? 0.003 : 0));
    }
    Verdict v = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(stats);
    assertEquals(List.of("node2"), v.bottlenecks(), v.describe());
    Finding f = v.findings().get(0);
    assertEquals("tail", f.kind());
    assertTrue(f.tail().nodeShare() > 0.003 && f.tail().peersShare() <= 0.001, f.describe());
    assertTrue(f.describe().startsWith("READ: 0.") && f.describe().contains("slower than peers' "
        + "p99.9 (") && f.describe().contains(" vs 0."), f.describe());
  }

  @Test
  void heavyTailedEqualNodesAndTailsSharedByAllNameNobody() {
    for (int run = 0; run < 20; run++) {
      List<NodeOpStats> heavy = new ArrayList<>();
      List<NodeOpStats> paused = new ArrayList<>();
      for (int i = 1; i <= 5; i++) {
        heavy.add(heavyTailed("node" + i, 12_000, 1.0, 0));
        paused.add(heavyTailed("node" + i, 12_000, 0.5, 0.003));
      }
      BottleneckAnalyzer analyzer = new BottleneckAnalyzer(VerdictRule.DEFAULT);
      assertEquals(List.of(), analyzer.analyze(heavy).bottlenecks(), "run " + run);
      assertEquals(List.of(), analyzer.analyze(paused).bottlenecks(), "run " + run);
    }
  }

  @Test
  void tailsAreNotJudgedOnThinData() {
    List<NodeOpStats> stats = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      stats.add(heavyTailed("node" + i, 400, 0.5, i == 2 ? 0.01 : 0));
    }
    Verdict v = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(stats);
    assertEquals(List.of(), v.bottlenecks(), v.describe());
    assertTrue(v.notes().contains("READ: tails not judged, fewer than 1000 operations on the "
        + "peers of a node"), v.notes().toString());
  }

  @Test
  void theRateTestIsTheBinomialUpperTail() {
    assertEquals(638.0 / 1024, RateTest.upperTailP(5, 100, 5, 100), 1e-12);   // Bin(10, 1/2) ≥ 5
    assertEquals(1.0 / 1024, RateTest.upperTailP(10, 100, 0, 100), 1e-12);
    assertEquals(1, RateTest.upperTailP(0, 100, 7, 300));
    assertEquals(0.000501, RateTest.normalUpperTail(3.29), 1e-6);
    assertEquals(0.5, RateTest.normalUpperTail(0), 1e-7);
  }

  @Test
  void mannWhitneyIsZeroForIdenticalAndLargeForShifted() {
    Histogram a = new Histogram(3);
    Histogram b = new Histogram(3);
    for (int i = 1; i <= 100; i++) {
      a.recordValue(i);
      b.recordValue(i);
    }
    assertEquals(0.0, MannWhitney.z(a, b), 1e-9);
    Histogram c = new Histogram(3);
    for (int i = 1; i <= 100; i++) {
      c.recordValue(i + 1000);
    }
    // complete separation: U = n*m, z = sqrt(3 n m / (n + m + 1)) for untied data
    assertEquals(Math.sqrt(3.0 * 100 * 100 / 201), MannWhitney.z(c, a), 1e-9);
    assertEquals(-Math.sqrt(3.0 * 100 * 100 / 201), MannWhitney.z(a, c), 1e-9);
  }
}
