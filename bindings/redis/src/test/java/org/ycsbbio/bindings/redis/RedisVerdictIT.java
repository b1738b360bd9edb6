package org.ycsbbio.bindings.redis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.VerdictRuns;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The bottleneck verdict on the real three-master cluster, workload A paced like YCSB's
 * {@code -target} ({@link VerdictRuns#paced}; why pacing matters: MariaDbVerdictIT): a master
 * SIGSTOPped 75 % of every 20 ms is named alone, none is named when none is slowed, and a master
 * killed mid-run is named for its errors, which count against it alone. Each test starts from a
 * freshly loaded table (a killed master comes back empty: the cluster keeps no data on disk).
 */
class RedisVerdictIT {
  private static final int RECORDS = 2000;
  private static final int SLOW_DUTY = 75;
  private static final int SLOW_PERIOD_MS = 20;
  private RedisCluster cluster;
  @TempDir
  Path results;

  @BeforeEach
  void load() throws Exception {
    cluster = RedisCluster.empty();
    Properties load = cluster.workload("workloada", results.resolve("load"), "recordcount",
        Integer.toString(RECORDS), "threadcount", "4");
    assertEquals(RECORDS, RunCounts.total(EngineHarness.run(load, true, Duration.ofMinutes(2))));
  }

  @AfterEach
  void everyMasterRunsAgain() throws Exception {
    cluster.unslow(2);
    cluster.restart();
    cluster.requireUp();
  }

  private Properties paced(String label, String... kv) throws IOException {
    return VerdictRuns.paced(cluster.workload("workloada", results.resolve(label),
        "recordcount", Integer.toString(RECORDS)), kv);
  }

  private TrackingSession.Completed pacedRun(String label) throws Exception {
    return EngineHarness.run(paced(label), false, Duration.ofMinutes(2));
  }

  @Test
  void theSlowedMasterAndOnlyItIsNamed() throws Exception {
    VerdictRuns.assertEachNamedAlone("slowed", 1, cluster, 2, SLOW_DUTY, SLOW_PERIOD_MS,
        this::pacedRun, cluster.nodes.get(1));
  }

  @Test
  void noMasterIsNamedWhenNoneIsSlowed() throws Exception {
    VerdictRuns.assertEachNoneNamed("none slowed", 1, this::pacedRun);
  }

  @Test
  void aMasterKilledMidRunIsNamedForItsErrorsWhichCountOnlyAgainstIt() throws Exception {
    String killed = cluster.nodes.get(2);
    TrackingSession.Completed run = VerdictRuns.killMidRun(
        paced("kill", "operationcount", "3000"), killed, () -> cluster.kill(3));
    VerdictRuns.assertKilledNamedAlone(run, 3000, killed, cluster.nodes,
        NodeRegistry.UNATTRIBUTED);
  }
}
