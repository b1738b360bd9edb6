package org.ycsbbio.core.metrics;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import net.jcip.annotations.Immutable;

/**
 * Renders a {@link MetricsSnapshot} in the OpenMetrics 1.0 text format (what Prometheus scrapes),
 * every sample labelled with the run's identity ({@code binding}, {@code workload},
 * {@code phase}, {@code target}, {@code threads}, {@code client}, {@code label}), and per node
 * and operation with {@code node} and {@code operation}:
 * <ul>
 *   <li>{@code ycsb_bio_run_info} — the identity and {@code clients}, value 1;</li>
 *   <li>{@code ycsb_bio_operations_total}, {@code ycsb_bio_errors_total} — counters of successful
 *       and failed operations since the run began;</li>
 *   <li>{@code ycsb_bio_latency_seconds} — histogram of the successful operations' latency in
 *       the fixed {@link LatencyBuckets} (cumulative {@code _bucket}s, {@code _count},
 *       {@code _sum}); {@code ycsb_bio_intended_latency_seconds} the same from their intended
 *       start, when the run tracks it;</li>
 *   <li>{@code ycsb_bio_interval_operations_per_second} — operations per second in the last
 *       finished interval; {@code ycsb_bio_interval_end_timestamp_seconds} — when it ended;</li>
 *   <li>the client guard's readings of the client process: {@code ycsb_bio_client_cores},
 *       counters {@code ycsb_bio_client_cpu_seconds_total},
 *       {@code ycsb_bio_client_gc_pause_seconds_total},
 *       {@code ycsb_bio_client_run_queue_wait_seconds_total} (each left out when unknown), and
 *       {@code ycsb_bio_client_limited{criterion}}, 1 when its last second exceeded that
 *       criterion.</li>
 * </ul>
 * Immutable, so safe to share; {@link #render} may run on any thread.
 */
@Immutable
public final class OpenMetricsText {
  /** The content type of the format. */
  public static final String CONTENT_TYPE =
      "application/openmetrics-text; version=1.0.0; charset=utf-8";

  private final String identity;
  private final String runInfo;

  /**
   * Labels every sample with the run's identity, read from its {@code run.json} facts
   * ({@code TrackingConfig.info()}: binding, workload_file or workload, phase,
   * target_ops_per_sec, threads, client_id, label, client_count).
   */
  public OpenMetricsText(Map<String, String> info) {
    Map<String, String> labels = new LinkedHashMap<>();
    labels.put("binding", info.getOrDefault("binding", ""));
    String file = info.getOrDefault("workload_file", "");
    labels.put("workload", file.isEmpty() ? info.getOrDefault("workload", "") : file);
    labels.put("phase", info.getOrDefault("phase", ""));
    labels.put("target", info.getOrDefault("target_ops_per_sec", "0"));
    labels.put("threads", info.getOrDefault("threads", ""));
    labels.put("client", info.getOrDefault("client_id", ""));
    labels.put("label", info.getOrDefault("label", ""));
    StringBuilder b = new StringBuilder();
    labels.forEach((k, v) -> b.append(b.length() == 0 ? "" : ",").append(k).append("=\"")
        .append(escape(v)).append('"'));
    this.identity = b.toString();
    this.runInfo = "ycsb_bio_run_info{" + identity + ",clients=\""
        + escape(info.getOrDefault("client_count", "1")) + "\"} 1\n";
  }

  /** A label value as the format writes it: backslash, double quote and newline escaped. */
  static String escape(String value) {
    return value.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
  }

  /** The whole document, UTF-8, ending with {@code # EOF}. */
  public byte[] render(MetricsSnapshot snapshot) {
    StringBuilder b = new StringBuilder(4096 + snapshot.series().size() * 12_000);
    family(b, "ycsb_bio_run", "info", null,
        "the run this client process runs, and how many client processes run it together");
    b.append(runInfo);
    family(b, "ycsb_bio_operations", "counter", null,
        "operations that succeeded, per database node and operation, since the run began");
    for (NodeOpSeries s : snapshot.series()) {
      sample(b, "ycsb_bio_operations_total", s, null).append(s.ok().count()).append('\n');
    }
    family(b, "ycsb_bio_errors", "counter", null,
        "operations that failed, per database node and operation, since the run began");
    for (NodeOpSeries s : snapshot.series()) {
      sample(b, "ycsb_bio_errors_total", s, null).append(s.errors()).append('\n');
    }
    family(b, "ycsb_bio_latency_seconds", "histogram", "seconds",
        "latency of the successful operations, per database node and operation");
    for (NodeOpSeries s : snapshot.series()) {
      histogram(b, "ycsb_bio_latency_seconds", s, s.ok());
    }
    if (snapshot.series().stream().anyMatch(s -> s.intended() != null)) {
      family(b, "ycsb_bio_intended_latency_seconds", "histogram", "seconds",
          "latency of the successful operations from their intended start (-target)");
      for (NodeOpSeries s : snapshot.series()) {
        if (s.intended() != null) {
          histogram(b, "ycsb_bio_intended_latency_seconds", s, s.intended());
        }
      }
    }
    family(b, "ycsb_bio_interval_operations_per_second", "gauge", null,
        "operations (successful and failed) per second in the last finished interval");
    for (NodeOpSeries s : snapshot.series()) {
      sample(b, "ycsb_bio_interval_operations_per_second", s, null)
          .append(decimal(s.intervalOpsPerSecond(), 3)).append('\n');
    }
    if (snapshot.intervalEndMillis() >= 0) {
      family(b, "ycsb_bio_interval_end_timestamp_seconds", "gauge", "seconds",
          "when the interval of ycsb_bio_interval_operations_per_second ended (Unix time)");
      b.append("ycsb_bio_interval_end_timestamp_seconds{").append(identity).append("} ")
          .append(decimal(snapshot.intervalEndMillis() / 1000.0, 3)).append('\n');
    }
    if (snapshot.client() != null) {
      client(b, snapshot.client());
    }
    b.append("# EOF\n");
    return b.toString().getBytes(StandardCharsets.UTF_8);
  }

  private void client(StringBuilder b, ClientFigures c) {
    family(b, "ycsb_bio_client_cores", "gauge", null,
        "processors the client process may use");
    b.append("ycsb_bio_client_cores{").append(identity).append("} ").append(c.cores())
        .append('\n');
    clientSeconds(b, "ycsb_bio_client_cpu_seconds", c.cpuSeconds(),
        "CPU time the client process used since the run began, all its threads");
    clientSeconds(b, "ycsb_bio_client_gc_pause_seconds", c.gcPauseSeconds(),
        "time the garbage collectors paused the client since the run began");
    clientSeconds(b, "ycsb_bio_client_run_queue_wait_seconds", c.runQueueWaitSeconds(),
        "time the client's threads were runnable but waited for a CPU, summed over threads");
    family(b, "ycsb_bio_client_limited", "gauge", null,
        "1 when the client's last second exceeded the client guard's criterion (bio.guard.*)");
    for (String criterion : ClientFigures.CRITERIA) {
      b.append("ycsb_bio_client_limited{").append(identity).append(",criterion=\"")
          .append(criterion).append("\"} ").append(c.limitedBy().contains(criterion) ? 1 : 0)
          .append('\n');
    }
  }

  /** A counter of seconds, left out when unknown (negative). */
  private void clientSeconds(StringBuilder b, String name, double seconds, String help) {
    if (seconds < 0) {
      return;
    }
    family(b, name, "counter", "seconds", help);
    b.append(name).append("_total{").append(identity).append("} ").append(decimal(seconds, 6))
        .append('\n');
  }

  private static void family(StringBuilder b, String name, String type, String unit,
      String help) {
    b.append("# TYPE ").append(name).append(' ').append(type).append('\n');
    if (unit != null) {
      b.append("# UNIT ").append(name).append(' ').append(unit).append('\n');
    }
    b.append("# HELP ").append(name).append(' ').append(help).append('\n');
  }

  private StringBuilder sample(StringBuilder b, String name, NodeOpSeries s, String le) {
    b.append(name).append("{node=\"").append(escape(s.node())).append("\",operation=\"")
        .append(s.op()).append("\",").append(identity);
    if (le != null) {
      b.append(",le=\"").append(le).append('"');
    }
    return b.append("} ");
  }

  private void histogram(StringBuilder b, String name, NodeOpSeries s, LatencyCounts counts) {
    long cumulative = 0;
    for (int i = 0; i < LatencyBuckets.COUNT; i++) {
      cumulative += counts.inBucket(i);
      sample(b, name + "_bucket", s, LatencyBuckets.label(i)).append(cumulative).append('\n');
    }
    sample(b, name + "_count", s, null).append(counts.count()).append('\n');
    sample(b, name + "_sum", s, null).append(decimal(counts.sumMicros() / 1e6, 6)).append('\n');
  }

  private static String decimal(double value, int digits) {
    return String.format(Locale.ROOT, "%." + digits + "f", value);
  }
}
