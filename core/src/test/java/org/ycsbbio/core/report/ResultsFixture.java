package org.ycsbbio.core.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.export.HistogramLogSink;
import org.ycsbbio.core.export.RunJson;
import org.ycsbbio.core.export.TimeSeriesCsvSink;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.verdict.StallMark;
import org.ycsbbio.core.verdict.Verdict;

/**
 * Writes a client's results directory with the core's own writers (interval logs, run.json,
 * per-node-timeseries.csv), from given samples.
 */
final class ResultsFixture {
  private final Path dir;
  private final String clientId;
  private final String workload;
  private final List<List<NodeOpStats>> intervals = new ArrayList<>();
  private final Map<String, String> identity = new TreeMap<>();
  private final List<StallMark> stalls = new ArrayList<>();
  private long intervalMillis = 1000;
  private long lastIntervalMillis = 1000;

  ResultsFixture(Path dir, String clientId, String workload) {
    this.dir = dir;
    this.clientId = clientId;
    this.workload = workload;
  }

  /** Sets run.json info entries (target_ops_per_sec, threads, nodes_seen, label, …). */
  ResultsFixture identity(Map<String, String> entries) {
    identity.putAll(entries);
    return this;
  }

  /**
   * Sets the intervals' length (default 1 s) and the last one's (a run ends mid-interval: its
   * last interval is shorter).
   */
  ResultsFixture timing(long intervalMillis, long lastIntervalMillis) {
    this.intervalMillis = intervalMillis;
    this.lastIntervalMillis = lastIntervalMillis;
    return this;
  }

  /** Adds a stall interval to run.json's verdict. */
  ResultsFixture stall(StallMark mark) {
    stalls.add(mark);
    return this;
  }

  /** Adds one interval in which each node served READs with the given latencies (µs). */
  ResultsFixture interval(List<String> nodes, List<long[]> okMicros, long[] failedOnFirstNode) {
    List<NodeOpStats> rows = new ArrayList<>();
    for (int i = 0; i < nodes.size(); i++) {
      rows.add(new NodeOpStats(nodes.get(i), Operation.READ, histogram(okMicros.get(i)),
          histogram(i == 0 ? failedOnFirstNode : new long[0]), null));
    }
    intervals.add(rows);
    return this;
  }

  static Histogram histogram(long... micros) {
    Histogram h = new Histogram(3);
    for (long v : micros) {
      h.recordValue(v);
    }
    return h;
  }

  /**
   * Writes the logs and per-node-timeseries.csv (intervals from {@code startMillis}, see
   * {@link #timing}) and run.json; returns the dir.
   */
  Path write(long startMillis, String outcome) throws IOException {
    long t = startMillis;
    Files.createDirectories(dir);
    try (HistogramLogSink sink = new HistogramLogSink(dir.resolve("hdr"));
        TimeSeriesCsvSink csv = new TimeSeriesCsvSink(dir.resolve("per-node-timeseries.csv"))) {
      for (int i = 0; i < intervals.size(); i++) {
        long end = t + (i == intervals.size() - 1 ? lastIntervalMillis : intervalMillis);
        sink.interval(startMillis, t, end, intervals.get(i));
        csv.interval(startMillis, t, end, intervals.get(i));
        t = end;
      }
    }
    TreeMap<String, String> info = new TreeMap<>();
    info.put("binding", "sim");
    info.put("client_id", clientId);
    info.put("phase", "run");
    info.put("workload_file", workload);
    info.put("threads", "2");
    info.put("interval_ms", Long.toString(intervalMillis));
    info.putAll(identity);
    RunStatus status = outcome.equals("completed") ? RunStatus.COMPLETED
        : new RunStatus(RunStatus.Outcome.valueOf(outcome.toUpperCase(java.util.Locale.ROOT)),
            "the process was stopped");
    RunSummary summary = new RunSummary(info, startMillis, t, status, List.of(), 5000);
    try (Writer w = Files.newBufferedWriter(dir.resolve("run.json"), StandardCharsets.UTF_8)) {
      RunJson.write(summary, new Verdict(List.of(), List.of(), List.of(), stalls, List.of(), 0, 1), w);
    }
    return dir;
  }
}
