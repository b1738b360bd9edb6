package org.ycsbbio.core.testing;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.tracking.TrackingSession;
import org.ycsbbio.core.verdict.Finding;

/** Helpers shared by the bindings' verdict tests against slowed, even and killed nodes. */
public final class VerdictRuns {
  private static final double SLOWER = 1.5;
  private static final int SLOWER_INTERVALS = 10;

  private VerdictRuns() {
  }

  /**
   * The verdict tests' run on real clusters: {@code base} (workload A of a binding) paced to
   * 2000 operations at 300/s over 4 threads with 200 ms intervals (about 7 s), then {@code kv}.
   */
  public static Properties paced(Properties base, String... kv) {
    return TestProperties.copyOf(base).set("operationcount", "2000", "threadcount", "4",
        "target", "300", "bio.interval", "200ms").set(kv).build();
  }

  /**
   * Appends one line per run — who was named, READ/UPDATE/SCAN medians, operations and errors
   * per node (of the types the run had), the findings — to stdout and
   * {@code target/verdict-runs.txt}, the stability log.
   */
  public static void log(String what, TrackingSession.Completed run) throws IOException {
    StringBuilder line = new StringBuilder(what).append(": named ")
        .append(run.verdict().bottlenecks());
    for (Operation op : List.of(Operation.READ, Operation.UPDATE, Operation.SCAN)) {
      if (run.summary().stats().stream().noneMatch(s -> s.op() == op)) {
        continue;
      }
      line.append(" | ").append(op).append(" p50");
      for (NodeOpStats s : run.summary().stats()) {
        if (s.op() == op) {
          line.append(String.format(Locale.ROOT, " %s=%dus(n %d, err %d)", s.node(),
              s.ok().getValueAtPercentile(50), s.totalCount(), s.errorCount()));
        }
      }
    }
    for (Finding f : run.verdict().findings()) {
      line.append(" | ").append(f.node()).append(' ').append(f.describe());
    }
    System.out.println(line);
    Path log = Path.of("target", "verdict-runs.txt");
    Files.createDirectories(log.getParent());
    Files.writeString(log, line + System.lineSeparator(), StandardOpenOption.CREATE,
        StandardOpenOption.APPEND);
  }

  /**
   * Logs run {@code what} and asserts that its verdict names {@code slowed} and no other node, and
   * that no operation failed.
   */
  public static void assertNamedAlone(String what, TrackingSession.Completed run, String slowed)
      throws IOException {
    log(what, run);
    assertEquals(List.of(slowed), run.verdict().bottlenecks(), run.verdict().describe());
    assertEquals(0, RunCounts.errors(run), "failed operations");
  }

  /** One run of a phase, its results under {@code label}. */
  @FunctionalInterface
  public interface Phase {
    TrackingSession.Completed run(String label) throws Exception;
  }

  /**
   * Runs {@code phase} {@code repeat} times, each while node {@code node} of {@code cluster} is
   * SIGSTOPped {@code duty} % of every {@code periodMs} ms, and asserts that each names
   * {@code slowed} alone ({@link #assertNamedAlone}); labels {@code what1}, {@code what2}, ….
   */
  public static void assertEachNamedAlone(String what, int repeat, Slowable cluster,
      int node, int duty, int periodMs, Phase phase, String slowed) throws Exception {
    for (int r = 1; r <= repeat; r++) {
      String label = what + r;
      TrackingSession.Completed run = cluster.whileSlowed(node, duty, periodMs,
          () -> phase.run(label));
      assertNamedAlone(what + " " + r + "/" + repeat, run, slowed);
    }
  }

  /** Runs {@code phase} {@code repeat} times and asserts that none names a node. */
  public static void assertEachNoneNamed(String what, int repeat, Phase phase) throws Exception {
    assertEach(what, repeat, phase, VerdictRuns::assertNoneNamed);
  }

  /** An assertion about one logged run. */
  @FunctionalInterface
  private interface RunCheck {
    void check(String what, TrackingSession.Completed run) throws IOException;
  }

  /** Runs {@code phase} {@code repeat} times, labels {@code what1}, …, and checks each run. */
  private static void assertEach(String what, int repeat, Phase phase, RunCheck check)
      throws Exception {
    for (int r = 1; r <= repeat; r++) {
      check.check(what + " " + r + "/" + repeat, phase.run(what + r));
    }
  }

  /**
   * Runs {@code phase} {@code repeat} times on nodes that are not stalled and asserts of each
   * run ({@link #assertNoStallNamed}) that no node is named for stalls or errors and that a node
   * named for its median or tail really was slower.
   */
  public static void assertEachNoStallNamed(String what, int repeat, Phase phase)
      throws Exception {
    assertEach(what, repeat, phase, VerdictRuns::assertNoStallNamed);
  }

  /**
   * Logs run {@code what} and asserts that its verdict names no node for stalls or errors, and
   * that each node it names for its median or tail was slower by the run's time series: its
   * median at least {@value #SLOWER} times every peer's in {@value #SLOWER_INTERVALS} intervals
   * or more. The stall tests judge the stall rule; a real server sharing 2 cores with its peers
   * is now and then slower than they for tens of seconds (seen: a Cassandra node at twice its
   * peers' median for 37 of 60 s), which the median and tail rules rightly report.
   */
  public static void assertNoStallNamed(String what, TrackingSession.Completed run)
      throws IOException {
    log(what, run);
    Path series = run.config().resultsDir().resolve("per-node-timeseries.csv");
    for (Finding f : run.verdict().findings()) {
      assertTrue(f.kind().equals("latency") || f.kind().equals("tail"),
          run.verdict().describe());
      long slower = TimeSeriesChecks.intervalsSlower(series, f.node(), f.op(), SLOWER);
      assertTrue(slower >= SLOWER_INTERVALS, f.node() + " named without stalls, but slower than "
          + "every peer (x" + SLOWER + " median) in only " + slower + " intervals: "
          + run.verdict().describe());
    }
  }

  /** Logs run {@code what} and asserts that its verdict names no node. */
  public static void assertNoneNamed(String what, TrackingSession.Completed run)
      throws IOException {
    log(what, run);
    assertEquals(List.of(), run.verdict().bottlenecks(), run.verdict().describe());
  }

  /** Successful operations of {@code node} in a run's time series so far (0 before it exists). */
  public static long okOps(Path series, String node) throws IOException {
    if (!Files.exists(series)) {
      return 0;
    }
    long ok = 0;
    for (String line : Files.readAllLines(series)) {
      String[] f = line.split(",");
      if (f.length > 5 && f[2].equals(node)) {
        ok += Long.parseLong(f[4]);
      }
    }
    return ok;
  }

  /** Kills a node of a running cluster (a {@code deploy/local} script's {@code kill}). */
  @FunctionalInterface
  public interface Kill {
    /** Kills the node; throws when the script fails. */
    void run() throws Exception;
  }

  /**
   * Runs transaction phase {@code p} (results in {@code bio.results}) and calls {@code kill}
   * once {@code killed} has served 200 operations (by the time series, within 60 s); returns the
   * finished run (within 3 minutes), logged as "killed".
   */
  public static TrackingSession.Completed killMidRun(Properties p, String killed, Kill kill)
      throws Exception {
    CompletableFuture<TrackingSession.Completed> running = CompletableFuture.supplyAsync(() -> {
      try {
        return EngineHarness.run(p, false, Duration.ofMinutes(3));
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
    Path series = Path.of(p.getProperty("bio.results")).resolve("per-node-timeseries.csv");
    await().alias("200 operations served by " + killed).atMost(Duration.ofSeconds(60))
        .pollInterval(Duration.ofMillis(100))
        .until(() -> running.isDone() || okOps(series, killed) >= 200);
    assertTrue(!running.isDone(), "the run ended before the kill");
    kill.run();
    TrackingSession.Completed run = running.get(3, TimeUnit.MINUTES);
    log("killed", run);
    return run;
  }

  /**
   * The run of {@link #killMidRun} went on to its {@code operations}; {@code killed} has errors
   * and is named for them, no other of {@code nodes} has an error or is named for errors, no
   * operation is counted against {@code unnamed} (the binding's node for failures it cannot
   * place). Survivors may really get slower while the cluster reacts (seen: x1.6 on a Cassandra
   * peer, x3 on the HBase server that took over the regions), so slowness findings are allowed.
   * Throughput counts what was served: in the intervals in which {@code killed} failed every
   * operation it shows 0 ops/s, and every file's ops/s counts successful operations
   * ({@link TimeSeriesChecks#assertServedThroughput}).
   */
  public static void assertKilledNamedAlone(TrackingSession.Completed run, long operations,
      String killed, List<String> nodes, String unnamed) throws IOException {
    assertEquals(operations, RunCounts.total(run), "the run went on to the end");
    for (String node : nodes) {
      long errors = RunCounts.errors(run, node);
      assertTrue(node.equals(killed) ? errors > 0 : errors == 0, node + ": " + errors);
    }
    assertEquals(0, RunCounts.ops(run, unnamed), "every failure names a node");
    assertTrue(RunCounts.ops(run, killed) - RunCounts.errors(run, killed) >= 200,
        "operations before the kill succeeded");
    assertTrue(run.verdict().findings().stream().anyMatch(
        f -> f.node().equals(killed) && f.kind().equals("errors")), run.verdict().describe());
    assertTrue(run.verdict().findings().stream().noneMatch(
        f -> !f.node().equals(killed) && f.kind().equals("errors")), run.verdict().describe());
    TimeSeriesChecks.assertServedThroughput(run.config().resultsDir());
    TimeSeriesChecks.assertFailingIntervalsServedNothing(run.config().resultsDir(), killed);
  }
}
