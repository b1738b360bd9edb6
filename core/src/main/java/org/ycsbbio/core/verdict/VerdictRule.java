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
 * at least ten times its peers' share, and for its tail when the share of its successful
 * operations slower than the peers' {@code tailPercentile} is at least {@code tailRatio} times
 * the peers' share and an exact one-sided test of the two rates is significant at the level of
 * {@code minZ}; the tail is
 * judged only when the peers have at least {@code 10 / (1 - tailPercentile/100)} operations
 * (10,000 at 99.9), so that about ten of theirs lie beyond the threshold.
 *
 * <p>The significance a comparison must reach is the stricter of {@code minZ}'s and
 * {@code familyWise} divided by the comparisons (node × operation × rule) the run made
 * (Bonferroni): a run of a balanced cluster names a node by a test with probability at most
 * {@code familyWise}, however many nodes and operation types it has.
 *
 * @param medianRatio effect size, &gt; 1
 * @param minOps smallest sample of the node and of its peers, ≥ 1
 * @param minZ significance threshold of the U test, &gt; 0
 * @param errorShare failed/total share above which a node counts as failing, in (0, 1]
 * @param tailPercentile the peers' percentile that makes an operation slow, in (50, 100)
 * @param tailRatio effect size of the tail rule, &gt; 1
 * @param familyWise the chance, per run, that a test names a node of a balanced cluster, in
 *     (0, 1)
 */
public record VerdictRule(double medianRatio, long minOps, double minZ, double errorShare,
    double tailPercentile, double tailRatio, double familyWise) {
  public static final VerdictRule DEFAULT = new VerdictRule(1.5, 100, 3.29, 0.01, 99.9, 2.0,
      0.01);

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
    if (!(tailPercentile > 50 && tailPercentile < 100)) {
      throw new IllegalArgumentException("tailPercentile must be in (50, 100), was "
          + tailPercentile);
    }
    if (!(tailRatio > 1.0)) {
      throw new IllegalArgumentException("tailRatio must be > 1, was " + tailRatio);
    }
    if (!(familyWise > 0 && familyWise < 1)) {
      throw new IllegalArgumentException("familyWise must be in (0, 1), was " + familyWise);
    }
  }

  /**
   * The p-value each of {@code comparisons} tests of one run must reach: the stricter of
   * {@code minZ}'s one-sided p and {@code familyWise / comparisons}.
   */
  public double level(int comparisons) {
    return Math.min(RateTest.normalUpperTail(minZ), familyWise / Math.max(1, comparisons));
  }
}
