package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;
import net.jcip.annotations.ThreadSafe;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.export.IntervalSink;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.NodeOrder;

/**
 * Sums the thread recorders' histograms per interval of the run's {@link IntervalClock}, slot by
 * slot, hands each finished interval to the sinks and keeps the cumulative histograms of the
 * run; passes each written interval's successful operations, summed over threads, on to YCSB's
 * per-operation histograms when given a {@link RecordOnceMeasurements} (null: YCSB records its
 * own). An operation counts in the interval in which it completed, however late this sampler
 * runs: an interval is written once every client thread has moved past it (a thread inside a
 * long operation holds it back until that operation completes) or at {@link #finish}. Every
 * interval from the run's first on is written, one in which nothing completed too, and each
 * carries a row for every node × operation that had operations earlier in the run (count 0 when
 * it had none in the interval): a node, or a whole cluster, that stopped answering shows 0 ops/s,
 * never a gap. Called by
 * the session's timer, YCSB's status thread and the closing thread, one at a time (every method
 * is synchronized).
 */
@ThreadSafe
final class IntervalSampler {
  static final long MAX_WAIT_NANOS = 20_000_000L;

  private final List<ThreadRecorder> recorders;
  private final NodeRegistry nodes;
  private final List<IntervalSink> sinks;
  private final RecordOnceMeasurements operations;
  private final IntervalClock clock;
  private final TreeMap<Long, Histogram[]> pending = new TreeMap<>();
  private Histogram[] cumulative = new Histogram[0];
  /** The first interval not yet written. */
  private long nextInterval;
  private IOException sinkFailure;

  IntervalSampler(CopyOnWriteArrayList<ThreadRecorder> recorders, NodeRegistry nodes,
      List<IntervalSink> sinks, RecordOnceMeasurements operations, IntervalClock clock) {
    this.recorders = recorders;
    this.operations = operations;
    this.nodes = nodes;
    this.sinks = sinks;
    this.clock = clock;
  }

  /**
   * Writes every interval that ended before {@code nowNanos} ({@code System.nanoTime()} scale)
   * and that every client thread has moved past; threads still in an ended interval are asked
   * to move on. Busy threads answer within one operation; the wait for them is bounded by
   * {@value #MAX_WAIT_NANOS} ns, and a thread that has not answered by then (blocked in a long
   * operation) holds its interval back until a later call.
   */
  synchronized void sample(long nowNanos) {
    long current = clock.intervalOf(nowNanos);
    for (ThreadRecorder r : recorders) {
      if (r.completeBefore() < current) {
        r.requestHandOver();
      }
    }
    awaitAnswers();
    long completeBefore = current;
    for (ThreadRecorder r : recorders) {
      completeBefore = Math.min(completeBefore, r.completeBefore());
    }
    drain();
    writeBefore(completeBefore, Long.MAX_VALUE);
  }

  /**
   * Collects everything recorded, then asks {@code end} for the run's end (epoch millis) and
   * writes every interval, the last one ending there. Client threads that do not answer within
   * {@value #MAX_WAIT_NANOS} ns, or that still record after answering (a run stopped half-way),
   * keep what they did not hand over; every operation written thus completed before {@code end}
   * was asked, so a run stopped half-way can end then and count no operation after its end.
   */
  synchronized void finish(LongSupplier end) {
    for (ThreadRecorder r : recorders) {
      r.requestHandOver();
    }
    awaitAnswers();
    drain();
    writeBefore(Long.MAX_VALUE, end.getAsLong());
  }

  private void awaitAnswers() {
    long deadline = System.nanoTime() + MAX_WAIT_NANOS;
    while (!allAnswered() && System.nanoTime() < deadline) {
      LockSupport.parkNanos(50_000L);
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

  private void drain() {
    for (ThreadRecorder r : recorders) {
      ThreadRecorder.Batch batch;
      while ((batch = r.poll()) != null) {
        Histogram[] sums = pending.get(batch.interval());
        for (int slot = 0; slot < batch.latencies().length; slot++) {
          Histogram h = batch.latencies()[slot];
          if (h == null || h.getTotalCount() == 0) {
            continue;
          }
          sums = Slots.addTo(sums == null ? new Histogram[0] : sums, slot, h);
        }
        if (sums != null) {
          pending.put(batch.interval(), sums);
        }
        r.recycle(batch.latencies());
      }
    }
  }

  /**
   * Writes every interval before {@code interval} not written yet, those that hold no operation
   * too, up to the one in which {@code endMillis} (epoch millis; {@link Long#MAX_VALUE}: no end
   * yet) falls; none ends after {@code endMillis}. What a thread handed over late for an interval
   * already written (after a {@link #finish}, from a thread that answered late) is written then,
   * under its own interval.
   */
  private void writeBefore(long interval, long endMillis) {
    while (!pending.isEmpty() && pending.firstKey() < nextInterval) {
      long k = pending.firstKey();
      Histogram[] sums = pending.remove(k);
      write(k, sums, rows(sums), endMillis);
    }
    long last = interval - 1;
    if (endMillis != Long.MAX_VALUE) {
      long lastStarted = Math.max(0, endMillis - 1 - clock.startMillis()) * 1_000_000L
          / clock.intervalNanos();
      last = Math.min(last, Math.max(lastStarted, pending.isEmpty() ? -1 : pending.lastKey()));
    }
    for (long k = nextInterval; k <= last; k++) {
      Histogram[] sums = pending.containsKey(k) ? pending.remove(k) : new Histogram[0];
      nextInterval = k + 1;
      write(k, sums, withIdleRows(rows(sums)), endMillis);
    }
  }

  /** Hands interval {@code k}'s {@code rows} to the sinks and adds its {@code sums} to the run. */
  private void write(long k, Histogram[] sums, List<NodeOpStats> rows, long endMillis) {
    long start = clock.startMillisOf(k);
    long end = Math.max(start, Math.min(clock.startMillisOf(k + 1), endMillis));
    if (sinkFailure == null) {
      try {
        for (IntervalSink sink : sinks) {
          sink.interval(clock.startMillis(), start, end, rows);
        }
      } catch (IOException e) {
        sinkFailure = e;
      }
    }
    for (int slot = 0; slot < sums.length; slot++) {
      if (sums[slot] != null) {
        cumulative = Slots.addTo(cumulative, slot, sums[slot]);
        if (operations != null && Slots.isOk(slot)) {
          operations.addOk(Operation.of(Slots.opOrdinal(slot)), Slots.isIntended(slot),
              sums[slot]);
        }
      }
    }
  }

  /**
   * {@code rows} and a row of count 0 for every node × operation that had operations earlier in
   * the run but none of them, in the rows' order.
   */
  private List<NodeOpStats> withIdleRows(List<NodeOpStats> rows) {
    List<NodeOpStats> all = new ArrayList<>(rows);
    for (NodeOpStats seen : rows(cumulative)) {
      if (rows.stream().noneMatch(r -> r.node().equals(seen.node()) && r.op() == seen.op())) {
        all.add(new NodeOpStats(seen.node(), seen.op(), orEmpty(null), orEmpty(null),
            seen.intendedOk() == null ? null : orEmpty(null)));
      }
    }
    if (all.size() > rows.size()) {
      all.sort(Comparator.comparing(NodeOpStats::node, NodeOrder.NATURAL)
          .thenComparing(NodeOpStats::op));
    }
    return all;
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
