package org.ycsbbio.core.report;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVPrinter;
import org.ycsbbio.core.DamagedInputException;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Durations;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.core.api.YcsbBioException;
import org.ycsbbio.core.cli.CommandFlag;
import org.ycsbbio.core.export.PerNodeCsv;
import org.ycsbbio.core.export.SummaryCsv;
import org.ycsbbio.core.results.ResultsDir;
import org.ycsbbio.core.results.SweepManifest;

/**
 * {@code bin/ycsb report DIR... [-o OUT] [--compare]}: merges the results directories of many
 * clients exactly and writes {@code OUT/report.html}, {@code OUT/summary.csv} and
 * {@code OUT/per-node.csv}. Runs of the same binding, workload and phase that differ in target,
 * threads, number of clients or nodes, or label are compared side by side, never merged; runs of
 * different bindings, workloads or phases are refused unless {@code --compare} puts them side by
 * side (then each run's per-node CSV goes to
 * {@code OUT/<run>/per-node.csv}). A sweep directory ({@code sweep.json}) or several runs of one
 * workload form a series: its throughput–latency curves, scaling, sustainable throughput within
 * {@code --p99-bound} and the node that saturated first are drawn, and every curve point goes to
 * {@code OUT/curves.csv}. Host metrics ({@code DIR/sysstat/HOST/*.csv}, sadf output) in
 * any given directory are summarised per run next to the per-node latency. Damaged input is left out, listed in the report, and ends the
 * command with one line and exit status 3. Stateless.
 */
public final class ReportCommand implements Command {
  /** Default {@code --p99-bound}: the latency a step must stay within to be sustainable. */
  public static final long DEFAULT_BOUND_MICROS = 100_000;
  private static final String USAGE = "usage: report DIR|SWEEPDIR... "
      + CommandFlag.usage(ReportFlag.values());

  @Override
  public String name() {
    return "report";
  }

  @Override
  public String summary() {
    return "DIR|SWEEPDIR... " + CommandFlag.usage(ReportFlag.values()) + ": report.html + CSVs";
  }

  @Override
  public int run(List<String> args, Home home) throws IOException {
    if (CommandFlag.printedHelp(args, USAGE, ReportFlag.values())) {
      return 0;
    }
    List<Path> dirs = new ArrayList<>();
    Path out = Path.of("report");
    boolean compare = false;
    long bound = DEFAULT_BOUND_MICROS;
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (!a.startsWith("-")) {
        dirs.add(Path.of(a));
        continue;
      }
      switch (CommandFlag.lookup(ReportFlag.values(), a, "report", USAGE)) {
        case P99_BOUND -> {
          if (i + 1 == args.size()) {
            throw new UsageException("report: --p99-bound needs a duration, e.g. 10ms");
          }
          bound = p99BoundMicros("report", args.get(++i));
        }
        case OUT -> {
          if (i + 1 == args.size()) {
            throw new UsageException("report: -o needs a directory");
          }
          out = Path.of(args.get(++i));
        }
        case COMPARE -> compare = true;
      }
    }
    if (dirs.isEmpty()) {
      throw new UsageException("report: no results directory given (" + USAGE + ")");
    }
    return write(dirs, out, compare, bound);
  }

  /**
   * The {@code --p99-bound} of {@code command} ({@code report}, {@code sweep}) in µs: a duration
   * (plain numbers are milliseconds) of at least 1 µs.
   *
   * @throws UsageException naming {@code command}, the flag and {@code text}
   */
  public static long p99BoundMicros(String command, String text) {
    long nanos;
    try {
      nanos = Durations.parseNanos(text, 1_000_000L);
    } catch (IllegalArgumentException e) {
      throw new UsageException(command + ": --p99-bound " + e.getMessage());
    }
    if (nanos < 1_000) {
      throw new UsageException(command + ": --p99-bound " + text + ": must be at least 1us");
    }
    return nanos / 1_000;
  }

  /** As {@link #write(List, Path, boolean, long)} with the default p99 bound. */
  static int write(List<Path> dirs, Path out, boolean compare) throws IOException {
    return write(dirs, out, compare, DEFAULT_BOUND_MICROS);
  }

  /**
   * Reads, merges and writes; returns 0, or throws {@link DamagedInputException} after writing.
   * Sweep directories ({@code sweep.json}) become series of their steps; other directories are
   * merged into runs, and several runs of one workload form a series too.
   */
  static int write(List<Path> given, Path out, boolean compare, long boundMicros)
      throws IOException {
    List<Path> dirs = given.stream().filter(d -> !SweepManifest.isSweep(d)).toList();
    List<Path> sweeps = given.stream().filter(SweepManifest::isSweep).toList();
    ResultsReader.Inputs inputs = ResultsReader.read(dirs);
    List<String> problems = new ArrayList<>(inputs.problems());
    List<Series> series = new ArrayList<>();
    for (Path sweep : sweeps) {
      series.add(Series.fromSweep(sweep, boundMicros, problems));
    }
    if (inputs.clients().isEmpty() && !series.isEmpty()) {
      return writeSeries(series, out, problems);
    }
    if (inputs.clients().isEmpty()) {
      throw new YcsbBioException("report: nothing to report: " + problems.get(0)
          + (problems.size() > 1 ? " (and " + (problems.size() - 1) + " more)" : ""));
    }
    Map<String, List<ClientRun>> byRun = new LinkedHashMap<>();
    inputs.clients().forEach(c -> byRun.computeIfAbsent(c.runKey(), k -> new ArrayList<>()).add(c));
    long studies = inputs.clients().stream().map(ClientRun::studyKey).distinct().count();
    if (studies > 1 && !compare) {
      throw new ConfigException("report: the directories hold different runs ("
          + byRun.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue().stream()
              .map(ClientRun::clientId).collect(Collectors.joining(", ")))
              .collect(Collectors.joining("; "))
          + "); give --compare to show them side by side");
    }
    List<MergedRun> runs = new ArrayList<>();
    for (List<ClientRun> clients : byRun.values()) {
      List<LogFile> logs = inputs.logs().stream().filter(l -> clients.contains(l.client())).toList();
      runs.add(MergedRun.of(clients, logs, problems));
    }
    if (runs.size() > 1 && studies == 1) {
      series.add(Series.fromRuns(runs, boundMicros));
    }
    List<HostSamples> hosts = HostSamples.read(dirs, problems);
    Files.createDirectories(out);
    writeCsvs(runs, out);
    if (!series.isEmpty()) {
      writeCurves(series, out);
    }
    Files.writeString(new ResultsDir(out).reportHtml(),
        HtmlReport.render(runs, series, hosts, problems), StandardCharsets.UTF_8);
    series.forEach(s -> System.out.println("== " + s.name() + " ==\n" + s.analysis().text()));
    for (MergedRun run : runs) {
      System.out.print("== " + run.label() + " (clients " + run.summary().info().get("clients")
          + ") ==\n" + run.guardLines() + run.verdict().describe());
    }
    System.out.println("report: wrote " + new ResultsDir(out).reportHtml() + ", "
        + ResultsDir.SUMMARY_CSV + ", " + ResultsDir.PER_NODE_CSV);
    return doneUnless(problems, out);
  }

  /** 0, or after writing, {@link DamagedInputException} naming the first problem. */
  private static int doneUnless(List<String> problems, Path out) {
    if (!problems.isEmpty()) {
      throw new DamagedInputException("report: " + problems.get(0)
          + (problems.size() > 1 ? " (and " + (problems.size() - 1) + " more problems)" : "")
          + "; the rest is merged and " + new ResultsDir(out).reportHtml()
          + " lists what is missing");
    }
    return 0;
  }

  private static int writeSeries(List<Series> series, Path out, List<String> problems)
      throws IOException {
    Files.createDirectories(out);
    writeCurves(series, out);
    Files.writeString(new ResultsDir(out).reportHtml(),
        HtmlReport.render(List.of(), series, List.of(), problems), StandardCharsets.UTF_8);
    series.forEach(s -> System.out.println("== " + s.name() + " ==\n" + s.analysis().text()));
    System.out.println("report: wrote " + new ResultsDir(out).reportHtml() + ", "
        + ResultsDir.CURVES_CSV);
    return doneUnless(problems, out);
  }

  private static void writeCurves(List<Series> series, Path out) throws IOException {
    try (BufferedWriter w = Files.newBufferedWriter(new ResultsDir(out).curvesCsv(),
        StandardCharsets.UTF_8)) {
      CurvesCsv.write(series, w);
    }
  }

  private static void writeCsvs(List<MergedRun> runs, Path out) throws IOException {
    try (BufferedWriter w = Files.newBufferedWriter(new ResultsDir(out).summaryCsv(),
        StandardCharsets.UTF_8)) {
      CSVPrinter csv = SummaryCsv.printer(w);
      for (MergedRun run : runs) {
        SummaryCsv.write(run.label(), run.summary(), csv);
      }
    }
    for (MergedRun run : runs) {
      Path dir = runs.size() == 1 ? out
          : Files.createDirectories(out.resolve(run.label().replaceAll("[^A-Za-z0-9._-]+", "-")));
      try (BufferedWriter w = Files.newBufferedWriter(new ResultsDir(dir).perNodeCsv(),
          StandardCharsets.UTF_8)) {
        PerNodeCsv.write(run.summary(), w);
      }
    }
  }
}
