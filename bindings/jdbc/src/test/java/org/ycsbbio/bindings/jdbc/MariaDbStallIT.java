package org.ycsbbio.bindings.jdbc;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.VerdictRuns;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The verdict's stall rule on three real MariaDB shards: a shard SIGSTOPped for 100 ms of every
 * 2 s (5 % of the time, the cluster script's duty cycler) keeps its median but is named alone;
 * the same run with no stalls names none for stalls, and a shard named for its median or tail
 * there must have been slower by the time series ({@link VerdictRuns#assertNoStallNamed}).
 * 8 threads, reads of workload C for 60 s ({@code maxexecutiontime}: thirty stalls whatever the
 * machine's load), the verdict's time series at its default 200 ms, paced to 4,000 reads/s:
 * unpaced, the test fills both cores itself (12,000 reads/s), and one stalled run of four on an otherwise idle machine named none
 * (its peers' own deep stalls, likely the servers descheduled by the saturated machine, took too
 * large a part; docs/verdict.md). On 2 cores shared with other builds the servers are also
 * descheduled for tens of milliseconds every few seconds, which only the stall rule's tall
 * stalls tell apart from a stopped node; and an unstalled shard's median and tail were measured
 * up to x2.0 and x2.6 its peers' there. So the median and tail rules' effect sizes are raised to
 * 3 and 4 ({@code bio.verdict.ratio}, {@code bio.verdict.tail.ratio}): this test is about stalls
 * (docs/verdict.md has the numbers).
 * Needs the servers of {@code bin/test} ({@code -Djdbc.mariadb.urls},
 * {@code -Djdbc.mariadb.basedir}); repeats {@code -Djdbc.mariadb.repeat} times (default 1),
 * one line per run in {@code target/verdict-runs.txt}.
 */
class MariaDbStallIT {
  private static final String TABLE = "stall_c";
  private static final int STALL_DUTY = 5;
  private static final int STALL_PERIOD_MS = 2000;
  private static final String RUN_SECONDS = "60";
  private static final String TARGET_OPS = "4000";
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
        TABLE, "recordcount", "2000", "operationcount", "100000000", "maxexecutiontime",
        RUN_SECONDS, "threadcount", "8", "target", TARGET_OPS, "bio.interval", "1s",
        "bio.verdict.ratio", "3",
        "bio.verdict.tail.ratio", "4"), false, Duration.ofMinutes(3));
  }

  @Test
  void aShardStalledFivePercentOfTheTimeIsNamed() throws Exception {
    VerdictRuns.assertEachNamedAlone("stalled", repeat, cluster, 2, STALL_DUTY, STALL_PERIOD_MS,
        this::reads, cluster.nodes.get(1));
  }

  @Test
  void noShardIsNamedForStallsWithoutThem() throws Exception {
    VerdictRuns.assertEachNoStallNamed("no stalls", repeat, this::reads);
  }
}
