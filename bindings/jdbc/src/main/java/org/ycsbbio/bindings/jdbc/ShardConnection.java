package org.ycsbbio.bindings.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import net.jcip.annotations.NotThreadSafe;

/**
 * One client thread's connection to one shard (autocommit on), with its prepared statements
 * cached by statement shape. When the connection breaks (SQL state class {@code 08}, or the
 * driver closed it) the next operation reconnects, at most once per {@value #RETRY_MILLIS} ms;
 * in between, operations fail at once instead of waiting on a dead server.
 *
 * <p>Confined to one YCSB client thread, like the {@code DB} instance that owns it.
 */
@NotThreadSafe
final class ShardConnection implements AutoCloseable {
  private static final int CACHED_STATEMENTS = 256;
  private static final long RETRY_MILLIS = 1_000;

  /**
   * What a statement does and on which columns: the key of the statement cache. Looked up once
   * per operation, so equality tries identity first: the records of one client thread share
   * their field list while the field set stays the same ({@link Record#of}).
   */
  record Shape(Kind kind, String table, List<String> fields) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Shape s && kind == s.kind && table.equals(s.table)
          && (fields == s.fields || fields != null && fields.equals(s.fields));
    }

    @Override
    public int hashCode() {
      return (kind.ordinal() * 31 + table.hashCode()) * 31 + Objects.hashCode(fields);
    }
  }

  /** The statements the binding prepares. */
  enum Kind { READ, SCAN, UPDATE, INSERT, DELETE }

  private final String url;
  private final String nodeName;
  private final JdbcConfig config;
  private final Map<Shape, PreparedStatement> statements =
      new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Shape, PreparedStatement> eldest) {
          if (size() > CACHED_STATEMENTS) {
            closeQuietly(eldest.getValue());
            return true;
          }
          return false;
        }
      };
  private Connection connection;
  private SqlDialect dialect;
  private long lastAttemptMillis;

  private ShardConnection(String url, String nodeName, JdbcConfig config) {
    this.url = url;
    this.nodeName = nodeName;
    this.config = config;
  }

  /** Connects to the shard; the exception names the node, never the URL or the password. */
  static ShardConnection open(String url, String nodeName, JdbcConfig config)
      throws SQLException {
    ShardConnection shard = new ShardConnection(url, nodeName, config);
    shard.connect();
    return shard;
  }

  /** The node name of this shard. */
  String nodeName() {
    return nodeName;
  }

  /** The SQL dialect of this shard's database. */
  SqlDialect dialect() {
    return dialect;
  }

  /** The live connection, reconnecting first when it broke. */
  Connection connection() throws SQLException {
    if (connection == null) {
      long now = System.currentTimeMillis();
      if (now - lastAttemptMillis < RETRY_MILLIS) {
        throw new SQLException("no connection to " + nodeName + " (reconnect pending)", "08003");
      }
      connect();
    }
    return connection;
  }

  /** The cached statement of {@code shape}, prepared from {@code sql} on first use. */
  PreparedStatement prepare(Shape shape, String sql) throws SQLException {
    PreparedStatement ps = statements.get(shape);
    if (ps == null) {
      ps = connection().prepareStatement(sql);
      statements.put(shape, ps);
    }
    return ps;
  }

  /** Whether {@code shape} is cached (its SQL text need not be built). */
  PreparedStatement cached(Shape shape) {
    return statements.get(shape);
  }

  /**
   * Looks at a failure: when the connection itself broke, drops it (and its statements) so the
   * next operation reconnects. A statement that failed for another reason is dropped too.
   */
  void failed(Shape shape, SQLException e) {
    String state = e.getSQLState();
    boolean broken = state != null && state.startsWith("08");
    try {
      broken |= connection != null && connection.isClosed();
    } catch (SQLException ignored) {
      broken = true;
    }
    if (broken) {
      dropConnection();
    } else if (shape != null) {
      closeQuietly(statements.remove(shape));
    }
  }

  private void connect() throws SQLException {
    lastAttemptMillis = System.currentTimeMillis();
    Properties info = new Properties();
    if (config.user() != null) {
      info.setProperty("user", config.user());
    }
    if (config.password() != null) {
      info.setProperty("password", config.password());
    }
    if (url.startsWith("jdbc:mariadb:") || url.startsWith("jdbc:mysql:")) {
      info.setProperty("connectTimeout", Long.toString(config.connectTimeoutMillis()));
    } else {
      DriverManager.setLoginTimeout((int) Math.max(1, (config.connectTimeoutMillis() + 999) / 1000));
    }
    Connection c = DriverManager.getConnection(url, info);
    try {
      c.setAutoCommit(true);
      if (config.socketTimeoutMillis() > 0) {
        try {
          c.setNetworkTimeout(Runnable::run, (int) config.socketTimeoutMillis());
        } catch (SQLFeatureNotSupportedException e) {
          // the driver has no network timeout (embedded databases): nothing to time out
        }
      }
      if (dialect == null) {
        dialect = SqlDialect.of(c.getMetaData(), config.columnType());
      }
    } catch (SQLException e) {
      closeQuietly(c);
      throw e;
    }
    connection = c;
  }

  private void dropConnection() {
    statements.values().forEach(ShardConnection::closeQuietly);
    statements.clear();
    closeQuietly(connection);
    connection = null;
  }

  @Override
  public void close() {
    dropConnection();
  }

  private static void closeQuietly(AutoCloseable c) {
    if (c == null) {
      return;
    }
    try {
      c.close();
    } catch (Exception ignored) {
      // closing after a failure: nothing left to do
    }
  }
}
