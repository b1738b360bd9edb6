package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.VerdictRuns;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The verdict's tail rule on three real MariaDB shards: a shard SIGSTOPped for 100 ms of every
 * 2 s (5 % of the time, the cluster script's duty cycler) keeps its median, but its share of
 * operations beyond the peers' p99.9 is several times theirs, and it is named; the same run with
 * no stalls names none. Closed loop, 8 threads, 60,000 reads of workload C (about 10 s, five stalls).
 * Needs the servers of {@code bin/test} ({@code -Djdbc.mariadb.urls},
 * {@code -Djdbc.mariadb.basedir}); repeats {@code -Djdbc.mariadb.repeat} times (default 1),
 * one line per run in {@code target/verdict-runs.txt}.
 */
class MariaDbStallIT {
  private static final String TABLE = "stall_c";
  private static final String RECORDS = "2000";
  private static final int STALL_DUTY = 5;
  private static final int STALL_PERIOD_MS = 2000;
  private static MariaDbCluster cluster;
  private static int repeat;
  @TempDir
  Path results;

  @BeforeAll
  static void loadOnce(@TempDir Path loadResults) throws Exception {
    cluster = MariaDbCluster.fromSystemProperties();
    cluster.requireUp();
    repeat = Integer.getInteger("jdbc.mariadb.repeat", 1);
    cluster.drop(TABLE);
    Properties load = Workloads.of("workloadc", loadResults, "db.user", "ycsb", "db.passwd",
        cluster.password, "table", TABLE, "recordcount", RECORDS, "threadcount", "4",
        "db.batchsize", "50");
    load.setProperty("db.url", cluster.dbUrl());
    assertEquals(2000, RunCounts.total(EngineHarness.run(load, true, Duration.ofMinutes(3))));
  }

  @AfterEach
  void everyNodeRunsAgain() throws Exception {
    cluster.unslow(2);
    cluster.requireUp();
  }

  private Properties reads(String label) throws Exception {
    Properties p = Workloads.of("workloadc", results.resolve(label), "db.user", "ycsb",
        "db.passwd", cluster.password, "table", TABLE, "recordcount", RECORDS,
        "operationcount", "60000", "threadcount", "8", "bio.interval", "500ms");
    p.setProperty("db.url", cluster.dbUrl());
    return p;
  }

  @Test
  void aShardStalledFivePercentOfTheTimeIsNamed() throws Exception {
    String stalled = cluster.nodes.get(1);
    for (int r = 1; r <= repeat; r++) {
      String label = "stall" + r;
      TrackingSession.Completed run = cluster.whileSlowed(2, STALL_DUTY, STALL_PERIOD_MS,
          () -> EngineHarness.run(reads(label), false, Duration.ofMinutes(3)));
      VerdictRuns.assertNamedAlone("stalled " + r + "/" + repeat, run, stalled);
    }
  }

  @Test
  void noShardIsNamedWithoutStalls() throws Exception {
    for (int r = 1; r <= repeat; r++) {
      TrackingSession.Completed run = EngineHarness.run(reads("even" + r), false,
          Duration.ofMinutes(3));
      VerdictRuns.assertNoneNamed("no stalls " + r + "/" + repeat, run);
    }
  }
}
