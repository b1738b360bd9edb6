package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import java.util.UUID;
import org.h2.tools.Server;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ycsbbio.core.api.KeyHash;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.testing.CoreWorkloadRuns;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * Workloads A–G through YCSB's engine against two H2 servers over TCP: operations are
 * attributed to {@code 127.0.0.1:port} of their shard and every row lands on its shard.
 */
class H2EngineTest {
  @TempDir
  Path results;
  private final List<Server> servers = new ArrayList<>();
  private final List<String> urls = new ArrayList<>();
  private final List<String> nodes = new ArrayList<>();

  @BeforeEach
  void startServers() throws Exception {
    String db = "eng-" + UUID.randomUUID().toString().substring(0, 8);
    for (int i = 0; i < 2; i++) {
      int port;
      try (ServerSocket probe = new ServerSocket(0)) {
        port = probe.getLocalPort();
      }
      servers.add(Server.createTcpServer("-tcpPort", Integer.toString(port), "-ifNotExists")
          .start());
      urls.add("jdbc:h2:tcp://127.0.0.1:" + port + "/mem:" + db + "-" + i + ";DB_CLOSE_DELAY=-1");
      nodes.add("127.0.0.1:" + port);
    }
  }

  @AfterEach
  void stopServers() {
    servers.forEach(Server::stop);
  }

  private Properties workload(String name, String phase, String... kv) throws Exception {
    Properties p = Workloads.of(name, results.resolve(phase), kv);
    p.setProperty("db.url", String.join(";", urls));
    p.setProperty("threadcount", "4");
    return p;
  }

  @Test
  void workloadALoadAndRunAreAttributedToEachShardsHostAndPort() throws Exception {
    TrackingSession.Completed load = EngineHarness.run(workload("workloada", "load",
        "recordcount", "800", "db.batchsize", "25"), true, Duration.ofMinutes(2));
    assertEquals(800, RunCounts.total(load));
    assertEquals(new TreeSet<>(nodes), new TreeSet<>(load.summary().nodes()));
    int rows0 = ShardSql.keysIn(urls.get(0), "usertable").size();
    int rows1 = ShardSql.keysIn(urls.get(1), "usertable").size();
    assertEquals(800, rows0 + rows1, "every batched insert was written");
    assertEquals(rows0, RunCounts.ops(load, nodes.get(0)));
    for (String key : ShardSql.keysIn(urls.get(0), "usertable")) {
      assertEquals(0, KeyHash.bucketOf(key, 2), key);
    }

    TrackingSession.Completed run = EngineHarness.run(workload("workloada", "run",
        "recordcount", "800", "operationcount", "1200"), false, Duration.ofMinutes(2));
    assertEquals(1200, RunCounts.total(run));
    assertEquals(new TreeSet<>(nodes), new TreeSet<>(run.summary().nodes()));
    for (String node : nodes) {
      assertEquals(0, RunCounts.errors(run, node), node);
      assertTrue(RunCounts.ops(run, node) > 300, node);
    }
  }

  /** Each core workload file: every operation OK, both shards serving, every row stored. */
  @ParameterizedTest
  @MethodSource("org.ycsbbio.core.testing.CoreWorkloadRuns#names")
  void everyCoreWorkloadRunsOnBothShards(String name) throws Exception {
    CoreWorkloadRuns.Phases p = CoreWorkloadRuns.loadAndRun(
        workload(name, "load", "recordcount", "400"),
        workload(name, "run", "recordcount", "400", "operationcount", "600"),
        Duration.ofMinutes(2));
    for (String node : nodes) {
      assertTrue(RunCounts.ops(p.run(), node) > 150, node + ": " + RunCounts.ops(p.run(), node));
    }
    int rows = ShardSql.keysIn(urls.get(0), "usertable").size()
        + ShardSql.keysIn(urls.get(1), "usertable").size();
    assertEquals(400 + RunCounts.ops(p.run(), Operation.INSERT), rows,
        "loaded rows and the run's inserts");
  }

  @Test
  void workloadEScansRunOnTheStartKeysShard() throws Exception {
    EngineHarness.run(workload("workloadc", "load", "recordcount", "500"), true,
        Duration.ofMinutes(2));
    TrackingSession.Completed run = EngineHarness.run(workload("workloade", "run",
        "recordcount", "500", "operationcount", "400"), false, Duration.ofMinutes(2));
    assertEquals(400, RunCounts.total(run));
    for (String node : nodes) {
      assertEquals(0, RunCounts.errors(run, node), node);
    }
    assertTrue(run.summary().stats().stream().anyMatch(s -> s.op().name().equals("SCAN")
        && s.okCount() > 100), "scans ran");
  }
}
