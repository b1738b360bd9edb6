package org.ycsbbio.core.export;

import java.io.IOException;
import java.text.DecimalFormat;
import java.util.List;
import org.HdrHistogram.Histogram;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * One latency histogram in the shapes of YCSB's {@code hdrhistogram} measurement type: the
 * final lines ({@code [READ], 99thPercentileLatency(us), 812}) and the status-line summary
 * ({@code [READ: Count=…, Max=…, …]}). Used for YCSB's own per-operation output and for the
 * per-node lines, so that parsers of YCSB's output read both.
 */
public final class YcsbHistogramLines {
  private YcsbHistogramLines() {
  }

  /**
   * Writes the count, mean, min, max and {@code percentiles} of {@code h} under {@code metric},
   * in YCSB's order.
   */
  public static void write(String metric, Histogram h, List<Double> percentiles,
      MeasurementsExporter exporter) throws IOException {
    exporter.write(metric, "Operations", h.getTotalCount());
    exporter.write(metric, "AverageLatency(us)", h.getMean());
    exporter.write(metric, "MinLatency(us)", h.getMinValue());
    exporter.write(metric, "MaxLatency(us)", h.getMaxValue());
    for (double p : percentiles) {
      exporter.write(metric, percentileName(p), h.getValueAtPercentile(p));
    }
  }

  /** YCSB's status-line summary of one interval's histogram of {@code name}. */
  public static String summary(String name, Histogram interval) {
    DecimalFormat d = new DecimalFormat("#.##");
    return "[" + name + ": Count=" + interval.getTotalCount() + ", Max=" + interval.getMaxValue()
        + ", Min=" + interval.getMinValue() + ", Avg=" + d.format(interval.getMean())
        + ", 90=" + d.format(interval.getValueAtPercentile(90))
        + ", 99=" + d.format(interval.getValueAtPercentile(99))
        + ", 99.9=" + d.format(interval.getValueAtPercentile(99.9))
        + ", 99.99=" + d.format(interval.getValueAtPercentile(99.99)) + "]";
  }

  /** YCSB's percentile metric name: {@code 99thPercentileLatency(us)}, {@code 99.9PercentileLatency(us)}. */
  static String percentileName(double p) {
    if (p % 1 != 0) {
      return p + "PercentileLatency(us)";
    }
    int j = (int) p;
    String suffix = switch (j % 100) {
      case 11, 12, 13 -> "th";
      default -> switch (j % 10) {
        case 1 -> "st";
        case 2 -> "nd";
        case 3 -> "rd";
        default -> "th";
      };
    };
    return j + suffix + "PercentileLatency(us)";
  }
}
