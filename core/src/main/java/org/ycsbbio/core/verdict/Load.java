package org.ycsbbio.core.verdict;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;

/**
 * How much of one operation type a node was sent, against its peers and an even split, and so
 * whether a finding about it is <em>hot</em> (it serves more than its share: skewed keys or
 * placement; the fix is to re-shard), <em>slow</em> (slower at its share: the machine; the fix is
 * to mend or replace it) or both. Immutable.
 *
 * <p>A node is hot when its share of the operations (attempts, failed ones included) is at least
 * {@value #HOT_RATIO} times the peers' mean share and an exact one-sided binomial test rejects
 * an even split (its count ~ Binomial(all, 1/k) for k nodes) at the run's significance. A hot
 * node is also slow when its fastest operations (p{@value #FASTEST_PERCENTILE}) are slower than
 * the peers' by the median rule's ratio: queueing behind its extra load delays the operations
 * that wait, while those that find the node idle take its own service time, so a node slow only
 * because it is hot keeps its fastest operations as fast as its peers'. (A hot node driven past
 * its capacity for the whole run has no idle moment: it then reads as hot and slow.)
 *
 * @param share the node's share of the operation type's operations, in [0, 1]
 * @param peersShare the mean share of one of its peers
 * @param evenShare 1 / the number of nodes that served the operation type
 * @param p exact binomial upper tail of its count under an even split
 * @param hot whether it serves more than its share (effect size and test)
 * @param fastestMicros its successful operations' p{@value #FASTEST_PERCENTILE} (µs), 0 if none
 * @param peersFastestMicros the peers' pooled p{@value #FASTEST_PERCENTILE} (µs), 0 if none
 * @param slowPerOperation whether its fastest operations are slower than the peers' by the
 *     median rule's ratio
 */
public record Load(double share, double peersShare, double evenShare, double p, boolean hot,
    long fastestMicros, long peersFastestMicros, boolean slowPerOperation) {
  /** A node is hot from this many times its peers' mean share on. */
  public static final double HOT_RATIO = 1.2;
  /** The percentile of a node's fastest operations. */
  public static final double FASTEST_PERCENTILE = 1;

  /**
   * {@code hot}, {@code slow} or {@code hot and slow}: what a finding about this node is about.
   */
  public String cause() {
    return !hot ? "slow" : slowPerOperation ? "hot and slow" : "hot";
  }

  /**
   * The cause with its numbers, e.g. {@code hot: 22.1 % of READ vs 15.6 % per peer (even split
   * 16.7 %, p=3e-40); fastest operations as fast as the peers' (p1 1.2 ms vs 1.2 ms)}.
   */
  public String describe(Operation op) {
    String shares = String.format(Locale.ROOT, "%.1f %% of %s vs %.1f %% per peer (even split"
        + " %.1f %%", share * 100, op, peersShare * 100, evenShare * 100);
    if (!hot) {
      return "slow: at its share, " + shares + ")";
    }
    return String.format(Locale.ROOT, "%s: %s, p=%.2g); fastest operations %s the peers' (p%s "
            + "%s vs %s)", cause(), shares, p, slowPerOperation ? "slower than" : "as fast as",
        Finding.plain(FASTEST_PERCENTILE), Finding.micros(fastestMicros),
        Finding.micros(peersFastestMicros));
  }

  /**
   * The load of every node × operation of {@code stats} (key {@link #key}), hot at significance
   * {@code level}, slow per operation at {@code ratio}.
   */
  static Map<String, Load> of(List<NodeOpStats> stats, double level, double ratio) {
    Map<Operation, Long> all = new HashMap<>();
    Map<Operation, Integer> nodes = new HashMap<>();
    Map<Operation, Histogram> ok = new HashMap<>();
    for (NodeOpStats s : stats) {
      all.merge(s.op(), s.totalCount(), Long::sum);
      nodes.merge(s.op(), 1, Integer::sum);
      ok.computeIfAbsent(s.op(), k -> new Histogram(3)).add(s.ok());
    }
    Map<String, Load> loads = new HashMap<>();
    for (NodeOpStats s : stats) {
      long total = all.get(s.op());
      int k = nodes.get(s.op());
      long own = s.totalCount();
      if (k < 2 || total == 0) {
        continue;
      }
      double share = own / (double) total;
      double peersShare = (total - own) / (double) total / (k - 1);
      double p = RateTest.upperTailP(own, 1, total - own, k - 1);
      boolean hot = share >= HOT_RATIO * peersShare && p <= level;
      Histogram peers = ok.get(s.op()).copy();
      peers.subtract(s.ok());
      long fastest = fastest(s.ok());
      long peersFastest = fastest(peers);
      boolean slower = fastest > 0 && fastest >= ratio * Math.max(1, peersFastest);
      loads.put(key(s.node(), s.op()), new Load(share, peersShare, 1.0 / k, p, hot, fastest,
          peersFastest, slower));
    }
    return loads;
  }

  /** The key of {@code node} × {@code op} in {@link #of}'s map. */
  static String key(String node, Operation op) {
    return node + '\u0000' + op;
  }

  private static long fastest(Histogram h) {
    return h.getTotalCount() == 0 ? 0 : h.getValueAtPercentile(FASTEST_PERCENTILE);
  }
}
