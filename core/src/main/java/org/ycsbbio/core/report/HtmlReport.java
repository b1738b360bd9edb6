package org.ycsbbio.core.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.verdict.Finding;

/**
 * {@code report.html}: one self-contained page (template {@code report-template.html} with the
 * vendored Chart.js and the data inlined, nothing fetched at view time) showing merged runs,
 * side by side when there are several. Pure: returns the page as a string. Stateless.
 */
public final class HtmlReport {
  private static final ObjectMapper JSON = new ObjectMapper();

  private HtmlReport() {
  }

  /**
   * The page for {@code runs} (one, or several with {@code --compare}), the hosts' OS metrics
   * (each run shows the hosts with samples in its time window) and the input problems.
   */
  static String render(List<MergedRun> runs, List<HostSamples> hosts, List<String> problems)
      throws IOException {
    return render(runs, List.of(), hosts, problems);
  }

  /**
   * The page for {@code runs} and {@code series} (sweeps or compared runs: their curves,
   * sustainable throughput, first node to saturate and failed steps).
   */
  static String render(List<MergedRun> runs, List<Series> series, List<HostSamples> hosts,
      List<String> problems) throws IOException {
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("runs", runs.stream().map(r -> run(r, hosts)).toList());
    data.put("series", series.stream().map(HtmlReport::series).toList());
    data.put("problems", problems);
    String json;
    try {
      json = JSON.writeValueAsString(data).replace("</", "<\\/");
    } catch (JsonProcessingException e) {
      throw new IOException("cannot encode the report data", e);
    }
    return resource("report-template.html")
        .replace("/*CHART_JS*/", resource("chart.umd.js"))
        .replace("/*REPORT_DATA*/", json);
  }

  private static Map<String, Object> run(MergedRun run, List<HostSamples> hosts) {
    RunSummary s = run.summary();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("label", run.label());
    m.put("config", s.info());
    m.put("start_ms", s.startMillis());
    m.put("end_ms", s.endMillis());
    m.put("outcome", s.status().outcome().text());
    m.put("reason", s.status().reason());
    m.put("bucket_ms", run.bucketMillis());
    m.put("clients", run.clients().stream().map(HtmlReport::client).toList());
    m.put("sanity", run.sanity());
    Map<String, Object> verdict = new LinkedHashMap<>();
    verdict.put("bottlenecks", run.verdict().bottlenecks());
    verdict.put("findings", run.verdict().findings().stream().map(HtmlReport::finding).toList());
    verdict.put("notes", run.verdict().notes());
    verdict.put("text", run.guardLines() + run.verdict().describe());
    verdict.put("stalls", run.clients().stream().flatMap(c -> c.stalls().stream().map(st -> {
      Map<String, Object> mark = new LinkedHashMap<>();
      mark.put("client", c.clientId());
      mark.put("node", st.node());
      mark.put("op", st.op().toString());
      mark.put("start_ms", st.startMillis());
      mark.put("end_ms", st.endMillis());
      mark.put("max_us", st.maxMicros());
      return mark;
    })).toList());
    m.put("verdict", verdict);
    List<Map<String, Object>> nodes = new ArrayList<>();
    for (NodeOpStats n : s.stats()) {
      Map<String, Object> row = percentiles(n.ok());
      row.put("node", n.node());
      row.put("op", n.op().toString());
      row.put("errors", n.errorCount());
      row.put("ops_per_sec", s.opsPerSec(n));
      row.put("errors_per_sec", s.errorsPerSec(n));
      row.put("share", s.share(n));
      row.put("slow", run.verdict().bottlenecks().contains(n.node()));
      nodes.add(row);
    }
    m.put("per_node", nodes);
    Map<String, Object> ops = new LinkedHashMap<>();
    run.byOp().forEach((op, points) -> ops.put(op.toString(), series(points)));
    m.put("by_op", ops);
    Map<String, Object> byNode = new LinkedHashMap<>();
    for (Map.Entry<Operation, Map<String, List<SeriesPoint>>> e : run.byNode().entrySet()) {
      Map<String, Object> perNode = new LinkedHashMap<>();
      e.getValue().forEach((node, points) -> perNode.put(node, series(points)));
      byNode.put(e.getKey().name(), perNode);
    }
    m.put("by_node", byNode);
    m.put("hosts", hosts.stream()
        .flatMap(h -> HostSummary.of(h, s.startMillis(), s.endMillis()).stream()).toList());
    m.put("host_series", hosts.stream()
        .flatMap(h -> HostSeries.of(h, s.startMillis(), s.endMillis()).stream()).toList());
    m.put("client_series", run.clients().stream()
        .map(c -> ClientSeries.of(c, s.startMillis(), s.endMillis())).toList());
    return m;
  }

  private static Map<String, Object> series(Series s) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", s.name());
    m.put("dimension", s.dimension());
    m.put("steps", s.steps());
    SweepAnalysis a = s.analysis();
    m.put("bound_us", a.p99BoundMicros());
    m.put("sustainable_ops_per_sec", a.sustainable() == null ? null
        : a.sustainable().all().opsPerSec());
    m.put("sustainable_step", a.sustainable() == null ? null : a.sustainable().name());
    m.put("first_saturated", a.firstSaturated());
    m.put("analysis", a.text());
    return m;
  }

  private static Map<String, Object> client(ClientRun c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", c.clientId());
    m.put("dir", c.dir().toString());
    m.put("binding", c.info().getOrDefault("binding", ""));
    m.put("workload", c.info().getOrDefault("workload_file", c.info().getOrDefault("workload", "")));
    m.put("phase", c.info().getOrDefault("phase", ""));
    m.put("threads", c.info().getOrDefault("threads", ""));
    m.put("start_ms", c.startMillis());
    m.put("end_ms", c.endMillis());
    m.put("outcome", c.outcome());
    m.put("reason", c.reason());
    m.put("guard", c.guardLine());
    m.put("limited", c.clientLimited());
    return m;
  }

  private static Map<String, Object> finding(Finding f) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("node", f.node());
    m.put("op", f.op().toString());
    m.put("kind", f.kind());
    m.put("node_median_us", f.nodeMedianMicros());
    m.put("peers_median_us", f.peersMedianMicros());
    m.put("z", f.z());
    m.put("node_ops", f.nodeOps());
    m.put("peer_ops", f.peerOps());
    m.put("node_error_share", f.nodeErrorShare());
    m.put("peers_error_share", f.peersErrorShare());
    m.put("tail", f.tail());
    m.put("cause", f.cause());
    m.put("caveats", f.caveats());
    m.put("text", f.describe());
    return m;
  }

  /** Count and latencies of {@code h}; latencies null (no latency, not 0) when it is empty. */
  private static Map<String, Object> percentiles(Histogram h) {
    boolean none = h.getTotalCount() == 0;
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("count", h.getTotalCount());
    m.put("mean", none ? null : h.getMean());
    m.put("p50", none ? null : h.getValueAtPercentile(50));
    m.put("p95", none ? null : h.getValueAtPercentile(95));
    m.put("p99", none ? null : h.getValueAtPercentile(99));
    m.put("p999", none ? null : h.getValueAtPercentile(99.9));
    m.put("max", none ? null : h.getMaxValue());
    return m;
  }

  /**
   * Column arrays, compact for long runs: {@code t} the bucket's end (epoch millis), {@code ms}
   * its width (shorter for the last), counts and latencies. Latencies are null in a bucket
   * without an OK operation, so charts show a gap rather than a drop to 0.
   */
  private static Map<String, Long[]> series(List<SeriesPoint> points) {
    int n = points.size();
    String[] names = {"t", "ms", "count", "errors", "p50", "p95", "p99", "max"};
    Long[][] cols = new Long[names.length][n];
    for (int i = 0; i < n; i++) {
      SeriesPoint p = points.get(i);
      boolean none = p.count() == 0;
      Long[] v = {p.endMillis(), p.endMillis() - p.startMillis(), p.count(), p.errors(),
          none ? null : p.p50(), none ? null : p.p95(), none ? null : p.p99(),
          none ? null : p.max()};
      for (int c = 0; c < names.length; c++) {
        cols[c][i] = v[c];
      }
    }
    Map<String, Long[]> m = new LinkedHashMap<>();
    for (int c = 0; c < names.length; c++) {
      m.put(names[c], cols[c]);
    }
    return m;
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = HtmlReport.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IOException("resource " + name + " missing from the class path");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
