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
