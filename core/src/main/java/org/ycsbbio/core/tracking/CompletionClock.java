package org.ycsbbio.core.tracking;

import java.util.function.LongSupplier;
import net.jcip.annotations.NotThreadSafe;

/**
 * When each operation of one client thread completed, to 1 µs, without reading the clock.
 * YCSB's {@code DBWrapper} asks its {@code Measurements} for a base instant before each
 * operation ({@code getIntendedtartTimeNs}) and, after it, reports {@code (end − base) / 1000} as
 * an int ({@code measureIntended}); with a known base that gives the end instant to within
 * 999 ns below. The base is YCSB's intended start when YCSB measures from it
 * ({@link #givenBase}), else this thread's previous completion ({@link #ownBase}), which no later
 * operation can start before.
 *
 * <p>The int YCSB reports wraps after 2<sup>32</sup> µs (71.6 min). A negative value, or an end
 * before the previous operation's, is resolved with one clock reading ({@link #verified}); a gap
 * of a whole multiple of that span is invisible in the value, so the owner also verifies whenever
 * its recorder hands over (each interval end it crosses, each sampler request), which catches
 * every such gap that spans the sampler's tick at the end of the thread's interval
 * (docs/tracking.md). Owner thread only.
 */
@NotThreadSafe
final class CompletionClock {
  /** The span after which YCSB's int of microseconds repeats, in ns. */
  static final long WRAP_NANOS = (1L << 32) * 1000L;

  private final LongSupplier nanoClock;
  private long base;
  private long last;

  /** Starts at {@code nanoClock}'s current reading ({@link System#nanoTime()} in a run). */
  CompletionClock(LongSupplier nanoClock) {
    this.nanoClock = nanoClock;
    this.last = nanoClock.getAsLong();
    this.base = last;
  }

  /** The base of the next operation when this thread chooses it: the previous completion. */
  long ownBase() {
    base = last;
    return last;
  }

  /** The base of the next operation is {@code startNanos} (YCSB's intended start). */
  long givenBase(long startNanos) {
    base = startNanos;
    return startNanos;
  }

  /**
   * The completion instant of the operation YCSB measured as {@code micros} from the base: at most
   * 999 ns before the true instant (one clock reading when the value wrapped, see above).
   */
  long completedAt(int micros) {
    long at = base + (micros & 0xFFFF_FFFFL) * 1000L;
    if (micros < 0 || at < last - 999) {
      at = verified(at);
    }
    if (at > last) {
      last = at;
    }
    return at;
  }

  /**
   * {@code at} corrected by whole wrap spans against one clock reading (the operation completed
   * before now, less than {@link #WRAP_NANOS} ago), or now when {@code at} lies after now.
   */
  long verified(long at) {
    long now = nanoClock.getAsLong();
    long checked = now < at ? now : at + (now - at) / WRAP_NANOS * WRAP_NANOS;
    if (checked > last) {
      last = checked;
    }
    return checked;
  }
}
