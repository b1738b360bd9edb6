package org.ycsbbio.core.export;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;
import org.apache.commons.csv.CSVPrinter;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.results.SlowRequests;

/**
 * {@code per-node.csv}: one row per node × operation over the whole run: count (successful),
 * errors, what the node served per second (successful operations) and failed per second, its
 * share of the operation type's operations, mean and percentiles of successful operations (µs),
 * and the share and mean latency of requests slower than the run's slow threshold. Pure: the
 * caller owns the stream.
 */
public final class PerNodeCsv {
  private PerNodeCsv() {
  }

  /** Writes the CSV of {@code run} to {@code out}. */
  public static void write(RunSummary run, Appendable out) throws IOException {
    CSVPrinter csv = Csv.printer(out, "node", "operation", "count", "errors", "ops_per_sec",
        "errors_per_sec", "share", "mean_us", "p50_us", "p95_us", "p99_us", "p999_us", "max_us",
        "slow_threshold_us",
        "slow_share", "slow_mean_us");
    for (NodeOpStats s : run.stats()) {
      Histogram ok = s.ok();
      SlowRequests slow = SlowRequests.of(ok, run.slowThresholdMicros());
      boolean none = ok.getTotalCount() == 0;
      List<Object> row = new ArrayList<>(List.of(s.node(), s.op(), s.okCount(), s.errorCount(),
          Csv.decimal(run.opsPerSec(s)), Csv.decimal(run.errorsPerSec(s)),
          String.format(Locale.ROOT, "%.6f", run.share(s))));
      row.addAll(Csv.latencies(ok, 50, 95, 99, 99.9));
      row.add(run.slowThresholdMicros());
      row.add(none ? "" : String.format(Locale.ROOT, "%.6f", slow.share()));
      row.add(none ? "" : Csv.decimal(slow.meanMicros()));
      csv.printRecord(row);
    }
    csv.flush();
  }
}
