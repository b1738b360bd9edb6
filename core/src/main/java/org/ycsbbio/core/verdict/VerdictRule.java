package org.ycsbbio.core.verdict;

/**
 * The thresholds of the bottleneck rule (see {@code docs/verdict.md}). A node is named for an
 * operation when, compared with the pooled operations of its peers, all of these hold:
 * <ul>
 *   <li>both it and its peers have at least {@code minOps} successful operations;</li>
 *   <li>its median latency is at least {@code medianRatio} times the peers' median;</li>
 *   <li>a one-sided Mann–Whitney U test says its latencies are larger with
 *       {@code z >= minZ} (3.29 ≈ p &lt; 0.0005).</li>
 * </ul>
 * A node is also named when its share of failed operations is at least {@code errorShare} and
 * at least ten times its peers' share.
 *
 * @param medianRatio effect size, &gt; 1
 * @param minOps smallest sample of the node and of its peers, ≥ 1
 * @param minZ significance threshold of the U test, &gt; 0
 * @param errorShare failed/total share above which a node counts as failing, in (0, 1]
 */
public record VerdictRule(double medianRatio, long minOps, double minZ, double errorShare) {
  public static final VerdictRule DEFAULT = new VerdictRule(1.5, 100, 3.29, 0.01);

  public VerdictRule {
    if (!(medianRatio > 1.0)) {
      throw new IllegalArgumentException("medianRatio must be > 1, was " + medianRatio);
    }
    if (minOps < 1) {
      throw new IllegalArgumentException("minOps must be >= 1, was " + minOps);
    }
    if (!(minZ > 0)) {
      throw new IllegalArgumentException("minZ must be > 0, was " + minZ);
    }
    if (!(errorShare > 0 && errorShare <= 1)) {
      throw new IllegalArgumentException("errorShare must be in (0, 1], was " + errorShare);
    }
  }
}
