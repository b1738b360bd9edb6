package org.ycsbbio.core.results;

import java.util.Objects;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.Operation;

/**
 * Latencies (µs) of one operation type on one node over a span of time: successful operations,
 * failed ones, and, when the run had a target rate, successful ones timed from their intended
 * start (coordinated-omission corrected). The histograms are owned by this record; callers must
 * not modify them.
 *
 * @param node node name
 * @param op operation type
 * @param ok latencies of operations that returned OK
 * @param failed latencies of operations that returned any other status
 * @param intendedOk latencies of OK operations from their intended start, or null when untracked
 */
public record NodeOpStats(String node, Operation op, Histogram ok, Histogram failed,
    Histogram intendedOk) {
  public NodeOpStats {
    Objects.requireNonNull(node, "node");
    Objects.requireNonNull(op, "op");
    Objects.requireNonNull(ok, "ok");
    Objects.requireNonNull(failed, "failed");
  }

  /** Successful operations. */
  public long okCount() {
    return ok.getTotalCount();
  }

  /** Failed operations. */
  public long errorCount() {
    return failed.getTotalCount();
  }

  /** All operations. */
  public long totalCount() {
    return okCount() + errorCount();
  }
}
