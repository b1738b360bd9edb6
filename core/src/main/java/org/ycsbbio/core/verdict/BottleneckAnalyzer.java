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
 * a note: their latency is no single node's. Stateless.
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
   * {@code series} (one entry per interval × node × operation with successful operations).
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
    List<Finding> findings = new ArrayList<>();
    for (Map.Entry<Operation, List<NodeOpStats>> e : byOp.entrySet()) {
      analyzeOperation(e.getKey(), e.getValue(), findings, notes);
    }
    List<NodeInterval> singleNodes = new ArrayList<>(series.size());
    for (NodeInterval i : series) {
      if (!NodeRegistry.spansNodes(i.node())) {
        singleNodes.add(i);
      }
    }
    StallDetector.Result stalls = new StallDetector(stallRule, rule).analyze(singleNodes);
    findings.addAll(stalls.findings());
    notes.addAll(stalls.notes());
    TreeSet<String> named = new TreeSet<>();
    findings.forEach(f -> named.add(f.node()));
    return new Verdict(List.copyOf(named), findings, notes, stalls.marks());
  }

  private void analyzeOperation(Operation op, List<NodeOpStats> nodes, List<Finding> findings,
      List<String> notes) {
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
      judgeErrors(node, peerErrors, peerTotal, findings);
      judgeLatency(node, peersOk, findings);
      judgeTail(node, peersOk, findings, notes);
    }
  }

  /**
   * The tail rule: the node's share of operations slower than the peers' tail percentile (or,
   * with fewer than {@code TAIL_PEERS_ABOVE / (1 - percentile)} peer operations, the highest
   * percentile that leaves {@value #TAIL_PEERS_ABOVE} of theirs above it; not judged below
   * {@value #TAIL_MIN_PEER_OPS}, where that would be under p99),
   * against the peers' own share, decided by the exact {@link RateTest} at the significance of
   * {@code minZ}; the two-proportion z is reported with it.
   */
  private void judgeTail(NodeOpStats node, Histogram peersOk, List<Finding> findings,
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
    long nodeSlow = ok.getTotalCount() - ok.getCountBetweenValues(0, threshold);
    long peersSlow = peersOk.getTotalCount() - peersOk.getCountBetweenValues(0, threshold);
    double nodeShare = nodeSlow / (double) ok.getTotalCount();
    double peersShare = peersSlow / (double) peersOk.getTotalCount();
    if (nodeShare < rule.tailRatio() * peersShare || nodeSlow == 0) {
      return;
    }
    double pooled = (nodeSlow + peersSlow) / (double) (ok.getTotalCount() + peersOk.getTotalCount());
    double z = (nodeShare - peersShare) / Math.sqrt(pooled * (1 - pooled)
        * (1.0 / ok.getTotalCount() + 1.0 / peersOk.getTotalCount()));
    double p = RateTest.upperTailP(nodeSlow, ok.getTotalCount(), peersSlow,
        peersOk.getTotalCount());
    if (p <= RateTest.normalUpperTail(rule.minZ())) {
      findings.add(new Finding(node.node(), node.op(), "tail", ok.getValueAtPercentile(50),
          peersOk.getValueAtPercentile(50), z, ok.getTotalCount(), peersOk.getTotalCount(), 0, 0,
          new Finding.Tail(Math.floor(percentile * 100) / 100, threshold, nodeShare, peersShare),
          null));
    }
  }

  private void judgeErrors(NodeOpStats node, long peerErrors, long peerTotal,
      List<Finding> findings) {
    double share = node.errorCount() / (double) node.totalCount();
    double peerShare = peerTotal == 0 ? 0 : peerErrors / (double) peerTotal;
    if (share >= rule.errorShare() && share >= 10 * peerShare) {
      findings.add(new Finding(node.node(), node.op(), "errors", 0, 0, 0, node.totalCount(),
          peerTotal, share, peerShare, null, null));
    }
  }

  private void judgeLatency(NodeOpStats node, Histogram peersOk, List<Finding> findings) {
    Histogram ok = node.ok();
    if (ok.getTotalCount() < rule.minOps() || peersOk.getTotalCount() < rule.minOps()) {
      return;
    }
    long median = ok.getValueAtPercentile(50);
    long peersMedian = peersOk.getValueAtPercentile(50);
    if (median < rule.medianRatio() * Math.max(1, peersMedian)) {
      return;
    }
    double z = MannWhitney.z(ok, peersOk);
    if (z >= rule.minZ()) {
      findings.add(new Finding(node.node(), node.op(), "latency", median, peersMedian, z,
          ok.getTotalCount(), peersOk.getTotalCount(), 0, 0, null, null));
    }
  }
}
