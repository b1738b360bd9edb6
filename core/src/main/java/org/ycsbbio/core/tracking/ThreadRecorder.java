package org.ycsbbio.core.tracking;

import java.util.Arrays;
import net.jcip.annotations.ThreadSafe;
import org.HdrHistogram.Histogram;

/**
 * The latency histograms of one YCSB client thread, one per slot (node × operation × outcome ×
 * timing), recorded with plain, unsynchronised {@link Histogram#recordValue} calls.
 *
 * <p>Hand-over protocol (one writer, one sampler at a time): the sampler leaves a cleared spare
 * array and sets {@code handOverRequested} (volatile); the writer notices it before its next
 * record, publishes its active array as {@code handedOver}, takes the spare and clears the flag;
 * the sampler then owns {@code handedOver}. A writer that is idle answers later, and nothing it
 * recorded is lost; after {@link #close()} the sampler reads the active array directly. Per
 * operation the writer pays one volatile read and one plain histogram increment, no atomic
 * instruction: tracking must not slow the client it measures (see docs/performance.md).
 */
@ThreadSafe
final class ThreadRecorder {
  // written by the writer; read by the sampler only after a volatile read that follows the write
  private Histogram[] active = new Histogram[Slots.PER_NODE * 8];
  private Histogram[] handedOver;
  // written by the sampler before it sets handOverRequested
  private Histogram[] spare = new Histogram[0];
  private volatile boolean handOverRequested;
  private volatile boolean closed;
  // sampler-only
  private boolean requestOutstanding;
  private boolean drainedAfterClose;

  /** Records one latency (µs) into {@code slot}. Writer thread only. */
  void record(int slot, long latencyMicros) {
    if (handOverRequested) {
      handOver();
    }
    Histogram[] a = active;
    Histogram h;
    if (slot >= a.length || (h = a[slot]) == null) {
      h = create(slot);
    }
    h.recordValue(latencyMicros < 0 ? 0 : latencyMicros);
  }

  private void handOver() {
    handedOver = active;
    active = spare;
    handOverRequested = false;
  }

  private Histogram create(int slot) {
    if (slot >= active.length) {
      active = Arrays.copyOf(active, Math.max(slot + 1, active.length * 2));
    }
    Histogram h = new Histogram(Slots.SIGNIFICANT_DIGITS);
    active[slot] = h;
    return h;
  }

  /** The writer will record no more (its thread is done). Writer thread only. */
  void close() {
    if (handOverRequested) {
      handOver();
    }
    closed = true;
  }

  /** Asks the writer for its histograms, unless a request is still outstanding. Sampler only. */
  void requestHandOver() {
    if (!requestOutstanding && !closed) {
      requestOutstanding = true;
      handOverRequested = true;
    }
  }

  /** Whether {@link #drainInto} would now collect everything requested. Sampler only. */
  boolean answered() {
    return !requestOutstanding || !handOverRequested || closed;
  }

  /**
   * Adds what the writer handed over (and, once closed, everything it still holds) into
   * {@code sums}, creating sums as needed; returns the possibly grown array. Sampler only.
   */
  Histogram[] drainInto(Histogram[] sums) {
    boolean isClosed = closed;
    if (requestOutstanding && !handOverRequested) {
      sums = addAndClear(handedOver, sums);
      spare = handedOver;
      handedOver = null;
      requestOutstanding = false;
    }
    if (isClosed && !drainedAfterClose) {
      drainedAfterClose = true;
      sums = addAndClear(active, sums);
    }
    return sums;
  }

  private static Histogram[] addAndClear(Histogram[] from, Histogram[] sums) {
    for (int slot = 0; slot < from.length; slot++) {
      Histogram h = from[slot];
      if (h != null && h.getTotalCount() > 0) {
        sums = Slots.addTo(sums, slot, h);
        h.reset();
      }
    }
    return sums;
  }
}
