package org.ycsbbio.core.export;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.jcip.annotations.NotThreadSafe;
import org.apache.commons.csv.CSVPrinter;
import org.ycsbbio.core.results.NodeOpStats;

/**
 * Writes {@code per-node-timeseries.csv}: one row per interval × node × operation with count
 * (successful), errors, what the node served per second (successful operations) and failed per
 * second, and latency percentiles (µs; empty when no operation succeeded), flushed after every
 * interval.
 */
@NotThreadSafe
public final class TimeSeriesCsvSink implements IntervalSink {
  private final BufferedWriter file;
  private final CSVPrinter csv;

  public TimeSeriesCsvSink(Path file) throws IOException {
    this.file = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    this.csv = Csv.printer(this.file, "interval_end_ms", "elapsed_s", "node", "operation",
        "count", "errors", "ops_per_sec", "errors_per_sec", "mean_us", "p50_us", "p95_us",
        "p99_us", "max_us");
  }

  @Override
  public void interval(long runStart, long intervalStart, long intervalEnd,
      List<NodeOpStats> rows) throws IOException {
    double seconds = Math.max(1, intervalEnd - intervalStart) / 1000.0;
    for (NodeOpStats row : rows) {
      List<Object> cells = new ArrayList<>(List.of(intervalEnd,
          Csv.decimal((intervalEnd - runStart) / 1000.0), row.node(), row.op(), row.okCount(),
          row.errorCount(), Csv.decimal(row.okCount() / seconds),
          Csv.decimal(row.errorCount() / seconds)));
      cells.addAll(Csv.latencies(row.ok(), 50, 95, 99));
      csv.printRecord(cells);
    }
    csv.flush();
  }

  @Override
  public void close() throws IOException {
    csv.close(true);
    file.close();
  }
}
