package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;
import org.ycsbbio.core.api.RunLog;
import org.ycsbbio.core.config.YcsbOptions;
import org.ycsbbio.core.guard.GuardRule;
import org.ycsbbio.core.verdict.StallRule;
import org.ycsbbio.core.verdict.VerdictRule;

/**
 * Settings of per-node tracking, read once from YCSB's properties. Every {@code bio.*} key is
 * declared once as an {@link Option}: those of this class ({@link #OPTIONS}), of
 * {@link VerdictRule}, {@link StallRule}, {@link GuardRule}, {@link RunLog#DEBUG} and the live
 * metrics ({@link #METRICS_OPTIONS}); {@link #ALL} holds them all and rejects any other
 * {@code bio.*} key. {@code bin/ycsb options tracking --markdown} prints their tables, as
 * {@code docs/tracking.md} shows them. YCSB's {@code label} ({@code -l LABEL}) is part of the
 * run's identity too.
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
  /** YCSB's default exporter. */
  public static final String YCSB_TEXT_EXPORTER =
      "site.ycsb.measurements.exporter.TextMeasurementsExporter";
  public static final Option<Boolean> TRACKING = Option.flag("bio.tracking", true,
      "false runs the bare binding (YCSB exactly as upstream)");
  public static final Option<String> BINDING_CLASS = Option.text("bio.binding.class", null,
      "the binding's DB class, which the tracker wraps (bin/ycsb sets it from the binding's name)");
  public static final Option<String> BINDING_NAME = Option.text("bio.binding.name", "binding",
      "the binding's short name, in run.json and the results directory (bin/ycsb sets it)");
  /** The results directory; unset, {@link #defaultResultsDir}. */
  public static final Option<String> RESULTS = Option.optionalText("bio.results",
      "results directory, where every output file goes")
      .computedDefault("`results/<time>-<phase>-<binding>`");
  /** The time series' interval; unset, YCSB's {@code status.interval}. */
  public static final Option<Long> INTERVAL = Option.nanos("bio.interval", 10_000_000_000L, "s",
      100_000_000L, 86_400_000_000_000L, "interval of the time series and logs")
      .computedDefault("YCSB's `status.interval`");
  public static final Option<Long> SLOW_THRESHOLD = Option.nanos("bio.slow.threshold",
      5_000_000L, "us", 1_000L, 3_600_000_000_000L,
      "slow-request threshold of per-node.csv");
  public static final Option<String> CLIENT_ID = Option.optionalText("bio.client.id",
      "this client's name in merged reports").computedDefault("host name");
  public static final Option<Integer> CLIENTS = Option.integer("bio.clients", 1, 1, 100_000,
      "clients", "how many client processes run this run together (the deployment and bin/ycsb"
      + " sweep --clients set it); part of the run's identity");
  public static final Option<String> EXPORTER_DELEGATE = Option.text("bio.exporter.delegate",
      YCSB_TEXT_EXPORTER, "YCSB exporter that writes YCSB's standard output (bin/ycsb moves a"
      + " user's exporter here)");
  /** The run's phase; unset, {@code run} unless YCSB's {@code dotransactions} is false. */
  public static final Option<String> PHASE = Option.optionalText("bio.phase",
      "load or run, for run.json and the results directory (bin/ycsb sets it)")
      .computedDefault("`run`, `load` when `dotransactions=false`");
  public static final Option<String> WORKLOAD_FILE = Option.optionalText("bio.workload.file",
      "the workload file (-P), for run.json (bin/ycsb sets it)");
  /** Live metrics: the port to serve OpenMetrics on; 0 (the default) serves none. */
  public static final Option<Integer> METRICS_PORT = Option.integer("bio.metrics.port", 0, 0,
      65_535, "", "serve live per-node metrics (OpenMetrics, for Prometheus) over HTTP on this "
      + "port at /metrics; 0: off; 1024 or above");
  /** Live metrics: the address to listen on. */
  public static final Option<String> METRICS_BIND = Option.text("bio.metrics.bind", "127.0.0.1",
      "address the metrics port listens on: this machine only by default; 0.0.0.0 (every "
      + "interface) or one of its addresses to let a monitor host scrape it");
  /** The tracker's own settings and the verdict's, as docs/tracking.md's first table lists them. */
  public static final Options OPTIONS = new Options(PREFIX, TRACKING, BINDING_CLASS,
      BINDING_NAME, RESULTS, INTERVAL, SLOW_THRESHOLD, VerdictRule.MEDIAN_RATIO,
      VerdictRule.MIN_OPS, VerdictRule.MIN_Z, VerdictRule.ERROR_SHARE,
      VerdictRule.TAIL_PERCENTILE, VerdictRule.TAIL_RATIO, VerdictRule.FAMILY_WISE,
      StallRule.INTERVAL, StallRule.JUMP_RATIO, StallRule.SHARE_RATIO, CLIENT_ID, CLIENTS,
      EXPORTER_DELEGATE, PHASE, WORKLOAD_FILE, RunLog.DEBUG);
  /** The live-metrics settings, as docs/tracking.md lists them. */
  public static final Options METRICS_OPTIONS = new Options(PREFIX + "metrics.", METRICS_PORT,
      METRICS_BIND);
  /** Every key of the {@code bio.} namespace; others are rejected with a suggestion. */
  public static final Options ALL = new Options(PREFIX, Stream.of(OPTIONS, GuardRule.OPTIONS,
      METRICS_OPTIONS).flatMap(o -> o.all().stream()).toArray(Option<?>[]::new));
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

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
    ALL.rejectUnknown(props);
    Long intervalNanos = INTERVAL.read(props);
    long interval = (intervalNanos != null ? intervalNanos
        : YcsbOptions.STATUS_INTERVAL.read(props) * 1_000_000_000L) / 1_000_000L;
    long slow = SLOW_THRESHOLD.read(props) / 1_000L;
    VerdictRule rule = VerdictRule.from(props);
    long stallInterval = StallRule.INTERVAL.read(props) / 1_000_000L;
    long sample = Math.min(interval, stallInterval);
    if (interval % sample != 0) {
      throw new ConfigException(INTERVAL.key() + "=" + interval + "ms: must be a multiple of "
          + StallRule.INTERVAL.key() + " (" + sample + "ms)");
    }
    StallRule stallRule = StallRule.from(props);
    RunLog.DEBUG.read(props);   // checked here, read by the run's log
    String mode = YcsbOptions.MEASUREMENT_INTERVAL.read(props);
    String bindingName = BINDING_NAME.read(props);
    String phase = PHASE.read(props);
    if (phase == null) {
      phase = Boolean.parseBoolean(given(props, "dotransactions", "true")) ? "run" : "load";
    }
    String results = RESULTS.read(props);
    Path resultsDir = results != null ? Path.of(results)
        : defaultResultsDir(phase, bindingName, LocalDateTime.now());
    String clientId = CLIENT_ID.read(props);
    String bindingClass = BINDING_CLASS.read(props);
    int threads = YcsbOptions.THREADS.read(props);
    SortedMap<String, String> info = new TreeMap<>();
    info.put("binding", bindingName);
    info.put("binding_class", bindingClass);
    info.put("phase", phase);
    info.put("client_id", clientId != null ? clientId : hostName());
    info.put("workload", given(props, "workload", "site.ycsb.workloads.CoreWorkload"));
    String workloadFile = WORKLOAD_FILE.read(props);
    info.put("workload_file", workloadFile != null ? workloadFile : "");
    info.put("threads", Integer.toString(threads));
    info.put("target_ops_per_sec", Integer.toString(YcsbOptions.TARGET.read(props)));
    info.put("recordcount", given(props, "recordcount", ""));
    info.put("operationcount", given(props, "operationcount", ""));
    info.put("interval_ms", Long.toString(interval));
    info.put("verdict_interval_ms", Long.toString(sample));
    info.put("label", given(props, "label", ""));
    info.put("client_count", Integer.toString(CLIENTS.read(props)));
    return new TrackingConfig(resultsDir, interval, sample, slow, rule, stallRule,
        mode.equals("intended") || mode.equals("both"), bindingClass,
        EXPORTER_DELEGATE.read(props),
        percentiles(YcsbOptions.PERCENTILES.read(props)),
        threads, info, GuardRule.from(props), metricsAddress(props));
  }

  /**
   * Where a run's files go when {@code bio.results} is unset:
   * {@code results/<time>-<phase>-<binding>}, the time to the second.
   */
  public static Path defaultResultsDir(String phase, String bindingName, LocalDateTime now) {
    return Path.of("results", now.format(STAMP) + "-" + phase + "-" + bindingName);
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
    String key = YcsbOptions.PERCENTILES.key();
    List<Double> out = new ArrayList<>();
    for (String part : csv.split(",")) {
      try {
        double p = Double.parseDouble(part.trim());
        if (p <= 0 || p > 100) {
          throw new ConfigException(key + "=" + csv + ": " + part
              + " is not in (0, 100]");
        }
        out.add(p);
      } catch (NumberFormatException e) {
        throw new ConfigException(key + "=" + csv + ": '" + part
            + "' is not a number", e);
      }
    }
    return out;
  }

  /** A YCSB key's value as given (trimmed), for run.json; {@code fallback} when unset or blank. */
  private static String given(Properties props, String key, String fallback) {
    String v = props.getProperty(key);
    return v == null || v.isBlank() ? fallback : v.trim();
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
