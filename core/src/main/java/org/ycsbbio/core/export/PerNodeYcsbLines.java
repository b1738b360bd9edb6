package org.ycsbbio.core.export;

import java.io.IOException;
import java.util.List;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunSummary;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * Per-node lines in YCSB's own output format, written through YCSB's exporter so text and JSON
 * output keep their shape: {@code [READ@127.0.0.2:9042], 99thPercentileLatency(us), 812}. The
 * metrics are those of YCSB's HdrHistogram measurement ({@link YcsbHistogramLines}); failed
 * operations appear as {@code READ-FAILED@node}, as YCSB names them, and intended-start
 * latencies (with {@code -target}) as {@code Intended-READ@node}.
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
      String ok = s.op() + "@" + s.node();
      String failed = s.op() + "-FAILED@" + s.node();
      if (s.okCount() > 0 || s.errorCount() == 0) {
        YcsbHistogramLines.write(ok, s.ok(), percentiles, exporter);
        exporter.write(ok, "Return=OK", s.okCount());
      }
      if (s.errorCount() > 0) {
        YcsbHistogramLines.write(failed, s.failed(), percentiles, exporter);
        exporter.write(failed, "Return=ERROR", s.errorCount());
      }
      if (s.intendedOk() != null && s.intendedOk().getTotalCount() > 0) {
        YcsbHistogramLines.write("Intended-" + ok, s.intendedOk(), percentiles, exporter);
      }
    }
  }
}
