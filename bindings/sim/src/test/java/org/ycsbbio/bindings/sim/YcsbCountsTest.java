package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.testing.YcsbOutput;
import org.ycsbbio.core.tracking.NodeTrackingMeasurements;
import org.ycsbbio.core.tracking.TrackingSession;
import site.ycsb.measurements.Measurements;

/**
 * YCSB's own numbers under per-node tracking, which collects them from the per-node histograms:
 * status lines asked for while the client threads run (and the sampler takes its intervals)
 * count every operation exactly once, and the final lines count what the nodes counted.
 */
class YcsbCountsTest {
  private static final Pattern COUNT =
      Pattern.compile("\\[(Intended-)?(READ|UPDATE): Count=(\\d+),");

  @TempDir
  Path results;

  /** With {@code both} (what {@code -target} sets), the intended-start latencies too. */
  @ParameterizedTest
  @ValueSource(strings = {"op", "both"})
  void statusLinesTakenDuringTheRunAddUpToTheFinalCounts(String interval) throws Exception {
    boolean intended = interval.equals("both");
    Properties p = TestProperties.workload("workloada")
        .binding(SimClient.class, "sim", results.resolve("run"))
        .set("recordcount", "1000", "operationcount", "12000", "threadcount", "4",
            "sim.nodes", "3", "sim.latency", "200us", "bio.interval", "100ms",
            "measurement.interval", interval, "target", intended ? "30000" : "0").build();
    NodeTrackingMeasurements.install(p);   // no earlier run's measurements in the status lines
    long[] inStatusLines = new long[Operation.COUNT * 2];   // actual start, then intended
    int statusLines = 0;
    ExecutorService runner = Executors.newSingleThreadExecutor();
    try {
      Future<TrackingSession.Completed> run = runner.submit(
          () -> EngineHarness.run(p, false, Duration.ofMinutes(2)));
      while (!run.isDone() && statusLines < 200_000) {
        add(Measurements.getMeasurements().getSummary(), inStatusLines);
        statusLines++;
      }
      TrackingSession.Completed ran = run.get(2, TimeUnit.MINUTES);
      add(Measurements.getMeasurements().getSummary(), inStatusLines);   // YCSB's last line

      YcsbOutput ycsb = YcsbOutput.current();
      assertEquals(12_000, RunCounts.total(ran));
      for (Operation op : new Operation[] {Operation.READ, Operation.UPDATE}) {
        long nodes = RunCounts.ops(ran, op);
        assertTrue(nodes > 4_000, op + ": " + nodes);
        assertEquals(nodes, inStatusLines[op.ordinal()],
            op + " in " + statusLines + " status lines");
        assertEquals(nodes, ycsb.count(op.name(), "Operations"), op + " in YCSB's final lines");
        long fromIntended = intended ? nodes : 0;
        assertEquals(fromIntended, inStatusLines[Operation.COUNT + op.ordinal()],
            "Intended-" + op + " in status lines");
        assertEquals(fromIntended, ycsb.count("Intended-" + op.name(), "Operations"),
            "Intended-" + op + " in YCSB's final lines");
      }
    } finally {
      runner.shutdownNow();
    }
  }

  private static void add(String summary, long[] counts) {
    Matcher m = COUNT.matcher(summary);
    while (m.find()) {
      int index = Operation.valueOf(m.group(2)).ordinal()
          + (m.group(1) == null ? 0 : Operation.COUNT);
      counts[index] += Long.parseLong(m.group(3));
    }
  }
}
