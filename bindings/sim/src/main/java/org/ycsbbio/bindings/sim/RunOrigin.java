package org.ycsbbio.bindings.sim;

import java.util.concurrent.atomic.AtomicLong;
import net.jcip.annotations.ThreadSafe;

/**
 * The instant the run's first client thread started, to which its stalls and client pauses are
 * aligned: every client thread sees the same windows, and they keep one phase to the tracker's
 * intervals, which begin when that thread starts too (a process-wide origin left the phase to
 * whenever the class was loaded, so how many stalls straddled two intervals differed from run to
 * run). One per run, shared through the run's context. Thread-safe.
 */
@ThreadSafe
final class RunOrigin {
  private final AtomicLong originNanos = new AtomicLong(Long.MIN_VALUE);

  /** The run's origin ({@link System#nanoTime} scale): {@code nowNanos} on the first call. */
  long at(long nowNanos) {
    long origin = originNanos.get();
    if (origin != Long.MIN_VALUE) {
      return origin;
    }
    return originNanos.compareAndSet(Long.MIN_VALUE, nowNanos) ? nowNanos : originNanos.get();
  }
}
