package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.guard.ClientGuard;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.verdict.BottleneckAnalyzer;
import org.ycsbbio.core.verdict.NodeInterval;
import org.ycsbbio.core.verdict.Verdict;

/**
 * What a finished run comes to: its summary (the per-node statistics of the whole run, its
 * identity with the nodes it saw and the client guard's judgement, how it ended) and the
 * bottleneck verdict on that summary and the run's intervals, its findings marked when the
 * client was itself the limit. Stateless.
 */
@ThreadSafe
final class RunSummarizer {
  private RunSummarizer() {
  }

  /**
   * The summary and verdict of a run that ran from {@code startMillis} to {@code endMillis}
   * with {@code config}. The outcome is {@code status}, or {@code failed} when the run's log
   * holds {@code reportedFailures}, or {@code incomplete} when the interval logs stopped with
   * {@code sinkFailure} (null when they did not); {@code guard} says whether the client was the
   * limit.
   */
  static TrackingSession.Completed summarize(TrackingConfig config, NodeRegistry nodes,
      List<NodeOpStats> stats, List<NodeInterval> intervals, long startMillis, long endMillis,
      RunStatus status, List<String> reportedFailures, IOException sinkFailure,
      ClientGuard guard) {
    RunStatus withFailures = reportedFailures.isEmpty() ? status
        : new RunStatus(RunStatus.Outcome.FAILED, String.join("; ", reportedFailures));
    RunStatus finalStatus = sinkFailure == null ? withFailures
        : new RunStatus(RunStatus.Outcome.INCOMPLETE,
            "interval logs stopped: " + sinkFailure.getMessage());
    SortedMap<String, String> info = new TreeMap<>(config.info());
    info.put("nodes_seen", Integer.toString(nodesSeen(nodes, stats)));
    info.put("client_limited", Boolean.toString(guard.limited()));
    info.put("client_guard", guard.line());
    RunSummary summary = new RunSummary(info, startMillis, endMillis, finalStatus, stats,
        config.slowThresholdMicros());
    Verdict measured = new BottleneckAnalyzer(config.rule(), config.stallRule())
        .analyze(summary.stats(), intervals);
    Verdict verdict = guard.limited() ? measured.withCaveat(ClientGuard.CAVEAT) : measured;
    return new TrackingSession.Completed(config, summary, verdict, guard);
  }

  /**
   * Database nodes that served an operation: each node of {@code stats}, and for
   * {@value NodeRegistry#ALL_SHARDS} the shards it stood for (itself when it named none).
   */
  private static int nodesSeen(NodeRegistry nodes, List<NodeOpStats> stats) {
    Set<String> seen = new HashSet<>();
    for (NodeOpStats s : stats) {
      Set<String> spanned = NodeRegistry.spansNodes(s.node()) ? nodes.spanned() : Set.of();
      if (spanned.isEmpty()) {
        seen.add(s.node());
      } else {
        seen.addAll(spanned);
      }
    }
    return seen.size();
  }
}
