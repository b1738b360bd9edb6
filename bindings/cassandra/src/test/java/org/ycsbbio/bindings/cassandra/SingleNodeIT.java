package org.ycsbbio.bindings.cassandra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ycsbbio.core.testing.Fields.strings;
import static org.ycsbbio.core.testing.Fields.values;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ycsbbio.core.testing.CoreWorkloadRuns;
import org.ycsbbio.core.testing.FastaRecords;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * The binding against one real Cassandra node (started by bin/test): the five operations with
 * their attribution, a failure's attribution, and workloads A–G on YCSB's engine.
 */
class SingleNodeIT {
  static final String KEYSPACE = "ycsb_single";
  private static LocalCassandra cassandra;
  private static String node;
  /** Ends each test's run: the shared driver client closes. */
  @RegisterExtension
  final TestClients<CassandraClient> clients =
      new TestClients<>(CassandraClient::new, "hosts");

  @TempDir
  Path results;

  @BeforeAll
  static void server() throws Exception {
    cassandra = LocalCassandra.fromSystemProperties("single", 1);
    cassandra.requireUp();
    node = cassandra.nodes.get(0);
  }

  static String[] schema(String... kv) {
    List<String> all = new ArrayList<>(List.of("cassandra.keyspace", KEYSPACE,
        "cassandra.createschema", "true"));
    all.addAll(List.of(kv));
    return all.toArray(new String[0]);
  }

  @Test
  void allFiveOperationsRoundTripAndNameTheCoordinator() throws Exception {
    CassandraClient db = clients.open(cassandra.contactPoints(), schema());
    try {
      fiveOperations(db, "ops");
      // emptying (a load-phase sweep's step start): the table stays, its rows go
      db.emptyTables(List.of("ops", "no_such_table"));
      for (int i = 0; i < 20; i++) {
        assertEquals(Status.NOT_FOUND, db.read("ops", "user" + (100 + i), null, new HashMap<>()));
      }
      assertEquals(Status.OK, db.insert("ops", "user100", values("field0", "again")));
      Map<String, ByteIterator> out = new HashMap<>();
      assertEquals(Status.OK, db.read("ops", "user100", null, out));
      assertEquals(Map.of("field0", "again"), strings(out));
    } finally {
      db.cleanup();
    }
  }

  /** {@code cassandra.schema=columns}: the same round trips; a field that is no column fails. */
  @Test
  void withAColumnPerFieldAllFiveOperationsRoundTrip() throws Exception {
    CassandraClient db = clients.open(cassandra.contactPoints(), schema("cassandra.schema",
        "columns", "fieldcount", "2"));
    try {
      fiveOperations(db, "ops_columns");
      assertEquals(Status.ERROR, db.insert("ops_columns", "user999", values("field2", "x")),
          "fieldcount 2: field2 is no column");
      assertEquals(node, clients.servedBy(db));
    } finally {
      db.cleanup();
    }
  }

  private void fiveOperations(CassandraClient db, String table) {
    for (int i = 0; i < 20; i++) {
      assertEquals(Status.OK, db.insert(table, "user" + (100 + i),
          values("field0", "x" + i, "field1", "y" + i)));
      assertEquals(node, clients.servedBy(db));
    }
    Map<String, ByteIterator> out = new HashMap<>();
    assertEquals(Status.OK, db.read(table, "user105", Set.of("field1"), out));
    assertEquals(node, clients.servedBy(db));
    assertEquals(Map.of("field1", "y5"), strings(out));

    assertEquals(Status.OK, db.update(table, "user105", values("field0", "z")));
    assertEquals(node, clients.servedBy(db));
    out.clear();
    assertEquals(Status.OK, db.read(table, "user105", null, out));
    assertEquals(Map.of("field0", "z", "field1", "y5"), strings(out), "update keeps field1");

    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertEquals(Status.OK, db.scan(table, "user105", 5, Set.of("field1"), rows));
    assertEquals(node, clients.servedBy(db));
    assertTrue(rows.size() >= 1 && rows.size() <= 5, "rows: " + rows.size());
    assertEquals(Map.of("field1", "y5"), strings(rows.get(0)), "scans start at the key's token");

    assertEquals(Status.OK, db.delete(table, "user105"));
    assertEquals(node, clients.servedBy(db));
    out.clear();
    assertEquals(Status.NOT_FOUND, db.read(table, "user105", null, out));
    assertEquals(node, clients.servedBy(db));
  }

  @Test
  void replicaAttributionNamesTheKeysReplica() throws Exception {
    CassandraClient db = clients.open(cassandra.contactPoints(), schema("cassandra.node",
        "replica"));
    try {
      assertEquals(Status.OK, db.insert("ops", "replica1", values("f", "v")));
      assertEquals(node, clients.servedBy(db));
    } finally {
      db.cleanup();
    }
  }

  @Test
  void aFailureIsCountedAgainstTheNodeThatReportedIt() throws Exception {
    // Without createschema a missing table is the server's error, reported by the node.
    CassandraClient db = clients.open(cassandra.contactPoints(), "cassandra.keyspace", KEYSPACE);
    try {
      assertEquals(Status.ERROR, db.read("no_such_table", "k", null, new HashMap<>()));
      assertEquals(node, clients.servedBy(db));
    } finally {
      db.cleanup();
    }
  }

  @Test
  void fastaShapedRecordsRoundTrip() throws Exception {
    CassandraClient db = clients.open(cassandra.contactPoints(), schema());
    try {
      List<FastaRecords.Rec> recs = FastaRecords.sample("rt_");
      FastaRecords.insertAll(db, recs);
      FastaRecords.readBackAll(db, recs, r -> { });
      FastaRecords.readSomeTaskFields(db, "rt_");
      // Scans follow token order (Murmur3), so only the first row is known: the start key's.
      Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
      assertEquals(Status.OK, db.scan("rt_align", FastaRecords.FIRST_ALIGNMENT, 3,
          Set.of("hit", "expect"), rows));
      assertEquals(Map.of("hit", "1", "expect", "2.6e-51"), strings(rows.get(0)));
      FastaRecords.annotateFirst(db, "rt_", "bits", "48.9");
    } finally {
      db.cleanup();
    }
  }

  /** Each workload file on YCSB's engine: every operation OK, all on the one node. */
  @ParameterizedTest
  @MethodSource("org.ycsbbio.core.testing.CoreWorkloadRuns#names")
  void workloadsAtoG(String workload) throws Exception {
    loadAndRun(workload, "wl_", "cassandra.schema", "map");
  }

  /** The same with {@code cassandra.schema=columns}. */
  @ParameterizedTest
  @MethodSource("org.ycsbbio.core.testing.CoreWorkloadRuns#names")
  void workloadsAtoGWithAColumnPerField(String workload) throws Exception {
    loadAndRun(workload, "wc_", "cassandra.schema", "columns");
  }

  private void loadAndRun(String workload, String tablePrefix, String... layout)
      throws Exception {
    List<String> all = new ArrayList<>(List.of("table",
        tablePrefix + workload.substring(workload.length() - 1), "recordcount", "300",
        "operationcount", "300", "threadcount", "4"));
    all.addAll(List.of(layout));
    String[] kv = schema(all.toArray(new String[0]));
    CoreWorkloadRuns.Phases p = CoreWorkloadRuns.loadAndRun(
        Runs.of(workload, results.resolve("load"), cassandra.contactPoints(), kv),
        Runs.of(workload, results.resolve("run"), cassandra.contactPoints(), kv),
        Duration.ofMinutes(2));
    assertEquals(Set.of(node), Set.copyOf(p.load().summary().nodes()));
    assertEquals(Set.of(node), Set.copyOf(p.run().summary().nodes()));
  }
}
