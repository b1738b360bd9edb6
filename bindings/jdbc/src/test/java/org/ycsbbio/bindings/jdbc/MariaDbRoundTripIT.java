package org.ycsbbio.bindings.jdbc;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ycsbbio.core.testing.Fields.strings;
import static org.ycsbbio.core.testing.Fields.values;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.KeyHash;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.TestClients;
import org.ycsbbio.core.tracking.TrackingSession;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * Round trips against three real MariaDB servers (started by bin/test): the five operations,
 * FASTA-shaped tables with backtick-quoted columns, concurrent column creation, and workloads A
 * and G on YCSB's engine with YCSB's data-integrity check on every read.
 */
class MariaDbRoundTripIT {
  private static MariaDbCluster cluster;
  /** Ends each test's run: the shared driver client closes. */
  @RegisterExtension
  final TestClients<JdbcClient> clients = new TestClients<>(JdbcClient::new, "db.url");

  @TempDir
  Path results;

  @BeforeAll
  static void servers() throws Exception {
    cluster = MariaDbCluster.fromSystemProperties();
    cluster.requireUp();
  }

  private JdbcClient open(String... kv) throws Exception {
    List<String> all = new ArrayList<>(List.of("db.user", "ycsb", "db.passwd", cluster.password));
    all.addAll(List.of(kv));
    return clients.open(cluster.dbUrl(), all.toArray(new String[0]));
  }

  private String nodeOf(String key) {
    return cluster.nodes.get(KeyHash.bucketOf(key, 3));
  }

  @Test
  void allFiveOperationsRoundTrip() throws Exception {
    cluster.drop("rt_ops");
    JdbcClient db = open();
    try {
      for (int i = 0; i < 30; i++) {
        String key = "user" + (100 + i);
        assertEquals(Status.OK, db.insert("rt_ops", key, values("field0", "x" + i, "field1",
            "y" + i)));
        assertEquals(nodeOf(key), clients.servedBy(db));
      }
      Map<String, ByteIterator> out = new HashMap<>();
      assertEquals(Status.OK, db.read("rt_ops", "user105", Set.of("field1"), out));
      assertEquals(Map.of("field1", "y5"), strings(out));
      assertEquals(Status.OK, db.update("rt_ops", "user105", values("field0", "z")));
      out.clear();
      assertEquals(Status.OK, db.read("rt_ops", "user105", null, out));
      assertEquals(Map.of("field0", "z", "field1", "y5"), strings(out));

      TreeSet<String> sameShard = new TreeSet<>();
      for (int i = 0; i < 30; i++) {
        String key = "user" + (100 + i);
        if (nodeOf(key).equals(nodeOf("user110"))) {
          sameShard.add(key);
        }
      }
      Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
      assertEquals(Status.OK, db.scan("rt_ops", "user110", 4, null, rows));
      assertEquals(nodeOf("user110"), clients.servedBy(db));
      List<String> got = new ArrayList<>();
      rows.forEach(r -> got.add(strings(r).get("field1")));
      List<String> expected = new ArrayList<>();
      sameShard.tailSet("user110", true).stream().limit(4)
          .forEach(k -> expected.add("y" + (Integer.parseInt(k.substring(4)) - 100)));
      assertEquals(expected, got);

      assertEquals(Status.OK, db.delete("rt_ops", "user105"));
      assertEquals(nodeOf("user105"), clients.servedBy(db));
      assertEquals(Status.NOT_FOUND, db.read("rt_ops", "user105", null, new HashMap<>()));
      assertEquals(Status.NOT_FOUND, db.update("rt_ops", "user105", values("field0", "q")));
      assertEquals(Status.NOT_FOUND, db.delete("rt_ops", "user105"));
      assertEquals(Status.ERROR, db.insert("rt_ops", "user106", values("field0", "dup")));
      assertEquals(nodeOf("user106"), clients.servedBy(db));
    } finally {
      db.cleanup();
    }
  }

  @Test
  void aSocketTimeoutTurnsAStalledShardIntoErrorsUntilItAnswersAgain() throws Exception {
    cluster.drop("rt_timeout");
    String key = "user0";
    for (int i = 1; KeyHash.bucketOf(key, 3) != 0; i++) {
      key = "user" + i; // a key of node 1
    }
    String onNode1 = key;
    JdbcClient db = open("db.socket.timeout", "300ms");
    try {
      assertEquals(Status.OK, db.insert("rt_timeout", onNode1, values("field0", "v")));
      cluster.slow(1, 99, 4000); // stopped 3960 ms of every 4000 ms, from now on
      try {
        long start = System.nanoTime();
        assertEquals(Status.ERROR, db.read("rt_timeout", onNode1, null, new HashMap<>()));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis >= 250 && millis < 2500, "timed out after " + millis + " ms");
        assertEquals(cluster.nodes.get(0), clients.servedBy(db));
      } finally {
        cluster.unslow(1);
      }
      // the thread reconnects (at most once a second) and the shard serves again
      await().atMost(Duration.ofSeconds(20)).pollInterval(Duration.ofMillis(200))
          .until(() -> db.read("rt_timeout", onNode1, null, new HashMap<>()) == Status.OK);
    } finally {
      db.cleanup();
    }
  }

  @Test
  void fastaLikeRecordsRoundTrip() throws Exception {
    cluster.drop("fa_task", "fa_rna", "fa_gs", "fa_align");
    JdbcClient db = open();
    try {
      FastaRoundTrip.loadAndCheck(db, 3, "fa_");
    } finally {
      db.cleanup();
    }
    // The tables really have the quoted column, on every shard that got a task record.
    try (Connection c = DriverManager.getConnection(cluster.urls.get(0), "ycsb", cluster.password);
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM information_schema.columns WHERE "
            + "table_schema = 'ycsb' AND table_name = 'fa_align' AND column_name = 'z_score'")) {
      assertTrue(rs.next());
      assertEquals(1, rs.getInt(1));
    }
  }

  @Test
  void threadsAddingTheSameColumnsAtOnceAllSucceed() throws Exception {
    cluster.drop("rt_grow");
    int threads = 4;
    CountDownLatch go = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<Integer>> oks = new ArrayList<>();
    try {
      for (int t = 0; t < threads; t++) {
        int thread = t;
        oks.add(pool.submit(() -> {
          JdbcClient db = open();
          int ok = 0;
          try {
            go.await();
            for (int i = 0; i < 40; i++) {
              List<String> kv = new ArrayList<>();
              for (int f = 0; f <= i % 8; f++) {
                kv.add("pg_open-ext" + f);
                kv.add("v" + i);
              }
              ok += db.insert("rt_grow", "t" + thread + "k" + i,
                  values(kv.toArray(new String[0]))) == Status.OK ? 1 : 0;
            }
          } finally {
            db.cleanup();
          }
          return ok;
        }));
      }
      go.countDown();
      for (Future<Integer> f : oks) {
        assertEquals(40, f.get(120, TimeUnit.SECONDS));
      }
    } finally {
      pool.shutdownNow();
    }
    JdbcClient db = open();
    try {
      Map<String, ByteIterator> out = new HashMap<>();
      assertEquals(Status.OK, db.read("rt_grow", "t3k39", null, out));
      assertEquals(8, strings(out).size());
    } finally {
      db.cleanup();
    }
  }

  @Test
  void workloadsAAndGRoundTripOnTheEngineWithDataIntegrityChecks() throws Exception {
    String table = "rt_engine";
    cluster.drop(table);
    String[] common = {"db.user", "ycsb", "db.passwd", cluster.password, "table", table,
        "recordcount", "1500", "threadcount", "4", "dataintegrity", "true"};
    Properties load = Workloads.of("workloada", results.resolve("load"), common);
    load.setProperty("db.url", cluster.dbUrl());
    TrackingSession.Completed loaded = EngineHarness.run(load, true, Duration.ofMinutes(3));
    assertNoErrors(loaded, 1500);
    int stored = 0;
    for (int s = 0; s < 3; s++) {
      for (String key : keysOn(s, table)) {
        assertEquals(s, KeyHash.bucketOf(key, 3), key + " is on shard " + (s + 1));
        stored++;
      }
      assertEquals(RunCounts.ops(loaded, cluster.nodes.get(s)), keysOn(s, table).size());
    }
    assertEquals(1500, stored);

    for (String workload : List.of("workloada", "workloadg")) {
      Properties run = Workloads.of(workload, results.resolve(workload), common);
      run.setProperty("db.url", cluster.dbUrl());
      run.setProperty("operationcount", "1500");
      TrackingSession.Completed done = EngineHarness.run(run, false, Duration.ofMinutes(3));
      assertNoErrors(done, 1500);
    }
    int rows = 0;
    for (int s = 0; s < 3; s++) {
      rows += keysOn(s, table).size();
    }
    assertTrue(rows > 1500 + 1200, "workload G inserted about 1350 rows: " + rows);
  }

  private static void assertNoErrors(TrackingSession.Completed run, long ops) {
    assertEquals(ops, RunCounts.total(run));
    assertEquals(new TreeSet<>(cluster.nodes), new TreeSet<>(run.summary().nodes()));
    for (NodeOpStats s : run.summary().stats()) {
      assertEquals(0, s.errorCount(), s.node() + " " + s.op() + " (data integrity or SQL)");
      assertTrue(s.okCount() > 10, s.node() + " " + s.op() + " " + s.okCount());
    }
  }

  private static TreeSet<String> keysOn(int shard, String table) throws Exception {
    TreeSet<String> keys = new TreeSet<>();
    try (Connection c = DriverManager.getConnection(cluster.urls.get(shard), "ycsb",
        cluster.password); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT YCSB_KEY FROM `" + table + "`")) {
      while (rs.next()) {
        keys.add(rs.getString(1));
      }
    }
    return keys;
  }
}
