package org.ycsbbio.core.sweep;

import java.util.List;
import java.util.Locale;
import org.ycsbbio.core.results.SweepManifest.Step;

/**
 * The sweep's early-stop rule: a step is clearly past saturation when, in its series (the steps
 * with the same thread count, ordered by target), its achieved throughput rose by less than
 * {@link #STALL_GAIN} over the previous completed step and its headline p99 is at least
 * {@link #EXPLOSION} times the series' first completed step's. Stateless.
 */
final class SweepSaturation {
  /** Past saturation: throughput rose less than this factor over the previous step ... */
  static final double STALL_GAIN = 1.05;
  /** ... and the headline p99 is at least this many times the series' first step's. */
  static final double EXPLOSION = 10;

  private SweepSaturation() {
  }

  /**
   * Why step {@code i} of {@code steps} is past saturation, or null. A sweep with a single target
   * has no series to judge; {@code max} counts as above every numeric target.
   */
  static String why(List<Step> steps, int i) {
    Step cur = steps.get(i);
    List<Step> before = steps.subList(0, i).stream()
        .filter(s -> s.done() && s.threads() == cur.threads()
            && (cur.target() == 0 || s.target() > 0 && s.target() < cur.target()))
        .toList();
    if (before.isEmpty() || steps.stream().map(Step::target).distinct().count() < 2) {
      return null;
    }
    Step prev = before.get(before.size() - 1);
    Step first = before.get(0);
    boolean stalled = cur.achievedOpsPerSec() < STALL_GAIN * prev.achievedOpsPerSec();
    boolean exploded = first.p99Micros() > 0
        && cur.p99Micros() >= EXPLOSION * first.p99Micros();
    if (!stalled || !exploded) {
      return null;
    }
    return String.format(Locale.ROOT, "past saturation at step %d (%s): achieved %.0f ops/s vs "
        + "%.0f at the step before, p99 %s vs %s at the first", i + 1, describe(cur),
        cur.achievedOpsPerSec(), prev.achievedOpsPerSec(), micros(cur.p99Micros()),
        micros(first.p99Micros()));
  }

  /** {@code threads 32, target 1000[, repeat 2]}. */
  static String describe(Step s) {
    return "threads " + (s.threads() == 0 ? "default" : s.threads()) + ", target "
        + SweepPlan.rate(s.target()) + (s.repeat() > 1 ? ", repeat " + s.repeat() : "");
  }

  /** {@code 850 us} or {@code 12.5 ms}. */
  static String micros(long us) {
    return us >= 1000 ? String.format(Locale.ROOT, "%.1f ms", us / 1000.0) : us + " us";
  }
}
