package org.ycsbbio.core.sweep;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ycsbbio.core.report.FirstToSaturate;
import org.ycsbbio.core.report.MaxWithinBound;
import org.ycsbbio.core.report.StepResult;
import org.ycsbbio.core.report.SweepAnalysis;
import org.ycsbbio.core.results.SweepManifest;
import org.ycsbbio.core.results.SweepManifest.Findings;
import org.ycsbbio.core.results.SweepManifest.Step;

/**
 * The measurements of a sweep's steps, read from their results directories once each, and what
 * the sweep found from them ({@link SweepAnalysis}): the lines it ends with and the
 * {@link Findings} of {@code sweep.json}. Confined to the sweep's thread.
 */
final class SweepFindings {
  private final Path dir;
  private final Map<String, StepResult> read = new HashMap<>();

  /** Findings of the sweep in {@code dir}. */
  SweepFindings(Path dir) {
    this.dir = dir;
  }

  /** Each step's measurements (a step that did not complete, or cannot be read, as such). */
  List<StepResult> results(List<Step> steps) {
    List<StepResult> out = new ArrayList<>();
    for (Step s : steps) {
      StepResult r = s.done() ? read.computeIfAbsent(s.name(), n -> read(s)) : null;
      out.add(r != null ? r : StepResult.notCompleted(s.name(), s.threads(), s.target(),
          s.repeat(), s.status(), s.reason()));
    }
    return out;
  }

  private StepResult read(Step s) {
    try {
      return StepResult.of(s.name(), s.threads(), s.target(), s.repeat(),
          StepResult.read(dir.resolve(s.dir())));
    } catch (RuntimeException e) {
      return null;
    }
  }

  /**
   * What {@code m}'s steps show with the bound {@code boundMicros}; its text is the lines the
   * sweep ends with (none before two steps completed, unless a search ran).
   */
  Findings of(SweepManifest m, long boundMicros) {
    List<StepResult> steps = results(m.steps());
    SweepAnalysis a = SweepAnalysis.of(steps, boundMicros,
        m.search() == null ? 0 : m.search().p99BoundMicros());
    MaxWithinBound max = a.maxWithinBound();
    FirstToSaturate first = a.saturation();
    List<String> text = first.lowest() != null ? a.lines()
        : max != null ? List.of(max.text()) : List.of();
    return new Findings(first.node(), first.step() == null ? null : first.step().name(),
        max == null ? 0 : max.maxTarget(), max == null || max.met() == null ? null
            : max.met().name(), text);
  }
}
