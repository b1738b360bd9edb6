package org.ycsbbio.core.sweep;

import java.util.List;
import java.util.OptionalDouble;
import org.ycsbbio.core.report.MaxWithinBound;
import org.ycsbbio.core.report.StepResult;
import org.ycsbbio.core.results.SweepManifest.Search;

/**
 * The search of {@code bin/ycsb sweep --find-max}: which target the next step offers. The first
 * step runs as fast as possible; no target above what it achieved over
 * {@link org.ycsbbio.core.report.SweepAnalysis#MET_SHARE} can be met, so that is the search's
 * ceiling. Then it bisects between the highest target that held the bound (0 before any did) and
 * the lowest above it that did not (the ceiling before any did not), until the two are within
 * {@link #RESOLUTION} of each other or {@link Search#maxSteps} steps ran. Stateless.
 */
public final class FindMax {
  /** The search ends when the bracket is this narrow, relative to its upper end. */
  public static final double RESOLUTION = 0.03;

  private FindMax() {
  }

  /**
   * The target of the next step (0: as fast as possible), or empty when the search is over;
   * {@code steps} are the steps run so far, in order.
   */
  public static OptionalDouble next(List<StepResult> steps, Search search) {
    if (steps.isEmpty()) {
      return OptionalDouble.of(0);
    }
    MaxWithinBound at = MaxWithinBound.of(steps, search.p99BoundMicros());
    if (steps.size() >= search.maxSteps() || at.ceiling() <= 0) {
      return OptionalDouble.empty();
    }
    double low = at.maxTarget();
    double high = at.missed() != null ? at.missed().target() : at.ceiling();
    double next = Math.round((low + high) / 2);
    boolean tried = steps.stream().anyMatch(s -> s.target() == next);
    if (high - low <= RESOLUTION * high || next <= low || next >= high || tried) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(next);
  }
}
