package org.ycsbbio.core.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;

/**
 * Applies a {@link VerdictRule} to per-node statistics: each node is compared, operation by
 * operation, with the pooled operations of the other nodes that have enough data; and, given the
 * run's time series, the {@link StallRule} through a {@link StallDetector}. Operations that
 * several shards answered together ({@link NodeRegistry#spansNodes}) are left out of both, with
 * a note: their latency is no single node's. Every finding says whether its node is hot, slow or
 * both ({@link Load}); signs that fell short of significance are reported as {@link TooShort}.
 * Stateless.
 */
public final class BottleneckAnalyzer {
  /** Peer operations a tail threshold leaves above it at least. */
  static final int TAIL_PEERS_ABOVE = 10;
  /** Fewest peer operations whose tail is judged (ten above p99). */
  static final long TAIL_MIN_PEER_OPS = 1000;

  private final VerdictRule rule;
  private final StallRule stallRule;

  /** The rules {@code rule} and {@link StallRule#DEFAULT}. */
  public BottleneckAnalyzer(VerdictRule rule) {
    this(rule, StallRule.DEFAULT);
  }

  public BottleneckAnalyzer(VerdictRule rule, StallRule stallRule) {
    this.rule = rule;
    this.stallRule = stallRule;
  }

  /** The verdict over {@code stats} (one entry per node × operation), without a time series. */
  public Verdict analyze(List<NodeOpStats> stats) {
    return analyze(stats, List.of());
  }

  /**
   * The verdict over {@code stats} (one entry per node × operation) and the run's time series
   * {@code series} (one entry per interval × node × operation with successful operations). Every
   * test of every rule is made first; each must then reach the run's level,
   * {@link VerdictRule#level} over their number.
   */
  public Verdict analyze(List<NodeOpStats> stats, List<NodeInterval> series) {
    Map<Operation, List<NodeOpStats>> byOp = new TreeMap<>();
    List<String> notes = new ArrayList<>();
    for (NodeOpStats s : stats) {
      if (NodeRegistry.spansNodes(s.node())) {
        notes.add(s.op() + ": " + s.node() + " (several shards answering together) is not"
            + " compared with single nodes");
      } else {
        byOp.computeIfAbsent(s.op(), k -> new ArrayList<>()).add(s);
      }
    }
    List<Comparison> comparisons = new ArrayList<>();
    for (Map.Entry<Operation, List<NodeOpStats>> e : byOp.entrySet()) {
      analyzeOperation(e.getKey(), e.getValue(), comparisons, notes);
    }
    List<NodeInterval> singleNodes = new ArrayList<>(series.size());
    for (NodeInterval i : series) {
      if (!NodeRegistry.spansNodes(i.node())) {
        singleNodes.add(i);
      }
    }
    StallDetector.Judged stalls = new StallDetector(stallRule, rule).judge(singleNodes);
    comparisons.addAll(stalls.comparisons());
    notes.addAll(stalls.notes());
    int tests = (int) comparisons.stream().filter(Comparison::tested).count();
    double level = rule.level(tests);
    Map<String, Load> loads = Load.of(
        byOp.values().stream().flatMap(List::stream).toList(), level, rule.medianRatio());
    List<Finding> findings = new ArrayList<>();
    TreeSet<String> named = new TreeSet<>();
    for (Finding f : Comparison.named(comparisons, level)) {
      findings.add(f.with(loads.get(Load.key(f.node(), f.op()))));
      named.add(f.node());
    }
    List<TooShort> tooShort = TooShort.of(comparisons, level, named, seconds(series));
    return new Verdict(List.copyOf(named), findings, notes, stalls.marks(), tooShort, tests,
        level);
  }

  /** The span of {@code series} in seconds, NaN when it is empty. */
  private static double seconds(List<NodeInterval> series) {
    long start = series.stream().mapToLong(NodeInterval::startMillis).min().orElse(0);
    long end = series.stream().mapToLong(NodeInterval::endMillis).max().orElse(0);
    return series.isEmpty() ? Double.NaN : (end - start) / 1000.0;
  }

  private void analyzeOperation(Operation op, List<NodeOpStats> nodes,
      List<Comparison> comparisons, List<String> notes) {
    if (nodes.size() < 2) {
      notes.add(op + ": only one node served it, nothing to compare");
      return;
    }
    List<NodeOpStats> eligible = new ArrayList<>();
    List<String> tooSmall = new ArrayList<>();
    for (NodeOpStats s : nodes) {
      if (s.totalCount() >= rule.minOps()) {
        eligible.add(s);
      } else {
        tooSmall.add(s.node() + " (" + s.totalCount() + ")");
      }
    }
    if (!tooSmall.isEmpty()) {
      notes.add(op + ": fewer than " + rule.minOps() + " operations, not judged: "
          + String.join(", ", tooSmall));
    }
    if (eligible.size() < 2) {
      notes.add(op + ": fewer than two nodes with enough operations, no verdict");
      return;
    }
    for (NodeOpStats node : eligible) {
      Histogram peersOk = new Histogram(3);
      long peerErrors = 0;
      long peerTotal = 0;
      for (NodeOpStats other : eligible) {
        if (other != node) {
          peersOk.add(other.ok());
          peerErrors += other.errorCount();
          peerTotal += other.totalCount();
        }
      }
      comparisons.add(judgeErrors(node, peerErrors, peerTotal));
      judgeLatency(node, peersOk, comparisons);
      judgeTail(node, peersOk, comparisons, notes);
    }
  }

  /**
   * The tail rule: the node's share of operations slower than the peers' tail percentile (or,
   * with fewer than {@code TAIL_PEERS_ABOVE / (1 - percentile)} peer operations, the highest
   * percentile that leaves {@value #TAIL_PEERS_ABOVE} of theirs above it; not judged below
   * {@value #TAIL_MIN_PEER_OPS}, where that would be under p99),
   * against the peers' own share, decided by the exact {@link RateTest} at the run's level; the
   * two-proportion z is reported with it.
   */
  private void judgeTail(NodeOpStats node, Histogram peersOk, List<Comparison> comparisons,
      List<String> notes) {
    Histogram ok = node.ok();
    if (ok.getTotalCount() < rule.minOps()) {
      return;
    }
    if (peersOk.getTotalCount() < TAIL_MIN_PEER_OPS) {
      String note = node.op() + ": tails not judged, fewer than " + TAIL_MIN_PEER_OPS
          + " operations on the peers of a node";
      if (!notes.contains(note)) {
        notes.add(note);
      }
      return;
    }
    double percentile = Math.min(rule.tailPercentile(),
        100.0 * (1 - TAIL_PEERS_ABOVE / (double) peersOk.getTotalCount()));
    long threshold = peersOk.getValueAtPercentile(percentile);
    long n = ok.getTotalCount();
    long m = peersOk.getTotalCount();
    long nodeSlow = n - ok.getCountBetweenValues(0, threshold);
    long peersSlow = m - peersOk.getCountBetweenValues(0, threshold);
    double nodeShare = nodeSlow / (double) n;
    double peersShare = peersSlow / (double) m;
    boolean effect = nodeSlow > 0 && nodeShare >= rule.tailRatio() * peersShare;
    double pooled = (nodeSlow + peersSlow) / (double) (n + m);
    double z = pooled == 0 ? 0 : (nodeShare - peersShare)
        / Math.sqrt(pooled * (1 - pooled) * (1.0 / n + 1.0 / m));
    comparisons.add(Comparison.test(Finding.of(node.node(), node.op(), "tail",
        ok.getValueAtPercentile(50), peersOk.getValueAtPercentile(50), z, n, m, 0, 0,
        new Finding.Tail(Math.floor(percentile * 100) / 100, threshold, nodeShare, peersShare)),
        effect, RateTest.upperTailP(nodeSlow, n, peersSlow, m),
        f -> RateTest.upperTailP(Math.round(nodeSlow * f), n, Math.round(peersSlow * f), m)));
  }

  private Comparison judgeErrors(NodeOpStats node, long peerErrors, long peerTotal) {
    double share = node.errorCount() / (double) node.totalCount();
    double peerShare = peerTotal == 0 ? 0 : peerErrors / (double) peerTotal;
    return Comparison.untested(Finding.of(node.node(), node.op(), "errors", 0, 0, 0,
        node.totalCount(), peerTotal, share, peerShare, null),
        share >= rule.errorShare() && share >= 10 * peerShare);
  }

  /**
   * The median rule: effect size {@link VerdictRule#medianRatio}, one-sided Mann–Whitney test
   * (its z grows with the square root of the run's length).
   */
  private void judgeLatency(NodeOpStats node, Histogram peersOk, List<Comparison> comparisons) {
    Histogram ok = node.ok();
    if (ok.getTotalCount() < rule.minOps() || peersOk.getTotalCount() < rule.minOps()) {
      return;
    }
    long median = ok.getValueAtPercentile(50);
    long peersMedian = peersOk.getValueAtPercentile(50);
    double z = MannWhitney.z(ok, peersOk);
    comparisons.add(Comparison.test(Finding.of(node.node(), node.op(), "latency", median,
        peersMedian, z, ok.getTotalCount(), peersOk.getTotalCount(), 0, 0, null),
        median >= rule.medianRatio() * Math.max(1, peersMedian), RateTest.normalUpperTail(z),
        f -> RateTest.normalUpperTail(z * Math.sqrt(f))));
  }
}
