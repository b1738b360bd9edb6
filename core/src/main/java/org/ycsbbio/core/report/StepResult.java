package org.ycsbbio.core.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.YcsbBioException;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunSummary;

/**
 * One step of a sweep or series as a point of its curves: achieved throughput and latency
 * percentiles, over the whole run, per operation and per node, as service time and (when the
 * run had a target) from the intended start. Immutable.
 *
 * @param name the step's name
 * @param threads client threads (over all clients)
 * @param target offered load in ops/s (over all clients), 0 = as fast as possible
 * @param repeat 1-based repetition
 * @param clients clients of the step: its declared {@code bio.clients} ({@code client_count}), or
 *     the client processes merged into it when more
 * @param nodes database nodes seen
 * @param status {@code completed}, {@code failed}, {@code skipped} or {@code pending}
 * @param reason why not completed, else empty
 * @param all every operation on every node; null unless completed
 * @param byOp per operation name; empty unless completed
 * @param byNode per node (every operation); empty unless completed
 */
public record StepResult(String name, int threads, double target, int repeat, int clients,
    int nodes, String status,
    String reason, Point all, Map<String, Point> byOp, Map<String, Point> byNode) {

  public StepResult {
    byOp = new TreeMap<>(byOp);
    byNode = new TreeMap<>(byNode);
  }

  /**
   * Throughput (successful operations per second) and latency (µs) of a set of operations, with
   * its count of operations (failed ones included) and of failed ones; latencies null when none
   * succeeded, intended ones null when the run had no target.
   */
  public record Point(double opsPerSec, long count, long errors, Long p50, Long p95, Long p99, Long intendedP50,
      Long intendedP95, Long intendedP99) {
    /** The p99 to judge a step by: intended-start when measured, else service time. */
    public Long headlineP99() {
      return intendedP99 != null ? intendedP99 : p99;
    }
  }

  /** A completed step measured from its (merged) run. */
  public static StepResult of(String name, int threads, double target, int repeat,
      RunSummary run) {
    double seconds = run.durationSeconds();
    Map<String, Point> byOp = new TreeMap<>();
    Map<String, Point> byNode = new TreeMap<>();
    for (String op : run.stats().stream().map(s -> s.op().toString()).distinct().toList()) {
      byOp.put(op, point(run.stats().stream().filter(s -> s.op().toString().equals(op)).toList(),
          seconds));
    }
    for (String node : run.nodes()) {
      byNode.put(node, point(run.stats().stream().filter(s -> s.node().equals(node)).toList(),
          seconds));
    }
    int merged = run.info().getOrDefault("clients", "").split(",").length;
    int clients = Math.max(merged, declaredClients(run.info().getOrDefault("client_count", "")));
    return new StepResult(name, threads, target, repeat, clients, byNode.size(), "completed", "",
        point(run.stats(), seconds), byOp, byNode);
  }

  private static int declaredClients(String text) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** A step that did not complete. */
  public static StepResult notCompleted(String name, int threads, double target, int repeat,
      String status, String reason) {
    return new StepResult(name, threads, target, repeat, 0, 0, status, reason, null, Map.of(),
        Map.of());
  }

  /** Measures the results directory {@code dir} of one step (every client in it merged). */
  public static RunSummary read(Path dir) {
    ResultsReader.Inputs in = ResultsReader.read(List.of(dir));
    if (in.clients().isEmpty()) {
      throw new YcsbBioException(in.problems().isEmpty() ? dir + ": no results"
          : in.problems().get(0));
    }
    List<String> problems = new ArrayList<>(in.problems());
    return MergedRun.of(in.clients(), in.logs(), problems).summary();
  }

  /** Whether this step completed and has measurements. */
  public boolean completed() {
    return all != null;
  }

  private static Point point(List<NodeOpStats> stats, double seconds) {
    Histogram ok = sum(stats, NodeOpStats::ok);
    boolean intended = !stats.isEmpty() && stats.stream().allMatch(s -> s.intendedOk() != null);
    Histogram in = intended ? sum(stats, NodeOpStats::intendedOk) : null;
    long total = stats.stream().mapToLong(NodeOpStats::totalCount).sum();
    long errors = stats.stream().mapToLong(NodeOpStats::errorCount).sum();
    return new Point(ok.getTotalCount() / seconds, total, errors, at(ok, 50), at(ok, 95),
        at(ok, 99), at(in, 50), at(in, 95), at(in, 99));
  }

  private static Histogram sum(List<NodeOpStats> stats, Function<NodeOpStats, Histogram> part) {
    Histogram h = new Histogram(3);
    stats.forEach(s -> h.add(part.apply(s)));
    return h;
  }

  private static Long at(Histogram h, double percentile) {
    return h == null || h.getTotalCount() == 0 ? null : h.getValueAtPercentile(percentile);
  }
}
