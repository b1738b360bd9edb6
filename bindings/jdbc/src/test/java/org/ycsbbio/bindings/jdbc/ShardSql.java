package org.ycsbbio.bindings.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.TreeSet;

/** Direct SQL on one shard, bypassing the binding: what a test checks the binding did. */
final class ShardSql {
  private ShardSql() {
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
