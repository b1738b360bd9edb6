package org.ycsbbio.bindings.jdbc;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.ScriptedCluster.Fault;
import org.ycsbbio.core.testing.VerdictRuns;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The bottleneck verdict on three real MariaDB shards, one of them limited the way a bad machine
 * is slow ({@code mariadb-cluster.sh fault}): held to 1 % of a core, or to a few disk writes per
 * second. Workload A in a closed loop of 8 threads, so the limited shard gets as much work as it
 * can take: it is named, alone, and nothing fails.
 */
class MariaDbFaultIT {
  private static final String TABLE = "fault_a";
  private static final int RECORDS = 2000;
  private static final int DISK_WRITES_PER_S = 20;
  private static MariaDbCluster cluster;
  @TempDir
  Path results;

  @BeforeAll
  static void loadOnce(@TempDir Path loadResults) throws Exception {
    cluster = MariaDbCluster.loaded("workloada", TABLE, RECORDS, loadResults);
  }

  private TrackingSession.Completed closedLoop(String label, int operations) throws Exception {
    return EngineHarness.run(cluster.workload("workloada", results.resolve(label), "table", TABLE,
        "recordcount", Integer.toString(RECORDS), "operationcount", Integer.toString(operations),
        "threadcount", "8", "bio.interval", "200ms"), false, Duration.ofMinutes(3));
  }

  @Test
  void aShardHeldToOnePercentOfACoreIsNamed() throws Exception {
    String limited = cluster.nodes.get(1); // 127.0.0.1:3308 with bin/test's ports
    VerdictRuns.assertNamedAlone("cpu 1%", cluster.whileFaulted(2, Fault.CPU, 1,
        () -> closedLoop("cpu", 1500)), limited);
  }

  @Test
  void aShardWithASlowDiskIsNamed() throws Exception {
    String limited = cluster.nodes.get(2); // 127.0.0.1:3309 with bin/test's ports
    VerdictRuns.assertNamedAlone("disk", cluster.whileFaulted(3, Fault.DISK, DISK_WRITES_PER_S,
        () -> closedLoop("disk", 1500)), limited);
  }
}
