package org.ycsbbio.bindings.cassandra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.ycsbbio.core.testing.Fields.values;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.Status;

/**
 * {@code bin/ycsb cassandra-schema} against the real node bin/test starts: the tables it creates
 * take writes from a client that does not create schema itself.
 */
class SchemaCommandIT {
  private static final String KEYSPACE = "ycsb_schema_cmd";
  private static LocalCassandra cassandra;

  @BeforeAll
  static void server() throws Exception {
    cassandra = LocalCassandra.fromSystemProperties("single", 1);
    cassandra.requireUp();
  }

  @Test
  void createdTablesTakeWritesFromClientsThatCreateNoSchema() throws Exception {
    assertEquals(0, new CassandraSchemaCommand().run(List.of("-p",
        "hosts=" + cassandra.contactPoints(), "-p", "cassandra.keyspace=" + KEYSPACE,
        "task", "align"), null));
    TestClients<CassandraClient> clients = new TestClients<>(CassandraClient::new, "hosts",
        "cassandra.keyspace", KEYSPACE);
    CassandraClient db = clients.open(cassandra.contactPoints());
    try {
      for (String table : List.of("task", "align")) {
        assertEquals(Status.OK, db.insert(table, "k1", values("field0", "x")), table);
      }
      assertEquals(Status.ERROR, db.insert("never_created", "k1", values("field0", "x")));
    } finally {
      db.cleanup();
    }
  }

  @Test
  void withoutTablesItIsAUsageError() {
    assertThrows(UsageException.class, () -> new CassandraSchemaCommand().run(
        List.of("-p", "hosts=127.0.0.1"), null));
  }
}
