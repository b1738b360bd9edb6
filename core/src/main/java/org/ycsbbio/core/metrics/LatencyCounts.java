package org.ycsbbio.core.metrics;

import net.jcip.annotations.Immutable;

/**
 * A latency histogram in {@link LatencyBuckets}: how many operations fell in each bucket (not
 * cumulative) and the sum of their latencies, since the run began. Immutable (the counts are
 * copied in), so a scrape can read it while the sampler builds the next one.
 */
@Immutable
public final class LatencyCounts {
  private final long[] perBucket;
  private final long count;
  private final double sumMicros;

  /** Copies {@code perBucket} (length {@link LatencyBuckets#COUNT}). */
  LatencyCounts(long[] perBucket, double sumMicros) {
    if (perBucket.length != LatencyBuckets.COUNT) {
      throw new IllegalArgumentException("perBucket must have " + LatencyBuckets.COUNT
          + " entries, had " + perBucket.length);
    }
    this.perBucket = perBucket.clone();
    long n = 0;
    for (long c : perBucket) {
      n += c;
    }
    this.count = n;
    this.sumMicros = sumMicros;
  }

  /** Operations in bucket {@code i} alone. */
  public long inBucket(int i) {
    return perBucket[i];
  }

  /** All operations. */
  public long count() {
    return count;
  }

  /** The sum of their latencies, µs. */
  public double sumMicros() {
    return sumMicros;
  }
}
