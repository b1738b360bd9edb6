package org.ycsbbio.core.report;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.export.HistogramLogSink;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.NodeOrder;

/**
 * Merges many clients' interval logs exactly: histograms are added, never percentiles averaged.
 * Every interval is added into the histogram of its node × operation × tag (OK, {@code FAILED},
 * {@code INTENDED}) and time bucket; node totals and per-operation series are sums of those.
 * Buckets are {@code bucketMillis} wide, counted from the run's start (the earliest client's),
 * and an interval belongs to the bucket in which it ended, where its operations completed; each
 * bucket ends at its right edge, the last one at the run's last completion. Operations are
 * merged in parallel, one operation's buckets in memory per thread. A truncated or damaged log
 * contributes its complete intervals and becomes a problem line naming the file. Stateless.
 */
public final class LogMerger {
  private LogMerger() {
  }

  /**
   * The merge.
   *
   * @param stats one per node × operation, sorted by node then operation
   * @param byOp per operation, merged over nodes, in bucket order
   * @param byNode per operation, then per node, in bucket order
   * @param problems one line per damaged log
   */
  public record Merged(List<NodeOpStats> stats, Map<Operation, List<SeriesPoint>> byOp,
      Map<Operation, Map<String, List<SeriesPoint>>> byNode, List<String> problems) {
  }

  private record OpResult(Operation op, List<NodeOpStats> stats, List<SeriesPoint> byOp,
      Map<String, List<SeriesPoint>> byNode, List<String> problems, long lastEndMillis) {
  }

  /**
   * Merges {@code logs} of a run that started at {@code runStartMillis} (epoch millis) with time
   * buckets of {@code bucketMillis}.
   */
  public static Merged merge(List<LogFile> logs, long runStartMillis, long bucketMillis) {
    Map<Operation, Map<String, List<LogFile>>> grouped = new TreeMap<>();
    for (LogFile log : logs) {
      grouped.computeIfAbsent(log.op(), k -> new TreeMap<>(NodeOrder.NATURAL))
          .computeIfAbsent(log.node(), k -> new ArrayList<>()).add(log);
    }
    List<OpResult> results = grouped.entrySet().parallelStream()
        .map(e -> mergeOperation(e.getKey(), e.getValue(), runStartMillis, bucketMillis))
        .toList();
    long lastEnd = results.stream().mapToLong(OpResult::lastEndMillis).max().orElse(runStartMillis);
    List<NodeOpStats> stats = new ArrayList<>();
    Map<Operation, List<SeriesPoint>> byOp = new TreeMap<>();
    Map<Operation, Map<String, List<SeriesPoint>>> byNode = new TreeMap<>();
    List<String> problems = new ArrayList<>();
    for (OpResult r : results) {
      stats.addAll(r.stats());
      byOp.put(r.op(), endingBy(r.byOp(), lastEnd));
      Map<String, List<SeriesPoint>> nodes = new TreeMap<>(NodeOrder.NATURAL);
      r.byNode().forEach((node, points) -> nodes.put(node, endingBy(points, lastEnd)));
      byNode.put(r.op(), nodes);
      problems.addAll(r.problems());
    }
    stats.sort((a, b) -> {
      int c = NodeOrder.NATURAL.compare(a.node(), b.node());
      return c != 0 ? c : a.op().compareTo(b.op());
    });
    return new Merged(stats, byOp, byNode, problems);
  }

  /** {@code points} with the last bucket ending at the run's last completion, not beyond. */
  private static List<SeriesPoint> endingBy(List<SeriesPoint> points, long lastEndMillis) {
    return points.stream().map(p -> p.endMillis() <= lastEndMillis ? p : new SeriesPoint(
        p.startMillis(), Math.max(p.startMillis() + 1, lastEndMillis), p.count(), p.errors(),
        p.p50(), p.p95(), p.p99(), p.max())).toList();
  }

  private static OpResult mergeOperation(Operation op, Map<String, List<LogFile>> nodes,
      long runStartMillis, long bucketMillis) {
    IntervalLogReader reader = new IntervalLogReader();
    List<String> problems = new ArrayList<>();
    List<NodeOpStats> stats = new ArrayList<>();
    Map<String, List<SeriesPoint>> byNode = new TreeMap<>(NodeOrder.NATURAL);
    Buckets opBuckets = new Buckets(bucketMillis);
    long[] lastEnd = {runStartMillis};
    for (Map.Entry<String, List<LogFile>> node : nodes.entrySet()) {
      Buckets buckets = new Buckets(bucketMillis);
      Histogram intended = new Histogram(3);
      IntervalLogReader.Visitor visitor = (tag, startMillis, endMillis) -> {
        lastEnd[0] = Math.max(lastEnd[0], endMillis);
        long index = Math.max(0, Math.floorDiv(endMillis - runStartMillis - 1, bucketMillis));
        long key = runStartMillis + index * bucketMillis;
        if (tag == null) {
          return Buckets.at(buckets.ok, key);
        } else if (HistogramLogSink.FAILED_TAG.equals(tag)) {
          return Buckets.at(buckets.failed, key);
        }
        return HistogramLogSink.INTENDED_TAG.equals(tag) ? intended : null;
      };
      for (LogFile log : node.getValue()) {
        read(reader, log, visitor, problems);
      }
      stats.add(new NodeOpStats(node.getKey(), op, Buckets.sum(buckets.ok.values()),
          Buckets.sum(buckets.failed.values()), intended.getTotalCount() == 0 ? null : intended));
      byNode.put(node.getKey(), buckets.points());
      opBuckets.addAll(buckets);
    }
    return new OpResult(op, stats, opBuckets.points(), byNode, problems, lastEnd[0]);
  }

  /** Feeds every complete interval of {@code log} to {@code visitor}; damage becomes a problem. */
  private static void read(IntervalLogReader reader, LogFile log,
      IntervalLogReader.Visitor visitor, List<String> problems) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(log.path());
    } catch (IOException e) {
      problems.add(log.path() + ": unreadable (" + ResultsReader.oneLine(e) + "), left out");
      return;
    }
    int complete = bytes.length;
    while (complete > 0 && bytes[complete - 1] != '\n') {
      complete--;
    }
    int intervals;
    try {
      intervals = reader.read(bytes, complete, visitor);
    } catch (IllegalArgumentException e) {
      problems.add(log.path() + ": damaged at " + ResultsReader.oneLine(e)
          + "; the intervals before it are merged, the rest is left out");
      return;
    }
    if (complete < bytes.length) {
      problems.add(log.path() + ": truncated (last line cut off); its " + intervals
          + " complete intervals are merged, the cut one is left out");
    }
  }

  /** Histograms of one series keyed by bucket start. Not thread-safe. */
  private static final class Buckets {
    private final long width;
    private final TreeMap<Long, Histogram> ok = new TreeMap<>();
    private final TreeMap<Long, Histogram> failed = new TreeMap<>();

    Buckets(long width) {
      this.width = width;
    }

    static Histogram at(TreeMap<Long, Histogram> map, long key) {
      return map.computeIfAbsent(key, k -> new Histogram(3));
    }

    static Histogram sum(Iterable<Histogram> parts) {
      Histogram total = new Histogram(3);
      parts.forEach(total::add);
      return total;
    }

    void addAll(Buckets other) {
      other.ok.forEach((k, h) -> at(ok, k).add(h));
      other.failed.forEach((k, h) -> at(failed, k).add(h));
    }

    List<SeriesPoint> points() {
      TreeSet<Long> keys = new TreeSet<>(ok.keySet());
      keys.addAll(failed.keySet());
      List<SeriesPoint> points = new ArrayList<>(keys.size());
      Histogram empty = new Histogram(3);
      for (long key : keys) {
        Histogram h = ok.getOrDefault(key, empty);
        Histogram f = failed.get(key);
        points.add(new SeriesPoint(key, key + width, h.getTotalCount(),
            f == null ? 0 : f.getTotalCount(), h.getValueAtPercentile(50),
            h.getValueAtPercentile(95), h.getValueAtPercentile(99), h.getMaxValue()));
      }
      return points;
    }
  }
}
