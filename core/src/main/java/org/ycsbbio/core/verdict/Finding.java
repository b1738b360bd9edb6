package org.ycsbbio.core.verdict;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ycsbbio.core.api.Operation;

/**
 * Why one node was named for one operation, with the numbers behind it.
 *
 * @param node node name
 * @param op operation type
 * @param kind {@code latency}, {@code errors}, {@code tail} or {@code stall}
 * @param nodeMedianMicros the node's median latency (µs)
 * @param peersMedianMicros the pooled peers' median latency (µs)
 * @param z Mann–Whitney z of node vs peers (positive: node slower)
 * @param nodeOps operations of the node
 * @param peerOps operations of the peers
 * @param nodeErrorShare failed share of the node
 * @param peersErrorShare failed share of the peers
 * @param tail the numbers of a {@code tail} finding, null for other kinds
 * @param stall the numbers of a {@code stall} finding, null for other kinds
 * @param load the node's share of the operation type: hot, slow or both; null when unknown
 * @param caveats what may make the finding wrong (e.g. a client that was itself the limit),
 *     empty when nothing is known against it
 */
public record Finding(String node, Operation op, String kind, long nodeMedianMicros,
    long peersMedianMicros, double z, long nodeOps, long peerOps, double nodeErrorShare,
    double peersErrorShare, Tail tail, Stall stall, Load load, List<String> caveats) {

  public Finding {
    caveats = List.copyOf(caveats);
  }

  /** A finding of the rules of {@link BottleneckAnalyzer}, its load not yet known. */
  static Finding of(String node, Operation op, String kind, long nodeMedianMicros,
      long peersMedianMicros, double z, long nodeOps, long peerOps, double nodeErrorShare,
      double peersErrorShare, Tail tail) {
    return new Finding(node, op, kind, nodeMedianMicros, peersMedianMicros, z, nodeOps, peerOps,
        nodeErrorShare, peersErrorShare, tail, null, null, List.of());
  }

  /** This finding with {@code caveat} added to its caveats. */
  public Finding withCaveat(String caveat) {
    List<String> all = new ArrayList<>(caveats);
    all.add(caveat);
    return new Finding(node, op, kind, nodeMedianMicros, peersMedianMicros, z, nodeOps, peerOps,
        nodeErrorShare, peersErrorShare, tail, stall, load, all);
  }

  /** A {@code stall} finding of {@code node} for {@code op}. */
  static Finding stall(String node, Operation op, Stall stall) {
    return new Finding(node, op, "stall", 0, 0, 0, 0, 0, 0, 0, null, stall, null, List.of());
  }

  /** This finding with the node's {@code load}. */
  Finding with(Load load) {
    return new Finding(node, op, kind, nodeMedianMicros, peersMedianMicros, z, nodeOps, peerOps,
        nodeErrorShare, peersErrorShare, tail, stall, load, caveats);
  }

  /** {@code hot}, {@code slow} or {@code hot and slow} ({@link Load#cause}); slow when unknown. */
  public String cause() {
    return load == null ? "slow" : load.cause();
  }

  /**
   * The numbers behind a stall finding (see {@link StallDetector}).
   *
   * @param stalls intervals in which the node alone jumped
   * @param intervals intervals in which the node served the operation
   * @param peersStalls intervals in which one of its peers alone jumped
   * @param allIntervals intervals in which any node served the operation
   * @param maxMicros median of the node's slowest operation over its stalls (µs)
   * @param peersMaxMicros median of the peers' slowest operation in the same intervals (µs)
   * @param typicalMicros the node's typical (lower-quartile) per-interval maximum (µs)
   * @param share the node's share of the client's time on the nodes in quiet intervals
   * @param p exact binomial upper tail of {@code stalls} given all stalls and {@code share}
   * @param depth 0 unless only deep stalls were counted: those in which at least this many
   *     operations took 3/4 of the height or more (that being a jump itself)
   * @param tallMicros 0 unless only tall stalls were counted: those at least this high (µs)
   */
  public record Stall(int stalls, int intervals, int peersStalls, int allIntervals,
      long maxMicros, long peersMaxMicros, long typicalMicros, double share, double p,
      int depth, long tallMicros) {
  }

  /**
   * The numbers behind a tail finding.
   *
   * @param percentile the peers' percentile used as the threshold (e.g. 99.9)
   * @param thresholdMicros the peers' latency at that percentile (µs)
   * @param nodeShare share of the node's successful operations slower than the threshold
   * @param peersShare the same share of the peers' operations
   */
  public record Tail(double percentile, long thresholdMicros, double nodeShare,
      double peersShare) {
  }

  /**
   * One line for people: {@link #evidence()}, then the load ({@link Load#describe}) and any
   * caveats, e.g. {@code READ: median 2012 us vs peers 201 us (x10.0), Mann-Whitney z=41.2, n=812
   * vs 3188; slow: at its share, 20.1 % of READ vs 20.0 % per peer (even split 20.0 %)}.
   */
  public String describe() {
    StringBuilder b = new StringBuilder(evidence());
    if (load != null) {
      b.append("; ").append(load.describe(op));
    }
    for (String caveat : caveats) {
      b.append("; caveat: ").append(caveat);
    }
    return b.toString();
  }

  /** What the rule saw, e.g. {@code READ: median 2012 us vs peers 201 us (x10.0), ...}. */
  public String evidence() {
    if ("stall".equals(kind)) {
      String deep = stall.depth() > 0 ? String.format(Locale.ROOT,
          " deeply (>= %d operations waited 3/4 of the stall)", stall.depth())
          : stall.tallMicros() > 0 ? " tall (>= " + micros(stall.tallMicros())
              + ", half the run's 90th-percentile stall)" : "";
      return String.format(Locale.ROOT, "%s: stalled%s in %d of %d intervals (max %s vs peers' %s,"
              + " typical %s), peers %d of %d; its share of the client's time %.0f %%, exact"
              + " binomial p=%.2g", op, deep, stall.stalls(), stall.intervals(),
          micros(stall.maxMicros()),
          micros(stall.peersMaxMicros()), micros(stall.typicalMicros()), stall.peersStalls(),
          stall.allIntervals(), stall.share() * 100, stall.p());
    }
    if ("tail".equals(kind)) {
      return String.format(Locale.ROOT, "%s: %.2f %% of operations slower than peers' p%s (%s) "
              + "vs %.2f %% (x%.1f), two-proportion z=%.1f, n=%d vs %d", op, tail.nodeShare() * 100,
          plain(tail.percentile()),
          micros(tail.thresholdMicros()),
          tail.peersShare() * 100, tail.nodeShare() / Math.max(1e-12, tail.peersShare()), z,
          nodeOps, peerOps);
    }
    if ("errors".equals(kind)) {
      return String.format(Locale.ROOT, "%s: %.1f%% of operations failed vs %.2f%% on peers (n=%d vs %d)",
          op, nodeErrorShare * 100, peersErrorShare * 100, nodeOps, peerOps);
    }
    return String.format(Locale.ROOT, "%s: median %d us vs peers %d us (x%.1f), Mann-Whitney z=%.1f, n=%d vs %d",
        op, nodeMedianMicros, peersMedianMicros,
        nodeMedianMicros / (double) Math.max(1, peersMedianMicros), z, nodeOps, peerOps);
  }

  static String micros(long us) {
    return us >= 1000 ? String.format(Locale.ROOT, "%.1f ms", us / 1000.0) : us + " us";
  }

  /** {@code value} without trailing zeros, e.g. {@code 99.9}, {@code 1}. */
  static String plain(double value) {
    return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }
}
