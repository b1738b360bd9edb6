package org.ycsbbio.core.results;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The two per-node measures of the thesis behind YCSB-Bio: the share of requests slower than a
 * threshold and the mean latency of those slow requests.
 *
 * @param count requests above the threshold
 * @param share {@code count / total}, 0 when the histogram is empty
 * @param meanMicros mean latency of the slow requests (µs), 0 when there are none
 */
public record SlowRequests(long count, double share, double meanMicros) {

  /** Measures {@code latencies} (µs) against {@code thresholdMicros} (strictly greater is slow). */
  public static SlowRequests of(Histogram latencies, long thresholdMicros) {
    long total = latencies.getTotalCount();
    long slow = 0;
    double sum = 0;
    for (HistogramIterationValue v : latencies.recordedValues()) {
      long value = latencies.medianEquivalentValue(v.getValueIteratedTo());
      if (value > thresholdMicros) {
        slow += v.getCountAtValueIteratedTo();
        sum += (double) value * v.getCountAtValueIteratedTo();
      }
    }
    return new SlowRequests(slow, total == 0 ? 0 : slow / (double) total, slow == 0 ? 0 : sum / slow);
  }
}
