package org.ycsbbio.core.verdict;

import java.util.List;

/**
 * The bottleneck verdict of a run.
 *
 * @param bottlenecks the named nodes, sorted, each with at least one finding
 * @param findings every finding behind the named nodes
 * @param notes operations for which no verdict was possible and why (e.g. too few operations)
 * @param stalls the intervals in which one node alone jumped (see {@link StallDetector}),
 *     whether or not that node was named
 */
public record Verdict(List<String> bottlenecks, List<Finding> findings, List<String> notes,
    List<StallMark> stalls) {
  public Verdict {
    stalls = List.copyOf(stalls);
    bottlenecks = List.copyOf(bottlenecks);
    findings = List.copyOf(findings);
    notes = List.copyOf(notes);
  }

  /** This verdict with {@code caveat} added to every finding (e.g. a client that was the limit). */
  public Verdict withCaveat(String caveat) {
    return new Verdict(bottlenecks, findings.stream().map(f -> f.withCaveat(caveat)).toList(),
        notes, stalls);
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
    for (String note : notes) {
      out.append("  note: ").append(note).append('\n');
    }
    return out.toString();
  }
}
