package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.ycsbbio.core.testing.Fields.values;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.Status;

/** Tables and columns created on first use while several client threads insert at once. */
class SchemaRaceTest {
  private final TestClients<JdbcClient> clients = new TestClients<>(JdbcClient::new, "db.url");
  private final String url =
      "jdbc:h2:mem:race-" + UUID.randomUUID().toString().substring(0, 8) + ";DB_CLOSE_DELAY=-1";

  @AfterEach
  void shutdown() throws Exception {
    ShardSql.execute(url, "SHUTDOWN");
  }

  @Test
  void threadsAddingTheSameColumnsAtOnceAllSucceed() throws Exception {
    int threads = 6;
    int perThread = 60;
    CountDownLatch go = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<List<Status>>> results = new ArrayList<>();
    try {
      for (int t = 0; t < threads; t++) {
        int thread = t;
        results.add(pool.submit(() -> {
          JdbcClient db = clients.open(url);
          List<Status> statuses = new ArrayList<>();
          try {
            go.await();
            for (int i = 0; i < perThread; i++) {
              // record i has fields f0..f(i % 12): every thread needs the same new columns
              List<String> kv = new ArrayList<>();
              for (int f = 0; f <= i % 12; f++) {
                kv.add("f-" + f);
                kv.add("v" + i);
              }
              statuses.add(db.insert("grow", "t" + thread + "k" + i,
                  values(kv.toArray(new String[0]))));
            }
          } finally {
            db.cleanup();
          }
          return statuses;
        }));
      }
      go.countDown();
      for (Future<List<Status>> f : results) {
        for (Status s : f.get(60, TimeUnit.SECONDS)) {
          assertEquals(Status.OK, s);
        }
      }
    } finally {
      pool.shutdownNow();
    }
    assertEquals(threads * perThread, ShardSql.keysIn(url, "grow").size());
    assertEquals(13, columnCount("grow"), "YCSB_KEY + f-0..f-11, each once");
  }

  @Test
  void aColumnAddedByAnotherClientMeanwhileIsNoError() throws Exception {
    JdbcClient db = clients.open(url);
    try {
      assertEquals(Status.OK, db.insert("t", "k1", values("a", "1")));
    } finally {
      db.cleanup();
    }
    // Another process's cache, which still believes column b is missing, adds it after us.
    ShardSql.execute(url, "ALTER TABLE \"t\" ADD COLUMN \"b\" VARCHAR");
    SchemaCache stale = new SchemaCache();
    try (Connection c = DriverManager.getConnection(url)) {
      SqlDialect sql = SqlDialect.of(c.getMetaData(), null);
      stale.ensure(c, sql, "t", List.of("a", "b", "c"));
      assertEquals(List.of("a", "b", "c"), stale.existing(c, sql, "t", List.of("a", "b", "c")));
      SQLException e = assertThrows(SQLException.class,
          () -> SchemaCache.addColumn(c, sql, "no_such_table", "x"));
      assertEquals("42", e.getSQLState().substring(0, 2));
      SchemaCache.addColumn(c, sql, "t", "b"); // exists already: the race's outcome, no error
    }
    assertEquals(4, columnCount("t"));
    JdbcClient again = clients.open(url);
    try {
      assertEquals(Status.OK, again.read("t", "k1", null, new HashMap<>()));
    } finally {
      again.cleanup();
    }
  }

  private int columnCount(String table) throws SQLException {
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT * FROM \"" + table + "\" WHERE 1 = 0")) {
      return rs.getMetaData().getColumnCount();
    }
  }
}
