package org.ycsbbio.core.verdict;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.ycsbbio.core.api.Operation;

/**
 * A node on which a rule saw signs — its effect size held — that did not reach the run's
 * significance, with about how much longer a run would have to be to decide. Assumption: the
 * node and its peers go on as they did, so every count of the test grows in proportion to the
 * run's length (a rank test's z with its square root); the factor is the smallest at which the
 * test on counts that many times as large reaches the run's level. Immutable.
 *
 * @param node node name
 * @param op operation type
 * @param kind the rule: {@code latency}, {@code tail} or {@code stall}
 * @param seen what the rule saw ({@link Finding#evidence()})
 * @param p its p-value
 * @param level the p-value the run needed
 * @param factor how many times as long the run would have to be
 * @param seconds how long the run was, NaN when unknown
 */
public record TooShort(String node, Operation op, String kind, String seen, double p,
    double level, double factor, double seconds) {
  /**
   * Signs are reported when their p-value is at most this over the run's comparisons: a
   * balanced cluster's run shows one by chance with probability at most this (Bonferroni).
   */
  static final double SIGNS_FAMILY_WISE = 0.5;

  /** One line, e.g. {@code node2 READ: stalled in 4 of 22 intervals ...; p=0.012, ...}. */
  public String describe() {
    String longer = Double.isNaN(seconds) ? "" : String.format(Locale.ROOT, " (about %.0f s "
        + "instead of %.1f s)", Math.ceil(factor * seconds), seconds);
    return String.format(Locale.ROOT, "%s %s; short of the p <= %.2g this run needs (p=%.2g): if"
        + " it goes on as it did, a run about %.1f times as long%s would decide", node, seen, level,
        p, factor, longer);
  }

  /**
   * The signs among {@code comparisons} (effect size held, tested, not significant at
   * {@code level}, p at most {@link #SIGNS_FAMILY_WISE} over their number) on nodes not in
   * {@code named}, one per node × operation (the one that needs the shortest extension), in
   * order; {@code seconds} is the run's length (NaN when unknown).
   */
  static List<TooShort> of(List<Comparison> comparisons, double level, Set<String> named,
      double seconds) {
    long tests = comparisons.stream().filter(Comparison::tested).count();
    double signs = SIGNS_FAMILY_WISE / Math.max(1, tests);
    Map<String, TooShort> best = new LinkedHashMap<>();
    for (Comparison c : comparisons) {
      Finding f = c.finding();
      if (!c.tested() || !c.effect() || c.p() <= level || c.p() > signs
          || named.contains(f.node())) {
        continue;
      }
      double factor = c.factorNeeded(level);
      String key = f.node() + '\u0000' + f.op();
      TooShort old = best.get(key);
      if (!Double.isNaN(factor) && (old == null || factor < old.factor())) {
        best.put(key, new TooShort(f.node(), f.op(), f.kind(), f.evidence(), c.p(), level,
            factor, seconds));
      }
    }
    return new ArrayList<>(best.values());
  }
}
