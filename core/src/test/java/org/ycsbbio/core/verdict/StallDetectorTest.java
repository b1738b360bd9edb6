package org.ycsbbio.core.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.Operation;

class StallDetectorTest {
  private static final int NODES = 5;
  private static final int INTERVALS = 100;
  private final StallDetector detector = new StallDetector(StallRule.DEFAULT, VerdictRule.DEFAULT);

  /** One interval of node {@code i} (1-based) with a maximum around 2 ms, or {@code max}. */
  private static NodeInterval row(int interval, int node, long max, SplittableRandom random) {
    long m = max > 0 ? max : 1500 + random.nextLong(1000);
    return new NodeInterval(1000L * interval, 1000L * interval + 200, "node" + node,
        Operation.READ, 100, m, 100 * 300.0, 1);
  }

  private interface Jump {
    long maxOf(int interval, int node);
  }

  private static List<NodeInterval> series(long seed, Jump jump) {
    SplittableRandom random = new SplittableRandom(seed);
    List<NodeInterval> rows = new ArrayList<>();
    for (int k = 0; k < INTERVALS; k++) {
      for (int n = 1; n <= NODES; n++) {
        rows.add(row(k, n, jump.maxOf(k, n), random));
      }
    }
    return rows;
  }

  @Test
  void namesTheNodeThatAloneJumpsWithTheNumbers() {
    StallDetector.Result r = detector.analyze(series(1, (k, n) -> n == 2 && k % 10 == 3
        ? 100_000 : 0));
    assertEquals(1, r.findings().size(), r.findings().toString());
    Finding f = r.findings().get(0);
    assertEquals("node2", f.node());
    assertTrue(f.describe().startsWith("READ: stalled in 10 of 100 intervals (max 100.0 ms vs "
        + "peers' 2."), f.describe());
    assertTrue(f.describe().contains("peers 0 of 100"), f.describe());
    assertEquals(10, r.marks().size());
    assertTrue(r.marks().stream().allMatch(m -> m.node().equals("node2")
        && m.maxMicros() == 100_000));
  }

  /**
   * A fast node whose maximum rises to 16 ms (8× its usual 2 ms) in every tenth interval, beside a
   * node that is slow all the time (30 ms): it jumped, but not above its slower peer, so it did
   * not stall (three MariaDB shards, one duty-cycled, once named both).
   */
  @Test
  void aJumpBelowASlowerPeerIsNoStall() {
    StallDetector.Result r = detector.analyze(series(3, (k, n) -> n == 4 ? 30_000
        : n == 2 && k % 10 == 3 ? 16_000 : 0));
    assertEquals(List.of(), r.findings(), r.findings().toString());
    assertEquals(List.of(), r.marks());
  }

  @Test
  void aClientPauseOnEveryNodeNamesNone() {
    StallDetector.Result r = detector.analyze(series(2, (k, n) -> k % 10 == 3 ? 100_000 : 0));
    assertEquals(List.of(), r.findings());
    assertEquals(List.of(), r.marks());
  }

  /**
   * A pause that finds one thread in flight hits one node, chosen by the nodes' share of the
   * client's time: 20 seeded runs of 30 such pauses name no node.
   */
  @Test
  void aClientPauseOnWhicheverNodeHeldTheThreadNamesNone() {
    for (int seed = 0; seed < 20; seed++) {
      SplittableRandom pick = new SplittableRandom(seed);
      int[] hit = new int[INTERVALS];
      for (int k = 0; k < INTERVALS; k++) {
        hit[k] = k % 3 == 0 ? 1 + pick.nextInt(NODES) : 0;
      }
      StallDetector.Result r = detector.analyze(series(seed, (k, n) -> hit[k] == n ? 60_000 : 0));
      assertEquals(List.of(), r.findings(), "seed " + seed);
      assertEquals(34, r.marks().size());
    }
  }

  /**
   * Three shards, node2 held to 1 % of a core: slow all the time (300 ms), finishing operations
   * in one interval of three only and holding 90 % of the client's time. The two fast nodes jump
   * alone now and then (3 and 4 times, where node2 finished nothing): the machine's noise, not
   * theirs. Judged against their tiny share of the client's time they would be named; against at
   * least 1/3 each, they are not (three real MariaDB shards named both before).
   */
  @Test
  void theFewStallsOfFastNodesBesideANodeSlowAllTheTimeNameNone() {
    SplittableRandom random = new SplittableRandom(5);
    List<NodeInterval> rows = new ArrayList<>();
    for (int k = 0; k < INTERVALS; k++) {
      for (int n = 1; n <= 3; n++) {
        if (n == 2 && k % 3 != 0) {
          continue;
        }
        boolean jump = n == 1 && k % 30 == 1 || n == 3 && k % 25 == 2;
        long max = n == 2 ? 300_000 : jump ? 20_000 : 1500 + random.nextLong(1000);
        double busy = n == 2 ? 3 * 100 * 300_000.0 : 100 * 300.0;
        rows.add(new NodeInterval(1000L * k, 1000L * k + 200, "node" + n, Operation.READ, 100,
            max, busy, 1));
      }
    }
    StallDetector.Result r = detector.analyze(rows);
    assertEquals(7, r.marks().size(), r.marks().toString());
    assertEquals(List.of(), r.findings(), r.findings().toString());
  }

  /** What one of three shards does in one 200 ms interval of a closed loop of 8 threads. */
  private record Shard(long maxMicros, long nearMax) {
    static final Shard QUIET = new Shard(0, 1);
  }

  private interface Shards {
    Shard of(int interval, int node);
  }

  /**
   * 150 contiguous 200 ms intervals (30 s) of three shards sharing 8 client threads (8 × 200 ms
   * of busy time per interval): a quiet interval's maximum is 4–6 ms with one operation near it.
   */
  private static List<NodeInterval> closedLoop(long seed, Shards shards) {
    SplittableRandom random = new SplittableRandom(seed);
    List<NodeInterval> rows = new ArrayList<>();
    for (int k = 0; k < 150; k++) {
      for (int n = 1; n <= 3; n++) {
        Shard s = shards.of(k, n);
        long max = s.maxMicros() > 0 ? s.maxMicros() : 4000 + random.nextLong(2000);
        rows.add(new NodeInterval(200L * k, 200L * k + 200, "node" + n, Operation.READ, 300, max,
            8 * 200_000.0 / 3, s.nearMax()));
      }
    }
    return rows;
  }

  /**
   * Node2 stopped 100 ms of every 2 s gathers all 8 threads (15 deep stalls), while every shard,
   * node2 too, is also descheduled for 30 ms now and then, catching 2 threads (10 shallow stalls
   * each, as on 2 loaded cores): node2 holds 25 of 45 stalls, short of the 2 × 1/3 the count of
   * all stalls needs, but all 15 deep ones.
   */
  @Test
  void aStoppedNodeAmongShallowDeschedulesIsNamedByItsDeepStalls() {
    StallDetector.Result r = detector.analyze(closedLoop(7, (k, n) -> k % 10 == 0 && n == 2
        ? new Shard(100_000, 8) : k % 15 == n ? new Shard(30_000, 2) : Shard.QUIET));
    assertEquals(45, r.marks().size(), r.marks().toString());
    assertEquals(1, r.findings().size(), r.findings().toString());
    Finding f = r.findings().get(0);
    assertEquals("node2", f.node());
    assertTrue(f.describe().startsWith("READ: stalled deeply (>= 6 operations waited 3/4 of the "
        + "stall) in 15 of 150 intervals (max 100.0 ms vs peers' "), f.describe());
    assertTrue(f.describe().contains("peers 0 of 150"), f.describe());
  }

  /**
   * Node1 crawls through one interval in ten (maximum 20 ms, 20 operations near it, one after
   * another): as many stalls as node2's 15 stops, so the count of all stalls names neither; but
   * 3/4 of 20 ms is no jump over node1's 4–6 ms, so none of them is deep, and node2 is named
   * alone by its deep stalls.
   */
  @Test
  void aShardCrawlingThroughIntervalsMakesNoDeepStalls() {
    StallDetector.Result r = detector.analyze(closedLoop(11, (k, n) -> k % 10 == 0 && n == 2
        ? new Shard(100_000, 8) : k % 10 == 5 && n == 1 ? new Shard(20_000, 20) : Shard.QUIET));
    assertEquals(30, r.marks().size(), r.marks().toString());
    assertEquals(List.of("node2"), r.findings().stream().map(Finding::node).toList());
    assertTrue(r.findings().get(0).describe().contains("deeply"), r.findings().toString());
  }

  /**
   * A paced client (one operation in flight on average, so every stall is deep): node2 stopped
   * 100 ms of every 2 s (15 stalls), node1 and node3 descheduled for 5–20 ms 7 times each, as on
   * 2 loaded cores. Node2 holds 15 of 29 stalls, short of the 2 × 1/3 that the counts of all and
   * of deep stalls need, but all tall ones (at least half the 90th-percentile height: 50 ms).
   */
  @Test
  void aStoppedNodeAmongShortBlipsOfAPacedClientIsNamedByItsTallStalls() {
    SplittableRandom random = new SplittableRandom(13);
    List<NodeInterval> rows = new ArrayList<>();
    for (int k = 0; k < 150; k++) {
      for (int n = 1; n <= 3; n++) {
        boolean stop = n == 2 && k % 10 == 0;
        boolean blip = n != 2 && k < 140 && k % 20 == (n == 1 ? 5 : 15);
        long max = stop ? 100_000 : blip ? 5000 + 2000L * (k % 8) : 1000 + random.nextLong(500);
        rows.add(new NodeInterval(200L * k, 200L * k + 200, "node" + n, Operation.READ, 260, max,
            200_000.0 / 3, 1));
      }
    }
    StallDetector.Result r = detector.analyze(rows);
    assertEquals(29, r.marks().size(), r.marks().toString());
    assertEquals(List.of("node2"), r.findings().stream().map(Finding::node).toList());
    assertTrue(r.findings().get(0).describe().startsWith("READ: stalled tall (>= 50.0 ms, half "
        + "the run's 90th-percentile stall) in 15 of 150 intervals"), r.findings().toString());
  }

  /** The same shallow deschedules on every shard and no stopped node: none named. */
  @Test
  void shallowDeschedulesOfEveryShardNameNone() {
    for (int seed = 0; seed < 20; seed++) {
      SplittableRandom pick = new SplittableRandom(seed);
      int[] hit = new int[150];
      for (int k = 0; k < hit.length; k++) {
        hit[k] = pick.nextInt(5) == 0 ? 1 + pick.nextInt(3) : 0;
      }
      StallDetector.Result r = detector.analyze(closedLoop(seed, (k, n) -> hit[k] == n
          ? new Shard(20_000 + 10_000L * (k % 4), 1 + k % 4) : Shard.QUIET));
      assertEquals(List.of(), r.findings(), "seed " + seed);
    }
  }

  /**
   * One long deschedule of a peer (130 ms, all 8 threads) is one deep stall: it names no node
   * beside a quiet run, and it does not hide node2's 15 nor is it named beside them.
   */
  @Test
  void aSingleDeepDescheduleOfAPeerNamesNoneAndDoesNotHideAStoppedNode() {
    Shard peer = new Shard(130_000, 8);
    StallDetector.Result quiet = detector.analyze(closedLoop(8, (k, n) -> k == 77 && n == 3
        ? peer : Shard.QUIET));
    assertEquals(1, quiet.marks().size());
    assertEquals(List.of(), quiet.findings());
    StallDetector.Result stopped = detector.analyze(closedLoop(8, (k, n) -> k == 77 && n == 3
        ? peer : k % 10 == 3 && n == 2 ? new Shard(100_000, 8) : Shard.QUIET));
    assertEquals(List.of("node2"), stopped.findings().stream().map(Finding::node).toList());
  }

  /**
   * A pause of the client of 100 ms every 2 s with 8 threads in flight: about 3 of them on each
   * shard, so every shard jumps and none stalls; and if it finds them all on one shard chosen at
   * random (as with one thread), the deep stalls it makes land on the shards alike: none named
   * in 20 seeded runs.
   */
  @Test
  void aClientPauseWithEightThreadsInFlightNamesNone() {
    StallDetector.Result shared = detector.analyze(closedLoop(9, (k, n) -> k % 10 == 3
        ? new Shard(100_000, 3) : Shard.QUIET));
    assertEquals(List.of(), shared.marks());
    assertEquals(List.of(), shared.findings());
    for (int seed = 0; seed < 20; seed++) {
      SplittableRandom pick = new SplittableRandom(seed);
      int[] hit = new int[150];
      for (int k = 0; k < hit.length; k++) {
        hit[k] = k % 10 == 3 ? 1 + pick.nextInt(3) : 0;
      }
      StallDetector.Result r = detector.analyze(closedLoop(seed, (k, n) -> hit[k] == n
          ? new Shard(100_000, 8) : Shard.QUIET));
      assertEquals(List.of(), r.findings(), "seed " + seed);
    }
  }

  /**
   * Heavy-tailed but equal shards: every interval's maximum log-normal (σ = 1 around 5 ms) with
   * up to 8 operations near it; the high ones land on the shards alike: none named in 20 seeded
   * runs.
   */
  @Test
  void heavyTailedEqualShardsNameNone() {
    for (int seed = 0; seed < 20; seed++) {
      SplittableRandom random = new SplittableRandom(seed + 100);
      StallDetector.Result r = detector.analyze(closedLoop(seed, (k, n) -> new Shard(
          Math.round(5000 * Math.exp(gaussian(random))), 1 + random.nextInt(8))));
      assertEquals(List.of(), r.findings(), "seed " + seed);
    }
  }

  private static double gaussian(SplittableRandom random) {
    return Math.sqrt(-2 * Math.log(1 - random.nextDouble()))
        * Math.cos(2 * Math.PI * random.nextDouble());
  }

  @Test
  void aNodeWithTooFewIntervalsIsNotJudgedAndTheNoteSaysSo() {
    List<NodeInterval> rows = new ArrayList<>(series(3, (k, n) -> 0));
    rows.removeIf(r -> r.node().equals("node5") && r.startMillis() >= 10_000);
    StallDetector.Result r = detector.analyze(rows);
    assertEquals(List.of("READ: stalls not judged, fewer than 20 intervals with operations: "
        + "node5 (10)"), r.notes());
  }
}
