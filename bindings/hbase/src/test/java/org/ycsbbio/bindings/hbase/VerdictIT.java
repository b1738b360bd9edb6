package org.ycsbbio.bindings.hbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.apache.hadoop.hbase.client.Connection;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.VerdictRuns;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The bottleneck verdict on the real 3-region-server cluster, table pre-split into 3 regions (one
 * per server): a duty-cycled region server is named, none is named when all are equal, and a
 * region server killed mid-run is named for its errors, which count against it alone, and the
 * run ends with its results. Workload A is paced like YCSB's {@code -target}, so arrivals meet
 * the duty cycle at random moments (75 % of every 20 ms, as the jdbc and cassandra verdict
 * tests). The kill runs last of all HBase tests: it leaves a server down. Each run appends a line
 * to {@code target/verdict-runs.txt}.
 */
@Order(4)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class VerdictIT {
  private static final String TABLE = "verdict_a";
  private static final String RECORDS = "2000";
  private static LocalHBase hbase;
  @TempDir
  Path results;

  @BeforeAll
  static void loadOnce(@TempDir Path loadResults) throws Exception {
    hbase = LocalHBase.fromSystemProperties();
    hbase.requireUp();
    TrackingSession.Completed load = EngineHarness.run(hbase.workload("workloada", loadResults,
        "table", TABLE, "recordcount", RECORDS, "threadcount", "4", "hbase.regions", "3"), true,
        Duration.ofMinutes(3));
    assertEquals(2000, RunCounts.total(load));
    for (String server : hbase.servers) {
      assertTrue(RunCounts.ops(load, server) > 500, server + " served "
          + RunCounts.ops(load, server) + " of 2000 inserts: regions are balanced");
    }
  }

  @AfterEach
  void unslow() throws Exception {
    hbase.unslow(2);
  }

  /** Workload A on the loaded table, paced as {@link VerdictRuns#paced} says. */
  private Properties paced(String label, String... kv) throws IOException {
    return VerdictRuns.paced(hbase.workload("workloada", results.resolve(label), "table", TABLE,
        "recordcount", RECORDS), kv);
  }

  @Test
  @Order(1)
  void theSlowedServerAndOnlyItIsNamed() throws Exception {
    TrackingSession.Completed run = hbase.whileSlowed(2, 75, 20,
        () -> EngineHarness.run(paced("slow"), false, Duration.ofMinutes(3)));
    VerdictRuns.assertNamedAlone("hbase slowed", run, hbase.servers.get(1));
  }

  @Test
  @Order(2)
  void noServerIsNamedWhenNoneIsSlowed() throws Exception {
    TrackingSession.Completed run = EngineHarness.run(paced("even"), false,
        Duration.ofMinutes(3));
    VerdictRuns.assertNoneNamed("hbase none slowed", run);
    for (String server : hbase.servers) {
      assertTrue(RunCounts.ops(run, server) > 400, server + ": " + RunCounts.ops(run,
          server));
    }
  }

  @Test
  @Order(3)
  void aServerKilledMidRunIsNamedForItsErrorsWhichCountOnlyAgainstIt() throws Exception {
    int index;
    try (Connection c = hbase.connect()) {
      index = hbase.serverWithoutMeta(c);
    }
    String killed = hbase.servers.get(index - 1);
    TrackingSession.Completed run = VerdictRuns.killMidRun(
        paced("kill", "operationcount", "3000"), killed, () -> hbase.kill(index));
    VerdictRuns.assertKilledNamedAlone(run, 3000, killed, hbase.servers, HBaseClient.NO_SERVER);
  }
}
