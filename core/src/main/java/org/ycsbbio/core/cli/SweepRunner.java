package org.ycsbbio.core.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.report.ResultsReader;
import org.ycsbbio.core.report.StepResult;
import org.ycsbbio.core.results.SweepManifest.Step;
import org.ycsbbio.core.results.SweepManifest;

/**
 * Runs a planned sweep: the load phase once, then every pending step as an ordinary
 * {@code bin/ycsb run} in a child JVM with its own results directory (stdout and stderr kept
 * there as {@code stdout.txt}, {@code stderr.txt}), an optional warm-up run before each step that
 * is not counted, a progress line per step (and, while an input-driven load runs, its input
 * progress: {@link ProgressWatch}), and {@code sweep.json} rewritten after each step. A step run
 * again (after {@code --resume}) starts from an empty directory. In a load-phase sweep every step
 * is a {@code bin/ycsb load} instead, run after the database was emptied — by
 * {@code bin/ycsb empty} or the user's {@code --reset-command}, their output kept in
 * {@code reset/<step>/} — so each step loads into an empty database.
 * Stops a series of steps once it is clearly past saturation unless told to go on. Confined to
 * the thread that calls {@link #run}.
 */
final class SweepRunner {
  /** Runs one {@code bin/ycsb} command with its stdout and stderr in files. */
  @FunctionalInterface
  interface Launcher {
    /** Runs {@code args} and returns the exit status. */
    int run(List<String> args, Path stdout, Path stderr) throws IOException, InterruptedException;
  }

  /** Runs the user's shell command with its stdout and stderr in files. */
  @FunctionalInterface
  interface Shell {
    /** Runs {@code command} ({@code sh -c}) and returns the exit status. */
    int run(String command, Path stdout, Path stderr) throws IOException, InterruptedException;
  }

  private final SweepOptions options;
  private final Launcher launcher;
  private final Shell shell;
  private final PrintStream out;
  private SweepManifest manifest;
  private long stepNanos;
  private int stepsRun;

  /** A runner whose steps (and reset commands) run in child processes ({@link ChildJvm}). */
  SweepRunner(SweepOptions options, Home home, SweepManifest manifest, PrintStream out) {
    this(options, (args, stdout, stderr) -> ChildJvm.run(home, args, stdout, stderr),
        ChildJvm::shell, manifest, out);
  }

  SweepRunner(SweepOptions options, Launcher launcher, Shell shell, SweepManifest manifest,
      PrintStream out) {
    this.options = options;
    this.launcher = launcher;
    this.shell = shell;
    this.manifest = manifest;
    this.out = out;
  }

  /** Runs what is pending; returns 0 when every step completed or was skipped, else 1. */
  int run() throws IOException, InterruptedException {
    Path dir = options.dir();
    Files.createDirectories(dir);
    manifest.write(dir);
    Step load = manifest.load();
    if (load != null && !load.done()) {
      out.println("sweep: load phase → " + dir.resolve(load.dir()));
      String failure = child(List.of("load", options.binding()), load, List.of());
      manifest = manifest.withLoad(failure == null ? load.with("completed", "")
          : load.with("failed", failure));
      manifest.write(dir);
      if (failure != null) {
        out.println("sweep: the load phase failed (" + failure + "); no step run");
        return 1;
      }
    }
    if (options.loadPhase()) {
      out.println("sweep: every step loads into an emptied database (emptied by "
          + (options.resetCommand() != null ? "--reset-command"
              : "bin/ycsb empty " + options.binding()) + ")");
    }
    int n = manifest.steps().size();
    for (int i = 0; i < n; i++) {
      Step step = manifest.steps().get(i);
      if (!step.status().equals("pending")) {
        out.printf(Locale.ROOT, "sweep: step %d/%d %s: %s%n", i + 1, n, SweepSaturation.describe(step),
            step.done() ? "completed before, not run again" : step.status() + ": " + step.reason());
        continue;
      }
      long started = System.nanoTime();
      Step done = runStep(step);
      stepNanos += System.nanoTime() - started;
      stepsRun++;
      manifest = manifest.withStep(i, done);
      out.println(progress(i, done));
      if (!done.done() && options.stopOnError()) {
        skipRest(i, "not run: step " + (i + 1) + " failed and --on-error stop was given");
        manifest.write(dir);
        out.println("sweep: stopped after the failed step " + (i + 1) + " (--on-error stop)");
        return 1;
      }
      String saturated = done.done() && !options.goOn() ? SweepSaturation.why(manifest.steps(), i) : null;
      if (saturated != null) {
        skipSeries(i, "not run: " + saturated);
        out.println("sweep: " + saturated + "; the rest of this series is skipped (--go-on runs it)");
      }
      manifest.write(dir);
    }
    long failed = manifest.steps().stream().filter(s -> s.status().equals("failed")).count();
    out.printf(Locale.ROOT, "sweep: %d of %d steps completed, %d failed, %d skipped; manifest %s%n",
        manifest.steps().stream().filter(Step::done).count(), n, failed,
        manifest.steps().stream().filter(s -> s.status().equals("skipped")).count(),
        dir.resolve(SweepManifest.FILE));
    return failed == 0 ? 0 : 1;
  }

  private Step runStep(Step step) throws IOException, InterruptedException {
    if (options.loadPhase()) {
      String failure = emptyDatabase(step);
      if (failure != null) {
        return step.with("failed", "emptying the database: " + failure);
      }
    }
    List<String> extra = new ArrayList<>();
    if (step.threads() > 0) {
      extra.addAll(List.of("-threads", Integer.toString(step.threads())));
    }
    if (step.target() > 0) {
      extra.addAll(List.of("-target", SweepPlan.rate(step.target())));
    }
    if (options.warmupSeconds() > 0) {
      Step warm = new Step(step.name(), step.threads(), step.target(), step.repeat(),
          "warmup/" + step.name(), "pending", "", 0, 0);
      List<String> w = new ArrayList<>(extra);
      w.addAll(List.of("-p", "operationcount=" + Integer.MAX_VALUE, "-p",
          "maxexecutiontime=" + options.warmupSeconds()));
      String failure = child(List.of("run", options.binding()), warm, w);
      if (failure != null) {
        return step.with("failed", "warm-up: " + failure);
      }
    }
    if (options.loadPhase()) {
      // a load inserts the workload's records (insertcount when given), at most for a duration
      if (options.opsPerStep() > 0) {
        extra.addAll(List.of("-p", "insertcount=" + options.opsPerStep()));
      } else if (options.durationSeconds() > 0) {
        extra.addAll(List.of("-p", "maxexecutiontime=" + options.durationSeconds()));
      }
    } else if (options.opsPerStep() > 0) {
      extra.addAll(List.of("-p", "operationcount=" + options.opsPerStep()));
    } else {
      extra.addAll(List.of("-p", "operationcount=" + Integer.MAX_VALUE, "-p",
          "maxexecutiontime=" + options.durationSeconds()));
    }
    String failure = child(List.of(options.phase(), options.binding()), step, extra);
    if (failure != null) {
      return step.with("failed", failure);
    }
    try {
      StepResult r = StepResult.of(step.name(), step.threads(), step.target(), step.repeat(),
          StepResult.read(options.dir().resolve(step.dir())));
      Long p99 = r.all().headlineP99();
      String notes = String.join("; ", Stream.of(failedOperations(r),
          ResultsReader.clientLimits(options.dir().resolve(step.dir())))
          .filter(s -> !s.isEmpty()).toList());
      return step.completed(r.all().opsPerSec(), p99 == null ? 0 : p99)
          .with("completed", notes);
    } catch (RuntimeException e) {
      return step.with("failed", "results unreadable: " + e.getMessage());
    }
  }

  /**
   * Empty, or for a step that completed with failed operations (a node down, a binding error
   * mid-run) how many failed and on which nodes, e.g. {@code 412 of 2000 operations failed
   * (node2 100 %)}.
   */
  static String failedOperations(StepResult r) {
    if (r.all().errors() == 0) {
      return "";
    }
    StringBuilder nodes = new StringBuilder();
    r.byNode().forEach((node, p) -> {
      if (p.errors() > 0) {
        nodes.append(nodes.length() == 0 ? "" : ", ").append(node).append(' ')
            .append(Math.round(100.0 * p.errors() / p.count())).append(" %");
      }
    });
    return r.all().errors() + " of " + r.all().count() + " operations failed"
        + (nodes.length() == 0 ? "" : " (" + nodes + ")");
  }

  /**
   * Empties the database before load step {@code step}: the user's {@code --reset-command}, else
   * {@code bin/ycsb empty} with the step's settings; output in {@code reset/<step>/}. Returns null
   * when it did, else why not (one line).
   */
  private String emptyDatabase(Step step) throws IOException, InterruptedException {
    Path dir = options.dir().resolve("reset").resolve(step.name());
    clear(dir);
    Files.createDirectories(dir);
    Path stdout = dir.resolve("stdout.txt");
    Path stderr = dir.resolve("stderr.txt");
    if (options.resetCommand() != null) {
      int status = shell.run(options.resetCommand(), stdout, stderr);
      return status == 0 ? null : "--reset-command failed (exit status " + status + ")"
          + lastLine(stderr);
    }
    List<String> args = new ArrayList<>(List.of("empty", options.binding()));
    args.addAll(options.ycsbOptions());
    int status = launcher.run(args, stdout, stderr);
    return status == 0 ? null : reason(status, stderr);
  }

  /** {@code ": <the last non-blank line of file>"}, shortened; empty when there is none. */
  private static String lastLine(Path file) throws IOException {
    String last = "";
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (!line.isBlank()) {
        String l = line.strip();
        last = ": " + (l.length() > 200 ? l.substring(0, 200) + "..." : l);
      }
    }
    return last;
  }

  /** Why a {@code bin/ycsb} child that exited with {@code status} failed: its last error line. */
  private static String reason(int status, Path stderr) throws IOException {
    String reason = "exit status " + status;
    for (String line : Files.readAllLines(stderr, StandardCharsets.UTF_8)) {
      if (line.startsWith("ycsb: ")) {
        reason = line.substring("ycsb: ".length()) + " (exit status " + status + ")";
      }
    }
    return reason;
  }

  /** Runs one child; returns null when it succeeded, else why it failed (one line). */
  private String child(List<String> head, Step step, List<String> extra)
      throws IOException, InterruptedException {
    Path results = options.dir().resolve(step.dir());
    clear(results);
    Files.createDirectories(results);
    List<String> args = new ArrayList<>(head);
    args.addAll(options.ycsbOptions());
    args.addAll(extra);
    args.addAll(List.of("-p", "bio.results=" + results, "-p", "bio.clients=" + options.clients()));
    Path stderr = results.resolve("stderr.txt");
    int status;
    ProgressWatch watch = ProgressWatch.start(results, step.name(), out);
    try {
      status = launcher.run(args, results.resolve("stdout.txt"), stderr);
    } finally {
      watch.close();
    }
    return status == 0 ? null : reason(status, stderr);
  }

  /** Removes what an interrupted or failed earlier try of a step left in its directory. */
  private static void clear(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return;
    }
    List<Path> paths;
    try (Stream<Path> walk = Files.walk(dir)) {
      paths = walk.sorted(Comparator.reverseOrder()).toList();
    }
    for (Path p : paths) {
      Files.delete(p);
    }
  }

  private void skipSeries(int i, String reason) {
    Step cur = manifest.steps().get(i);
    for (int j = i + 1; j < manifest.steps().size(); j++) {
      Step s = manifest.steps().get(j);
      if (s.threads() == cur.threads() && s.status().equals("pending")
          && (s.target() == 0 || s.target() > cur.target() && cur.target() > 0)) {
        manifest = manifest.withStep(j, s.with("skipped", reason));
      }
    }
  }

  private void skipRest(int i, String reason) {
    for (int j = i + 1; j < manifest.steps().size(); j++) {
      if (manifest.steps().get(j).status().equals("pending")) {
        manifest = manifest.withStep(j, manifest.steps().get(j).with("skipped", reason));
      }
    }
  }

  private String progress(int i, Step s) {
    long pending = manifest.steps().stream().filter(x -> x.status().equals("pending")).count();
    long etaSeconds = stepNanos / stepsRun * pending / 1_000_000_000L;
    String measured = s.done() ? String.format(Locale.ROOT, "achieved %.0f ops/s, p99 %s%s",
        s.achievedOpsPerSec(), SweepSaturation.micros(s.p99Micros()), s.target() > 0 ? " (intended)" : "")
        + (s.reason().isEmpty() ? "" : "; " + s.reason())
        : "FAILED: " + s.reason();
    return String.format(Locale.ROOT, "sweep: step %d/%d %s: %s; ETA %dm%02ds", i + 1,
        manifest.steps().size(), SweepSaturation.describe(s), measured, etaSeconds / 60, etaSeconds % 60);
  }
}
