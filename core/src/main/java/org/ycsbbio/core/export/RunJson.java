package org.ycsbbio.core.export;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.verdict.StallMark;
import org.ycsbbio.core.verdict.Verdict;

/**
 * {@code run.json}: what ran, when, how it ended, what each node served ({@code per_node}: node,
 * op, count and errors, ops_per_sec counting successful operations, errors_per_sec, share of the
 * operation type) and the verdict: named nodes, findings, signs too short to judge, the tests
 * made and the level each had to reach, and its stall intervals ({@code stalls}: node, op,
 * start_ms, end_ms, max_us, typical_us) — the file the report uses to check that clients ran the
 * same workload and overlapped in time. Pure: the caller owns the stream.
 */
public final class RunJson {
  private RunJson() {
  }

  /** Writes {@code run} and {@code verdict} as one JSON object. */
  public static void write(RunSummary run, Verdict verdict, Appendable out) throws IOException {
    out.append("{\n  \"info\": {");
    String sep = "\n";
    for (Map.Entry<String, String> e : run.info().entrySet()) {
      out.append(sep).append("    ").append(Json.quote(e.getKey())).append(": ")
          .append(Json.quote(e.getValue()));
      sep = ",\n";
    }
    out.append("\n  },\n");
    out.append("  \"start_ms\": ").append(Long.toString(run.startMillis())).append(",\n");
    out.append("  \"end_ms\": ").append(Long.toString(run.endMillis())).append(",\n");
    out.append("  \"outcome\": ").append(Json.quote(run.status().outcome().text())).append(",\n");
    out.append("  \"reason\": ").append(Json.quote(run.status().reason())).append(",\n");
    out.append("  \"slow_threshold_us\": ").append(Long.toString(run.slowThresholdMicros()))
        .append(",\n");
    out.append("  \"per_node\": [");
    String rowSep = "\n";
    for (NodeOpStats s : run.stats()) {
      out.append(rowSep).append(String.format(Locale.ROOT, "    {\"node\": %s, \"op\": %s, "
              + "\"count\": %d, \"errors\": %d, \"ops_per_sec\": %s, \"errors_per_sec\": %s, "
              + "\"share\": %.6f}", Json.quote(s.node()), Json.quote(s.op().toString()),
          s.okCount(), s.errorCount(), Csv.decimal(run.opsPerSec(s)),
          Csv.decimal(run.errorsPerSec(s)), run.share(s)));
      rowSep = ",\n";
    }
    out.append(run.stats().isEmpty() ? "],\n" : "\n  ],\n");
    out.append("  \"bottlenecks\": ").append(array(verdict.bottlenecks())).append(",\n");
    out.append("  \"findings\": ").append(array(
        verdict.findings().stream().map(f -> f.node() + " " + f.describe()).toList()))
        .append(",\n");
    out.append("  \"too_short\": ").append(array(
        verdict.tooShort().stream().map(t -> t.describe()).toList())).append(",\n");
    out.append("  \"notes\": ").append(array(verdict.notes())).append(",\n");
    out.append("  \"tests\": ").append(Integer.toString(verdict.comparisons())).append(",\n");
    out.append("  \"level\": ").append(String.format(Locale.ROOT, "%.3g", verdict.level()))
        .append(",\n");
    out.append("  \"stalls\": [");
    String sep2 = "\n";
    for (StallMark m : verdict.stalls()) {
      out.append(sep2).append("    {\"node\": ").append(Json.quote(m.node()))
          .append(", \"op\": ").append(Json.quote(m.op().toString()))
          .append(", \"start_ms\": ").append(Long.toString(m.startMillis()))
          .append(", \"end_ms\": ").append(Long.toString(m.endMillis()))
          .append(", \"max_us\": ").append(Long.toString(m.maxMicros()))
          .append(", \"typical_us\": ").append(Long.toString(m.typicalMicros())).append('}');
      sep2 = ",\n";
    }
    out.append(verdict.stalls().isEmpty() ? "]\n}\n" : "\n  ]\n}\n");
  }

  private static String array(List<String> values) {
    StringBuilder b = new StringBuilder("[");
    for (int i = 0; i < values.size(); i++) {
      b.append(i == 0 ? "" : ", ").append(Json.quote(values.get(i)));
    }
    return b.append(']').toString();
  }
}
