package org.ycsbbio.core.export;

import java.io.IOException;
import java.util.Locale;
import java.util.Set;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunSummary;

/**
 * The per-node table people read at the end of a run, bottleneck nodes marked with '*': per node
 * × operation, successful operations, errors, what the node served per second (successful
 * operations) and failed per second, its share of the operation type, and the latency of its
 * successful operations.
 */
public final class PerNodeTable {
  private PerNodeTable() {
  }

  /** Writes the table of {@code run} to {@code out}, marking {@code flagged} nodes. */
  public static void write(RunSummary run, Set<String> flagged, Appendable out) throws IOException {
    int width = Math.max(4, run.nodes().stream().mapToInt(String::length).max().orElse(4));
    String row = "%-" + (width + 2) + "s %-7s %10s %8s %10s %9s %6s %9s %9s %9s %9s %9s%n";
    out.append(String.format(Locale.ROOT, row, "node", "op", "ops", "errors", "ops/s", "errors/s",
        "share", "mean(us)", "p50(us)", "p95(us)", "p99(us)", "max(us)"));
    for (NodeOpStats s : run.stats()) {
      Histogram ok = s.ok();
      boolean none = ok.getTotalCount() == 0;   // all failed: no latency, shown as "-"
      String name = (flagged.contains(s.node()) ? "* " : "  ") + s.node();
      out.append(String.format(Locale.ROOT, row, name, s.op(), s.okCount(), s.errorCount(),
          String.format(Locale.ROOT, "%.1f", run.opsPerSec(s)),
          String.format(Locale.ROOT, "%.1f", run.errorsPerSec(s)),
          String.format(Locale.ROOT, "%.1f%%", 100 * run.share(s)),
          none ? "-" : String.format(Locale.ROOT, "%.1f", ok.getMean()),
          none ? "-" : ok.getValueAtPercentile(50), none ? "-" : ok.getValueAtPercentile(95),
          none ? "-" : ok.getValueAtPercentile(99), none ? "-" : ok.getMaxValue()));
    }
  }
}
