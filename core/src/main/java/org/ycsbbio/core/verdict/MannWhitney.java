package org.ycsbbio.core.verdict;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Mann–Whitney U test on two latency histograms, with ties (equal histogram buckets) handled by
 * mid-ranks and the tie-corrected variance. Linear in the number of recorded buckets.
 */
final class MannWhitney {
  private MannWhitney() {
  }

  /**
   * The normal-approximation z of U for "values of {@code a} tend to be larger than those of
   * {@code b}"; 0 when either side is empty or every value ties.
   */
  static double z(Histogram a, Histogram b) {
    long na = a.getTotalCount();
    long nb = b.getTotalCount();
    if (na == 0 || nb == 0) {
      return 0;
    }
    Histogram both = a.copy();
    both.add(b);
    double u = 0;
    double bBelow = 0;
    double tieTerm = 0;
    for (HistogramIterationValue v : both.recordedValues()) {
      long value = v.getValueIteratedTo();
      long ca = a.getCountAtValue(value);
      long cb = b.getCountAtValue(value);
      u += ca * (bBelow + cb / 2.0);
      bBelow += cb;
      double t = ca + cb;
      tieTerm += t * t * t - t;
    }
    double n = na + nb;
    double mean = na * (double) nb / 2.0;
    double variance = na * (double) nb / 12.0 * ((n + 1) - tieTerm / (n * (n - 1)));
    if (variance <= 0) {
      return 0;
    }
    return (u - mean) / Math.sqrt(variance);
  }
}
