package org.ycsbbio.core.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.ycsbbio.core.results.SweepManifest;

/**
 * Runs that form one curve: the steps of a sweep ({@code sweep.json}, failed and skipped steps
 * included; a load-phase sweep's name says so), or compared runs that differ in target, threads, clients or nodes. Immutable.
 *
 * @param name shown in the report and the CSVs
 * @param dimension what the steps vary: {@code target}, {@code threads}, {@code clients},
 *     {@code nodes} (the first that differs), for the scaling chart
 * @param steps in run order
 * @param analysis sustainable throughput and first node to saturate
 */
public record Series(String name, String dimension, List<StepResult> steps,
    SweepAnalysis analysis) {
  public Series {
    steps = List.copyOf(steps);
  }

  /** The sweep in {@code dir}; a step whose results cannot be read becomes failed + a problem. */
  static Series fromSweep(Path dir, long boundMicros, List<String> problems) throws IOException {
    SweepManifest m = SweepManifest.read(dir);
    List<StepResult> steps = new ArrayList<>();
    for (SweepManifest.Step s : m.steps()) {
      if (!s.done()) {
        steps.add(StepResult.notCompleted(s.name(), s.threads(), s.target(), s.repeat(),
            s.status(), s.reason()));
        continue;
      }
      try {
        steps.add(StepResult.of(s.name(), s.threads(), s.target(), s.repeat(),
            StepResult.read(dir.resolve(s.dir()))));
      } catch (RuntimeException e) {
        problems.add(dir.resolve(s.dir()) + ": step unreadable (" + ResultsReader.oneLine(e)
            + "), shown as failed");
        steps.add(StepResult.notCompleted(s.name(), s.threads(), s.target(), s.repeat(),
            "failed", "results unreadable: " + ResultsReader.oneLine(e)));
      }
    }
    String name = dir.getFileName() + " (" + m.binding()
        + (m.phase().equals(SweepManifest.LOAD) ? ": load phase" : "")
        + (m.search() != null ? ": --find-max" : "") + ")";
    return new Series(name, dimension(steps), steps, SweepAnalysis.of(steps, boundMicros,
        m.search() == null ? 0 : m.search().p99BoundMicros()));
  }

  /** Compared runs as one series, ordered by what they achieved. */
  static Series fromRuns(List<MergedRun> runs, long boundMicros) {
    List<StepResult> steps = new ArrayList<>();
    for (MergedRun r : runs) {
      steps.add(StepResult.of(r.label(), (int) number(r, "threads_total"),
          number(r, "target_ops_per_sec_total"), 1, r.summary()));
    }
    steps.sort(Comparator.comparingDouble(s -> s.all().opsPerSec()));
    return of("compared runs", steps, boundMicros);
  }

  private static Series of(String name, List<StepResult> steps, long boundMicros) {
    return new Series(name, dimension(steps), steps, SweepAnalysis.of(steps, boundMicros));
  }

  private static String dimension(List<StepResult> steps) {
    List<StepResult> done = steps.stream().filter(StepResult::completed).toList();
    List<String> names = List.of("threads", "clients", "nodes", "target");
    List<ToDoubleFunction<StepResult>> values = List.of(StepResult::threads,
        StepResult::clients, StepResult::nodes, StepResult::target);
    for (int i = 0; i < names.size(); i++) {
      ToDoubleFunction<StepResult> f = values.get(i);
      if (done.stream().mapToDouble(f).distinct().count() > 1) {
        return names.get(i);
      }
    }
    return "target";
  }

  private static double number(MergedRun r, String key) {
    try {
      return Double.parseDouble(r.summary().info().getOrDefault(key, "0"));
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
