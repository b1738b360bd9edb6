package org.ycsbbio.core.progress;

import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.api.InputProgress.Snapshot;

/**
 * The rates and ETA of an input-driven load, from its {@link Snapshot}s. The rate is taken over
 * the recent part of the load: the last half of the time so far, at least
 * {@value #MIN_WINDOW_SECONDS} s and at most {@value #MAX_WINDOW_SECONDS} s. Half the time so far
 * keeps the start-up (JVM warm-up, a database's first splits) out of the rate once the load has
 * run a while, and follows a load that slows down as the database grows, while still averaging
 * over many files; the cap keeps a days-long load's ETA following its last half hour. The ETA
 * is the bytes left of the share's total at that rate: bytes, not records, because the input's
 * size is what is known in advance. There is none in the first {@value #MIN_WINDOW_SECONDS} s
 * (the readers' first buffers alone would make one up).
 *
 * <p>Memory: one sample per second at most, {@value #MAX_WINDOW_SECONDS} + 2 kept. Feed it
 * snapshots in time order, at any cadence (a status line every 10 s, a sampler every second).
 * Confined to one thread, or guarded by its owner ({@link ProgressMonitor}).
 */
@NotThreadSafe
public final class InputEta {
  static final long MIN_WINDOW_SECONDS = 10;
  static final long MAX_WINDOW_SECONDS = 1800;
  private static final long NANOS = 1_000_000_000L;
  /** Samples closer together than this are not kept (the newest snapshot is always used). */
  private static final long SPACING_NANOS = NANOS;

  private final long startNanos;
  private final long[] nanos = new long[(int) MAX_WINDOW_SECONDS + 2];
  private final long[] bytes = new long[nanos.length];
  private final long[] records = new long[nanos.length];
  /** Index of the newest kept sample; kept samples are {@code count} entries ending there. */
  private int newest;
  private int count;

  /** An estimator of a load that started at {@code startNanos} with nothing read. */
  public InputEta(long startNanos) {
    this.startNanos = startNanos;
    nanos[0] = startNanos;
    count = 1;
  }

  /**
   * The estimate at {@code now}, which is kept as a sample unless it comes less than a second
   * after the last one kept.
   */
  public Estimate add(Snapshot now) {
    if (now.nanos() - nanos[newest] >= SPACING_NANOS) {
      newest = (newest + 1) % nanos.length;
      nanos[newest] = now.nanos();
      bytes[newest] = now.bytesRead();
      records[newest] = now.records();
      count = Math.min(count + 1, nanos.length);
    }
    long elapsed = now.nanos() - startNanos;
    long window = Math.max(MIN_WINDOW_SECONDS * NANOS,
        Math.min(MAX_WINDOW_SECONDS * NANOS, elapsed / 2));
    int base = base(now.nanos() - window);
    double seconds = (now.nanos() - nanos[base]) / (double) NANOS;
    if (seconds <= 0) {
      return new Estimate(now, elapsed, 0, 0, eta(now, elapsed, 0));
    }
    double bytesPerSec = (now.bytesRead() - bytes[base]) / seconds;
    double recordsPerSec = (now.records() - records[base]) / seconds;
    return new Estimate(now, elapsed, bytesPerSec, recordsPerSec, eta(now, elapsed, bytesPerSec));
  }

  /** The newest kept sample at or before {@code nanosAt}, else the oldest kept. */
  private int base(long nanosAt) {
    int i = newest;
    for (int k = 1; k < count; k++) {
      if (nanos[i] <= nanosAt) {
        return i;
      }
      i = (i - 1 + nanos.length) % nanos.length;
    }
    return i;
  }

  private static long eta(Snapshot now, long elapsedNanos, double bytesPerSec) {
    if (!now.sized()) {
      return Estimate.NONE;
    }
    long left = Math.max(0, now.bytesTotal() - now.bytesRead());
    if (left == 0) {
      return 0;
    }
    return bytesPerSec > 0 && elapsedNanos >= MIN_WINDOW_SECONDS * NANOS
        ? (long) Math.ceil(left / bytesPerSec) : Estimate.NONE;
  }
}
