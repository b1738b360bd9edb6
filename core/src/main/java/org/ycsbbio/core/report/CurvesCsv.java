package org.ycsbbio.core.report;

import java.io.IOException;
import java.util.Map;
import org.apache.commons.csv.CSVPrinter;
import org.ycsbbio.core.export.Csv;

/**
 * {@code curves.csv}: every point of every throughput–latency curve, one row per series, step
 * and scope ({@code all}, an operation, or a node), with the step's achieved throughput (the x
 * of the curves), the scope's own throughput and its p50/p95/p99 service and intended-start
 * latencies in µs (empty when not measured). Steps that did not complete get one row with their
 * status and reason. Pure: the caller owns the stream.
 */
final class CurvesCsv {
  private CurvesCsv() {
  }

  static void write(Iterable<Series> series, Appendable out) throws IOException {
    CSVPrinter csv = Csv.printer(out, "series", "step", "status", "reason", "threads", "target",
        "clients", "nodes", "scope", "name", "achieved_ops_per_sec", "scope_ops_per_sec",
        "p50_us", "p95_us", "p99_us", "intended_p50_us", "intended_p95_us", "intended_p99_us");
    for (Series s : series) {
      for (StepResult step : s.steps()) {
        if (!step.completed()) {
          csv.printRecord(s.name(), step.name(), step.status(), step.reason(), step.threads(),
              step.target(), "", "", "", "", "", "", "", "", "", "", "", "");
          continue;
        }
        row(csv, s, step, "all", "all", step.all());
        for (Map.Entry<String, StepResult.Point> e : step.byOp().entrySet()) {
          row(csv, s, step, "operation", e.getKey(), e.getValue());
        }
        for (Map.Entry<String, StepResult.Point> e : step.byNode().entrySet()) {
          row(csv, s, step, "node", e.getKey(), e.getValue());
        }
      }
    }
    csv.flush();
  }

  private static void row(CSVPrinter csv, Series s, StepResult step, String scope, String name,
      StepResult.Point p) throws IOException {
    csv.printRecord(s.name(), step.name(), step.status(), "", step.threads(), step.target(),
        step.clients(), step.nodes(), scope, name, step.all().opsPerSec(), p.opsPerSec(),
        blank(p.p50()), blank(p.p95()), blank(p.p99()), blank(p.intendedP50()),
        blank(p.intendedP95()), blank(p.intendedP99()));
  }

  private static Object blank(Long v) {
    return v == null ? "" : v;
  }
}
