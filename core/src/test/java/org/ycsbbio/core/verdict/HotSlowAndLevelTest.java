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

/**
 * Hot or slow ({@link Load}), the run's significance level over the tests it made, and signs too
 * short to judge ({@link TooShort}), on synthetic statistics.
 */
class HotSlowAndLevelTest {
  private final SplittableRandom random = new SplittableRandom(7);

  /**
   * {@code n} operations of {@code op}: a service time uniform in [200, 300] µs, and for a share
   * {@code waiting} of them a wait in a queue, exponential with mean {@code waitMicros}.
   */
  private NodeOpStats node(String name, Operation op, int n, double waiting, long waitMicros,
      double slower) {
    Histogram ok = new Histogram(3);
    for (int i = 0; i < n; i++) {
      double service = slower * (200 + 100 * random.nextDouble());
      double wait = random.nextDouble() < waiting
          ? -waitMicros * Math.log(1 - random.nextDouble()) : 0;
      ok.recordValue(Math.round(service + wait));
    }
    return new NodeOpStats(name, op, ok, new Histogram(3), null);
  }

  /**
   * Six equal nodes, node6 sent 1.45 times the operations of each peer, so that most of its
   * operations queue (mean wait 1 ms) where its peers' rarely do: named for its median, hot,
   * its fastest operations as fast as its peers'.
   */
  @Test
  void aNodeSlowFromItsExtraLoadIsHot() {
    Verdict v = hotNode6(1);
    assertEquals(List.of("node6"), v.bottlenecks(), v.describe());
    Finding f = v.findings().get(0);
    assertEquals("hot", f.cause(), f.describe());
    assertEquals(2900 / 12900.0, f.load().share(), 1e-9);
    assertEquals(2000 / 12900.0, f.load().peersShare(), 1e-9);
    assertEquals(1 / 6.0, f.load().evenShare(), 1e-9);
    assertTrue(f.describe().contains("; hot: 22.5 % of READ vs 15.5 % per peer (even split 16.7 %,"
        + " p="), f.describe());
    assertTrue(f.describe().contains("fastest operations as fast as the peers' (p1 "),
        f.describe());
  }

  /** A caveat on a finding (e.g. a client that was itself the limit) is printed with it. */
  @Test
  void aFindingCarriesItsCaveats() {
    Finding f = hotNode6(1).findings().get(0);
    Finding marked = new Finding(f.node(), f.op(), f.kind(), f.nodeMedianMicros(),
        f.peersMedianMicros(), f.z(), f.nodeOps(), f.peerOps(), f.nodeErrorShare(),
        f.peersErrorShare(), f.tail(), f.stall(), f.load(), List.of("client-limited"));
    assertEquals(f.describe() + "; caveat: client-limited", marked.describe());
    assertEquals(List.of(), f.caveats());
  }

  /** A node twice as slow per operation at an even share is slow. */
  @Test
  void aNodeSlowerAtItsShareIsSlow() {
    List<NodeOpStats> stats = new ArrayList<>();
    for (int i = 1; i <= 6; i++) {
      stats.add(node("node" + i, Operation.READ, 2000, 0.1, 300, i == 3 ? 2 : 1));
    }
    Verdict v = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(stats);
    assertEquals(List.of("node3"), v.bottlenecks(), v.describe());
    assertEquals("slow", v.findings().get(0).cause());
    assertTrue(v.findings().get(0).describe().endsWith("; slow: at its share, 16.7 % of READ vs "
        + "16.7 % per peer (even split 16.7 %)"), v.findings().get(0).describe());
  }

  /** A node with the extra load and twice the service time is both. */
  @Test
  void aHotNodeWhoseFastestOperationsAreSlowerIsBoth() {
    Verdict v = hotNode6(2);
    assertEquals(List.of("node6"), v.bottlenecks(), v.describe());
    assertEquals("hot and slow", v.findings().get(0).cause(), v.describe());
  }

  /**
   * Five nodes of 2,000 reads, 10 % of them queueing 0.3 ms on average, and node6 with 2,900,
   * 80 % of them queueing 1 ms, its service time {@code slower} times theirs.
   */
  private Verdict hotNode6(double slower) {
    List<NodeOpStats> stats = new ArrayList<>();
    for (int i = 1; i <= 5; i++) {
      stats.add(node("node" + i, Operation.READ, 2000, 0.1, 300, 1));
    }
    stats.add(node("node6", Operation.READ, 2900, 0.8, 1000, slower));
    return new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(stats);
  }

  /**
   * A share that differs from its peers' by less than {@value Load#HOT_RATIO}× is not hot, however
   * significant with many operations (placement by a hash gives nodes a few percent more or
   * fewer keys).
   */
  @Test
  void aFewPercentMoreIsNotHot() {
    List<NodeOpStats> stats = new ArrayList<>();
    for (int i = 1; i <= 4; i++) {
      stats.add(node("node" + i, Operation.READ, i == 2 ? 115_000 : 100_000, 0.1, 300,
          i == 2 ? 2 : 1));
    }
    Verdict v = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(stats);
    assertEquals("slow", v.findings().get(0).cause(), v.describe());
    assertTrue(v.findings().get(0).load().p() < 1e-10, v.describe());
  }

  /**
   * The level is the stricter of bio.verdict.z's and 0.01 over the tests made: 3 nodes with one
   * operation type make 6 tests (median, tail), 0.01 / 6 > 0.0005; 32 nodes with 5 types 320.
   */
  @Test
  void theLevelFollowsTheTestsMade() {
    List<NodeOpStats> three = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      three.add(node("node" + i, Operation.READ, 1000, 0.1, 300, 1));
    }
    Verdict small = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(three);
    assertEquals(6, small.comparisons());
    assertEquals(RateTest.normalUpperTail(3.29), small.level(), 1e-12);
    List<NodeOpStats> big = new ArrayList<>();
    for (Operation op : List.of(Operation.READ, Operation.UPDATE, Operation.INSERT,
        Operation.SCAN, Operation.DELETE)) {
      for (int i = 1; i <= 32; i++) {
        big.add(node("node" + i, op, 200, 0.1, 300, 1));
      }
    }
    Verdict v = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(big);
    assertEquals(32 * 5 * 2, v.comparisons());
    assertEquals(0.01 / 320, v.level(), 1e-12);
    assertTrue(v.describe().contains("significance: each of the run's 320 tests (node x operation"
        + " x rule) had to reach p <= 3.1e-05"), v.describe());
  }

  /**
   * node2 of three has 15 of its 3,000 reads slow against 3 of each peer's: exact p = 4.0e-4,
   * named in a run of 6 tests (level 0.0005). The same reads in a run that also made 240 tests
   * of four more operation types on 30 nodes (level 0.01 / 246 = 4.1e-5) do not name it, and
   * the verdict says that run was too short to judge node2.
   */
  @Test
  void aFindingNamedAmongFewTestsIsNotNamedAmongMany() {
    List<NodeOpStats> reads = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      Histogram ok = new Histogram(3);
      int slow = i == 2 ? 15 : 3;
      ok.recordValueWithCount(300, 3000 - slow);
      ok.recordValueWithCount(30_000, slow);
      reads.add(new NodeOpStats("node" + i, Operation.READ, ok, new Histogram(3), null));
    }
    Verdict few = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(reads);
    assertEquals(List.of("node2"), few.bottlenecks(), few.describe());
    assertEquals(4.0e-4, RateTest.upperTailP(15, 3000, 6, 6000), 1e-5);
    List<NodeOpStats> many = new ArrayList<>(reads);
    for (Operation op : List.of(Operation.UPDATE, Operation.INSERT, Operation.SCAN,
        Operation.DELETE)) {
      for (int i = 1; i <= 30; i++) {
        many.add(node("node" + i, op, 200, 0.1, 300, 1));
      }
    }
    Verdict v = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(many);
    assertEquals(246, v.comparisons());
    assertEquals(List.of(), v.bottlenecks(), v.describe());
    assertEquals("node2", v.tooShort().get(0).node(), v.describe());
  }

  /**
   * A tail share three times the peers' on too few operations is too short to judge, with the
   * factor it needs; a run that many times as long (the same rates) names the node.
   */
  @Test
  void aTailTooThinToJudgeSaysHowMuchLongerItNeeds() {
    Verdict shortRun = tailRun(1);
    assertEquals(List.of(), shortRun.bottlenecks(), shortRun.describe());
    assertEquals(1, shortRun.tooShort().size(), shortRun.describe());
    TooShort t = shortRun.tooShort().get(0);
    assertEquals("node2", t.node());
    assertEquals("tail", t.kind());
    assertTrue(t.factor() > 1.2 && t.factor() < 8, t.describe());
    assertTrue(shortRun.describe().contains("too short to judge: node2 READ: "),
        shortRun.describe());
    Verdict longRun = tailRun((int) Math.ceil(t.factor() * 1.3));
    assertEquals(List.of("node2"), longRun.bottlenecks(), longRun.describe());
  }

  /**
   * Three nodes of {@code 3000 × scale} operations whose latency is 300 µs, but 1 in 1000 of the
   * peers' and 4 in 1000 of node2's take 30 ms.
   */
  private static Verdict tailRun(int scale) {
    List<NodeOpStats> stats = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      Histogram ok = new Histogram(3);
      int n = 3000 * scale;
      int slow = (i == 2 ? 4 : 1) * 3 * scale;
      ok.recordValueWithCount(300, n - slow);
      ok.recordValueWithCount(30_000, slow);
      stats.add(new NodeOpStats("node" + i, Operation.READ, ok, new Histogram(3), null));
    }
    return new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(stats);
  }

  /**
   * The stall case of the issue: node2 of three stalls alone in 4 of 25 intervals of a short
   * run, too few at its share of 1/3 (7 with none elsewhere are needed); its extension names it.
   */
  @Test
  void fourStallsOfThreeNodesAreTooShortToJudge() {
    Verdict shortRun = stallRun(25, 4);
    assertEquals(List.of(), shortRun.bottlenecks(), shortRun.describe());
    TooShort t = shortRun.tooShort().get(0);
    assertEquals("node2", t.node());
    assertEquals("stall", t.kind());
    assertEquals(5.0, t.seconds(), 1e-9);
    assertTrue(t.factor() > 1.5 && t.factor() < 2.2, t.describe());
    assertTrue(t.describe().contains("about 1.") && t.describe().contains("times as long (about "),
        t.describe());
    int longer = (int) Math.ceil(25 * t.factor());
    Verdict longRun = stallRun(longer, (int) Math.ceil(4 * t.factor()));
    assertEquals(List.of("node2"), longRun.bottlenecks(), longRun.describe());
  }

  /** {@code intervals} 200 ms intervals of three nodes; node2 jumps to 100 ms in {@code stalls}. */
  private static Verdict stallRun(int intervals, int stalls) {
    List<NodeInterval> series = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(3);
    for (int k = 0; k < intervals; k++) {
      for (int n = 1; n <= 3; n++) {
        long max = n == 2 && k % 5 == 2 && k / 5 < stalls ? 100_000 : 2000 + random.nextInt(500);
        series.add(new NodeInterval(200L * k, 200L * k + 200, "node" + n, Operation.READ, 50,
            max, 50 * 500.0, 1));
      }
    }
    return new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(List.of(), series);
  }
}
