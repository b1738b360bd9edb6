package org.ycsbbio.core.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;

/**
 * Applies a {@link VerdictRule} to per-node statistics: each node is compared, operation by
 * operation, with the pooled operations of the other nodes that have enough data. Stateless.
 */
public final class BottleneckAnalyzer {
  private final VerdictRule rule;

  public BottleneckAnalyzer(VerdictRule rule) {
    this.rule = rule;
  }

  /** The verdict over {@code stats} (one entry per node × operation). */
  public Verdict analyze(List<NodeOpStats> stats) {
    Map<Operation, List<NodeOpStats>> byOp = new TreeMap<>();
    for (NodeOpStats s : stats) {
      byOp.computeIfAbsent(s.op(), k -> new ArrayList<>()).add(s);
    }
    List<Finding> findings = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    for (Map.Entry<Operation, List<NodeOpStats>> e : byOp.entrySet()) {
      analyzeOperation(e.getKey(), e.getValue(), findings, notes);
    }
    TreeSet<String> named = new TreeSet<>();
    findings.forEach(f -> named.add(f.node()));
    return new Verdict(List.copyOf(named), findings, notes);
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
    }
  }

  private void judgeErrors(NodeOpStats node, long peerErrors, long peerTotal,
      List<Finding> findings) {
    double share = node.errorCount() / (double) node.totalCount();
    double peerShare = peerTotal == 0 ? 0 : peerErrors / (double) peerTotal;
    if (share >= rule.errorShare() && share >= 10 * peerShare) {
      findings.add(new Finding(node.node(), node.op(), "errors", 0, 0, 0, node.totalCount(),
          peerTotal, share, peerShare));
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
          ok.getTotalCount(), peersOk.getTotalCount(), 0, 0));
    }
  }
}
