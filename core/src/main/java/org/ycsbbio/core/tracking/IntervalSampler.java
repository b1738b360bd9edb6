package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.LockSupport;
import net.jcip.annotations.ThreadSafe;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.export.IntervalSink;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.NodeOrder;

/**
 * Sums the thread recorders' interval histograms slot by slot, hands each interval to the sinks
 * and keeps the cumulative histograms of the run; passes the successful operations on to YCSB's
 * per-operation histograms when given a {@link RecordOnceMeasurements} (null: YCSB records its
 * own). Called by the session's timer, YCSB's status thread and the closing thread, one at a
 * time (every method is synchronized).
 */
@ThreadSafe
final class IntervalSampler {
  static final long MAX_WAIT_NANOS = 20_000_000L;

  private final List<ThreadRecorder> recorders;
  private final NodeRegistry nodes;
  private final List<IntervalSink> sinks;
  private final RecordOnceMeasurements operations;
  private Histogram[] fresh = new Histogram[0];
  private Histogram[] interval = new Histogram[0];
  private Histogram[] cumulative = new Histogram[0];
  private final long runStartMillis;
  private long intervalStartMillis;
  private IOException sinkFailure;

  IntervalSampler(CopyOnWriteArrayList<ThreadRecorder> recorders, NodeRegistry nodes,
      List<IntervalSink> sinks, RecordOnceMeasurements operations, long startMillis) {
    this.recorders = recorders;
    this.operations = operations;
    this.nodes = nodes;
    this.sinks = sinks;
    this.runStartMillis = startMillis;
    this.intervalStartMillis = startMillis;
  }

  /**
   * Collects what the client threads recorded since the last call as one interval ending at
   * {@code nowMillis}, and hands it to the sinks.
   */
  synchronized void sample(long nowMillis) {
    collect();
    List<NodeOpStats> rows = rows(interval);
    if (!rows.isEmpty() && sinkFailure == null) {
      try {
        for (IntervalSink sink : sinks) {
          sink.interval(runStartMillis, intervalStartMillis, nowMillis, rows);
        }
      } catch (IOException e) {
        sinkFailure = e;
      }
    }
    for (int slot = 0; slot < interval.length; slot++) {
      Histogram h = interval[slot];
      if (h != null && h.getTotalCount() > 0) {
        cumulative = Slots.addTo(cumulative, slot, h);
        h.reset();
      }
    }
    intervalStartMillis = nowMillis;
  }

  /**
   * Adds what the client threads recorded since the last call to the current interval, without
   * ending it, and passes the successful operations on to YCSB's per-operation histograms when
   * those are collected from here ({@link RecordOnceMeasurements}). Busy threads answer the
   * hand-over request within one operation; the wait for them is bounded by
   * {@value #MAX_WAIT_NANOS} ns, and a thread that has not answered by then (blocked in a long
   * operation) is collected later.
   */
  synchronized void collect() {
    for (ThreadRecorder r : recorders) {
      r.requestHandOver();
    }
    long deadline = System.nanoTime() + MAX_WAIT_NANOS;
    while (!allAnswered() && System.nanoTime() < deadline) {
      LockSupport.parkNanos(50_000L);
    }
    for (ThreadRecorder r : recorders) {
      fresh = r.drainInto(fresh);
    }
    for (int slot = 0; slot < fresh.length; slot++) {
      Histogram h = fresh[slot];
      if (h == null || h.getTotalCount() == 0) {
        continue;
      }
      interval = Slots.addTo(interval, slot, h);
      if (operations != null && Slots.isOk(slot)) {
        operations.addOk(Operation.of(Slots.opOrdinal(slot)), Slots.isIntended(slot), h);
      }
      h.reset();
    }
  }

  private boolean allAnswered() {
    for (ThreadRecorder r : recorders) {
      if (!r.answered()) {
        return false;
      }
    }
    return true;
  }

  /** Where the next interval starts: the end of the last one, or the run's start. */
  synchronized long intervalStartMillis() {
    return intervalStartMillis;
  }

  /** The whole run so far, one entry per node × operation with data. */
  synchronized List<NodeOpStats> cumulative() {
    return rows(cumulative);
  }

  /** The first failure of an output file, or null; later intervals are then not written. */
  synchronized IOException sinkFailure() {
    return sinkFailure;
  }

  private List<NodeOpStats> rows(Histogram[] bySlot) {
    List<NodeOpStats> rows = new ArrayList<>();
    int nodeCount = (bySlot.length + Slots.PER_NODE - 1) / Slots.PER_NODE;
    for (int node = 0; node < nodeCount; node++) {
      for (int op = 0; op < Operation.COUNT; op++) {
        Histogram ok = at(bySlot, Slots.of(node, op, false, false));
        Histogram failed = at(bySlot, Slots.of(node, op, true, false));
        if (ok == null && failed == null) {
          continue;
        }
        Histogram intended = at(bySlot, Slots.of(node, op, false, true));
        rows.add(new NodeOpStats(nodes.get(node).name(), Operation.of(op), orEmpty(ok),
            orEmpty(failed), intended));
      }
    }
    rows.sort(Comparator.comparing(NodeOpStats::node, NodeOrder.NATURAL)
        .thenComparing(NodeOpStats::op));
    return rows;
  }

  private static Histogram orEmpty(Histogram h) {
    return h != null ? h : new Histogram(Slots.SIGNIFICANT_DIGITS);
  }

  private static Histogram at(Histogram[] bySlot, int slot) {
    Histogram h = slot < bySlot.length ? bySlot[slot] : null;
    return h == null || h.getTotalCount() == 0 ? null : h;
  }
}
