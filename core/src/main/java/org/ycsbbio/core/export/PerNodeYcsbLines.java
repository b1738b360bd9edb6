package org.ycsbbio.core.export;

import java.io.IOException;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunSummary;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * Per-node lines in YCSB's own output format, written through YCSB's exporter so text and JSON
 * output keep their shape: {@code [READ@127.0.0.2:9042], 99thPercentileLatency(us), 812}. The
 * metrics mirror YCSB's HdrHistogram measurement; failed operations appear as
 * {@code READ-FAILED@node}, as YCSB names them, and intended-start latencies (with
 * {@code -target}) as {@code Intended-READ@node}.
 */
public final class PerNodeYcsbLines {
  private PerNodeYcsbLines() {
  }

  /**
   * Writes every node × operation of {@code run} to {@code exporter}.
   *
   * @param percentiles the percentiles to report, as YCSB's {@code hdrhistogram.percentiles}
   */
  public static void write(RunSummary run, List<Double> percentiles, MeasurementsExporter exporter)
      throws IOException {
    for (NodeOpStats s : run.stats()) {
      if (s.okCount() > 0 || s.errorCount() == 0) {
        writeHistogram(s.op() + "@" + s.node(), s.ok(), percentiles, exporter);
        exporter.write(s.op() + "@" + s.node(), "Return=OK", s.okCount());
      }
      if (s.errorCount() > 0) {
        writeHistogram(s.op() + "-FAILED@" + s.node(), s.failed(), percentiles, exporter);
        exporter.write(s.op() + "-FAILED@" + s.node(), "Return=ERROR", s.errorCount());
      }
      if (s.intendedOk() != null && s.intendedOk().getTotalCount() > 0) {
        writeHistogram("Intended-" + s.op() + "@" + s.node(), s.intendedOk(), percentiles, exporter);
      }
    }
  }

  private static void writeHistogram(String metric, Histogram h, List<Double> percentiles,
      MeasurementsExporter exporter) throws IOException {
    exporter.write(metric, "Operations", h.getTotalCount());
    exporter.write(metric, "AverageLatency(us)", h.getMean());
    exporter.write(metric, "MinLatency(us)", h.getMinValue());
    exporter.write(metric, "MaxLatency(us)", h.getMaxValue());
    for (double p : percentiles) {
      exporter.write(metric, percentileName(p), h.getValueAtPercentile(p));
    }
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
