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
import org.ycsbbio.core.ConfigException;
import org.ycsbbio.core.DamagedInputException;
import org.ycsbbio.core.YcsbBioException;
import org.ycsbbio.core.cli.Command;
import org.ycsbbio.core.cli.Home;
import org.ycsbbio.core.cli.UsageException;
import org.ycsbbio.core.export.PerNodeCsv;
import org.ycsbbio.core.export.SummaryCsv;

/**
 * {@code bin/ycsb report DIR... [-o OUT] [--compare]}: merges the results directories of many
 * clients exactly and writes {@code OUT/report.html}, {@code OUT/summary.csv} and
 * {@code OUT/per-node.csv}. Runs of the same binding, workload and phase that differ in target,
 * threads, number of clients or nodes, or label are compared side by side, never merged; runs of
 * different bindings, workloads or phases are refused unless {@code --compare} puts them side by
 * side (then each run's per-node CSV goes to
 * {@code OUT/<run>/per-node.csv}). Host metrics ({@code DIR/sysstat/HOST/*.csv}, sadf output) in
 * any given directory are summarised per run next to the per-node latency. Damaged input is left out, listed in the report, and ends the
 * command with one line and exit status 3. Stateless.
 */
public final class ReportCommand implements Command {
  @Override
  public String name() {
    return "report";
  }

  @Override
  public String summary() {
    return "DIR... [-o OUT] [--compare]: merge clients' results into report.html + CSVs";
  }

  @Override
  public int run(List<String> args, Home home) throws IOException {
    List<Path> dirs = new ArrayList<>();
    Path out = Path.of("report");
    boolean compare = false;
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (a.equals("-o")) {
        if (i + 1 == args.size()) {
          throw new UsageException("report: -o needs a directory");
        }
        out = Path.of(args.get(++i));
      } else if (a.equals("--compare")) {
        compare = true;
      } else if (a.startsWith("-")) {
        throw new UsageException("report: unknown option " + a + " (usage: report DIR... [-o OUT] [--compare])");
      } else {
        dirs.add(Path.of(a));
      }
    }
    if (dirs.isEmpty()) {
      throw new UsageException("report: no results directory given (usage: report DIR... [-o OUT] [--compare])");
    }
    return write(dirs, out, compare);
  }

  /** Reads, merges and writes; returns 0, or throws {@link DamagedInputException} after writing. */
  static int write(List<Path> dirs, Path out, boolean compare) throws IOException {
    ResultsReader.Inputs inputs = ResultsReader.read(dirs);
    List<String> problems = new ArrayList<>(inputs.problems());
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
    List<HostSamples> hosts = HostSamples.read(dirs, problems);
    Files.createDirectories(out);
    writeCsvs(runs, out);
    Files.writeString(out.resolve("report.html"), HtmlReport.render(runs, hosts, problems),
        StandardCharsets.UTF_8);
    for (MergedRun run : runs) {
      System.out.print("== " + run.label() + " (clients " + run.summary().info().get("clients")
          + ") ==\n" + run.verdict().describe());
    }
    System.out.println("report: wrote " + out.resolve("report.html") + ", summary.csv, per-node.csv");
    if (!problems.isEmpty()) {
      throw new DamagedInputException("report: " + problems.get(0)
          + (problems.size() > 1 ? " (and " + (problems.size() - 1) + " more problems)" : "")
          + "; the rest is merged and " + out.resolve("report.html") + " lists what is missing");
    }
    return 0;
  }

  private static void writeCsvs(List<MergedRun> runs, Path out) throws IOException {
    try (BufferedWriter w = Files.newBufferedWriter(out.resolve("summary.csv"), StandardCharsets.UTF_8)) {
      CSVPrinter csv = SummaryCsv.printer(w);
      for (MergedRun run : runs) {
        SummaryCsv.write(run.label(), run.summary(), csv);
      }
    }
    for (MergedRun run : runs) {
      Path dir = runs.size() == 1 ? out
          : Files.createDirectories(out.resolve(run.label().replaceAll("[^A-Za-z0-9._-]+", "-")));
      try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("per-node.csv"), StandardCharsets.UTF_8)) {
        PerNodeCsv.write(run.summary(), w);
      }
    }
  }
}
