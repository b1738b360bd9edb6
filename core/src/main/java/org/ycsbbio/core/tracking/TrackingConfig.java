package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;
import org.ycsbbio.core.api.RunLog;
import org.ycsbbio.core.config.PropertyReader;
import org.ycsbbio.core.guard.GuardRule;
import org.ycsbbio.core.verdict.StallRule;
import org.ycsbbio.core.verdict.VerdictRule;

/**
 * Settings of per-node tracking, read once from YCSB's properties. Keys (all optional unless
 * said otherwise):
 * <ul>
 *   <li>{@code bio.tracking} — {@code true} (default) wraps the binding in the tracker;</li>
 *   <li>{@code bio.binding.class} — required: the binding's {@code DB} class (set by
 *       {@code bin/ycsb}); {@code bio.binding.name} — its short name;</li>
 *   <li>{@code bio.results} — results directory (default {@code results/<time>-<phase>-<binding>});</li>
 *   <li>{@code bio.interval} — time-series interval (default YCSB's {@code status.interval},
 *       10 s);</li>
 *   <li>{@code bio.slow.threshold} — latency above which a request is slow (default 5ms);</li>
 *   <li>{@code bio.verdict.ratio}, {@code bio.verdict.minops}, {@code bio.verdict.z},
 *       {@code bio.verdict.errorshare}, {@code bio.verdict.tail.percentile},
 *       {@code bio.verdict.tail.ratio} — the {@link VerdictRule} (defaults 1.5, 100, 3.29, 0.01,
 *       99.9, 2), and {@code bio.verdict.familywise} ({@link #FAMILY_WISE}, 0.01);</li>
 *   <li>{@code bio.verdict.stall.interval} — the stall rule's interval (default 200ms; the
 *       tracker samples at this length, or at {@code bio.interval} when that is shorter, and
 *       {@code bio.interval} must then be a multiple of it); {@code bio.verdict.stall.jump},
 *       {@code bio.verdict.stall.ratio} — the {@link StallRule} (defaults 4, 2);</li>
 *   <li>{@code bio.client.id} — this client's name in merged reports (default host name);</li>
 *   <li>{@code bio.guard.cpu}, {@code bio.guard.runqueue}, {@code bio.guard.gc},
 *       {@code bio.guard.share} — when the client was itself the limit ({@link GuardRule});</li>
 *   <li>{@code bio.exporter.delegate} — YCSB exporter that writes the standard output (default
 *       YCSB's text exporter; {@code bin/ycsb} moves a user's {@code exporter} here);</li>
 *   <li>{@code bio.clients} — how many client processes run this run together (default 1; set
 *       by the deployment and by {@code bin/ycsb sweep}): part of the run's identity;</li>
 *   <li>{@code bio.phase}, {@code bio.workload.file} — set by {@code bin/ycsb} for run.json;</li>
 *   <li>{@code bio.debug} — a failure's stack trace after its line ({@link RunLog#DEBUG});</li>
 *   <li>{@link #METRICS_PORT}, {@link #METRICS_BIND} — live metrics over HTTP (off by
 *       default).</li>
 *   <li>YCSB's {@code label} ({@code -l LABEL}) is part of the run's identity too.</li>
 * </ul>
 * Intended-start latency is tracked when YCSB's {@code measurement.interval} is {@code intended}
 * or {@code both}.
 *
 * @param resultsDir where every output file goes
 * @param intervalMillis interval of the time series and logs
 * @param sampleMillis interval of the verdict's time series, at which the tracker samples;
 *     divides {@code intervalMillis}
 * @param stallRule the verdict's stall rule
 * @param slowThresholdMicros slow-request threshold
 * @param rule bottleneck rule
 * @param trackIntended whether to record intended-start latency
 * @param bindingClass the wrapped binding's class name
 * @param exporterDelegate YCSB exporter class for the standard output
 * @param percentiles percentiles reported in YCSB-format lines
 * @param expectedThreads YCSB client threads that will open the session
 * @param info identifying facts written to run.json
 * @param guardRule when the client was itself the limit
 * @param metricsAddress where live metrics are served ({@code bio.metrics.port}), or null: off
 */
public record TrackingConfig(Path resultsDir, long intervalMillis, long sampleMillis,
    long slowThresholdMicros, VerdictRule rule, StallRule stallRule, boolean trackIntended, String bindingClass, String exporterDelegate,
    List<Double> percentiles, int expectedThreads, SortedMap<String, String> info,
    GuardRule guardRule, InetSocketAddress metricsAddress) {

  static final String PREFIX = "bio.";
  /** The verdict's chance per run of naming a node of a balanced cluster by a test. */
  public static final Option<Double> FAMILY_WISE = Option.decimal("bio.verdict.familywise",
      VerdictRule.DEFAULT.familyWise(), 1e-9, 0.5, "",
      "the chance, per run, that a test names a node of a balanced cluster: each test must reach"
      + " p <= this over the run's tests (node × operation × rule), or bio.verdict.z's p when"
      + " that is smaller");
  /** Live metrics: the port to serve OpenMetrics on; 0 (the default) serves none. */
  public static final Option<Integer> METRICS_PORT = Option.integer("bio.metrics.port", 0, 0,
      65_535, "", "serve live per-node metrics (OpenMetrics, for Prometheus) over HTTP on this "
      + "port at /metrics; 0: off; 1024 or above");
  /** Live metrics: the address to listen on. */
  public static final Option<String> METRICS_BIND = Option.text("bio.metrics.bind", "127.0.0.1",
      "address the metrics port listens on: this machine only by default; 0.0.0.0 (every "
      + "interface) or one of its addresses to let a monitor host scrape it");
  /** The live-metrics settings, as docs/tracking.md lists them. */
  public static final Options METRICS_OPTIONS = new Options(PREFIX + "metrics.", METRICS_PORT,
      METRICS_BIND);
  /** Every key of the {@code bio.} namespace; others are rejected with a suggestion. */
  public static final Set<String> KEYS = Set.of("bio.tracking", "bio.binding.class",
      "bio.binding.name", "bio.results", "bio.interval", "bio.slow.threshold",
      "bio.verdict.ratio", "bio.verdict.minops", "bio.verdict.z", "bio.verdict.errorshare",
      "bio.verdict.tail.percentile", "bio.verdict.tail.ratio", FAMILY_WISE.key(),
      "bio.verdict.stall.interval", "bio.verdict.stall.jump", "bio.verdict.stall.ratio",
      "bio.client.id", "bio.exporter.delegate", "bio.phase", "bio.workload.file", "bio.clients",
      RunLog.DEBUG.key(), GuardRule.CPU.key(), GuardRule.RUN_QUEUE.key(), GuardRule.GC.key(),
      GuardRule.SHARE.key(), METRICS_PORT.key(), METRICS_BIND.key());
  /** YCSB's default exporter. */
  public static final String YCSB_TEXT_EXPORTER =
      "site.ycsb.measurements.exporter.TextMeasurementsExporter";

  public TrackingConfig {
    if (sampleMillis < 1 || intervalMillis % sampleMillis != 0) {
      throw new IllegalArgumentException("sampleMillis " + sampleMillis + " must divide "
          + intervalMillis);
    }
    percentiles = List.copyOf(percentiles);
    info = new TreeMap<>(info);
  }

  /** Reads and validates the tracking settings; throws {@link ConfigException} naming the key. */
  public static TrackingConfig from(Properties props) {
    PropertyReader r = new PropertyReader(props);
    r.rejectUnknown(PREFIX, KEYS, List.of());
    long statusSeconds = r.longValue("status.interval", 10, 1, 86_400);
    long interval = r.durationNanos("bio.interval", statusSeconds * 1_000_000_000L,
        1_000_000_000L, 100_000_000L, 86_400_000_000_000L) / 1_000_000L;
    long slow = r.durationNanos("bio.slow.threshold", 5_000_000L, 1_000L, 1_000L,
        3_600_000_000_000L) / 1_000L;
    VerdictRule rule = new VerdictRule(
        r.decimal("bio.verdict.ratio", VerdictRule.DEFAULT.medianRatio(), 1.0001, 1e6),
        r.longValue("bio.verdict.minops", VerdictRule.DEFAULT.minOps(), 1, Long.MAX_VALUE),
        r.decimal("bio.verdict.z", VerdictRule.DEFAULT.minZ(), 0.0001, 1e6),
        r.decimal("bio.verdict.errorshare", VerdictRule.DEFAULT.errorShare(), 1e-9, 1.0),
        r.decimal("bio.verdict.tail.percentile", VerdictRule.DEFAULT.tailPercentile(), 50.001,
            99.99999),
        r.decimal("bio.verdict.tail.ratio", VerdictRule.DEFAULT.tailRatio(), 1.0001, 1e6),
        FAMILY_WISE.read(props));
    long stallInterval = r.durationNanos("bio.verdict.stall.interval", 200_000_000L, 1_000_000L,
        10_000_000L, 3_600_000_000_000L) / 1_000_000L;
    long sample = Math.min(interval, stallInterval);
    if (interval % sample != 0) {
      throw new ConfigException("bio.interval=" + interval + "ms: must be a multiple of "
          + "bio.verdict.stall.interval (" + sample + "ms)");
    }
    StallRule stallRule = new StallRule(
        r.decimal("bio.verdict.stall.jump", StallRule.DEFAULT.jumpRatio(), 1.0001, 1e6),
        r.decimal("bio.verdict.stall.ratio", StallRule.DEFAULT.shareRatio(), 1.0001, 1e6),
        StallRule.DEFAULT.minIntervals());
    RunLog.DEBUG.read(props);   // checked here, read by the run's log
    String mode = r.string("measurement.interval", "op");
    String bindingName = r.string("bio.binding.name", "binding");
    String phase = r.string("bio.phase",
        Boolean.parseBoolean(r.string("dotransactions", "true")) ? "run" : "load");
    Path results = Path.of(r.string("bio.results", "results/" + phase + "-" + bindingName));
    String clientId = r.string("bio.client.id", hostName());
    SortedMap<String, String> info = new TreeMap<>();
    info.put("binding", bindingName);
    info.put("binding_class", r.required("bio.binding.class"));
    info.put("phase", phase);
    info.put("client_id", clientId);
    info.put("workload", r.string("workload", "site.ycsb.workloads.CoreWorkload"));
    info.put("workload_file", r.string("bio.workload.file", ""));
    info.put("threads", r.string("threadcount", "1"));
    info.put("target_ops_per_sec", r.string("target", "0"));
    info.put("recordcount", r.string("recordcount", ""));
    info.put("operationcount", r.string("operationcount", ""));
    info.put("interval_ms", Long.toString(interval));
    info.put("verdict_interval_ms", Long.toString(sample));
    info.put("label", r.string("label", ""));
    info.put("client_count", Integer.toString(r.integer("bio.clients", 1, 1, 100_000)));
    return new TrackingConfig(results, interval, sample, slow, rule, stallRule,
        mode.equals("intended") || mode.equals("both"), r.required("bio.binding.class"),
        r.string("bio.exporter.delegate", YCSB_TEXT_EXPORTER),
        percentiles(r.string("hdrhistogram.percentiles", "95,99")),
        r.integer("threadcount", 1, 1, 1_000_000), info, GuardRule.from(props),
        metricsAddress(props));
  }

  /**
   * Where {@code bio.metrics.port} asks for live metrics, or null when it is 0; a privileged
   * port or an unknown address fails naming the key.
   */
  static InetSocketAddress metricsAddress(Properties props) {
    int port = METRICS_PORT.read(props);
    String bind = METRICS_BIND.read(props);
    if (port == 0) {
      return null;
    }
    if (port < 1024) {
      throw METRICS_PORT.invalid(Integer.toString(port),
          "a privileged port (below 1024): give one of 1024..65535");
    }
    try {
      return new InetSocketAddress(InetAddress.getByName(bind), port);
    } catch (UnknownHostException e) {
      throw METRICS_BIND.invalid(bind, "not an address of this machine (unknown host)");
    }
  }

  /** YCSB's {@code hdrhistogram.percentiles}, checked: numbers in (0, 100], comma-separated. */
  static List<Double> percentiles(String csv) {
    List<Double> out = new ArrayList<>();
    for (String part : csv.split(",")) {
      try {
        double p = Double.parseDouble(part.trim());
        if (p <= 0 || p > 100) {
          throw new ConfigException("hdrhistogram.percentiles=" + csv + ": " + part
              + " is not in (0, 100]");
        }
        out.add(p);
      } catch (NumberFormatException e) {
        throw new ConfigException("hdrhistogram.percentiles=" + csv + ": '" + part
            + "' is not a number", e);
      }
    }
    return out;
  }

  /** The host name without any network lookup (the kernel's name, else {@code client}). */
  private static String hostName() {
    try {
      String name = Files.readString(Path.of("/proc/sys/kernel/hostname")).trim();
      return name.isEmpty() ? "client" : name;
    } catch (IOException | RuntimeException e) {
      String env = System.getenv("HOSTNAME");
      return env == null || env.isBlank() ? "client" : env;
    }
  }
}
