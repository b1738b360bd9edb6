package org.ycsbbio.core.verdict;

import java.util.Properties;
import org.ycsbbio.core.api.Option;

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
  /**
   * The interval the stall rule judges: the tracker samples at this length (or at
   * {@code bio.interval} when that is shorter).
   */
  public static final Option<Long> INTERVAL = Option.nanos("bio.verdict.stall.interval",
      200_000_000L, "ms", 10_000_000L, 3_600_000_000_000L, "the stall rule's interval: the tracker"
      + " samples at this length (or at bio.interval when shorter) and sums it up to bio.interval"
      + " for the time series and logs; bio.interval must be a multiple of it");
  public static final Option<Double> JUMP_RATIO = Option.decimal("bio.verdict.stall.jump",
      DEFAULT.jumpRatio(), 1.0001, 1e6, "", "an interval is a jump of a node when its slowest"
      + " operation there is this many times the node's typical per-interval maximum");
  public static final Option<Double> SHARE_RATIO = Option.decimal("bio.verdict.stall.ratio",
      DEFAULT.shareRatio(), 1.0001, 1e6, "", "a node stalls when its share of the intervals in"
      + " which it alone jumped is this many times its share of the client's time on the nodes");

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

  /** Reads the rule from YCSB's properties (a bad value: {@code ConfigException} naming it). */
  public static StallRule from(Properties props) {
    return new StallRule(JUMP_RATIO.read(props), SHARE_RATIO.read(props),
        DEFAULT.minIntervals());
  }
}
