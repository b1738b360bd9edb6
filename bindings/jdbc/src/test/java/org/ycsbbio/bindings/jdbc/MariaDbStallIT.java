package org.ycsbbio.bindings.jdbc;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.VerdictRuns;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The verdict's tail and stall rules on three real MariaDB shards: a shard SIGSTOPped for 100 ms
 * of every 2 s (5 % of the time, the cluster script's duty cycler) keeps its median but is named
 * alone; the same run with no stalls names none. Closed loop, 8 threads, 250,000 reads of
 * workload C (about 30 s, fifteen stalls), the verdict's time series at its default 200 ms. The
 * median rule's effect size is raised to 2 ({@code bio.verdict.ratio}): this test is about tails
 * and stalls, and on a machine at load 20 the shards' medians differ by up to 1.6x with no stall
 * at all (measured).
 * Needs the servers of {@code bin/test} ({@code -Djdbc.mariadb.urls},
 * {@code -Djdbc.mariadb.basedir}); repeats {@code -Djdbc.mariadb.repeat} times (default 1),
 * one line per run in {@code target/verdict-runs.txt}.
 *
 * <p>Tagged {@code stall}: not yet reliable on a 2-core machine shared with a CPU hog (the
 * stalled shard named in 1 of 6 runs; docs/verdict.md gives the numbers and why), so bin/test
 * leaves it out ({@code -DexcludedGroups=stall}); run it by hand with {@code -Dgroups=stall}.
 */
@Tag("stall")
class MariaDbStallIT {
  private static final String TABLE = "stall_c";
  private static final int STALL_DUTY = 5;
  private static final int STALL_PERIOD_MS = 2000;
  private static MariaDbCluster cluster;
  private static int repeat;
  @TempDir
  Path results;

  @BeforeAll
  static void loadOnce(@TempDir Path loadResults) throws Exception {
    cluster = MariaDbCluster.loaded("workloadc", TABLE, 2000, loadResults);
    repeat = Integer.getInteger("jdbc.mariadb.repeat", 1);
  }

  @AfterEach
  void everyNodeRunsAgain() throws Exception {
    cluster.unslow(2);
    cluster.requireUp();
  }

  private TrackingSession.Completed reads(String label) throws Exception {
    return EngineHarness.run(cluster.workload("workloadc", results.resolve(label), "table",
        TABLE, "recordcount", "2000", "operationcount", "250000", "threadcount", "8",
        "bio.interval", "1s", "bio.verdict.ratio", "2"), false, Duration.ofMinutes(3));
  }

  @Test
  void aShardStalledFivePercentOfTheTimeIsNamed() throws Exception {
    VerdictRuns.assertEachNamedAlone("stalled", repeat, cluster, 2, STALL_DUTY, STALL_PERIOD_MS,
        this::reads, cluster.nodes.get(1));
  }

  @Test
  void noShardIsNamedWithoutStalls() throws Exception {
    VerdictRuns.assertEachNoneNamed("no stalls", repeat, this::reads);
  }
}
