package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.ycsbbio.core.api.Operation;

/**
 * Sanity checks of a run's {@code per-node-timeseries.csv}, applied by every test that writes
 * one ({@link EngineHarness} does it after each run), and what the verdict tests read there
 * ({@link #intervalsSlower}).
 *
 * <p>Little's law per interval: the operations completed in an interval, times their mean
 * latency, divided by the interval's length, is the average number in flight, which cannot
 * exceed the client threads. Two allowances, both bounded: each thread's first operation in an
 * interval may have started before it (at most {@code max_us} of the interval), and a thread
 * records an operation a few µs after YCSB's clock read that ends it (1 ms, generous for a
 * descheduled thread); 1 % covers HdrHistogram's rounding of the mean (0.1 %) and interval ends
 * rounded to the millisecond. An operation counted in the wrong interval breaks the check: the
 * issue's example, 52,445 operations at 2.46 ms in 7.46 s with 8 threads, is 17 in flight.
 */
public final class TimeSeriesChecks {
  private TimeSeriesChecks() {
  }

  /** Asserts the in-flight bound above for every interval of {@code csv}. */
  public static void assertInFlightAtMost(Path csv, int threads) throws IOException {
    List<String> lines = Files.readAllLines(csv);
    assertTrue(!lines.isEmpty() && lines.get(0).startsWith("interval_end_ms,elapsed_s,"),
        csv + " has no header");
    Map<Long, double[]> byEnd = new TreeMap<>();   // end → {elapsed_s, Σ count·mean, max}
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", -1);
      double[] sums = byEnd.computeIfAbsent(Long.parseLong(f[0]), e -> new double[3]);
      sums[0] = Double.parseDouble(f[1]);
      if (!f[7].isEmpty()) {
        sums[1] += Long.parseLong(f[4]) * Double.parseDouble(f[7]);
        sums[2] = Math.max(sums[2], Double.parseDouble(f[11]));
      }
    }
    double previousElapsedS = 0;
    for (Map.Entry<Long, double[]> e : byEnd.entrySet()) {
      double[] sums = e.getValue();
      double lengthUs = Math.max(1000, (sums[0] - previousElapsedS) * 1e6);
      previousElapsedS = sums[0];
      double inFlight = sums[1] / lengthUs;
      double bound = threads * (1 + (sums[2] + 1000) / lengthUs) * 1.01;
      assertTrue(inFlight <= bound, String.format(Locale.ROOT,
          "%s interval ending %d (%.3f s long): %.2f operations in flight with %d threads "
              + "(bound %.2f)", csv, e.getKey(), lengthUs / 1e6, inFlight, threads, bound));
    }
  }

  /**
   * Intervals of {@code csv} in which {@code node}'s median latency of {@code op} was at least
   * {@code factor} times that of every other node serving {@code op} then (intervals where no
   * other node did are not counted).
   */
  public static long intervalsSlower(Path csv, String node, Operation op, double factor)
      throws IOException {
    List<String> lines = Files.readAllLines(csv);
    Map<Long, double[]> byEnd = new TreeMap<>();   // end → {node's p50, peers' largest p50}
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", -1);
      if (!f[3].equals(op.toString()) || f[8].isEmpty()) {
        continue;
      }
      double[] p50 = byEnd.computeIfAbsent(Long.parseLong(f[0]), e -> new double[] {-1, -1});
      int i = f[2].equals(node) ? 0 : 1;
      p50[i] = Math.max(p50[i], Double.parseDouble(f[8]));
    }
    return byEnd.values().stream().filter(p -> p[0] >= 0 && p[1] >= 0 && p[0] >= factor * p[1])
        .count();
  }
}
