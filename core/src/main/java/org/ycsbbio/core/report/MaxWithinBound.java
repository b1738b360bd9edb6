package org.ycsbbio.core.report;

import java.util.List;
import java.util.Locale;
import net.jcip.annotations.Immutable;

/**
 * Where a {@code --find-max} search stands: its first step, run as fast as possible, bounds what
 * can be offered; among the steps with a target, the highest target that held the p99 bound and
 * the lowest target above it that did not (a step that failed did not). A step holds the bound
 * when its p99 from the intended start is within it and at least {@link SweepAnalysis#MET_SHARE}
 * of its operations succeeded. Its achieved throughput is not judged: it counts the step's start
 * (client threads starting, the first operations of a fresh JVM), several per cent of a step of a
 * few seconds, while a client that falls behind the target's schedule shows in the
 * intended-start latency. Immutable.
 *
 * @param boundMicros the p99 bound (µs)
 * @param probe the first step, as fast as possible, or null when there is none
 * @param met the highest target that held the bound, or null when none did
 * @param missed the lowest target above {@code met} that did not, or null when none did
 * @param ceiling the highest target worth trying: what {@code probe} achieved over
 *     {@link SweepAnalysis#MET_SHARE}; 0 without a completed probe
 * @param steps how many steps ran (the probe included)
 */
@Immutable
public record MaxWithinBound(long boundMicros, StepResult probe, StepResult met,
    StepResult missed, double ceiling, int steps) {

  /** Where the search over {@code steps} (in the order they ran) stands. */
  public static MaxWithinBound of(List<StepResult> steps, long boundMicros) {
    StepResult probe = steps.isEmpty() || steps.get(0).target() > 0 ? null : steps.get(0);
    double ceiling = probe != null && probe.completed()
        ? probe.all().opsPerSec() / SweepAnalysis.MET_SHARE : 0;
    StepResult met = null;
    for (StepResult s : steps) {
      if (s.target() > 0 && holds(s, boundMicros)
          && (met == null || s.target() > met.target())) {
        met = s;
      }
    }
    double low = met == null ? 0 : met.target();
    StepResult missed = null;
    for (StepResult s : steps) {
      if (s.target() > low && !holds(s, boundMicros)
          && (missed == null || s.target() < missed.target())) {
        missed = s;
      }
    }
    return new MaxWithinBound(boundMicros, probe, met, missed, ceiling, steps.size());
  }

  /** Whether step {@code s}, with a target, held {@code boundMicros}. */
  static boolean holds(StepResult s, long boundMicros) {
    if (!s.completed()) {
      return false;
    }
    Long p99 = s.all().headlineP99();
    return p99 != null && p99 <= boundMicros
        && s.all().count() - s.all().errors() >= SweepAnalysis.MET_SHARE * s.all().count();
  }

  /** The highest target that held the bound, 0 when none did. */
  public double maxTarget() {
    return met == null ? 0 : met.target();
  }

  /** The search's finding in words, with the numbers. */
  public String text() {
    String bound = SweepAnalysis.ms(boundMicros);
    String found = met == null
        ? String.format(Locale.ROOT, "Highest offered load within p99 %s (--find-max, %d "
            + "steps): none of the targets tried held it", bound, steps)
        : String.format(Locale.ROOT, "Highest offered load within p99 %s (--find-max, %d steps): "
            + "%.0f ops/s (step %s: achieved %.0f ops/s, p99 %s)", bound, steps, met.target(),
            met.name(), met.all().opsPerSec(), SweepAnalysis.ms(met.all().headlineP99()));
    String above = missed == null ? "" : String.format(Locale.ROOT, "; %s %.0f ops/s did not "
        + "(step %s: %s)", met == null ? "the lowest," : "the next target tried,",
        missed.target(), missed.name(), missed.completed() ? String.format(Locale.ROOT,
            "achieved %.0f ops/s, p99 %s", missed.all().opsPerSec(),
            SweepAnalysis.ms(headline(missed))) : missed.status() + ": " + missed.reason());
    String ran = probe == null || !probe.completed() ? ""
        : String.format(Locale.ROOT, "; as fast as possible: %.0f ops/s, p99 %s",
            probe.all().opsPerSec(), SweepAnalysis.ms(headline(probe)));
    return found + above + ran + ".";
  }

  private static long headline(StepResult s) {
    Long p99 = s.all().headlineP99();
    return p99 == null ? 0 : p99;
  }
}
