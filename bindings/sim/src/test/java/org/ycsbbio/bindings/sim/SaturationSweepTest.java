package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.api.KeyHash;
import org.ycsbbio.core.report.StepResult;
import org.ycsbbio.core.report.SweepAnalysis;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.results.RunSummary;

/**
 * The sweep analysis against the sim's capacity model in virtual time: a target sweep over a
 * 5-node cluster is driven through {@link SimQueues} with a virtual clock (requests at exactly
 * the target rate, keys drawn uniformly with a seed and placed as {@link SimClient} places them),
 * so ten seeded sweeps of 10 virtual seconds per step take well under a second each. The
 * capacities predict where the cluster saturates: at the lowest capacity / key share over the
 * nodes.
 */
class SaturationSweepTest {
  private static final int NODES = 5;
  private static final int RECORDS = 10_000;
  private static final long STEP_NANOS = 10_000_000_000L;
  private static final long BOUND_MICROS = 50_000;
  private static final double[] STEPS = {0.5, 0.7, 0.85, 0.95, 1.05, 1.2, 1.5, 2.0};

  @Test
  void halfCapacityNodeSaturatesFirstAndSustainableThroughputIsPredictedInTenSeededRuns() {
    double[] capacity = {2000, 2000, 1000, 2000, 2000};
    for (int seed = 1; seed <= 10; seed++) {
      double predicted = predicted(capacity);
      SweepAnalysis a = SweepAnalysis.of(sweep(capacity, predicted, seed), BOUND_MICROS);
      assertNotNull(a.sustainable(), "seed " + seed + ": " + a.text());
      double sustainable = a.sustainable().all().opsPerSec();
      assertEquals(predicted, sustainable, 0.1 * predicted, "seed " + seed + ": " + a.text());
      assertEquals("node3", a.firstSaturated(), "seed " + seed + ": " + a.text());
    }
  }

  @Test
  void equalCapacitiesNameNoNodeFirstInTenSeededRuns() {
    double[] capacity = {2000, 2000, 2000, 2000, 2000};
    for (int seed = 1; seed <= 10; seed++) {
      double predicted = predicted(capacity);
      SweepAnalysis a = SweepAnalysis.of(sweep(capacity, predicted, seed), BOUND_MICROS);
      assertNull(a.firstSaturated(), "seed " + seed + ": " + a.text());
      assertNotNull(a.saturationStep(), "seed " + seed + ": the sweep went past saturation");
      assertEquals(predicted, a.sustainable().all().opsPerSec(), 0.1 * predicted,
          "seed " + seed + ": " + a.text());
    }
  }

  /** Cluster throughput at which the first node reaches its capacity: min over k of cap / share. */
  private static double predicted(double[] capacity) {
    int[] records = new int[NODES];
    for (int r = 0; r < RECORDS; r++) {
      records[KeyHash.bucketOf(key(r), NODES)]++;
    }
    double min = Double.MAX_VALUE;
    for (int k = 0; k < NODES; k++) {
      min = Math.min(min, capacity[k] / ((double) records[k] / RECORDS));
    }
    return min;
  }

  private static List<StepResult> sweep(double[] capacity, double predicted, int seed) {
    int[] nodeOfRecord = new int[RECORDS];
    for (int r = 0; r < RECORDS; r++) {
      nodeOfRecord[r] = KeyHash.bucketOf(key(r), NODES);
    }
    long[] service = Arrays.stream(capacity).mapToLong(c -> Math.round(1e9 / c)).toArray();
    SplittableRandom random = new SplittableRandom(seed);
    List<StepResult> steps = new ArrayList<>();
    for (int i = 0; i < STEPS.length; i++) {
      double target = Math.round(STEPS[i] * predicted);
      steps.add(StepResult.of("step" + (i + 1), 0, target, 1,
          step(new SimQueues(service), target, nodeOfRecord, random)));
    }
    return steps;
  }

  /**
   * One step: requests every 1/target s for 10 s (open loop: intended start = actual start).
   * As in a timed run, operations that have not finished when the step ends are not counted.
   */
  private static RunSummary step(SimQueues queues, double target, int[] nodeOfRecord,
      SplittableRandom random) {
    Histogram[] latency = new Histogram[NODES];
    for (int k = 0; k < NODES; k++) {
      latency[k] = new Histogram(3);
    }
    long requests = Math.round(target * STEP_NANOS / 1e9);
    for (long i = 0; i < requests; i++) {
      long arrival = Math.round(i * 1e9 / target);
      int node = nodeOfRecord[random.nextInt(RECORDS)];
      long departure = queues.departureNanos(node, arrival);
      if (departure <= STEP_NANOS) {
        latency[node].recordValue((departure - arrival) / 1000);
      }
    }
    List<NodeOpStats> stats = new ArrayList<>();
    for (int k = 0; k < NODES; k++) {
      stats.add(new NodeOpStats("node" + (k + 1), Operation.READ, latency[k], new Histogram(3),
          latency[k].copy()));
    }
    TreeMap<String, String> info = new TreeMap<>();
    info.put("clients", "virtual");
    return new RunSummary(info, 0, STEP_NANOS / 1_000_000, RunStatus.COMPLETED, stats, 5000);
  }

  private static String key(int record) {
    return "user" + record;
  }
}
