package org.ycsbbio.bindings.redis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.testing.CoreWorkloadRuns;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.tracking.TrackingSession;
import redis.clients.jedis.Jedis;

/**
 * YCSB's workloads A–G and FastaWorkload through the engine on the real three-master cluster:
 * every operation OK, every master serving, every record stored.
 */
class RedisWorkloadsIT {
  private static final int RECORDS = 300;
  private RedisCluster cluster;
  @TempDir
  Path results;

  @BeforeEach
  void emptyCluster() throws Exception {
    cluster = RedisCluster.empty();
  }

  private long keysStored() {
    long keys = 0;
    for (int i = 0; i < cluster.nodes.size(); i++) {
      try (Jedis j = cluster.admin(i)) {
        keys += j.dbSize();
      }
    }
    return keys;
  }

  private Properties workload(String name, String phase) throws Exception {
    return cluster.workload(name, results.resolve(phase), "threadcount", "4",
        "recordcount", Integer.toString(RECORDS), "operationcount", "500");
  }

  private Properties fasta(String phase, String... kv) throws Exception {
    Path home = Path.of(System.getProperty("ycsb.bio.home", "../.."));
    return TestProperties.copyOf(cluster.workload("fasta", results.resolve(phase), "fasta.files",
        home.resolve("workloads/ssearch-sample/sample-01.m10.gz").toString(), "fasta.index",
        results.resolve("keys.idx").toString(), "threadcount", "8")).set(kv).build();
  }

  @ParameterizedTest
  @MethodSource("org.ycsbbio.core.testing.CoreWorkloadRuns#names")
  void everyCoreWorkloadRunsOnEveryMaster(String name) throws Exception {
    CoreWorkloadRuns.Phases p = CoreWorkloadRuns.loadAndRun(workload(name, "load"),
        workload(name, "run"), Duration.ofMinutes(2));
    for (String node : cluster.nodes) {
      assertTrue(RunCounts.ops(p.load(), node) > RECORDS / 6, node + " served part of the load");
    }
    assertEquals(RECORDS + RunCounts.ops(p.run(), Operation.INSERT) + 1, keysStored(),
        "loaded records, the run's inserts and the table's scan index");
    if (name.equals("workloade")) {
      assertTrue(RunCounts.ops(p.run(), cluster.ownerOfKey("{usertable}:index")) >= 400,
          "scans count against the index's master");
    }
  }

  @Test
  void fastaLoadsAndReadsBack() throws Exception {
    TrackingSession.Completed load = EngineHarness.run(fasta("fasta-load"), true,
        Duration.ofMinutes(2));
    assertEquals(1 + 3 * 2028, RunCounts.total(load), "1 task + 3 records for each of 2028 alignments");
    assertEquals(0, RunCounts.errors(load));
    assertEquals(1 + 3 * 2028 + 4, keysStored(), "the records and one index per table");
    TrackingSession.Completed run = EngineHarness.run(fasta("fasta-run", "operationcount",
        "1000"), false, Duration.ofMinutes(2));
    assertEquals(1000, RunCounts.total(run));
    assertEquals(0, RunCounts.errors(run));
    for (String node : cluster.nodes) {
      assertTrue(RunCounts.ops(run, node) > 100, node + " served reads");
    }
  }
}
