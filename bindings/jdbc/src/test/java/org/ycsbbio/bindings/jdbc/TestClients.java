package org.ycsbbio.bindings.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.TreeSet;
import org.ycsbbio.core.api.NodeRegistry;
import site.ycsb.DBException;

/** Test helpers: JdbcClients on a shared node registry, values, direct SQL on a shard. */
final class TestClients {
  final NodeRegistry nodes = new NodeRegistry();

  /** An initialised client; {@code kv} are extra properties. */
  JdbcClient open(String dbUrl, String... kv) throws DBException {
    Properties p = new Properties();
    p.setProperty("db.url", dbUrl);
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    JdbcClient client = new JdbcClient();
    client.setProperties(p);
    client.useNodeRegistry(nodes);
    client.init();
    return client;
  }

  /** Name of the node the client named for its last operation. */
  String servedBy(JdbcClient client) {
    int index = client.takeServedNodeIndex();
    return index < 0 ? "none" : nodes.get(index).name();
  }

  /** The keys stored in {@code table} of the database at {@code url}, sorted. */
  static TreeSet<String> keysIn(String url, String table) throws SQLException {
    TreeSet<String> keys = new TreeSet<>();
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT \"YCSB_KEY\" FROM \"" + table + "\"")) {
      while (rs.next()) {
        keys.add(rs.getString(1));
      }
    }
    return keys;
  }

  /** Runs one statement on the database at {@code url}. */
  static void execute(String url, String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      s.execute(sql);
    }
  }
}
