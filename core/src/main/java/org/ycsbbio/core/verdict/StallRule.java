package org.ycsbbio.core.verdict;

/**
 * The thresholds of the stall rule (see {@code docs/verdict.md} and {@link StallDetector}).
 * Immutable.
 *
 * @param jumpRatio an interval is a jump of a node when its slowest operation there is at least
 *     this many times the node's typical (lower-quartile) per-interval maximum, &gt; 1
 * @param shareRatio effect size: the node's share of the intervals in which one node alone jumped
 *     must be at least this many times its share of the client's time on the nodes, &gt; 1
 * @param minIntervals fewest intervals with operations on a node for its stalls to be judged,
 *     ≥ 2
 */
public record StallRule(double jumpRatio, double shareRatio, int minIntervals) {
  public static final StallRule DEFAULT = new StallRule(4, 2, 20);

  public StallRule {
    if (!(jumpRatio > 1)) {
      throw new IllegalArgumentException("jumpRatio must be > 1, was " + jumpRatio);
    }
    if (!(shareRatio > 1)) {
      throw new IllegalArgumentException("shareRatio must be > 1, was " + shareRatio);
    }
    if (minIntervals < 2) {
      throw new IllegalArgumentException("minIntervals must be >= 2, was " + minIntervals);
    }
  }
}
