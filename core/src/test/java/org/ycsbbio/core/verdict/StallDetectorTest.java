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
        Operation.READ, 100, m, 100 * 300.0);
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
            max, busy));
      }
    }
    StallDetector.Result r = detector.analyze(rows);
    assertEquals(7, r.marks().size(), r.marks().toString());
    assertEquals(List.of(), r.findings(), r.findings().toString());
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
