package org.ycsbbio.core.verdict;

import java.util.Properties;
import org.ycsbbio.core.api.Option;

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
  public static final Option<Double> MEDIAN_RATIO = Option.decimal("bio.verdict.ratio",
      DEFAULT.medianRatio(), 1.0001, 1e6, "", "a node is slow when its median latency is at least"
      + " this many times its peers' (and the U test and bio.verdict.minops agree)");
  public static final Option<Long> MIN_OPS = Option.longInteger("bio.verdict.minops",
      DEFAULT.minOps(), 1, Long.MAX_VALUE, "operations", "fewest successful operations of a node"
      + " and of its peers for the verdict to compare them");
  public static final Option<Double> MIN_Z = Option.decimal("bio.verdict.z", DEFAULT.minZ(),
      0.0001, 1e6, "", "the z a one-sided Mann-Whitney U test must reach (3.29: p < 0.0005)");
  public static final Option<Double> ERROR_SHARE = Option.decimal("bio.verdict.errorshare",
      DEFAULT.errorShare(), 1e-9, 1, "", "a node is failing when this share of its operations"
      + " failed and at least ten times its peers' share");
  public static final Option<Double> TAIL_PERCENTILE = Option.decimal(
      "bio.verdict.tail.percentile", DEFAULT.tailPercentile(), 50.001, 99.99999, "%",
      "the tail rule's threshold: the peers' latency at this percentile");
  public static final Option<Double> TAIL_RATIO = Option.decimal("bio.verdict.tail.ratio",
      DEFAULT.tailRatio(), 1.0001, 1e6, "", "a node has a slow tail when its share of operations"
      + " above the tail threshold is this many times its peers'");
  /** The verdict's chance per run of naming a node of a balanced cluster by a test. */
  public static final Option<Double> FAMILY_WISE = Option.decimal("bio.verdict.familywise",
      DEFAULT.familyWise(), 1e-9, 0.5, "",
      "the chance, per run, that a test names a node of a balanced cluster: each test must reach"
      + " p <= this over the run's tests (node × operation × rule), or bio.verdict.z's p when"
      + " that is smaller");

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

  /** Reads the rule from YCSB's properties (a bad value: {@code ConfigException} naming it). */
  public static VerdictRule from(Properties props) {
    return new VerdictRule(MEDIAN_RATIO.read(props), MIN_OPS.read(props), MIN_Z.read(props),
        ERROR_SHARE.read(props), TAIL_PERCENTILE.read(props), TAIL_RATIO.read(props),
        FAMILY_WISE.read(props));
  }

  /**
   * The p-value each of {@code comparisons} tests of one run must reach: the stricter of
   * {@code minZ}'s one-sided p and {@code familyWise / comparisons}.
   */
  public double level(int comparisons) {
    return Math.min(RateTest.normalUpperTail(minZ), familyWise / Math.max(1, comparisons));
  }
}
