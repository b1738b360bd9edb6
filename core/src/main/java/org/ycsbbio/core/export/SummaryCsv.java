package org.ycsbbio.core.export;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.apache.commons.csv.CSVPrinter;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunSummary;

/**
 * {@code summary.csv}: one row per operation over all nodes (histograms added): count
 * (successful), errors, successful and failed operations per second, mean and percentiles of
 * successful operations (µs). The
 * first column names the run, so several runs can share one file. Pure: the caller owns the
 * stream.
 */
public final class SummaryCsv {
  private SummaryCsv() {
  }

  /** Starts the CSV on {@code out}: the header row. */
  public static CSVPrinter printer(Appendable out) throws IOException {
    return Csv.printer(out, "run", "operation", "count", "errors", "ops_per_sec", "errors_per_sec",
        "mean_us",
        "p50_us", "p95_us", "p99_us", "p999_us", "max_us");
  }

  /** Writes the rows of {@code run}, labelled {@code label}, to {@code csv}. */
  public static void write(String label, RunSummary run, CSVPrinter csv) throws IOException {
    Map<Operation, Histogram> ok = new TreeMap<>();
    Map<Operation, Long> errors = new TreeMap<>();
    for (NodeOpStats s : run.stats()) {
      ok.computeIfAbsent(s.op(), k -> new Histogram(3)).add(s.ok());
      errors.merge(s.op(), s.errorCount(), Long::sum);
    }
    for (Map.Entry<Operation, Histogram> e : ok.entrySet()) {
      Histogram h = e.getValue();
      long err = errors.get(e.getKey());
      List<Object> row = new ArrayList<>(List.of(label, e.getKey(), h.getTotalCount(), err,
          Csv.decimal(h.getTotalCount() / run.durationSeconds()),
          Csv.decimal(err / run.durationSeconds())));
      row.addAll(Csv.latencies(h, 50, 95, 99, 99.9));
      csv.printRecord(row);
    }
    csv.flush();
  }
}
