package org.ycsbbio.core.verdict;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.DoubleUnaryOperator;

/**
 * One test of one node against its peers by one rule: the finding it makes when its effect size
 * holds and its p-value reaches the run's level, and the p-value the same rates would give in a
 * run {@code f} times as long (its counts {@code f} times as large), from which "too short to
 * judge" is derived. The errors rule has an effect size and no test: its comparisons are not
 * {@code tested} and do not count towards the run's comparisons. Immutable.
 *
 * @param finding what would be reported
 * @param effect whether the rule's effect size held
 * @param p the test's one-sided p-value (0 for an untested rule whose effect size held)
 * @param tested whether it is a test, counted among the run's comparisons
 * @param scaled {@code f} → the p-value with every count {@code f} times as large
 */
record Comparison(Finding finding, boolean effect, double p, boolean tested,
    DoubleUnaryOperator scaled) {
  /** Longest run, in multiples of this one, that "too short to judge" considers. */
  static final double MAX_FACTOR = 20;
  private static final double FACTOR_STEP = 1.02;

  /** A test. */
  static Comparison test(Finding finding, boolean effect, double p, DoubleUnaryOperator scaled) {
    return new Comparison(finding, effect, p, true, scaled);
  }

  /** A rule without a test (the errors rule): named whenever its effect size holds. */
  static Comparison untested(Finding finding, boolean effect) {
    return new Comparison(finding, effect, effect ? 0 : 1, false, f -> effect ? 0 : 1);
  }

  /** Whether it names its node at significance {@code level}. */
  boolean names(double level) {
    return effect && p <= level;
  }

  /**
   * The smallest factor in (1, {@value #MAX_FACTOR}] by which the run would have to be longer,
   * at the same rates, for the test to reach {@code level} (to {@value #FACTOR_STEP}×), or NaN.
   */
  double factorNeeded(double level) {
    for (double f = FACTOR_STEP; f <= MAX_FACTOR; f *= FACTOR_STEP) {
      if (scaled.applyAsDouble(f) <= level) {
        return f;
      }
    }
    return Double.NaN;
  }

  /**
   * The findings of the {@code comparisons} that name their node at {@code level}, in order, at
   * most one per node × operation × kind (the stall rule tests all stalls and deep ones).
   */
  static List<Finding> named(List<Comparison> comparisons, double level) {
    List<Finding> findings = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (Comparison c : comparisons) {
      Finding f = c.finding();
      if (c.names(level) && seen.add(f.node() + '\u0000' + f.op() + '\u0000' + f.kind())) {
        findings.add(f);
      }
    }
    return findings;
  }
}
