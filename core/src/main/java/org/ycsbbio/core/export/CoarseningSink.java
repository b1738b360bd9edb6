package org.ycsbbio.core.export;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jcip.annotations.NotThreadSafe;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.NodeOrder;

/**
 * Sums the intervals of a finer grid into intervals of {@code lengthMillis} (a multiple of the
 * finer length, aligned to the run's start) and hands each to its delegate sinks, in order, once
 * the next one begins, or at {@link #close}. Lets the tracker sample on the verdict's fine grid
 * while the time series and logs keep the user's interval, summed once for all of them. Called by
 * one sampler thread only; closes the delegates.
 */
@NotThreadSafe
public final class CoarseningSink implements IntervalSink {
  private final List<IntervalSink> delegates;
  private final long lengthMillis;
  private final Map<String, NodeOpStats> sums = new LinkedHashMap<>();
  private long runStartMillis;
  private long current = -1;
  private long startMillis;
  private long endMillis;

  /** Sums into intervals of {@code lengthMillis} (≥ 1) for {@code delegates}. */
  public CoarseningSink(List<IntervalSink> delegates, long lengthMillis) {
    if (lengthMillis < 1) {
      throw new IllegalArgumentException("lengthMillis must be >= 1, was " + lengthMillis);
    }
    this.delegates = List.copyOf(delegates);
    this.lengthMillis = lengthMillis;
  }

  @Override
  public void interval(long runStart, long fineStartMillis, long end, List<NodeOpStats> rows)
      throws IOException {
    long k = (fineStartMillis - runStart) / lengthMillis;
    if (k != current) {
      flush();
      current = k;
      runStartMillis = runStart;
      startMillis = runStart + k * lengthMillis;
    }
    endMillis = end;
    for (NodeOpStats row : rows) {
      NodeOpStats sum = sums.computeIfAbsent(row.node() + '\u0000' + row.op(),
          key -> empty(row.node(), row.op(), row.intendedOk() != null));
      sum.ok().add(row.ok());
      sum.failed().add(row.failed());
      if (row.intendedOk() != null) {
        sum.intendedOk().add(row.intendedOk());
      }
    }
  }

  private static NodeOpStats empty(String node, Operation op, boolean intended) {
    return new NodeOpStats(node, op, new Histogram(3), new Histogram(3),
        intended ? new Histogram(3) : null);
  }

  private void flush() throws IOException {
    if (current < 0) {
      return;
    }
    List<NodeOpStats> rows = new ArrayList<>();
    rows.addAll(sums.values());   // every node × operation seen: an idle one shows count 0
    rows.sort(Comparator.comparing(NodeOpStats::node, NodeOrder.NATURAL)
        .thenComparing(NodeOpStats::op));
    current = -1;
    try {
      if (!rows.isEmpty()) {
        for (IntervalSink delegate : delegates) {
          delegate.interval(runStartMillis, startMillis, endMillis, rows);
        }
      }
    } finally {
      for (NodeOpStats s : sums.values()) {
        s.ok().reset();
        s.failed().reset();
        if (s.intendedOk() != null) {
          s.intendedOk().reset();
        }
      }
    }
  }

  /**
   * Hands over the last interval, then closes every delegate; throws the first failure after
   * trying them all.
   */
  @Override
  public void close() throws IOException {
    IOException failure = null;
    try {
      flush();
    } catch (IOException e) {
      failure = e;
    }
    for (IntervalSink delegate : delegates) {
      try {
        delegate.close();
      } catch (IOException e) {
        if (failure == null) {
          failure = e;
        } else {
          failure.addSuppressed(e);
        }
      }
    }
    if (failure != null) {
      throw failure;
    }
  }
}
