package org.ycsbbio.core.tracking;

import java.util.Arrays;
import java.util.concurrent.ConcurrentLinkedQueue;
import net.jcip.annotations.ThreadSafe;
import org.HdrHistogram.Histogram;

/**
 * The latency histograms of one YCSB client thread, one per slot (node × operation × outcome ×
 * timing), recorded with plain, unsynchronised {@link Histogram#recordValue} calls, and kept
 * apart per interval of the run's {@link IntervalClock}: an operation counts in the interval in
 * which it completed, whenever the sampler gets to it.
 *
 * <p>Protocol (one writer, one sampler at a time): the writer records into its active array,
 * which belongs to one interval. When an operation completes after that interval's end, or the
 * sampler has asked for the histograms so far ({@code handOverRequested}, volatile), the writer
 * queues the active array with its interval number as a {@link Batch}, takes a recycled array,
 * moves to the interval of the operation, clears the request and then publishes, in the volatile
 * {@code completeBefore}, the first interval it may still record into; every batch of an
 * earlier interval is then in the queue. The sampler polls the queue and gives the arrays back
 * cleared ({@link #recycle}). A writer that is idle (inside a long operation, throttled) keeps
 * {@code completeBefore} where it was, so the sampler waits for it rather than guessing; after
 * {@link #close()} everything is in the queue. Per operation the writer pays one volatile read
 * and one plain histogram increment, no clock reading (the completion instant comes from
 * {@link CompletionClock}), no atomic instruction and no allocation: tracking must not slow the
 * client it measures (see docs/performance.md).
 */
@ThreadSafe
final class ThreadRecorder {
  /** The histograms one writer recorded in one interval (sampler-owned once polled). */
  record Batch(long interval, Histogram[] latencies) {
  }

  private final IntervalClock clock;
  private final ConcurrentLinkedQueue<Batch> batches = new ConcurrentLinkedQueue<>();
  private final ConcurrentLinkedQueue<Histogram[]> recycled = new ConcurrentLinkedQueue<>();
  // writer-only
  private Histogram[] active = new Histogram[Slots.PER_NODE * 8];
  private long activeInterval;
  private long activeEndNanos;
  private boolean dirty;
  // written by the writer, read by the sampler
  private volatile long completeBefore;
  private volatile boolean handOverRequested;
  private volatile boolean closed;

  ThreadRecorder(IntervalClock clock) {
    this.clock = clock;
    this.activeEndNanos = clock.endNanos(0);
  }

  /**
   * Whether the operation that completed at {@code completedNanos} ({@link System#nanoTime()}
   * scale) must first {@link #handOver}: it completed after the current interval's end, or the
   * sampler asked. One volatile read. Writer thread only.
   */
  boolean handOverDue(long completedNanos) {
    return completedNanos >= activeEndNanos || handOverRequested;
  }

  /**
   * Records one latency (µs) into {@code slot}, in the interval of the last {@link #handOver}
   * (the run's first interval before any). Writer thread only.
   */
  void record(int slot, long latencyMicros) {
    Histogram[] a = active;
    Histogram h;
    if (slot >= a.length || (h = a[slot]) == null) {
      h = create(slot);
    }
    h.recordValue(latencyMicros < 0 ? 0 : latencyMicros);
    dirty = true;
  }

  /**
   * Queues what was recorded so far and moves to the interval in which an operation completing
   * at {@code completedNanos} belongs (never back to an earlier one). Writer thread only.
   */
  void handOver(long completedNanos) {
    queueActive();
    long interval = Math.max(activeInterval, clock.intervalOf(completedNanos));
    activeInterval = interval;
    activeEndNanos = clock.endNanos(interval);
    handOverRequested = false;
    completeBefore = interval;
  }

  private void queueActive() {
    if (dirty) {
      batches.add(new Batch(activeInterval, active));
      Histogram[] next = recycled.poll();
      active = next != null ? next : new Histogram[active.length];
      dirty = false;
    }
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
    queueActive();
    handOverRequested = false;
    completeBefore = Long.MAX_VALUE;
    closed = true;
  }

  /** Asks the writer to queue what it recorded so far at its next record. Sampler only. */
  void requestHandOver() {
    if (!closed) {
      handOverRequested = true;
    }
  }

  /** Whether the writer has answered the last request (or is closed). Sampler only. */
  boolean answered() {
    return !handOverRequested || closed;
  }

  /**
   * The first interval the writer may still record into: every operation it recorded for an
   * earlier interval is in {@link #poll}'s queue ({@link Long#MAX_VALUE} once closed). Read it
   * before polling.
   */
  long completeBefore() {
    return completeBefore;
  }

  /** The next queued batch, or null. Sampler only. */
  Batch poll() {
    return batches.poll();
  }

  /** Gives a polled batch's array back to the writer, its histograms cleared. Sampler only. */
  void recycle(Histogram[] latencies) {
    for (Histogram h : latencies) {
      if (h != null) {
        h.reset();
      }
    }
    if (!closed) {
      recycled.add(latencies);
    }
  }
}
