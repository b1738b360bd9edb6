package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.DBException;

/** A shard that cannot be reached fails init naming its host:port, never the password. */
class InitFailureTest {
  private final TestClients<JdbcClient> clients = new TestClients<>(JdbcClient::new, "db.url");

  private static int closedPort() throws Exception {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort(); // nothing listens here once the probe is closed
    }
  }

  @Test
  void anUnreachableShardIsNamedWithoutAnyPassword() throws Exception {
    int port = closedPort();
    String urls = "jdbc:h2:mem:ok-" + UUID.randomUUID() + ";jdbc:mariadb://127.0.0.1:" + port
        + "/ycsb?password=urlsecret";
    for (int attempt = 0; attempt < 2; attempt++) {
      DBException e = assertThrows(DBException.class, () -> clients.open(urls, "db.user",
          "ycsb", "db.passwd", "hunter2", "db.connect.timeout", "2s"));
      String m = e.getMessage();
      assertTrue(m.startsWith("jdbc: cannot connect to shard 2 of 2 (127.0.0.1:" + port + "): "),
          m);
      assertFalse(m.contains("hunter2") || m.contains("urlsecret"), m);
    }
  }

  @Test
  void aUrlWithoutDriverIsNotEchoedEither() throws Exception {
    DBException e = assertThrows(DBException.class,
        () -> clients.open("jdbc:nosuchdb://user:urlsecret@db.example:1/x"));
    assertEquals("jdbc: cannot connect to shard 1 of 1 (db.example:1): No suitable driver found "
        + "for <db.url of db.example:1> [SQL state 08001]", e.getMessage());
  }

  @Test
  void aWrongPasswordIsNeverEchoed() throws Exception {
    String url = "jdbc:h2:mem:pw-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
    clients.open(url, "db.user", "sa", "db.passwd", "right").cleanup();
    DBException e = assertThrows(DBException.class,
        () -> clients.open(url, "db.user", "sa", "db.passwd", "hunter2"));
    assertTrue(e.getMessage().contains("(shard1)"), e.getMessage());
    assertTrue(e.getMessage().contains("28000"), e.getMessage());
    assertFalse(e.getMessage().contains("hunter2"), e.getMessage());
    ShardSql.execute(url.replace(";DB_CLOSE_DELAY=-1", "") + ";USER=sa;PASSWORD=right",
        "SHUTDOWN");
  }
}
