package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.TimeSeriesChecks;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.tracking.SamplerDelay;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The time series on a known schedule with the sampler thread held up for 2.5 intervals, as on
 * a machine under CPU pressure: 4 throttled threads at 100 operations/s each, every operation
 * 2 ms on every node, 200 ms intervals, with YCSB's {@code measurement.interval} {@code op} (the
 * completion instant follows from the previous one) and {@code both}, as {@code bin/ycsb} sets it
 * with {@code -target} (it follows from YCSB's intended start). Whatever the sampler's delay, no
 * interval may hold more operations than 4 threads can complete in it (an operation takes
 * 2 ms), nor more latency than 4 threads can spend in it (Little's law: what the original defect
 * broke, with 17 operations "in flight" on 8 threads), every operation counts once, and the
 * intervals' latencies add up to the run's, none below the 2 ms it took. The schedule itself
 * (80 per interval) is not asserted: on a loaded machine YCSB's throttle lets a late thread catch
 * up in the next interval, which is the machine's doing. The exact placement on a known schedule
 * is checked without real time in core's {@code IntervalSamplerTest}.
 */
class ExactTimeSeriesTest {
  private static final int THREADS = 4;
  private static final double INTERVAL_S = 0.2;

  @TempDir
  Path results;

  @AfterEach
  void removeHook() {
    SamplerDelay.clear();
  }

  @ParameterizedTest
  @ValueSource(strings = {"op", "both"})
  void everyIntervalHoldsTheOperationsThatCompletedInItThoughTheSamplerIsLate(String mode)
      throws Exception {
    SamplerDelay.delayFirstSample(Duration.ofMillis(500));
    TrackingSession.Completed run = EngineHarness.run(TestProperties.of(
        "workload", "site.ycsb.workloads.CoreWorkload", "bio.binding.class",
        SimClient.class.getName(), "bio.binding.name", "sim", "bio.results", results.toString(),
        "recordcount", "1000", "operationcount", "1000", "readproportion", "1",
        "updateproportion", "0", "threadcount", Integer.toString(THREADS), "target", "400",
        "bio.interval", "200ms", "sim.nodes", "3", "sim.latency", "2ms", "sim.jitter", "0",
        "measurement.interval", mode).build(), false, Duration.ofMinutes(1));
    assertTrue(SamplerDelay.delayedNanos() > 2 * 200_000_000L,
        "the sampler was held for more than two intervals: " + SamplerDelay.delayedNanos());

    Map<Double, long[]> byInterval = new TreeMap<>();   // elapsed_s → {count, Σ count·mean, max}
    for (Map<String, String> f : TimeSeriesChecks.rows(results.resolve(
        "per-node-timeseries.csv"))) {
      long[] sums = byInterval.computeIfAbsent(Double.parseDouble(f.get("elapsed_s")),
          e -> new long[3]);
      long count = Long.parseLong(f.get("count"));
      sums[0] += count;
      sums[1] += Math.round(count * Double.parseDouble(f.get("mean_us")));
      sums[2] = Math.max(sums[2], Long.parseLong(f.get("max_us")));
    }
    long runMax = 0;
    double runLatencySum = 0;
    for (NodeOpStats n : run.summary().stats()) {
      runMax = Math.max(runMax, n.ok().getMaxValue());
      runLatencySum += n.ok().getMean() * n.ok().getTotalCount();
    }
    double previous = 0;
    long latencySum = 0;
    long total = 0;
    int intervals = 0;
    for (Map.Entry<Double, long[]> e : byInterval.entrySet()) {
      double length = e.getKey() - previous;
      previous = e.getKey();
      long[] sums = e.getValue();
      total += sums[0];
      intervals++;
      // at most one operation per thread and length/2 ms, plus one begun in the interval before
      long capacity = THREADS * (Math.round(length / 0.002) + 1);
      assertTrue(sums[0] <= capacity, sums[0] + " operations in the interval ending at "
          + e.getKey() + " s, at most " + capacity + " fit");
      // each thread's operations completed in the interval began at most one run-max before it
      assertTrue(sums[1] <= (length * 1e6 + runMax) * THREADS, "latency " + sums[1]
          + " us in the interval ending at " + e.getKey() + " s: more than " + THREADS
          + " threads can spend in it");
      double mean = sums[1] / (double) sums[0];
      assertTrue(mean >= 2000, "mean " + mean + " us at " + e.getKey() + " s");
      assertTrue(sums[2] >= 2000 && sums[2] <= runMax, "max " + sums[2] + " us at " + e.getKey()
          + " s (run's max " + runMax + " us)");
      latencySum += sums[1];
      if (e.getKey() < byInterval.size() * INTERVAL_S - INTERVAL_S) {
        assertEquals(INTERVAL_S, length, 0.0015, "full interval at " + e.getKey() + " s");
      }
    }
    assertEquals(1000, total);
    // the CSV rounds each row's mean: 1 us per operation at most
    assertEquals(runLatencySum, latencySum, total, "sum of the intervals' latencies vs the run's");
    assertTrue(intervals >= 12, intervals + " intervals");
  }
}
