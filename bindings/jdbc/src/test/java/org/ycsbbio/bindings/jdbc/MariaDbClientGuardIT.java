package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.CpuHogs;
import org.ycsbbio.core.testing.CpuPin;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.GuardChecks;
import org.ycsbbio.core.testing.Precedence;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The client guard against the three real MariaDB shards: the client (this JVM) held to one CPU,
 * the shards to the others, 2 client threads reading (workload C) for 6 s, paced to 55 % of the
 * client's CPU from its CPU per read measured after a warm-up (45-75 us here; the shards may hold
 * the run below that pace, which is not the client's doing). Beside two CPU hogs on the client's
 * CPU it is judged client-limited in every output: a thread waking with a response waits for a
 * hog's time slice (Linux's EEVDF scheduler, 6.6 and later; under the older CFS a waking thread
 * preempts a hog at once, and the run is starved only as far as its threads want more than their
 * fair share of the CPU). Without the hogs it is not (alone on its CPU, the test's JVM at a
 * real-time priority, measured by hand: 0.2-0.5 times as long waiting as running); here it runs
 * ahead of every other program on its CPU ({@link Precedence}: the real-time class), as on a quiet
 * machine, so that other builds on a shared machine cannot make it a test of theirs. About 25 s.
 */
class MariaDbClientGuardIT {
  private static final String TABLE = "guard_c";
  private static final int RECORDS = 2000;
  private static final double CLIENT_CPU_SHARE = 0.55;
  private static final int HOG_BOUND_SECONDS = 60;
  private static MariaDbCluster cluster;
  private static CpuPin client;
  private static CpuPin servers;
  private static long target;
  @TempDir
  static Path results;

  /**
   * Loads the table, lets the JIT compile the run's code on every CPU, measures the client's CPU per read,
   * then holds this JVM to its CPU and the shards to the others.
   */
  @BeforeAll
  static void loadMeasureAndPin(@TempDir Path loadResults) throws Exception {
    cluster = MariaDbCluster.loaded("workloadc", TABLE, RECORDS, loadResults);
    List<Integer> cpus = CpuPin.allowed();
    reads("warm-up", "3", 5000);
    double cpuPerRead = GuardChecks.cpuSecondsPerOperation(reads("measure", "3", 5000));
    target = Math.round(CLIENT_CPU_SHARE / cpuPerRead);
    System.out.printf("client CPU per read %.1f us: target %d reads/s%n", cpuPerRead * 1e6,
        target);
    client = CpuPin.thisJvmToOneCpu();
    List<Integer> rest = new ArrayList<>(cpus);
    rest.removeAll(client.cpus());
    servers = CpuPin.pin(cluster.serverPids(), rest);
  }

  @AfterAll
  static void unpin() throws Exception {
    if (servers != null) {
      servers.close();
    }
    if (client != null) {
      client.close();
    }
  }

  private static TrackingSession.Completed reads(String label, String seconds, long opsPerSecond)
      throws Exception {
    return EngineHarness.run(cluster.workload("workloadc", results.resolve(label), "table", TABLE,
        "recordcount", Integer.toString(RECORDS), "operationcount", "100000000",
        "maxexecutiontime", seconds, "threadcount", "2", "target", Long.toString(opsPerSecond),
        "measurement.interval", "both", "bio.interval", "1s"), false, Duration.ofMinutes(2));
  }

  @Test
  void twoCpuHogsMakeTheClientTheLimit() throws Exception {
    TrackingSession.Completed run;
    try (CpuHogs hogs = CpuHogs.start(2, client.cpus().get(0), HOG_BOUND_SECONDS)) {
      run = reads("hogs", "6", target);
      assertTrue(hogs.allRunning(), "a hog ended before the run did");
    }
    System.out.println("hogs: " + run.client().line());
    GuardChecks.assertLimited(run);
  }

  @Test
  void withoutHogsTheClientIsNotTheLimit() throws Exception {
    TrackingSession.Completed run;
    try (Precedence first = Precedence.ofThisJvm()) {
      run = reads("quiet", "6", target);
    }
    System.out.println("no hogs: " + Files.readString(run.config().resultsDir()
        .resolve("client-timeseries.csv")));
    System.out.println("no hogs: " + GuardChecks.assertNotLimited(run));
  }
}
