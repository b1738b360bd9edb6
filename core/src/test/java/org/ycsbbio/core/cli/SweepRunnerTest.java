package org.ycsbbio.core.cli;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.InputProgress.Snapshot;
import org.ycsbbio.core.progress.Estimate;
import org.ycsbbio.core.progress.ProgressCsv;
import org.ycsbbio.core.progress.ProgressText;
import org.ycsbbio.core.report.StepResult;
import org.ycsbbio.core.report.StepResult.Point;
import org.ycsbbio.core.results.SweepManifest;
import org.ycsbbio.core.results.SweepManifest.Step;

/** The sweep's bookkeeping with a launcher that fails, in place of child JVMs. */
class SweepRunnerTest {
  @TempDir
  Path dir;
  private final List<List<String>> launched = new ArrayList<>();
  private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

  /** Runs the sweep of {@code args} (plus {@code -o dir}); every child fails with one line. */
  private int sweep(String... args) throws Exception {
    List<String> all = new ArrayList<>(List.of(args));
    all.addAll(List.of("-o", dir.toString()));
    SweepOptions o = SweepOptions.parse(all);
    SweepRunner.Launcher failing = (childArgs, stdout, stderr) -> {
      launched.add(childArgs);
      Files.writeString(stderr, "some noise\nycsb: cannot connect to 127.0.0.1:1\n");
      return 1;
    };
    SweepRunner.Shell unused = (command, stdout, stderr) -> {
      throw new AssertionError("no --reset-command was given: " + command);
    };
    return new SweepRunner(o, failing, unused, SweepPlan.fresh(o, all),
        new PrintStream(printed, true, StandardCharsets.UTF_8)).run();
  }

  /**
   * Runs the load-phase sweep of {@code args} (plus {@code -o dir}) whose {@code bin/ycsb}
   * children exit with {@code ycsbStatus} (writing no results, so a load step that exits 0 fails
   * as unreadable) and whose reset command exits with {@code shellStatus}; every child is listed
   * in {@code launched}, a reset command as {@code [sh, COMMAND]}.
   */
  private int loadSweep(int ycsbStatus, int shellStatus, String... args) throws Exception {
    List<String> all = new ArrayList<>(List.of(args));
    all.addAll(List.of("-o", dir.toString()));
    SweepOptions o = SweepOptions.parse(all);
    SweepRunner.Launcher ycsb = (childArgs, stdout, stderr) -> {
      launched.add(childArgs);
      Files.writeString(stderr, ycsbStatus == 0 ? "" : "ycsb: empty: jdbc: shard 2 down\n");
      return ycsbStatus;
    };
    SweepRunner.Shell shell = (command, stdout, stderr) -> {
      launched.add(List.of("sh", command));
      Files.writeString(stderr, shellStatus == 0 ? "" : "ERROR 1146: no such table\n\n");
      return shellStatus;
    };
    return new SweepRunner(o, ycsb, shell, SweepPlan.fresh(o, all),
        new PrintStream(printed, true, StandardCharsets.UTF_8)).run();
  }

  @Test
  void aLoadPhaseSweepEmptiesTheDatabaseBeforeEveryStepAndRepetition() throws Exception {
    assertEquals(1, loadSweep(0, 0, "jdbc", "-P", "w", "--phase", "load", "--threads", "1,4",
        "--repeat", "2"));
    assertEquals(8, launched.size());
    for (int i = 0; i < 8; i += 2) {
      assertEquals(List.of("empty", "jdbc", "-P", "w"), launched.get(i));
      assertEquals(List.of("load", "jdbc", "-P", "w", "-threads", i < 4 ? "1" : "4"),
          launched.get(i + 1).subList(0, 6));
      assertTrue(launched.get(i + 1).stream().noneMatch(
          a -> a.startsWith("operationcount=") || a.startsWith("maxexecutiontime=")
              || a.startsWith("insertcount=")), "a load runs to its end: " + launched.get(i + 1));
    }
    assertTrue(Files.isDirectory(dir.resolve("reset/04-threads-4-target-max-r2")));
    assertTrue(SweepManifest.read(dir).steps().get(0).reason().startsWith("results unreadable"));
    assertEquals("load", SweepManifest.read(dir).phase());
    assertTrue(printed.toString(StandardCharsets.UTF_8).startsWith(
        "sweep: every step loads into an emptied database (emptied by bin/ycsb empty jdbc)"));

    launched.clear();
    Files.delete(dir.resolve(SweepManifest.FILE));
    loadSweep(0, 0, "jdbc", "-P", "w", "--phase", "load", "--ops", "5000");
    assertTrue(launched.get(1).containsAll(List.of("-p", "insertcount=5000")), launched.toString());
  }

  @Test
  void aFailedEmptyingFailsItsStepInOneLineAndItsLoadIsNotRun() throws Exception {
    assertEquals(1, loadSweep(1, 0, "jdbc", "-P", "w", "--phase", "load", "--threads", "1,2"));
    assertEquals(List.of("failed", "failed"), statuses());
    assertEquals("emptying the database: empty: jdbc: shard 2 down (exit status 1)",
        SweepManifest.read(dir).steps().get(0).reason());
    assertTrue(launched.stream().allMatch(a -> a.get(0).equals("empty")), launched.toString());

    launched.clear();
    Files.delete(dir.resolve(SweepManifest.FILE));
    assertEquals(1, loadSweep(0, 3, "riak", "-P", "w", "--phase", "load", "--threads", "1,2",
        "--reset-command", "riak-admin wipe", "--on-error", "stop"));
    assertEquals(List.of("failed", "skipped"), statuses());
    assertEquals("emptying the database: --reset-command failed (exit status 3): ERROR 1146: no "
        + "such table", SweepManifest.read(dir).steps().get(0).reason());
    assertEquals(List.of(List.of("sh", "riak-admin wipe")), launched);
    assertTrue(Files.readString(dir.resolve("reset/01-threads-1-target-max/stderr.txt"))
        .contains("no such table"));
  }

  private List<String> statuses() throws Exception {
    return SweepManifest.read(dir).steps().stream().map(Step::status).toList();
  }

  @Test
  void onErrorContinueRecordsEveryFailedStepWithItsReason() throws Exception {
    Path stale = dir.resolve("steps/01-threads-default-target-100/run.json");
    Files.createDirectories(stale.getParent());
    Files.writeString(stale, "{}");
    assertEquals(1, sweep("jdbc", "--no-load", "--target", "100,200,300", "--duration", "1s",
        "--on-error", "continue"));
    assertEquals(List.of("failed", "failed", "failed"), statuses());
    assertEquals("cannot connect to 127.0.0.1:1 (exit status 1)",
        SweepManifest.read(dir).steps().get(1).reason());
    assertEquals(3, launched.size());
    assertTrue(!Files.exists(stale), "a step starts from an empty directory");
    assertTrue(launched.get(2).containsAll(List.of("-target", "300", "-p", "maxexecutiontime=1")),
        launched.get(2).toString());
    String out = printed.toString(StandardCharsets.UTF_8);
    assertTrue(out.contains("sweep: step 2/3 threads default, target 200: FAILED: cannot connect "
        + "to 127.0.0.1:1 (exit status 1); ETA"), out);
    assertTrue(out.contains("sweep: 0 of 3 steps completed, 3 failed, 0 skipped"), out);
  }

  @Test
  void onErrorStopSkipsTheRestWithTheReason() throws Exception {
    assertEquals(1, sweep("jdbc", "--no-load", "--threads", "1,2", "--target", "100,200",
        "--ops", "50", "--on-error", "stop"));
    assertEquals(List.of("failed", "skipped", "skipped", "skipped"), statuses());
    assertEquals("not run: step 1 failed and --on-error stop was given",
        SweepManifest.read(dir).steps().get(3).reason());
    assertEquals(1, launched.size());
    assertTrue(launched.get(0).containsAll(List.of("-threads", "1", "-p", "operationcount=50",
        "-p", "bio.clients=1")), launched.get(0).toString());
    assertTrue(printed.toString(StandardCharsets.UTF_8)
        .contains("sweep: stopped after the failed step 1 (--on-error stop)"));
  }

  @Test
  void aFailedWarmUpFailsItsStepAndAFailedLoadRunsNoStep() throws Exception {
    assertEquals(1, sweep("jdbc", "--target", "100,200", "--warmup", "1s", "--clients", "3"));
    SweepManifest m = SweepManifest.read(dir);
    assertEquals("failed", m.load().status());
    assertEquals(List.of("pending", "pending"), statuses());
    assertEquals(1, launched.size());
    assertEquals(List.of("load", "jdbc"), launched.get(0).subList(0, 2));
    assertTrue(launched.get(0).contains("bio.clients=3"));
    assertTrue(printed.toString(StandardCharsets.UTF_8).contains("the load phase failed"));

    launched.clear();
    Files.delete(dir.resolve(SweepManifest.FILE));
    assertEquals(1, sweep("jdbc", "--no-load", "--target", "100", "--warmup", "1s"));
    assertEquals("warm-up: cannot connect to 127.0.0.1:1 (exit status 1)",
        SweepManifest.read(dir).steps().get(0).reason());
    assertEquals(1, launched.size());
    assertTrue(launched.get(0).contains("bio.results=" + dir.resolve("warmup/01-threads-default-target-100")));
  }

  @Test
  void anInputDrivenLoadShowsItsInputProgressWhileItRuns() throws Exception {
    long s = 1_000_000_000L;
    Estimate first = new Estimate(new Snapshot(10 * s, 4, 256, 20_458_017, 1_024_094_121, 79_140),
        10 * s, 2_033_200, 7865.3, 494);
    Estimate last = new Estimate(new Snapshot(470 * s, 256, 256, 1_024_094_121, 1_024_094_121,
        4_099_431), 470 * s, 2_101_000, 8500, 0);
    String firstLine = "sweep: load: " + ProgressText.of("fasta.files", first);
    String lastLine = "sweep: load: " + ProgressText.of("fasta.files", last);
    SweepRunner.Launcher loading = (childArgs, stdout, stderr) -> {
      launched.add(childArgs);
      if (!childArgs.get(0).equals("load")) {
        Files.writeString(stderr, "ycsb: no run here\n");
        return 1;
      }
      try (ProgressCsv csv = new ProgressCsv(stdout.resolveSibling(ProgressCsv.FILE))) {
        csv.write("fasta.files", first);
        await().atMost(Duration.ofSeconds(60))
            .until(() -> printed.toString(StandardCharsets.UTF_8).contains(firstLine));
        csv.write("fasta.files", last);
      }
      return 0;
    };
    List<String> all = List.of("sim", "-P", "workloads/fasta", "--ops", "10", "-o", dir.toString());
    SweepOptions o = SweepOptions.parse(all);
    SweepRunner.Shell noReset = (command, stdout, stderr) -> {
      throw new AssertionError("no --reset-command was given: " + command);
    };
    new SweepRunner(o, loading, noReset, SweepPlan.fresh(o, all),
        new PrintStream(printed, true, StandardCharsets.UTF_8)).run();
    String out = printed.toString(StandardCharsets.UTF_8);
    assertTrue(out.contains("sweep: load phase → " + dir.resolve("load") + "\n" + firstLine + "\n"
        + lastLine + "\n"), out);
    assertEquals(out.indexOf(lastLine), out.lastIndexOf(lastLine), "each row once: " + out);
    assertEquals(List.of("load", "run"), launched.stream().map(a -> a.get(0)).toList());
    assertTrue(!out.contains("sweep: 01-threads"), "a step without input progress has no line");
  }

  @Test
  void aStepWhoseClientWasTheLimitSaysSoInItsLine() throws Exception {
    List<String> all = List.of("sim", "--no-load", "--target", "100", "--ops", "10", "-o",
        dir.toString());
    SweepOptions o = SweepOptions.parse(all);
    String guard = "client-limited: CPU 97 % of 2 cores in 41 of 60 s; findings below may be wrong";
    SweepRunner.Launcher limited = (childArgs, stdout, stderr) -> {
      Path results = Path.of(childArgs.stream().filter(a -> a.startsWith("bio.results="))
          .findFirst().orElseThrow().substring("bio.results=".length()));
      Files.createDirectories(results.resolve("hdr"));
      Files.writeString(results.resolve("run.json"), "{\"info\": {\"binding\": \"sim\", "
          + "\"client_limited\": \"true\", \"client_guard\": \"" + guard + "\"}, "
          + "\"start_ms\": 1700000000000, \"end_ms\": 1700000060000, "
          + "\"outcome\": \"completed\"}");
      return 0;
    };
    SweepRunner.Shell noReset = (command, stdout, stderr) -> {
      throw new AssertionError("no --reset-command was given: " + command);
    };
    assertEquals(0, new SweepRunner(o, limited, noReset, SweepPlan.fresh(o, all),
        new PrintStream(printed, true, StandardCharsets.UTF_8)).run());
    String said = "client-limited: CPU 97 % of 2 cores in 41 of 60 s; the step may have measured"
        + " the client, not the database";
    assertEquals(said, SweepManifest.read(dir).steps().get(0).reason());
    String out = printed.toString(StandardCharsets.UTF_8);
    assertTrue(out.contains("sweep: step 1/1 threads default, target 100: achieved 0 ops/s, p99 "),
        out);
    assertTrue(out.contains("; " + said + "; ETA"), out);
  }

  @Test
  void aCompletedStepWithFailedOperationsSaysHowManyAndWhere() {
    Point clean = new Point(100, 1000, 0, 1L, 1L, 1L, null, null, null);
    Point half = new Point(100, 1000, 500, 1L, 1L, 1L, null, null, null);
    Point all = new Point(100, 1000, 1000, null, null, null, null, null, null);
    Point sum = new Point(300, 3000, 1500, 1L, 1L, 1L, null, null, null);
    StepResult r = new StepResult("s", 1, 0, 1, 1, 3, "completed", "", sum, Map.of(),
        Map.of("node1", clean, "node2", all, "node3", half));
    assertEquals("1500 of 3000 operations failed (node2 100 %, node3 50 %)",
        SweepRunner.failedOperations(r));
    assertEquals("", SweepRunner.failedOperations(new StepResult("s", 1, 0, 1, 1, 1, "completed",
        "", clean, Map.of(), Map.of("node1", clean))));
  }
}
