package org.ycsbbio.core.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.guard.ClientGuard;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.verdict.BottleneckAnalyzer;
import org.ycsbbio.core.verdict.Verdict;
import org.ycsbbio.core.verdict.VerdictRule;

/**
 * The clients of one run (same {@link ClientRun#runKey()}: binding, workload, phase, target,
 * threads, clients, nodes, label) merged into one: a
 * {@link RunSummary} the exporters take as they are, its verdict, the merged time series and
 * the per-client sanity checks. Immutable.
 *
 * @param label the run key, e.g. {@code sim workloada run target=max threads=4 nodes=5}
 * @param clients the clients merged
 * @param summary the merged run
 * @param verdict the verdict over the merged histograms, its findings marked when a client was
 *     itself the limit of its run
 * @param bucketMillis width of a time-series bucket
 * @param byOp time series per operation over all nodes
 * @param byNode time series per operation and node
 * @param sanity one line per sanity check, starting with {@code ok:} or {@code warning:}
 */
public record MergedRun(String label, List<ClientRun> clients, RunSummary summary,
    Verdict verdict, long bucketMillis, Map<Operation, List<SeriesPoint>> byOp,
    Map<Operation, Map<String, List<SeriesPoint>>> byNode, List<String> sanity) {

  /**
   * Merges {@code clients} (all with the same run key) and their {@code logs}; appends a line
   * per damaged log to {@code problems}.
   */
  static MergedRun of(List<ClientRun> clients, List<LogFile> logs, List<String> problems) {
    long start = clients.stream().mapToLong(ClientRun::startMillis).min().orElseThrow();
    long end = clients.stream().mapToLong(ClientRun::endMillis).max().orElseThrow();
    long bucket = bucketMillis(clients, end - start);
    LogMerger.Merged merged = LogMerger.merge(logs, start, bucket);
    problems.addAll(merged.problems());
    ClientRun first = clients.get(0);
    SortedMap<String, String> info = new TreeMap<>();
    for (String key : List.of("binding", "binding_class", "phase", "workload", "workload_file",
        "recordcount", "interval_ms", "label", "client_count", "nodes_seen")) {
      info.put(key, first.info().getOrDefault(key, ""));
    }
    info.put("clients", clients.stream().map(ClientRun::clientId).collect(Collectors.joining(",")));
    info.put("threads_total", Long.toString(sum(clients, "threads")));
    info.put("target_ops_per_sec_total", Long.toString(sum(clients, "target_ops_per_sec")));
    info.put("operationcount_total", Long.toString(sum(clients, "operationcount")));
    List<String> unfinished = clients.stream().filter(c -> !c.completed())
        .map(c -> c.clientId() + " " + c.outcome()).toList();
    RunStatus status = unfinished.isEmpty() ? RunStatus.COMPLETED
        : new RunStatus(RunStatus.Outcome.INCOMPLETE,
            "not every client completed: " + String.join(", ", unfinished));
    RunSummary summary = new RunSummary(info, start, end, status, merged.stats(),
        first.slowThresholdMicros());
    Verdict judged = new BottleneckAnalyzer(VerdictRule.DEFAULT).analyze(summary.stats());
    Verdict verdict = clients.stream().anyMatch(ClientRun::clientLimited)
        ? judged.withCaveat(ClientGuard.CAVEAT) : judged;
    return new MergedRun(first.runKey(), clients, summary, verdict, bucket, merged.byOp(),
        merged.byNode(), sanity(clients));
  }

  /**
   * The client guards' lines, one per client that wrote one, each ending with a newline: the
   * line alone for a single client, else prefixed with the client's id (each client judged
   * itself; a merged run has no guard of its own).
   */
  public String guardLines() {
    StringBuilder out = new StringBuilder();
    for (ClientRun c : clients) {
      if (!c.guardLine().isEmpty()) {
        out.append(clients.size() == 1 ? "" : "client " + c.clientId() + ": ")
            .append(c.guardLine()).append('\n');
      }
    }
    return out.toString();
  }

  /** At most ~600 buckets per chart, never finer than the clients' interval nor 1 s. */
  private static long bucketMillis(List<ClientRun> clients, long spanMillis) {
    long interval = clients.stream()
        .mapToLong(c -> parse(c.info().get("interval_ms"))).max().orElse(1000);
    long byInterval = (Math.max(1, interval) + 999) / 1000 * 1000;
    return Math.max(spanBucketMillis(spanMillis), byInterval);
  }

  /** Whole seconds, wide enough that a chart over {@code spanMillis} has at most ~600 points. */
  static long spanBucketMillis(long spanMillis) {
    return (spanMillis / 600 / 1000 + 1) * 1000;
  }

  private static long sum(List<ClientRun> clients, String key) {
    return clients.stream().mapToLong(c -> parse(c.info().get(key))).sum();
  }

  private static long parse(String value) {
    try {
      return value == null ? 0 : Long.parseLong(value.trim());
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** Did every client run the same workload settings, and did their clocks overlap? */
  private static List<String> sanity(List<ClientRun> clients) {
    List<String> lines = new ArrayList<>();
    for (String key : List.of("workload", "workload_file", "recordcount", "operationcount",
        "threads", "target_ops_per_sec", "interval_ms")) {
      Map<String, List<String>> byValue = new TreeMap<>();
      clients.forEach(c -> byValue.computeIfAbsent(c.info().getOrDefault(key, ""),
          k -> new ArrayList<>()).add(c.clientId()));
      if (byValue.size() == 1) {
        lines.add("ok: every client has " + key + "=" + byValue.keySet().iterator().next());
      } else {
        lines.add("warning: clients differ in " + key + ": " + byValue.entrySet().stream()
            .map(e -> e.getKey() + " (" + String.join(", ", e.getValue()) + ")")
            .collect(Collectors.joining("; ")));
      }
    }
    long latestStart = clients.stream().mapToLong(ClientRun::startMillis).max().orElseThrow();
    long earliestEnd = clients.stream().mapToLong(ClientRun::endMillis).min().orElseThrow();
    if (latestStart < earliestEnd) {
      lines.add(String.format(java.util.Locale.ROOT,
          "ok: the clients' clocks overlap for %.1f s (latest start to earliest end)",
          (earliestEnd - latestStart) / 1000.0));
    } else {
      lines.add(String.format(java.util.Locale.ROOT,
          "warning: the clients did not all run at the same time: the latest starts %.1f s "
              + "after the earliest ends (or their clocks disagree)",
          (latestStart - earliestEnd) / 1000.0));
    }
    return lines;
  }
}
