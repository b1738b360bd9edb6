package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.tracking.SamplerDelay;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The time series on a known schedule with the sampler thread held up for 2.5 intervals, as on
 * a machine under CPU pressure: 4 throttled threads at 100 operations/s each, every operation
 * 2 ms on every node, 200 ms intervals. Each full interval must hold 80 operations and every
 * operation 2 ms, whatever the sampler's delay; with YCSB's {@code measurement.interval} {@code op}
 * (the completion instant follows from the previous one) and {@code both}, as {@code bin/ycsb}
 * sets it with {@code -target} (it follows from YCSB's intended start).
 */
class ExactTimeSeriesTest {
  private static final int THREADS = 4;
  private static final double OPS_PER_SEC = 400;
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
    List<String> lines = Files.readAllLines(results.resolve("per-node-timeseries.csv"));
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", -1);
      long[] sums = byInterval.computeIfAbsent(Double.parseDouble(f[1]), e -> new long[3]);
      long count = Long.parseLong(f[4]);
      sums[0] += count;
      sums[1] += Math.round(count * Double.parseDouble(f[7]));
      sums[2] = Math.max(sums[2], Long.parseLong(f[11]));
    }
    double previous = 0;
    long total = 0;
    int intervals = 0;
    for (Map.Entry<Double, long[]> e : byInterval.entrySet()) {
      double length = e.getKey() - previous;
      previous = e.getKey();
      long[] sums = e.getValue();
      total += sums[0];
      intervals++;
      // one operation per thread may fall either side of each edge, and a thread delayed by the
      // busy machine catches up (YCSB's throttle keeps its schedule): threads + 10 %
      double expected = OPS_PER_SEC * length;
      assertEquals(expected, sums[0], THREADS + 0.1 * expected, "interval ending at "
          + e.getKey() + " s");
      double mean = sums[1] / (double) sums[0];
      assertTrue(mean >= 2000 && mean < 3000, "mean " + mean + " us at " + e.getKey() + " s");
      assertTrue(sums[2] < 20_000, "max " + sums[2] + " us at " + e.getKey() + " s");
      if (e.getKey() < byInterval.size() * INTERVAL_S - INTERVAL_S) {
        assertEquals(INTERVAL_S, length, 0.0015, "full interval at " + e.getKey() + " s");
      }
    }
    assertEquals(1000, total);
    assertTrue(intervals >= 12, intervals + " intervals");
  }
}
