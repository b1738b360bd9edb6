package org.ycsbbio.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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
    return new SweepRunner(o, failing, SweepPlan.fresh(o, all),
        new PrintStream(printed, true, StandardCharsets.UTF_8)).run();
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
    assertEquals(0, new SweepRunner(o, limited, SweepPlan.fresh(o, all),
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
