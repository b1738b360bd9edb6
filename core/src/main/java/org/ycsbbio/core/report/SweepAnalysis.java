package org.ycsbbio.core.report;

import java.util.List;
import java.util.Locale;

/**
 * What a series of steps says: the sustainable throughput — the highest achieved throughput of a
 * completed step that met its target (at least {@link #MET_SHARE} of it; a step without target
 * always does) with its headline p99 (intended-start when a target was set) within a bound, the
 * user's SLA — and the node that saturated first, which needs no bound
 * ({@link FirstToSaturate}). Pure.
 *
 * @param p99BoundMicros the latency bound
 * @param sustainable the step that gives the sustainable throughput, or null when none qualifies
 * @param saturation which node saturated first, and where
 * @param maxWithinBound for a {@code --find-max} sweep, what its search found (with the sweep's
 *     own bound); else null
 * @param lines the findings in words, with the numbers: the search's (if any), the sustainable
 *     throughput, the first node to saturate
 */
public record SweepAnalysis(long p99BoundMicros, StepResult sustainable,
    FirstToSaturate saturation, MaxWithinBound maxWithinBound, List<String> lines) {
  public SweepAnalysis {
    lines = List.copyOf(lines);
  }

  /** A step met its target when it achieved at least this share of it. */
  public static final double MET_SHARE = 0.95;

  /** Analyses {@code steps} (any order; steps that did not complete are passed over). */
  public static SweepAnalysis of(List<StepResult> steps, long p99BoundMicros) {
    return of(steps, p99BoundMicros, 0);
  }

  /**
   * Analyses {@code steps}, in the order they ran; with {@code searchBoundMicros} > 0 they are a
   * {@code --find-max} search for that bound, whose finding is the sustainable throughput (judged
   * as the search judged it, {@link MaxWithinBound}).
   */
  public static SweepAnalysis of(List<StepResult> steps, long p99BoundMicros,
      long searchBoundMicros) {
    List<StepResult> done = LoadOrder.sorted(steps);
    FirstToSaturate first = FirstToSaturate.of(done);
    if (searchBoundMicros > 0) {
      MaxWithinBound max = MaxWithinBound.of(steps, searchBoundMicros);
      return new SweepAnalysis(searchBoundMicros, max.met(), first, max,
          List.of(max.text(), first.text()));
    }
    StepResult best = null;
    for (StepResult s : done) {
      if (meets(s, p99BoundMicros)
          && (best == null || s.all().opsPerSec() > best.all().opsPerSec())) {
        best = s;
      }
    }
    String sustainable = best == null
        ? String.format(Locale.ROOT, "Sustainable throughput: none of %d completed steps met its "
            + "target with p99 <= %s.", done.size(), ms(p99BoundMicros))
        : String.format(Locale.ROOT, "Sustainable throughput: %.0f ops/s (step %s, target %s, "
            + "p99 %s <= %s).", best.all().opsPerSec(), best.name(), rate(best.target()),
            ms(best.all().headlineP99()), ms(p99BoundMicros));
    return new SweepAnalysis(p99BoundMicros, best, first, null, List.of(sustainable,
        first.text()));
  }

  /** The findings in one paragraph. */
  public String text() {
    return String.join(" ", lines);
  }

  /** The node that saturated first, or null. */
  public String firstSaturated() {
    return saturation.node();
  }

  /**
   * Whether a completed step held {@code boundMicros}: its headline p99 within it and, with a
   * target, at least {@link #MET_SHARE} of the target achieved.
   */
  public static boolean meets(StepResult s, long boundMicros) {
    Long p99 = s.all().headlineP99();
    return p99 != null && p99 <= boundMicros
        && (s.target() == 0 || s.all().opsPerSec() >= MET_SHARE * s.target());
  }

  static String rate(double target) {
    return target == 0 ? "max" : String.format(Locale.ROOT, "%.0f ops/s", target);
  }

  static String ms(long micros) {
    return String.format(Locale.ROOT, "%.1f ms", micros / 1000.0);
  }
}
