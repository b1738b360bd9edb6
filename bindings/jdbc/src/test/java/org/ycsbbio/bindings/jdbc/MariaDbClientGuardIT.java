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
import org.ycsbbio.core.testing.OtherLoad;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The client guard against the three real MariaDB shards: the client (this JVM) held to one CPU,
 * the shards to the others, 2 client threads reading (workload C) for 6 s, paced so that the
 * client needs 55 % of its CPU (its CPU per read measured after a warm-up; 40-55 us here).
 * Each thread then wants about a quarter of the CPU and more once behind: beside two CPU hogs on
 * the client's CPU, which a fair scheduler gives a quarter each, the run falls behind its target,
 * its threads wait for the CPU longer than they run, and it is judged client-limited in every
 * output. Without the hogs it is not, judged over the intervals in which other processes left
 * its CPU quiet ({@link GuardChecks#assertNotLimitedByItself}). About 25 s.
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

  @BeforeAll
  static void loadPinAndMeasure(@TempDir Path loadResults) throws Exception {
    cluster = MariaDbCluster.loaded("workloadc", TABLE, RECORDS, loadResults);
    List<Integer> cpus = CpuPin.allowed();
    client = CpuPin.thisJvmToOneCpu();
    List<Integer> others = new ArrayList<>(cpus);
    others.removeAll(client.cpus());
    servers = CpuPin.pin(cluster.serverPids(), others);
    reads("warm-up", "3", 5000);   // the JIT compiles the run's code
    double cpuPerRead = GuardChecks.cpuSecondsPerOperation(reads("measure", "3", 5000));
    target = Math.round(CLIENT_CPU_SHARE / cpuPerRead);
    System.out.printf("client CPU per read %.1f us: target %d reads/s%n", cpuPerRead * 1e6,
        target);
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
    try (OtherLoad others = OtherLoad.start(client.cpus().get(0))) {
      TrackingSession.Completed run = reads("quiet", "6", target);
      System.out.println("no hogs: " + Files.readString(run.config().resultsDir()
          .resolve("client-timeseries.csv")));
      System.out.println("no hogs: " + GuardChecks.assertNotLimitedByItself(run, others));
    }
  }
}
