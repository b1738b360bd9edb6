package org.ycsbbio.core.results;

import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Everything one client process measured per node, with how the run ended; the input of every
 * exporter.
 *
 * @param info identifying facts of the run (binding, workload, phase, client id, …), sorted by key
 * @param startMillis epoch millis when tracking started
 * @param endMillis epoch millis when tracking stopped
 * @param status how the run ended
 * @param stats one entry per node × operation that saw at least one operation, sorted by node
 *     then operation
 * @param slowThresholdMicros the latency above which a request counts as slow
 */
public record RunSummary(SortedMap<String, String> info, long startMillis, long endMillis,
    RunStatus status, List<NodeOpStats> stats, long slowThresholdMicros) {
  public RunSummary {
    info = Collections.unmodifiableSortedMap(new TreeMap<>(info));
    stats = List.copyOf(stats);
    Objects.requireNonNull(status, "status");
    if (endMillis < startMillis) {
      throw new IllegalArgumentException("endMillis < startMillis");
    }
  }

  /** Run duration in seconds (at least one millisecond, so rates stay finite). */
  public double durationSeconds() {
    return Math.max(1, endMillis - startMillis) / 1000.0;
  }

  /**
   * {@code s}'s share of its operation type: its operations (failed ones included) over those
   * of every node, in [0, 1].
   */
  public double share(NodeOpStats s) {
    long all = 0;
    for (NodeOpStats other : stats) {
      if (other.op() == s.op()) {
        all += other.totalCount();
      }
    }
    return all == 0 ? 0 : s.totalCount() / (double) all;
  }

  /** Successful operations of {@code s} per second of the run: what the node served. */
  public double opsPerSec(NodeOpStats s) {
    return s.okCount() / durationSeconds();
  }

  /** Failed operations of {@code s} per second of the run. */
  public double errorsPerSec(NodeOpStats s) {
    return s.errorCount() / durationSeconds();
  }

  /** The distinct node names, in the order of {@link #stats()}. */
  public List<String> nodes() {
    return stats.stream().map(NodeOpStats::node).distinct().toList();
  }
}
