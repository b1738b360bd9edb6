package org.ycsbbio.bindings.cassandra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.driver.core.ConsistencyLevel;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.core.testing.TestProperties;

class CassandraConfigTest {
  private static Properties props(String... kv) {
    return TestProperties.of(kv).build();
  }

  @Test
  void defaults() {
    CassandraConfig c = CassandraConfig.from(props("hosts", "127.0.0.1, 127.0.0.2"));
    assertEquals(List.of("127.0.0.1", "127.0.0.2"), c.hosts());
    assertEquals(9042, c.port());
    assertEquals("ycsb", c.keyspace());
    assertEquals(ConsistencyLevel.ONE, c.readConsistency());
    assertEquals(ConsistencyLevel.ONE, c.writeConsistency());
    assertEquals(5000, c.connectTimeoutMillis());
    assertEquals(12000, c.requestTimeoutMillis());
    assertEquals(0, c.retries());
    assertFalse(c.byReplica());
    assertFalse(c.createSchema());
    assertEquals(1, c.replicationFactor());
    assertFalse(c.byColumn());
  }

  @Test
  void everyOptionIsRead() {
    CassandraConfig c = CassandraConfig.from(props("hosts", "db1", "port", "9142",
        "cassandra.keyspace", "bio_2", "cassandra.readconsistencylevel", "quorum",
        "cassandra.writeconsistencylevel", "ALL", "cassandra.connecttimeout", "2s",
        "cassandra.requesttimeout", "750", "cassandra.retries", "2", "cassandra.node", "replica",
        "cassandra.createschema", "true", "cassandra.replicationfactor", "3",
        "cassandra.schema", "Columns", "fieldcount", "3", "fieldnameprefix", "f"));
    assertEquals(new CassandraConfig(List.of("db1"), 9142, "bio_2", ConsistencyLevel.QUORUM,
        ConsistencyLevel.ALL, 2000, 750, 2, true, true, 3, List.of("f0", "f1", "f2")), c);
    assertTrue(c.byColumn());
  }

  @Test
  void badValuesAreRejectedNamingTheKey() {
    assertMessage("hosts", props());
    assertMessage("hosts", props("hosts", " , "));
    assertMessage("cassandra.readconsistencylevel",
        props("hosts", "h", "cassandra.readconsistencylevel", "MOST"));
    assertMessage("cassandra.keyspace", props("hosts", "h", "cassandra.keyspace", "My-KS"));
    assertMessage("cassandra.node", props("hosts", "h", "cassandra.node", "leader"));
    assertMessage("cassandra.retries", props("hosts", "h", "cassandra.retries", "-1"));
    assertMessage("port", props("hosts", "h", "port", "0"));
    assertMessage("cassandra.schema", props("hosts", "h", "cassandra.schema", "rows"));
    assertMessage("fieldcount", props("hosts", "h", "cassandra.schema", "columns",
        "fieldcount", "0"));
  }

  @Test
  void unknownKeysAreRejectedWithTheNearestKnownOne() {
    ConfigException e = assertThrows(ConfigException.class,
        () -> CassandraConfig.from(props("hosts", "h", "cassandra.keyspaces", "x")));
    assertTrue(e.getMessage().contains("cassandra.keyspaces"), e.getMessage());
    assertTrue(e.getMessage().contains("cassandra.keyspace"), e.getMessage());
  }

  @Test
  void validateChecksWithoutConnecting() {
    CassandraClient client = new CassandraClient();
    client.validate(props("hosts", "127.0.0.1")); // validation only: never contacted
    assertThrows(ConfigException.class, () -> client.validate(props("hosts", "h",
        "cassandra.writeconsistencylevel", "x")));
  }

  private static void assertMessage(String key, Properties p) {
    ConfigException e = assertThrows(ConfigException.class, () -> CassandraConfig.from(p));
    assertTrue(e.getMessage().startsWith(key), e.getMessage());
  }

  /** The options table of docs/bindings/cassandra.md is the declaration's, row for row. */
  @Test
  void theDocsTableIsTheDeclaration() throws Exception {
    OptionsDocTable.assertDocuments("docs/bindings/cassandra.md", CassandraConfig.OPTIONS);
  }
}
