package org.ycsbbio.bindings.hbase;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ycsbbio.core.testing.Fields.strings;
import static org.ycsbbio.core.testing.Fields.values;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.apache.hadoop.hbase.HRegionLocation;
import org.apache.hadoop.hbase.ServerName;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.testing.CoreWorkloadRuns;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * The binding against the real 3-region-server cluster (started by bin/test) on tables pre-split
 * into 3 regions: the five operations and their attribution to the row's region server (as an
 * independent connection locates it), a moved region, buffered writes, and workloads A–G on
 * YCSB's engine.
 */
@Order(1)
class ClusterIT {
  /** Rows in the three regions of a 3-way YCSB split. */
  private static final String[] ROWS = {"user1500", "user5000", "user9000"};
  private static LocalHBase hbase;
  private static Connection own;
  /** Ends each test's run: the shared driver client closes. */
  @RegisterExtension
  final TestClients<HBaseClient> clients = hbase.clients();

  @TempDir
  Path results;

  @BeforeAll
  static void cluster() throws Exception {
    hbase = LocalHBase.fromSystemProperties();
    hbase.requireUp();
    own = hbase.connect();
  }

  @AfterAll
  static void close() throws Exception {
    own.close();
  }

  private static String serverOf(String table, String row) throws Exception {
    return LocalHBase.name(own.getRegionLocator(TableName.valueOf(table))
        .getRegionLocation(Bytes.toBytes(row), true).getServerName());
  }

  @Test
  void allFiveOperationsRoundTripAndNameTheRowsRegionServer() throws Exception {
    HBaseClient db = clients.open("127.0.0.1", "hbase.regions", "3");
    try {
      Set<String> named = new HashSet<>();
      for (String row : ROWS) {
        assertEquals(Status.OK, db.insert("ops", row, values("field0", "x", "field1", "y")));
        String server = serverOf("ops", row);
        assertEquals(server, clients.servedBy(db), row);
        named.add(server);
      }
      assertEquals(3, named.size(), "3 regions on 3 servers: " + named);
      String row = ROWS[1];
      String server = serverOf("ops", row);
      Map<String, ByteIterator> out = new HashMap<>();
      assertEquals(Status.OK, db.read("ops", row, Set.of("field1"), out));
      assertEquals(server, clients.servedBy(db));
      assertEquals(Map.of("field1", "y"), strings(out));

      assertEquals(Status.OK, db.update("ops", row, values("field0", "z")));
      assertEquals(server, clients.servedBy(db));
      out.clear();
      assertEquals(Status.OK, db.read("ops", row, null, out));
      assertEquals(Map.of("field0", "z", "field1", "y"), strings(out), "update keeps field1");

      Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
      assertEquals(Status.OK, db.scan("ops", ROWS[0], 3, Set.of("field0"), rows));
      assertEquals(serverOf("ops", ROWS[0]), clients.servedBy(db), "the start row's server");
      assertEquals(3, rows.size(), "the scan crosses regions");
      assertEquals(Map.of("field0", "z"), strings(rows.get(1)));

      assertEquals(Status.OK, db.delete("ops", row));
      assertEquals(server, clients.servedBy(db));
      out.clear();
      assertEquals(Status.NOT_FOUND, db.read("ops", row, null, out));
      assertEquals(server, clients.servedBy(db));

      // emptying (a load-phase sweep's step start): the rows go, the 3 regions stay
      db.emptyTables(List.of("ops", "no_such_table"));
      for (String r : ROWS) {
        assertEquals(Status.NOT_FOUND, db.read("ops", r, null, new HashMap<>()), r);
      }
      assertEquals(3, own.getRegionLocator(TableName.valueOf("ops")).getAllRegionLocations()
          .size(), "split points kept");
      assertEquals(Status.OK, db.insert("ops", ROWS[2], values("field0", "again")));
      assertEquals(serverOf("ops", ROWS[2]), clients.servedBy(db));
    } finally {
      db.cleanup();
    }
  }

  @Test
  void aMovedRegionIsAttributedToItsNewServer() throws Exception {
    HBaseClient db = clients.open("127.0.0.1", "hbase.regions", "3");
    try {
      String row = ROWS[2];
      assertEquals(Status.OK, db.insert("moves", row, values("f", "v")));
      String before = clients.servedBy(db);
      HRegionLocation location = own.getRegionLocator(TableName.valueOf("moves"))
          .getRegionLocation(Bytes.toBytes(row), true);
      ServerName target = null;
      try (Admin admin = own.getAdmin()) {
        for (ServerName s : admin.getRegionServers()) {
          if (!LocalHBase.name(s).equals(before)) {
            target = s;
          }
        }
        admin.move(location.getRegion().getEncodedNameAsBytes(), target);
      }
      String after = LocalHBase.name(target);
      await().alias("region moved to " + after).atMost(Duration.ofSeconds(60))
          .until(() -> serverOf("moves", row).equals(after));
      Map<String, ByteIterator> out = new HashMap<>();
      assertEquals(Status.OK, db.read("moves", row, null, out));
      assertEquals(after, clients.servedBy(db), "the cached location was refreshed");
      assertNotEquals(before, after);
    } finally {
      db.cleanup();
    }
  }

  @Test
  void bufferedWritesNameTheirRowsServersAndAreFlushedAtCleanup() throws Exception {
    HBaseClient db = clients.open("127.0.0.1", "hbase.regions", "3", "clientbuffering", "true",
        "writebuffersize", "4096");
    try {
      for (int i = 0; i < 60; i++) {
        String row = ROWS[i % 3] + i;
        assertEquals(Status.OK, db.insert("buffered", row, values("field0", "v" + i)));
        assertEquals(serverOf("buffered", row), clients.servedBy(db), row);
      }
    } finally {
      db.cleanup();
    }
    HBaseClient reader = clients.open("127.0.0.1");
    try {
      for (int i = 0; i < 60; i++) {
        Map<String, ByteIterator> out = new HashMap<>();
        assertEquals(Status.OK, reader.read("buffered", ROWS[i % 3] + i, null, out));
        assertEquals(Map.of("field0", "v" + i), strings(out));
      }
    } finally {
      reader.cleanup();
    }
  }

  @Test
  void aMissingTableFailsUnlocated() throws Exception {
    HBaseClient db = clients.open("127.0.0.1", "hbase.createtable", "false");
    try {
      assertEquals(Status.ERROR, db.read("no_such_table", "k", null, new HashMap<>()));
      assertEquals(HBaseClient.NO_SERVER, clients.servedBy(db));
    } finally {
      db.cleanup();
    }
  }

  /** Each workload file on YCSB's engine: every operation OK, every server serving some. */
  @ParameterizedTest
  @MethodSource("org.ycsbbio.core.testing.CoreWorkloadRuns#names")
  void workloadsAtoG(String workload) throws Exception {
    String table = "wl_" + workload.substring(workload.length() - 1);
    String[] kv = {"table", table, "recordcount", "300", "operationcount", "300",
        "threadcount", "4", "hbase.regions", "3"};
    CoreWorkloadRuns.Phases p = CoreWorkloadRuns.loadAndRun(
        hbase.workload(workload, results.resolve("load"), kv),
        hbase.workload(workload, results.resolve("run"), kv), Duration.ofMinutes(2));
    for (NodeOpStats s : p.run().summary().stats()) {
      assertTrue(hbase.servers.contains(s.node()), s.node());
    }
    for (String server : hbase.servers) {
      assertTrue(RunCounts.ops(p.load(), server) > 50, server + ": "
          + RunCounts.ops(p.load(), server) + " of 300 inserts");
    }
  }
}
