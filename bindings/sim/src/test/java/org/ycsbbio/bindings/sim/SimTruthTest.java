package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.export.PerNodeTable;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.TimeSeriesChecks;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * Per-node tracking and the verdict against the known truth of the simulated cluster, on YCSB's
 * real engine (ClientThread, DBWrapper, CoreWorkload).
 */
class SimTruthTest {
  @TempDir
  Path results;

  private Properties readPhase(int seed, String... extra) {
    Properties p = new Properties();
    p.setProperty("workload", "site.ycsb.workloads.CoreWorkload");
    p.setProperty("bio.binding.class", SimClient.class.getName());
    p.setProperty("bio.binding.name", "sim");
    p.setProperty("bio.results", results.resolve("run-" + seed + "-" + extra.length).toString());
    p.setProperty("recordcount", "10000");
    p.setProperty("operationcount", "2000");
    p.setProperty("readproportion", "1");
    p.setProperty("updateproportion", "0");
    p.setProperty("requestdistribution", "uniform");
    p.setProperty("threadcount", "4");
    p.setProperty("sim.nodes", "5");
    p.setProperty("sim.latency", "200us");
    p.setProperty("sim.jitter", "0.3");
    p.setProperty("sim.seed", Integer.toString(seed));
    for (int i = 0; i < extra.length; i += 2) {
      p.setProperty(extra[i], extra[i + 1]);
    }
    return p;
  }

  @Test
  void verdictNamesExactlyTheTenTimesSlowerNodeInTwentySeededRuns() throws Exception {
    assertVerdictInEnoughSeededRuns(List.of("node3"),
        seed -> readPhase(seed, "sim.node.3.latency", "2ms"), run -> assertEquals(2000,
            run.summary().stats().stream().mapToLong(NodeOpStats::totalCount).sum()));
  }

  @Test
  void verdictNamesNoNodeWhenAllAreEqualInTwentySeededRuns() throws Exception {
    assertVerdictInEnoughSeededRuns(List.of(), seed -> readPhase(seed),
        run -> assertEquals(5, run.summary().nodes().size()));
  }

  /**
   * Runs {@code phase} for each of {@link SeededVerdicts#RUNS} seeds, checks each run with
   * {@code eachRun}, and asks the verdict to name exactly {@code expected} in at least
   * {@link SeededVerdicts#RIGHT_AT_LEAST} of them.
   */
  private void assertVerdictInEnoughSeededRuns(List<String> expected,
      IntFunction<Properties> phase, Consumer<TrackingSession.Completed> eachRun)
      throws Exception {
    List<String> wrong = new ArrayList<>();
    for (int seed = 1; seed <= SeededVerdicts.RUNS; seed++) {
      TrackingSession.Completed run = EngineHarness.run(phase.apply(seed), false,
          Duration.ofMinutes(2));
      if (!run.verdict().bottlenecks().equals(expected)) {
        wrong.add("seed " + seed + ":\n" + run.verdict().describe());
      }
      eachRun.accept(run);
    }
    assertTrue(wrong.size() <= SeededVerdicts.RUNS - SeededVerdicts.RIGHT_AT_LEAST,
        String.join("\n", wrong));
  }

  @Test
  void perNodePercentilesMatchTheConfiguredLatencies() throws Exception {
    // Service times are uniform on [L/2, 3L/2] (p50 = L, p99 = 1.49 L, never above 1.5 L). What
    // the tracker measures is M = S + D: the drawn service time S plus D >= 0, the time the
    // machine adds by waking a parked thread late or descheduling it (on a loaded 2-core machine
    // D reaches milliseconds, and it is the machine's doing, not the tracker's). So:
    //  - lower bounds are strict physics: M >= S, and with ~1200 operations per node the sample
    //    p50 is above 0.95 L (P(S < 0.95 L) = 0.45, 3.5 sigma from 0.5) and the sample p99 above
    //    1.4155 L (P(S < 1.4155 L) = 0.92);
    //  - upper bounds add D as a probe thread measured it during the same run, waiting the way
    //    the sim waits: P(M > 1.1 L + d95) <= P(S > 1.1 L) + P(D > d95) = 0.45 (3.5 sigma below
    //    0.5), and P(M > 1.5 L + d999) <= P(D > d999) = 0.001, far below the 0.01 of a p99.
    // Tens of milliseconds keep D small beside L; many threads (parked, not spinning) keep the
    // test short.
    Properties p = readPhase(7, "sim.nodes", "3", "sim.jitter", "0.5", "sim.latency", "40ms",
        "sim.node.2.latency", "60ms", "sim.node.3.latency", "80ms", "operationcount", "3600",
        "threadcount", "24");
    WakeUpProbe probe = new WakeUpProbe();
    probe.start();
    TrackingSession.Completed run;
    try {
      run = EngineHarness.run(p, false, Duration.ofMinutes(3));
    } finally {
      probe.stop();
    }
    Histogram late = probe.lateness();
    assertTrue(late.getTotalCount() > 100, "probe samples: " + late.getTotalCount());
    long d95 = late.getValueAtPercentile(95);
    long d999 = late.getValueAtPercentile(99.9);
    long[] configured = {40_000, 60_000, 80_000};
    for (NodeOpStats s : run.summary().stats()) {
      assertEquals(Operation.READ, s.op());
      int k = Integer.parseInt(s.node().substring("node".length()));
      Histogram h = s.ok();
      double l = configured[k - 1];
      String why = s.node() + " (machine lateness d95 " + d95 + " us, d99.9 " + d999 + " us)";
      long p50 = h.getValueAtPercentile(50);
      long p99 = h.getValueAtPercentile(99);
      assertTrue(p50 >= 0.95 * l && p50 <= 1.10 * l + d95, why + " p50 " + p50);
      assertTrue(p99 >= 0.95 * 1.49 * l && p99 <= 1.5 * l + d999, why + " p99 " + p99);
      assertTrue(s.okCount() > 900, s.node() + " has " + s.okCount() + " operations");
    }
  }

  @Test
  void withATargetRateIntendedStartLatencyShowsTheQueueingThatActualLatencyHides()
      throws Exception {
    // one thread, 2 ms per operation = 500 ops/s at most, asked for 1000 ops/s: each operation
    // starts later than intended, so intended-start latency keeps growing while the service
    // time stays 2 ms (coordinated omission)
    Properties p = readPhase(11, "sim.nodes", "2", "sim.jitter", "0", "sim.latency", "2ms",
        "threadcount", "1", "operationcount", "400", "target", "1000",
        "measurement.interval", "both");
    TrackingSession.Completed run = EngineHarness.run(p, false, Duration.ofMinutes(1));
    for (NodeOpStats s : run.summary().stats()) {
      assertTrue(s.intendedOk() != null, s.node());
      assertEquals(s.okCount(), s.intendedOk().getTotalCount(), s.node());
      long actual = s.ok().getValueAtPercentile(50);
      long intended = s.intendedOk().getValueAtPercentile(50);
      assertTrue(actual < 2500, s.node() + " actual p50 " + actual);
      assertTrue(intended > 50_000, s.node() + " intended p50 " + intended + " (queueing)");
    }
    assertTrue(Files.readString(run.config().resultsDir().resolve("hdr")
        .resolve(org.ycsbbio.core.export.HistogramLogSink.fileName("READ", "node1")))
        .contains("Tag=INTENDED"));
  }

  @Test
  void errorsAreCountedAgainstTheFailingNode() throws Exception {
    TrackingSession.Completed run = EngineHarness.run(
        readPhase(3, "sim.node.4.errors", "0.5"), false, Duration.ofMinutes(2));
    for (NodeOpStats s : run.summary().stats()) {
      if (s.node().equals("node4")) {
        assertTrue(s.errorCount() > 100 && s.okCount() > 100, s.errorCount() + " errors");
      } else {
        assertEquals(0, s.errorCount(), s.node());
      }
    }
    assertEquals(List.of("node4"), run.verdict().bottlenecks(), run.verdict().describe());
  }

  /**
   * A node failing every operation ({@code sim.node.2.errors=1}) served nothing: 0 ops/s in the
   * per-node table, per-node.csv, every interval of per-node-timeseries.csv and run.json, its
   * failures per second beside it, and it is named for its errors. (EngineHarness checks every
   * run's files for ops/s that count successful operations.)
   */
  @Test
  void aNodeFailingEveryOperationShowsZeroOpsPerSecondEverywhere() throws Exception {
    TrackingSession.Completed run = EngineHarness.run(
        readPhase(5, "sim.nodes", "3", "sim.node.2.errors", "1"), false, Duration.ofMinutes(2));
    Path dir = run.config().resultsDir();
    TimeSeriesChecks.assertFailingIntervalsServedNothing(dir, "node2");
    for (Map<String, String> row : TimeSeriesChecks.rows(dir.resolve(
        "per-node-timeseries.csv"))) {
      if (row.get("node").equals("node2")) {
        assertEquals("0", row.get("count"), row.toString());
        assertEquals("0.000", row.get("ops_per_sec"), row.toString());
      }
    }
    String perNode = Files.readString(dir.resolve("per-node.csv"));
    assertTrue(perNode.lines().anyMatch(l -> l.matches("node2,READ,0,[1-9][0-9]*,0\\.000,[1-9].*")),
        perNode);
    assertTrue(Files.readString(dir.resolve("run.json")).matches(
        "(?s).*\"node\": \"node2\", \"op\": \"READ\", \"count\": 0, \"errors\": [1-9][0-9]*, "
            + "\"ops_per_sec\": 0\\.000, \"errors_per_sec\": [1-9].*"), "run.json");
    StringBuilder table = new StringBuilder();
    PerNodeTable.write(run.summary(), Set.of(), table);
    assertTrue(table.toString().lines()
        .anyMatch(l -> l.matches(" +node2 +READ +0 +[1-9][0-9]* +0\\.0 +[1-9].*")),
        table.toString());
    assertEquals(List.of("node2"), run.verdict().bottlenecks(), run.verdict().describe());
  }
}
