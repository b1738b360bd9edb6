package org.ycsbbio.core.tracking;

import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Test hook: holds the tracking sampler's first periodic sample of the next run, after it read
 * the clock, for a given time, as a machine under CPU pressure would; the sampler then catches
 * up.
 */
public final class SamplerDelay {
  private static final AtomicLong DELAYED_NANOS = new AtomicLong(-1);

  private SamplerDelay() {
  }

  /** Delays the first sample of the next session by {@code delay} (bounded by 60 s). */
  public static void delayFirstSample(Duration delay) {
    DELAYED_NANOS.set(-1);
    SamplerThread.beforeEachSample = () -> {
      if (DELAYED_NANOS.get() >= 0) {
        return;
      }
      long start = System.nanoTime();
      await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(5))
          .until(() -> System.nanoTime() - start >= delay.toNanos());
      DELAYED_NANOS.set(System.nanoTime() - start);
    };
  }

  /** How long the first sample was held (ns), -1 if it never ran. */
  public static long delayedNanos() {
    return DELAYED_NANOS.get();
  }

  /** Removes the hook. */
  public static void clear() {
    SamplerThread.beforeEachSample = () -> { };
  }
}
