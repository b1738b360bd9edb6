package org.ycsbbio.core.tracking;

import org.HdrHistogram.Histogram;

/** Test helpers around {@link ThreadRecorder}. */
final class Recorders {
  /** A grid of 1 s intervals starting now. */
  static final IntervalClock CLOCK = IntervalClock.startingNow(1000);

  private Recorders() {
  }

  /**
   * Records one latency (µs) into {@code slot} for an operation that completed at
   * {@code completedNanos}, as {@link ThreadMeasurements} does.
   */
  static void record(ThreadRecorder recorder, int slot, long latencyMicros, long completedNanos) {
    if (recorder.handOverDue(completedNanos)) {
      recorder.handOver(completedNanos);
    }
    recorder.record(slot, latencyMicros);
  }

  /** Polls every queued batch of {@code recorder} and adds them up, intervals merged, by slot. */
  static Histogram[] drainAll(ThreadRecorder recorder, Histogram[] sums) {
    ThreadRecorder.Batch batch;
    while ((batch = recorder.poll()) != null) {
      for (int slot = 0; slot < batch.latencies().length; slot++) {
        Histogram h = batch.latencies()[slot];
        if (h != null && h.getTotalCount() > 0) {
          sums = Slots.addTo(sums, slot, h);
        }
      }
      recorder.recycle(batch.latencies());
    }
    return sums;
  }
}
