package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.ycsbbio.core.api.Operation;

/**
 * Sanity checks of a run's {@code per-node-timeseries.csv}, applied by every test that writes
 * one ({@link EngineHarness} does it after each run), what the verdict tests read there
 * ({@link #intervalsSlower}), and that every file of a run counts what a node served
 * ({@link #assertServedThroughput}). Columns are found by their header names.
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

  /** The rows of a CSV file as maps from header name to cell (no quoted commas in ours). */
  public static List<Map<String, String>> rows(Path csv) throws IOException {
    List<String> lines = Files.readAllLines(csv);
    assertTrue(!lines.isEmpty(), csv + " has no header");
    String[] header = lines.get(0).split(",", -1);
    List<Map<String, String>> rows = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", -1);
      Map<String, String> row = new HashMap<>();
      for (int i = 0; i < header.length && i < f.length; i++) {
        row.put(header[i], f[i]);
      }
      rows.add(row);
    }
    return rows;
  }

  /** Asserts the in-flight bound above for every interval of {@code csv}. */
  public static void assertInFlightAtMost(Path csv, int threads) throws IOException {
    assertTrue(Files.readString(csv).startsWith("interval_end_ms,elapsed_s,"),
        csv + " has no header");
    Map<Long, double[]> byEnd = new TreeMap<>();   // end → {elapsed_s, Σ count·mean, max}
    for (Map<String, String> f : rows(csv)) {
      double[] sums = byEnd.computeIfAbsent(Long.parseLong(f.get("interval_end_ms")),
          e -> new double[3]);
      sums[0] = Double.parseDouble(f.get("elapsed_s"));
      if (!f.get("mean_us").isEmpty()) {
        sums[1] += Long.parseLong(f.get("count")) * Double.parseDouble(f.get("mean_us"));
        sums[2] = Math.max(sums[2], Double.parseDouble(f.get("max_us")));
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
    Map<Long, double[]> byEnd = new TreeMap<>();   // end → {node's p50, peers' largest p50}
    for (Map<String, String> f : rows(csv)) {
      if (!f.get("operation").equals(op.toString()) || f.get("p50_us").isEmpty()) {
        continue;
      }
      double[] p50 = byEnd.computeIfAbsent(Long.parseLong(f.get("interval_end_ms")),
          e -> new double[] {-1, -1});
      int i = f.get("node").equals(node) ? 0 : 1;
      p50[i] = Math.max(p50[i], Double.parseDouble(f.get("p50_us")));
    }
    return byEnd.values().stream().filter(p -> p[0] >= 0 && p[1] >= 0 && p[0] >= factor * p[1])
        .count();
  }

  /**
   * Asserts that every per-node throughput of the run in {@code dir} counts successful
   * operations: in {@code per-node-timeseries.csv}, {@code per-node.csv} and run.json's
   * {@code per_node}, {@code ops_per_sec} is 0 exactly when {@code count} (successful) is, and
   * {@code ops_per_sec / count} equals {@code errors_per_sec / errors} (both over the same
   * seconds); and that each operation type's shares add up to 1.
   */
  public static void assertServedThroughput(Path dir) throws IOException {
    for (Map<String, String> row : rows(dir.resolve("per-node-timeseries.csv"))) {
      assertServed("per-node-timeseries.csv " + row, row.get("count"), row.get("errors"),
          row.get("ops_per_sec"), row.get("errors_per_sec"));
    }
    Map<String, Double> shares = new TreeMap<>();
    for (Map<String, String> row : rows(dir.resolve("per-node.csv"))) {
      assertServed("per-node.csv " + row, row.get("count"), row.get("errors"),
          row.get("ops_per_sec"), row.get("errors_per_sec"));
      shares.merge(row.get("operation"), Double.parseDouble(row.get("share")), Double::sum);
    }
    shares.forEach((op, sum) -> assertEquals(1, sum, 1e-5, "per-node.csv shares of " + op));
    for (JsonNode row : new ObjectMapper().readTree(dir.resolve("run.json").toFile())
        .get("per_node")) {
      assertServed("run.json " + row, row.get("count").asText(), row.get("errors").asText(),
          row.get("ops_per_sec").asText(), row.get("errors_per_sec").asText());
    }
  }

  private static void assertServed(String what, String count, String errors, String opsPerSec,
      String errorsPerSec) {
    long ok = Long.parseLong(count);
    long failed = Long.parseLong(errors);
    double served = Double.parseDouble(opsPerSec);
    double failing = Double.parseDouble(errorsPerSec);
    assertEquals(ok == 0, served == 0, what);
    assertEquals(failed == 0, failing == 0, what);
    if (ok > 0 && failed > 0) {
      // three decimals each: the two rates' ratio matches the counts' to their rounding
      double tolerance = 0.0005 / served + 0.0005 / failing;
      assertEquals(ok / (double) failed, served / failing,
          ok / (double) failed * tolerance * 1.01 + 1e-9, what);
    }
  }

  /**
   * Asserts of the run in {@code dir} that {@code node}, while it failed every operation it got,
   * showed 0 ops/s: {@code per-node-timeseries.csv} has at least one interval in which it had
   * errors and no success, and each such interval shows {@code ops_per_sec} 0.
   */
  public static void assertFailingIntervalsServedNothing(Path dir, String node)
      throws IOException {
    long failing = 0;
    for (Map<String, String> row : rows(dir.resolve("per-node-timeseries.csv"))) {
      if (row.get("node").equals(node) && row.get("count").equals("0")
          && !row.get("errors").equals("0")) {
        failing++;
        assertEquals(0, Double.parseDouble(row.get("ops_per_sec")), row.toString());
        assertTrue(Double.parseDouble(row.get("errors_per_sec")) > 0, row.toString());
      }
    }
    assertTrue(failing > 0, node + " has no interval in which it failed every operation");
  }
}
