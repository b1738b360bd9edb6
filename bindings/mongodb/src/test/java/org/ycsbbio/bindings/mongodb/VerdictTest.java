package org.ycsbbio.bindings.mongodb;

import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.VerdictRuns;
import org.ycsbbio.core.tracking.TrackingSession;
import static org.junit.jupiter.api.Assertions.assertEquals;


/**
 * The bottleneck verdict on three mongo-java-server instances over loopback, workload A paced
 * like YCSB's {@code -target}: the one behind a {@link DelayProxy} (every request held 2 ms) is
 * named, and none is named when none is slowed. Nodes are the {@code host:port} the driver
 * reports (the proxy's port for the slowed one). An unjudged run on three other servers warms
 * the JVM first (see {@link #warmUp}). Each test repeats
 * {@code -Dmongodb.verdict.repeat} times (default 1) and appends one line per run to
 * {@code target/verdict-runs.txt}.
 */
class VerdictTest {
  private static final int SLOWED = 1;
  private static final long DELAY_MICROS = 2_000;
  @TempDir
  Path results;

  private static int repeat() {
    return Integer.getInteger("mongodb.verdict.repeat", 1);
  }

  /**
   * Runs the workload once on three servers nobody slows, before the judged runs: this JVM runs
   * the client and the servers, and its first workload A run compiles their read and update
   * paths while it runs. Cold, the run without a slowed server once named one by the tail rule
   * (17 of 449 reads slower than the peers' p99.05 of 1.6 ms against 10 of 1,062; medians
   * 650-800 us against 420-540 us in the warm run after it).
   */
  @BeforeAll
  static void warmUp(@TempDir Path dir) throws Exception {
    try (TestServers servers = new TestServers(3, -1, 0)) {
      loadAndRun(servers, dir, "warm-up");
    }
  }

  /** Loads 1500 records, then runs workload A: 3000 operations at 500/s over 4 threads. */
  private static TrackingSession.Completed loadAndRun(TestServers servers, Path dir,
      String label) throws Exception {
    Workloads.run(Workloads.of("workloada", dir.resolve(label + "-load"), servers.url(),
        "recordcount", "1500", "threadcount", "4", "mongodb.batchsize", "50"), true);
    Properties p = Workloads.of("workloada", dir.resolve(label), servers.url(),
        "recordcount", "1500", "operationcount", "3000", "threadcount", "4", "target", "500",
        "bio.interval", "200ms");
    return Workloads.run(p, false);
  }

  @Test
  void theSlowedServerAndOnlyItIsNamed() throws Exception {
    for (int r = 1; r <= repeat(); r++) {
      try (TestServers servers = new TestServers(3, SLOWED, DELAY_MICROS)) {
        TrackingSession.Completed run = loadAndRun(servers, results, "slow" + r);
        VerdictRuns.assertNamedAlone("slowed " + r + "/" + repeat(), run,
            servers.addresses.get(SLOWED));
      }
    }
  }

  @Test
  void noServerIsNamedWhenNoneIsSlowed() throws Exception {
    for (int r = 1; r <= repeat(); r++) {
      try (TestServers servers = new TestServers(3, -1, 0)) {
        TrackingSession.Completed run = loadAndRun(servers, results, "even" + r);
        VerdictRuns.assertNoneNamed("none slowed " + r + "/" + repeat(), run);
        assertEquals(3, run.summary().nodes().size());
      }
    }
  }
}
