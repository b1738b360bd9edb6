package org.ycsbbio.core.results;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import net.jcip.annotations.Immutable;

/**
 * The layout of a results directory, and the one place that names its files. A client's run
 * writes {@link #runJson run.json}, {@link #perNodeCsv per-node.csv},
 * {@link #timeSeriesCsv per-node-timeseries.csv}, {@link #verdictTxt verdict.txt},
 * {@link #clientSeriesCsv client-timeseries.csv}, one HdrHistogram interval log per node ×
 * operation, {@link #hdrLog hdr/OP@NODE.hlog}, and for an input-driven load
 * {@link #inputProgressCsv input-progress.csv}; a sweep writes {@link #sweepJson sweep.json}
 * into its directory; a deployment
 * adds host metrics below {@link #sysstat sysstat/HOST/} ({@code cpu.csv}, {@code disk.csv},
 * {@code net.csv}, {@code mem.csv}); {@code bin/ycsb report} writes
 * {@link #reportHtml report.html}, {@link #summaryCsv summary.csv}, {@link #curvesCsv curves.csv}
 * and a {@code per-node.csv} (per merged run) into a directory of its own. Readers and writers of
 * these files, and the test scripts ({@code tests/results-layout.sh}, generated from
 * {@link #shellVariables}), take the names from here. Immutable.
 *
 * @param path the directory
 */
@Immutable
public record ResultsDir(Path path) {
  /** The run's identity, outcome, per-node summary and verdict, as JSON. */
  public static final String RUN_JSON = "run.json";
  /** One row per node × operation of the whole run (a report: of a merged run). */
  public static final String PER_NODE_CSV = "per-node.csv";
  /** The per-node rows per interval. */
  public static final String TIME_SERIES_CSV = "per-node-timeseries.csv";
  /** The bottleneck verdict as text. */
  public static final String VERDICT_TXT = "verdict.txt";
  /** The client's own figures per second (the client guard's). */
  public static final String CLIENT_SERIES_CSV = "client-timeseries.csv";
  /** An input-driven load's progress. */
  public static final String INPUT_PROGRESS_CSV = "input-progress.csv";
  /** A sweep's manifest, in the sweep's directory. */
  public static final String SWEEP_JSON = "sweep.json";
  /** The folder of the HdrHistogram interval logs. */
  public static final String HDR = "hdr";
  /** What every interval log's name ends with. */
  public static final String HLOG_SUFFIX = ".hlog";
  /** The folder of host metrics, one folder per host. */
  public static final String SYSSTAT = "sysstat";
  /** A host's CPU rows ({@code sadf -d}), in its folder below {@code sysstat/}. */
  public static final String HOST_CPU_CSV = "cpu.csv";
  /** A host's disk rows. */
  public static final String HOST_DISK_CSV = "disk.csv";
  /** A host's network rows. */
  public static final String HOST_NET_CSV = "net.csv";
  /** A host's memory rows. */
  public static final String HOST_MEM_CSV = "mem.csv";
  /** A report's page. */
  public static final String REPORT_HTML = "report.html";
  /** A report's summary, one row per merged run × operation. */
  public static final String SUMMARY_CSV = "summary.csv";
  /** A report's curves, one row per step of a sweep. */
  public static final String CURVES_CSV = "curves.csv";

  /**
   * One interval log's identity, from its name.
   *
   * @param op the operation as the log names it (an {@code Operation}'s text)
   * @param node the node
   */
  public record LogName(String op, String node) {
  }

  public ResultsDir {
    Objects.requireNonNull(path, "path");
  }

  /** {@code run.json}. */
  public Path runJson() {
    return path.resolve(RUN_JSON);
  }

  /** {@code per-node.csv}. */
  public Path perNodeCsv() {
    return path.resolve(PER_NODE_CSV);
  }

  /** {@code per-node-timeseries.csv}. */
  public Path timeSeriesCsv() {
    return path.resolve(TIME_SERIES_CSV);
  }

  /** {@code verdict.txt}. */
  public Path verdictTxt() {
    return path.resolve(VERDICT_TXT);
  }

  /** {@code client-timeseries.csv}. */
  public Path clientSeriesCsv() {
    return path.resolve(CLIENT_SERIES_CSV);
  }

  /** {@code input-progress.csv}. */
  public Path inputProgressCsv() {
    return path.resolve(INPUT_PROGRESS_CSV);
  }

  /** {@code sweep.json}. */
  public Path sweepJson() {
    return path.resolve(SWEEP_JSON);
  }

  /** The folder {@code hdr/} of the interval logs. */
  public Path hdr() {
    return path.resolve(HDR);
  }

  /**
   * The interval log of {@code op} on {@code node}, {@code hdr/OP@NODE.hlog}; characters other
   * than letters, digits and {@code @._-} become {@code _}.
   */
  public Path hdrLog(String op, String node) {
    return hdr().resolve((op + "@" + node).replaceAll("[^A-Za-z0-9@._-]", "_") + HLOG_SUFFIX);
  }

  /**
   * What an interval log's file name says, or empty when {@code fileName} is no
   * {@code OP@NODE.hlog} (no {@code @}, or nothing before or after it).
   */
  public static Optional<LogName> logName(String fileName) {
    if (!fileName.endsWith(HLOG_SUFFIX)) {
      return Optional.empty();
    }
    String base = fileName.substring(0, fileName.length() - HLOG_SUFFIX.length());
    int at = base.indexOf('@');
    if (at <= 0 || at == base.length() - 1) {
      return Optional.empty();
    }
    return Optional.of(new LogName(base.substring(0, at), base.substring(at + 1)));
  }

  /** The folder {@code sysstat/} of host metrics. */
  public Path sysstat() {
    return path.resolve(SYSSTAT);
  }

  /** Whether this directory holds a client's run: {@code run.json} and {@code hdr/}. */
  public boolean holdsRun() {
    return Files.isRegularFile(runJson()) && Files.isDirectory(hdr());
  }

  /** A report's {@code report.html}. */
  public Path reportHtml() {
    return path.resolve(REPORT_HTML);
  }

  /** A report's {@code summary.csv}. */
  public Path summaryCsv() {
    return path.resolve(SUMMARY_CSV);
  }

  /** A report's {@code curves.csv}. */
  public Path curvesCsv() {
    return path.resolve(CURVES_CSV);
  }

  /**
   * Every name above as a shell variable, in the order declared: the content of
   * {@code tests/results-layout.sh} after its comment lines.
   */
  public static Map<String, String> shellVariables() {
    Map<String, String> v = new LinkedHashMap<>();
    v.put("RUN_JSON", RUN_JSON);
    v.put("PER_NODE_CSV", PER_NODE_CSV);
    v.put("TIME_SERIES_CSV", TIME_SERIES_CSV);
    v.put("VERDICT_TXT", VERDICT_TXT);
    v.put("CLIENT_SERIES_CSV", CLIENT_SERIES_CSV);
    v.put("INPUT_PROGRESS_CSV", INPUT_PROGRESS_CSV);
    v.put("SWEEP_JSON", SWEEP_JSON);
    v.put("HDR", HDR);
    v.put("HLOG_SUFFIX", HLOG_SUFFIX);
    v.put("SYSSTAT", SYSSTAT);
    v.put("HOST_CPU_CSV", HOST_CPU_CSV);
    v.put("HOST_DISK_CSV", HOST_DISK_CSV);
    v.put("HOST_NET_CSV", HOST_NET_CSV);
    v.put("HOST_MEM_CSV", HOST_MEM_CSV);
    v.put("REPORT_HTML", REPORT_HTML);
    v.put("SUMMARY_CSV", SUMMARY_CSV);
    v.put("CURVES_CSV", CURVES_CSV);
    return v;
  }
}
