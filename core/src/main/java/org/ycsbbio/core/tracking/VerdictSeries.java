package org.ycsbbio.core.tracking;

import java.util.ArrayList;
import java.util.List;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.export.IntervalSink;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.verdict.NodeInterval;

/**
 * Keeps, for the verdict's stall rule, each interval's count, maximum, summed latency and count
 * near the maximum ({@link NodeInterval#nearMaxCount}) of successful operations per node ×
 * operation (about 110 bytes per row: a one-hour run at 200 ms with 5 nodes and 2 operation types
 * holds 180,000 rows, 20 MB). Written by the sampler thread, read at the session's close (both
 * methods synchronized).
 */
@ThreadSafe
final class VerdictSeries implements IntervalSink {
  private final List<NodeInterval> rows = new ArrayList<>();

  @Override
  public synchronized void interval(long runStartMillis, long startMillis, long endMillis,
      List<NodeOpStats> stats) {
    for (NodeOpStats s : stats) {
      long n = s.okCount();
      if (n > 0) {
        long max = s.ok().getMaxValue();
        long near = s.ok().getCountBetweenValues((long) Math.ceil(NodeInterval.NEAR_MAX * max),
            max);
        rows.add(new NodeInterval(startMillis, endMillis, s.node(), s.op(), n, max,
            s.ok().getMean() * n, Math.min(n, near)));
      }
    }
  }

  /** Every interval written so far. */
  synchronized List<NodeInterval> rows() {
    return List.copyOf(rows);
  }

  @Override
  public void close() {
    // nothing to release: the rows stay readable after the run
  }
}
