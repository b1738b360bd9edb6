package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.sweep.FindMax;
import org.ycsbbio.core.report.MaxWithinBound;
import org.ycsbbio.core.report.StepResult;
import org.ycsbbio.core.report.SweepAnalysis;
import org.ycsbbio.core.results.SweepManifest.Search;

/**
 * The sweep analysis against the sim's capacity model in virtual time ({@link VirtualSweep}):
 * ten seeded sweeps per case, each step 5 virtual seconds, so a case takes well under a second.
 * The capacities predict where the cluster saturates: at the lowest capacity / key share over
 * the nodes. Cases: 4, 5, 6, 7 and 8 nodes, one of them (a different one in each layout) at half
 * the others' capacity or all equal; offered load stepped through targets at 0.3, 0.6, 0.9, 1.2
 * and 1.6 times the predicted capacity (an open loop, and a closed loop of 32 threads), or
 * threads 1, 2, 4, 8, 16, 32 as fast as possible. The rule must be right in at least 9 of 10
 * seeds of every case (the criterion); the counts are printed.
 */
class SaturationSweepTest {
  private static final int SEEDS = 10;
  private static final int RIGHT_AT_LEAST = 9;
  /** Nodes, and the node at half capacity, per layout. */
  private static final int[][] LAYOUTS = {{4, 2}, {5, 3}, {6, 6}, {7, 4}, {8, 1}};
  private static final double[] LOADS = {0.3, 0.6, 0.9, 1.2, 1.6};
  private static final int[] THREADS = {1, 2, 4, 8, 16, 32};
  private static final long BOUND_MICROS = 50_000;

  /** How a case's sweeps step the load. */
  private enum Steps { OPEN_TARGETS, CLOSED_TARGETS, CLOSED_THREADS }

  private static double[] capacities(int nodes, int weak) {
    double[] c = new double[nodes];
    Arrays.fill(c, 1000);
    if (weak > 0) {
      c[weak - 1] = 500;
    }
    return c;
  }

  private static List<StepResult> sweep(double[] capacity, Steps steps, long seed) {
    double predicted = VirtualSweep.predicted(capacity);
    double[] targets = Arrays.stream(LOADS).map(f -> Math.round(f * predicted)).toArray();
    return switch (steps) {
      case OPEN_TARGETS -> VirtualSweep.targets(capacity, VirtualSweep.Loop.OPEN, 32, targets,
          seed);
      case CLOSED_TARGETS -> VirtualSweep.targets(capacity, VirtualSweep.Loop.CLOSED, 32,
          targets, seed);
      case CLOSED_THREADS -> VirtualSweep.threads(capacity, THREADS, seed);
    };
  }

  /** For every layout and way of stepping: how many seeds named {@code expected} (weak: its node). */
  private static void assertNamedInNineOfTen(boolean weak) {
    List<String> lines = new ArrayList<>();
    boolean all = true;
    for (int[] layout : LAYOUTS) {
      for (Steps steps : Steps.values()) {
        String expected = weak ? "node" + layout[1] : null;
        int right = 0;
        String wrong = "";
        for (int seed = 1; seed <= SEEDS; seed++) {
          SweepAnalysis a = SweepAnalysis.of(sweep(capacities(layout[0], weak ? layout[1] : 0),
              steps, seed), BOUND_MICROS);
          if (Objects.equals(expected, a.firstSaturated())) {
            right++;
          } else {
            wrong = " (seed " + seed + ": " + a.saturation().text() + ")";
          }
        }
        all &= right >= RIGHT_AT_LEAST;
        lines.add(String.format("%d nodes, %s, %s: named %s in %d/%d%s", layout[0],
            weak ? "node" + layout[1] + " at half capacity" : "equal capacities", steps,
            weak ? expected : "none", right, SEEDS, wrong));
      }
    }
    System.out.println(String.join("\n", lines));
    assertTrue(all, String.join("\n", lines));
  }

  @Test
  void aHalfCapacityNodeIsNamedFirstToSaturateInNineOfTenSweepsOfEveryCase() {
    assertNamedInNineOfTen(true);
  }

  @Test
  void equalCapacitiesNameNoNodeInNineOfTenSweepsOfEveryCase() {
    assertNamedInNineOfTen(false);
  }

  @Test
  void theSustainableThroughputWithinABoundIsThePredictedCapacityInTenSeededRuns() {
    double[] capacity = capacities(5, 3);
    double predicted = VirtualSweep.predicted(capacity);
    double[] targets = Arrays.stream(new double[] {0.5, 0.7, 0.85, 0.95, 1.05, 1.2, 1.5, 2.0})
        .map(f -> Math.round(f * predicted)).toArray();
    for (int seed = 1; seed <= SEEDS; seed++) {
      SweepAnalysis a = SweepAnalysis.of(VirtualSweep.targets(capacity, VirtualSweep.Loop.OPEN,
          32, targets, seed), BOUND_MICROS);
      assertNotNull(a.sustainable(), "seed " + seed + ": " + a.text());
      assertEquals(predicted, a.sustainable().all().opsPerSec(), 0.1 * predicted,
          "seed " + seed + ": " + a.text());
    }
  }

  /**
   * {@code --find-max} with its defaults (p99 bound 100 ms, at most 8 steps) on a closed loop of
   * 32 threads: within 10 % of the predicted capacity and the weak node named, every layout and
   * seed.
   */
  @Test
  void findMaxFindsThePredictedCapacityWithinTenPerCentAndNamesTheWeakNode() {
    Search search = new Search(100_000, 8, 32);
    List<String> lines = new ArrayList<>();
    boolean all = true;
    for (int[] layout : LAYOUTS) {
      double[] capacity = capacities(layout[0], layout[1]);
      double predicted = VirtualSweep.predicted(capacity);
      for (int seed = 1; seed <= SEEDS; seed++) {
        SplittableRandom random = new SplittableRandom(seed);
        List<StepResult> steps = new ArrayList<>();
        OptionalDouble next;
        while ((next = FindMax.next(steps, search)).isPresent()) {
          steps.add(VirtualSweep.step("step" + (steps.size() + 1), capacity,
              VirtualSweep.Loop.CLOSED, 32, next.getAsDouble(), random));
        }
        SweepAnalysis a = SweepAnalysis.of(steps, search.p99BoundMicros(),
            search.p99BoundMicros());
        MaxWithinBound max = a.maxWithinBound();
        boolean right = Math.abs(max.maxTarget() - predicted) <= 0.1 * predicted
            && ("node" + layout[1]).equals(a.firstSaturated());
        all &= right;
        lines.add(String.format("%d nodes, node%d at half, seed %d: found %.0f of %.0f "
            + "predicted (%+.1f %%) in %d steps, first to saturate %s%s", layout[0], layout[1],
            seed, max.maxTarget(), predicted, 100 * (max.maxTarget() / predicted - 1),
            steps.size(), a.firstSaturated(), right ? "" : ": " + a.text()));
      }
    }
    System.out.println(String.join("\n", lines));
    assertTrue(all, String.join("\n", lines));
  }
}
