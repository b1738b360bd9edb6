package org.ycsbbio.bindings.jdbc;

import java.util.List;
import java.util.Properties;
import java.util.Set;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.config.PropertyReader;

/**
 * Settings of the JDBC binding, read and checked once (in {@code validate()} and {@code init()}).
 * Keys (upstream YCSB's JDBC names where they exist):
 * <ul>
 *   <li>{@code db.url} — one JDBC URL, or several separated by {@code ;} (one per shard; see
 *       {@link ShardUrls}); required;</li>
 *   <li>{@code db.user}, {@code db.passwd} — credentials (the password is never printed);</li>
 *   <li>{@code db.driver} — driver class to load first (optional: JDBC 4 drivers register
 *       themselves);</li>
 *   <li>{@code db.batchsize} — inserts buffered per shard and sent as one JDBC batch (default 0:
 *       no batching);</li>
 *   <li>{@code db.connect.timeout} — connect/login timeout (default 10s; bare numbers are ms);</li>
 *   <li>{@code db.socket.timeout} — network timeout of each statement (default 0: none);</li>
 *   <li>{@code jdbc.createtables} — create missing tables and columns on first use (default
 *       true);</li>
 *   <li>{@code jdbc.columntype} — SQL type of value columns (default: LONGTEXT on
 *       MariaDB/MySQL, VARCHAR on H2, TEXT elsewhere).</li>
 * </ul>
 * Unknown {@code db.*} and {@code jdbc.*} keys are rejected with the nearest known key.
 *
 * @param urls one JDBC URL per shard
 * @param nodeNames the node name of each shard ({@code host:port} or {@code shardN})
 * @param user user name, or null
 * @param password password, or null; never part of {@link #toString()}
 * @param driver driver class name, or null
 * @param batchSize inserts per batch, 0 for none
 * @param connectTimeoutMillis connect timeout, ms
 * @param socketTimeoutMillis network timeout per statement, ms, 0 for none
 * @param createTables whether missing tables and columns are created
 * @param columnType value column type, or null for the database's default
 */
@Immutable
public record JdbcConfig(List<String> urls, List<String> nodeNames, String user, String password,
    String driver, int batchSize, long connectTimeoutMillis, long socketTimeoutMillis,
    boolean createTables, String columnType) {

  private static final Set<String> DB_KEYS = Set.of("db.url", "db.user", "db.passwd",
      "db.driver", "db.batchsize", "db.connect.timeout", "db.socket.timeout");
  private static final Set<String> JDBC_KEYS = Set.of("jdbc.createtables", "jdbc.columntype");
  private static final long HOUR_MS = 3_600_000L;

  public JdbcConfig {
    urls = List.copyOf(urls);
    nodeNames = List.copyOf(nodeNames);
  }

  /** Reads and validates the {@code db.*} and {@code jdbc.*} keys. */
  public static JdbcConfig from(Properties props) {
    PropertyReader r = new PropertyReader(props);
    r.rejectUnknown("db.", DB_KEYS, List.of());
    r.rejectUnknown("jdbc.", JDBC_KEYS, List.of());
    List<String> urls = ShardUrls.split(r.required("db.url"));
    if (urls.isEmpty()) {
      throw new ConfigException("db.url: required but not set");
    }
    for (int i = 0; i < urls.size(); i++) {
      if (!urls.get(i).startsWith("jdbc:")) {
        // The URL itself is not echoed: it may carry a password parameter.
        throw new ConfigException("db.url: shard " + (i + 1) + " of " + urls.size()
            + " does not start with jdbc: (separate shards with ;)");
      }
    }
    String columnType = r.string("jdbc.columntype", null);
    if (columnType != null && !columnType.matches("[A-Za-z][A-Za-z0-9_ ]*(\\([0-9, ]+\\))?")) {
      throw new ConfigException("jdbc.columntype=" + columnType
          + ": must be a SQL type name such as TEXT or VARCHAR(4000)");
    }
    return new JdbcConfig(urls, ShardUrls.nodeNames(urls), r.string("db.user", null),
        props.getProperty("db.passwd"), r.string("db.driver", null),
        r.integer("db.batchsize", 0, 0, 1_000_000),
        r.durationMillis("db.connect.timeout", 10_000, 1, HOUR_MS),
        r.durationMillis("db.socket.timeout", 0, 0, HOUR_MS),
        r.bool("jdbc.createtables", true), columnType);
  }

  /** Number of shards. */
  public int shards() {
    return urls.size();
  }

  /** Whether inserts are batched. */
  public boolean batching() {
    return batchSize > 0;
  }

  /** Without the password, and without the URLs (which may carry one). */
  @Override
  public String toString() {
    return "JdbcConfig[nodes=" + nodeNames + ", user=" + user + ", password="
        + (password == null ? "none" : "***") + ", driver=" + driver + ", batchSize=" + batchSize
        + ", connectTimeoutMillis=" + connectTimeoutMillis + ", socketTimeoutMillis="
        + socketTimeoutMillis + ", createTables=" + createTables + ", columnType=" + columnType
        + "]";
  }
}
