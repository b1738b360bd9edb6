package org.ycsbbio.core.metrics;

import java.math.BigDecimal;
import java.util.Arrays;
import net.jcip.annotations.Immutable;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The fixed upper bounds of the live latency histograms: 1, 1.5, 2, 3, 5 and 7 times each power
 * of ten from 10 µs to 100 s, then +Inf (44 buckets). Every client process uses the same bounds,
 * so Prometheus can add the buckets of many clients exactly; within a bucket
 * {@code histogram_quantile} interpolates, so a quantile read from them is off by at most the
 * bucket's width (50 % of its lower bound) where the exact HdrHistograms of the results
 * directory are not. Immutable, so safe to share.
 */
@Immutable
public final class LatencyBuckets {
  private static final long[] MANTISSAS_TENTHS = {10, 15, 20, 30, 50, 70};
  /** Finite upper bounds, µs, ascending. */
  private static final long[] BOUNDS_MICROS = bounds();
  /** Finite bounds plus +Inf. */
  public static final int COUNT = BOUNDS_MICROS.length + 1;
  private static final String[] LABELS = labels();

  private LatencyBuckets() {
  }

  private static long[] bounds() {
    long[] out = new long[7 * MANTISSAS_TENTHS.length + 1];
    int i = 0;
    for (long power = 1; power <= 1_000_000; power *= 10) {   // 10 µs .. 70 s
      for (long m : MANTISSAS_TENTHS) {
        out[i++] = m * power;
      }
    }
    out[i] = 100_000_000L;   // 100 s
    return out;
  }

  private static String[] labels() {
    String[] out = new String[COUNT];
    for (int i = 0; i < BOUNDS_MICROS.length; i++) {
      out[i] = BigDecimal.valueOf(BOUNDS_MICROS[i]).movePointLeft(6).stripTrailingZeros()
          .toPlainString();
    }
    out[COUNT - 1] = "+Inf";
    return out;
  }

  /** The {@code le} label of bucket {@code i} (seconds, e.g. {@code 0.0015}; {@code +Inf}). */
  public static String label(int i) {
    return LABELS[i];
  }

  /** The upper bound of bucket {@code i} in µs ({@link Long#MAX_VALUE} for the last). */
  public static long boundMicros(int i) {
    return i < BOUNDS_MICROS.length ? BOUNDS_MICROS[i] : Long.MAX_VALUE;
  }

  /** The bucket of a latency of {@code micros}: the first whose bound is at least it. */
  public static int indexOf(long micros) {
    int i = Arrays.binarySearch(BOUNDS_MICROS, micros);
    return i >= 0 ? i : -i - 1;
  }

  /**
   * Adds each value of {@code latencies} (µs, as HdrHistogram reports it: the highest value
   * equivalent to the recorded one) to its bucket of {@code counts} (length {@link #COUNT}) and
   * returns the sum of the values (their median equivalents, as HdrHistogram's mean uses), µs.
   */
  public static double addTo(long[] counts, Histogram latencies) {
    double sum = 0;
    for (HistogramIterationValue v : latencies.recordedValues()) {
      long value = v.getValueIteratedTo();
      long n = v.getCountAtValueIteratedTo();
      counts[indexOf(value)] += n;
      sum += (double) latencies.medianEquivalentValue(value) * n;
    }
    return sum;
  }
}
