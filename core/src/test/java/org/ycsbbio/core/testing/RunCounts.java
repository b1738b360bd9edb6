package org.ycsbbio.core.testing;

import java.util.function.Predicate;
import java.util.function.ToLongFunction;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.tracking.TrackingSession;

/** Operation counts of a finished {@link EngineHarness} run, summed over operation types. */
public final class RunCounts {
  private RunCounts() {
  }

  /** Operations of {@code node} (all types), OK and failed. */
  public static long ops(TrackingSession.Completed run, String node) {
    return sumOf(run, s -> s.node().equals(node), NodeOpStats::totalCount);
  }

  /** Operations of type {@code op} on every node, OK and failed. */
  public static long ops(TrackingSession.Completed run, Operation op) {
    return sumOf(run, s -> s.op() == op, NodeOpStats::totalCount);
  }

  /** Operations of type {@code op} counted against {@code node}, failed ones included. */
  public static long ops(TrackingSession.Completed run, String node, Operation op) {
    return sumOf(run, s -> s.node().equals(node) && s.op() == op, NodeOpStats::totalCount);
  }

  /** Failed operations of type {@code op} on every node. */
  public static long errors(TrackingSession.Completed run, Operation op) {
    return sumOf(run, s -> s.op() == op, NodeOpStats::errorCount);
  }

  /** Failed operations of {@code node}. */
  public static long errors(TrackingSession.Completed run, String node) {
    return sumOf(run, s -> s.node().equals(node), NodeOpStats::errorCount);
  }

  /** Failed operations of the run. */
  public static long errors(TrackingSession.Completed run) {
    return sumOf(run, s -> true, NodeOpStats::errorCount);
  }

  /** Every operation of the run. */
  public static long total(TrackingSession.Completed run) {
    return sumOf(run, s -> true, NodeOpStats::totalCount);
  }

  private static long sumOf(TrackingSession.Completed run, Predicate<NodeOpStats> rows,
      ToLongFunction<NodeOpStats> count) {
    return run.summary().stats().stream().filter(rows).mapToLong(count).sum();
  }
}
