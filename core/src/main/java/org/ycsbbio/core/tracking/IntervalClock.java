package org.ycsbbio.core.tracking;

import net.jcip.annotations.Immutable;

/**
 * The run's grid of intervals: interval {@code k} covers {@code [origin + k·length,
 * origin + (k+1)·length)} on the {@link System#nanoTime()} scale, which the same instant
 * {@code startMillis} names on the wall clock. An operation belongs to the interval in which it
 * completed. Immutable.
 *
 * @param originNanos {@code System.nanoTime()} when the run began
 * @param startMillis epoch millis of the same instant
 * @param intervalNanos interval length, &gt; 0
 */
@Immutable
record IntervalClock(long originNanos, long startMillis, long intervalNanos) {
  IntervalClock {
    if (intervalNanos <= 0) {
      throw new IllegalArgumentException("intervalNanos must be > 0, was " + intervalNanos);
    }
  }

  /** The clock of a run beginning now with intervals of {@code intervalMillis}. */
  static IntervalClock startingNow(long intervalMillis) {
    return new IntervalClock(System.nanoTime(), System.currentTimeMillis(),
        intervalMillis * 1_000_000L);
  }

  /** The interval containing {@code nanos} (0 for instants before the origin). */
  long intervalOf(long nanos) {
    return nanos <= originNanos ? 0 : (nanos - originNanos) / intervalNanos;
  }

  /** Where interval {@code interval} ends ({@code System.nanoTime()} scale). */
  long endNanos(long interval) {
    return originNanos + (interval + 1) * intervalNanos;
  }

  /** Epoch millis at which interval {@code interval} begins. */
  long startMillisOf(long interval) {
    return startMillis + interval * intervalNanos / 1_000_000L;
  }
}
