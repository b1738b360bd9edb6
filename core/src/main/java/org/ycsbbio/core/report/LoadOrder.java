package org.ycsbbio.core.report;

import java.util.Comparator;
import java.util.List;

/**
 * The order of a series' steps by the load they put on the database: by offered load — the
 * target, or what a step achieved when it ran as fast as possible — or, in a series where no
 * step had a target, by threads (then achieved throughput). Stateless.
 */
final class LoadOrder {
  private LoadOrder() {
  }

  /** The completed steps of {@code steps}, lowest load first. */
  static List<StepResult> sorted(List<StepResult> steps) {
    List<StepResult> done = steps.stream().filter(StepResult::completed).toList();
    Comparator<StepResult> order = done.stream().allMatch(s -> s.target() == 0)
        ? Comparator.comparingInt(StepResult::threads).thenComparingDouble(LoadOrder::offered)
        : Comparator.comparingDouble(LoadOrder::offered);
    return done.stream().sorted(order).toList();
  }

  /** The step's offered load: its target, or what it achieved when it had none. */
  static double offered(StepResult s) {
    return s.target() > 0 ? s.target() : s.all().opsPerSec();
  }
}
