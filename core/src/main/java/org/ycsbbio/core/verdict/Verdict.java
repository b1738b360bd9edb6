package org.ycsbbio.core.verdict;

import java.util.List;
import java.util.Locale;

/**
 * The bottleneck verdict of a run. Immutable.
 *
 * @param bottlenecks the named nodes, sorted, each with at least one finding
 * @param findings every finding behind the named nodes
 * @param notes operations for which no verdict was possible and why (e.g. too few operations)
 * @param stalls the intervals in which one node alone jumped (see {@link StallDetector}),
 *     whether or not that node was named
 * @param tooShort nodes on which a rule saw signs that did not reach significance, with how much
 *     longer a run would need to be
 * @param comparisons the tests the run made (node × operation × rule)
 * @param level the p-value each of them had to reach ({@link VerdictRule#level})
 */
public record Verdict(List<String> bottlenecks, List<Finding> findings, List<String> notes,
    List<StallMark> stalls, List<TooShort> tooShort, int comparisons, double level) {
  public Verdict {
    stalls = List.copyOf(stalls);
    bottlenecks = List.copyOf(bottlenecks);
    findings = List.copyOf(findings);
    notes = List.copyOf(notes);
    tooShort = List.copyOf(tooShort);
  }

  /** A verdict that made no comparison (nothing measured). */
  public static Verdict empty() {
    return new Verdict(List.of(), List.of(), List.of(), List.of(), List.of(), 0, 1);
  }

  /** This verdict with {@code caveat} added to every finding (e.g. a client that was the limit). */
  public Verdict withCaveat(String caveat) {
    return new Verdict(bottlenecks, findings.stream().map(f -> f.withCaveat(caveat)).toList(),
        notes, stalls, tooShort, comparisons, level);
  }

  /** Human-readable verdict, several lines, each ending with a newline. */
  public String describe() {
    StringBuilder out = new StringBuilder();
    if (bottlenecks.isEmpty()) {
      out.append("Bottleneck verdict: no node is significantly slower than its peers.\n");
    } else {
      out.append("Bottleneck verdict: ").append(String.join(", ", bottlenecks))
          .append(bottlenecks.size() == 1 ? " is" : " are").append(" significantly worse than the peers.\n");
      for (Finding f : findings) {
        out.append("  ").append(f.node()).append(" ").append(f.describe()).append('\n');
      }
    }
    for (TooShort t : tooShort) {
      out.append("  too short to judge: ").append(t.describe()).append('\n');
    }
    for (String note : notes) {
      out.append("  note: ").append(note).append('\n');
    }
    if (comparisons > 0) {
      out.append(String.format(Locale.ROOT, "  significance: each of the run's %d tests (node x"
          + " operation x rule) had to reach p <= %.2g%n", comparisons, level));
    }
    return out.toString();
  }
}
