package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.core.testing.TestProperties;

/** Settings: defaults, and one clear message naming the key for each bad value. */
class JdbcConfigTest {
  private static Properties props(String... kv) {
    return TestProperties.of("db.url",
        "jdbc:mariadb://127.0.0.1:3307/ycsb;jdbc:mariadb://127.0.0.1:3308/ycsb").set(kv).build();
  }

  private static String error(String... kv) {
    return assertThrows(ConfigException.class, () -> new JdbcClient().validate(props(kv)))
        .getMessage();
  }

  @Test
  void defaults() {
    JdbcConfig c = JdbcConfig.from(props());
    assertEquals(2, c.shards());
    assertEquals(List.of("127.0.0.1:3307", "127.0.0.1:3308"), c.nodeNames());
    assertEquals(0, c.batchSize());
    assertFalse(c.batching());
    assertTrue(c.createTables());
    assertEquals(10_000, c.connectTimeoutMillis());
    assertEquals(0, c.socketTimeoutMillis());
    assertEquals(null, c.columnType());
  }

  @Test
  void readsEveryKey() {
    JdbcConfig c = JdbcConfig.from(props("db.user", "ycsb", "db.passwd", " p w ", "db.batchsize",
        "100", "db.connect.timeout", "2s", "db.socket.timeout", "1500", "jdbc.createtables",
        "false", "jdbc.columntype", "VARCHAR(4000)", "db.driver", "org.h2.Driver"));
    assertEquals("ycsb", c.user());
    assertEquals(" p w ", c.password());
    assertEquals(100, c.batchSize());
    assertEquals(2000, c.connectTimeoutMillis());
    assertEquals(1500, c.socketTimeoutMillis());
    assertFalse(c.createTables());
    assertEquals("VARCHAR(4000)", c.columnType());
    assertEquals("org.h2.Driver", c.driver());
  }

  @Test
  void unknownKeysAreRejectedWithTheNearestKnownOne() {
    assertEquals("jdbc.createtable: unknown key (did you mean jdbc.createtables?)",
        error("jdbc.createtable", "true"));
    assertEquals("db.batchsze: unknown key (did you mean db.batchsize?)",
        error("db.batchsze", "10"));
  }

  @Test
  void badValuesNameTheKey() {
    assertEquals("db.batchsize=-1: must be between 0 and 1000000", error("db.batchsize", "-1"));
    assertEquals("db.batchsize=ten: not a whole number", error("db.batchsize", "ten"));
    assertTrue(error("db.connect.timeout", "soon").startsWith("db.connect.timeout=soon: "));
    assertEquals("jdbc.createtables=maybe: must be true or false",
        error("jdbc.createtables", "maybe"));
    assertTrue(error("jdbc.columntype", "TEXT; DROP TABLE x").startsWith("jdbc.columntype="));
    assertEquals("db.driver=org.nowhere.Driver: class not found on the class path",
        error("db.driver", "org.nowhere.Driver"));
  }

  @Test
  void urlErrorsNeverEchoTheUrl() {
    Properties p = props();
    p.remove("db.url");
    assertEquals("db.url: required but not set",
        assertThrows(ConfigException.class, () -> JdbcConfig.from(p)).getMessage());
    assertEquals("db.url: shard 1 of 1 does not start with jdbc: (separate shards with ;)",
        error("db.url", "mariadb://h:1/y?password=hunter2"));
    assertEquals(List.of("jdbc:h2:mem:a", "jdbc:h2:mem:b;DB_CLOSE_DELAY=-1"),
        JdbcConfig.from(props("db.url", "jdbc:h2:mem:a; jdbc:h2:mem:b;DB_CLOSE_DELAY=-1 ;;")).urls());
  }

  @Test
  void toStringNeverShowsThePassword() {
    String s = JdbcConfig.from(props("db.passwd", "hunter2")).toString();
    assertFalse(s.contains("hunter2"), s);
    assertTrue(s.contains("password=***"), s);
  }

  /** The options table of docs/bindings/jdbc.md is the declaration's, row for row. */
  @Test
  void theDocsTableIsTheDeclaration() throws Exception {
    OptionsDocTable.assertDocuments("docs/bindings/jdbc.md", JdbcConfig.OPTIONS);
  }
}
