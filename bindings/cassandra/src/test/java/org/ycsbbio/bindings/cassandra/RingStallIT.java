package org.ycsbbio.bindings.cassandra;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.VerdictRuns;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The verdict's stall rule on the real 3-node Cassandra ring: node 2 SIGSTOPped for 100 ms of
 * every 2 s (5 % of the time, the cluster script's duty cycler, {@code SLOW_PERIOD_MS}) keeps
 * its median but is named alone; the same run with no stalls names none. Closed loop, 8 threads,
 * reads of workload C for 60 s ({@code maxexecutiontime}), the verdict's time series at its
 * default 200 ms, the median and tail rules' effect sizes raised to 3 and 4 — as
 * {@code MariaDbStallIT} of the jdbc binding. Each run appends a line to
 * {@code target/verdict-runs.txt}; {@code -Dcassandra.ring.repeat} (default 1) repeats both.
 * Tagged {@code ring} and {@code stall}; bin/test leaves it out ({@code -DexcludedGroups=stall}):
 * on an idle machine it named node 2 in 8 of 9 stalled runs, one of them in bin/test. Run it with
 * {@code -Dgroups=stall} on a ring with every node up ({@link RingVerdictIT}'s last test kills
 * node 3); it leaves every node running. On this 2-core machine with two CPU
 * hogs beside the ring the unstalled nodes pause too (100-430 ms; 27 stalls of theirs against
 * node 2's 28 in one run), and node 2 is not named there (docs/verdict.md).
 */
@Tag("ring")
@Tag("stall")
class RingStallIT {
  private static final String KEYSPACE = "ycsb_ring";
  private static final String TABLE = "stall_c";
  private static final int STALL_DUTY = 5;
  private static final int STALL_PERIOD_MS = 2000;
  private static final String RUN_SECONDS = "60";
  private static final String WARM_UP_SECONDS = "20";
  private static LocalCassandra ring;
  private static int repeat;
  @TempDir
  Path results;

  @BeforeAll
  static void loadOnce(@TempDir Path loadResults) throws Exception {
    ring = LocalCassandra.loadedRing("workloadc", KEYSPACE, TABLE, 2000, loadResults);
    repeat = Integer.getInteger("cassandra.ring.repeat", 1);
    warmUp(loadResults.resolve("warm-up"));
  }

  /**
   * Reads for {@value #WARM_UP_SECONDS} s before the judged runs: on a ring started just before,
   * the first 60 s of reads ran at 40 % of the throughput of the next (JIT compilation in three
   * server JVMs and the client's), which thinned the stalled run's evidence (docs/verdict.md).
   */
  private static void warmUp(Path dir) throws Exception {
    TrackingSession.Completed run = EngineHarness.run(Runs.of("workloadc", dir,
        ring.contactPoints(), "cassandra.keyspace", KEYSPACE, "table", TABLE, "recordcount",
        "2000", "operationcount", "100000000", "maxexecutiontime", WARM_UP_SECONDS,
        "threadcount", "8"), false, Duration.ofMinutes(2));
    assertTrue(RunCounts.total(run) > 0, "the warm-up read nothing");
  }

  @AfterEach
  void everyNodeRunsAgain() throws Exception {
    ring.unslow(2);
    ring.requireUp();
  }

  private TrackingSession.Completed reads(String label) throws Exception {
    return EngineHarness.run(Runs.of("workloadc", results.resolve(label), ring.contactPoints(),
        "cassandra.keyspace", KEYSPACE, "table", TABLE, "recordcount", "2000",
        "operationcount", "100000000", "maxexecutiontime", RUN_SECONDS, "threadcount", "8",
        "bio.interval", "1s", "bio.verdict.ratio", "3", "bio.verdict.tail.ratio", "4",
        "cassandra.requesttimeout", "3s"), false, Duration.ofMinutes(3));
  }

  @Test
  void aNodeStalledFivePercentOfTheTimeIsNamed() throws Exception {
    VerdictRuns.assertEachNamedAlone("stalled", repeat, ring, 2, STALL_DUTY, STALL_PERIOD_MS,
        this::reads, ring.nodes.get(1));
  }

  @Test
  void noNodeIsNamedWithoutStalls() throws Exception {
    VerdictRuns.assertEachNoneNamed("no stalls", repeat, this::reads);
  }
}
