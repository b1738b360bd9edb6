package org.ycsbbio.bindings.jdbc;

import java.util.List;
import java.util.Properties;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;

/**
 * Settings of the JDBC binding: declared once here ({@link #OPTIONS}, the table of
 * {@code docs/bindings/jdbc.md}; upstream YCSB's JDBC key names where they exist), read and
 * checked once in {@code validate()} and {@code init()}. Unknown {@code db.*} and {@code jdbc.*}
 * keys are rejected with the nearest known key.
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

  private static final long HOUR_MS = 3_600_000L;

  static final Option<String> URL = Option.text("db.url", null, "one JDBC URL, or several "
      + "separated by `;` — one per shard. A `;` starts a new shard only when `jdbc:` follows it, "
      + "so URLs that use `;` themselves keep it "
      + "(`jdbc:h2:mem:a;DB_CLOSE_DELAY=-1;jdbc:h2:mem:b`)");
  static final Option<String> USER = Option.optionalText("db.user",
      "user name, the same for every shard");
  static final Option<String> PASSWD = Option.secret("db.passwd",
      "password, the same for every shard; taken as written (spaces kept) and never printed");
  static final Option<String> DRIVER = Option.optionalText("db.driver",
      "driver class to load first (JDBC 4 drivers register themselves; checked before the run)");
  static final Option<Integer> BATCH_SIZE = Option.integer("db.batchsize", 0, 0, 1_000_000,
      "inserts", "inserts buffered per shard and sent as one JDBC batch "
      + "([batching](#batched-inserts-and-per-node-latency)); 0 = off");
  static final Option<Long> CONNECT_TIMEOUT = Option.millis("db.connect.timeout", 10_000, 1,
      HOUR_MS, "connect timeout: `connectTimeout` of the MariaDB/MySQL driver, the "
      + "`DriverManager` login timeout for others");
  static final Option<Long> SOCKET_TIMEOUT = Option.millis("db.socket.timeout", 0, 0, HOUR_MS,
      "network timeout of every statement (`Connection.setNetworkTimeout`), 0 = none; a "
      + "statement that waits longer fails (an error on its shard)");
  static final Option<Boolean> CREATE_TABLES = Option.flag("jdbc.createtables", true,
      "create missing tables and columns on first use ([schema](#schema)); `false`: the schema "
      + "must exist");
  static final Option<String> COLUMN_TYPE = Option.optionalText("jdbc.columntype",
      "SQL type of value columns; unset: `LONGTEXT` on MariaDB/MySQL, `VARCHAR` (up to "
      + "1,000,000 characters) on H2, `TEXT` elsewhere").matching(
          "[A-Za-z][A-Za-z0-9_ ]*(\\([0-9, ]+\\))?",
          "must be a SQL type name such as TEXT or VARCHAR(4000)");

  /** Every option of the binding, in the order of the doc's table. */
  static final Options OPTIONS = new Options(List.of("db.", "jdbc."), URL, USER, PASSWD, DRIVER,
      BATCH_SIZE, CONNECT_TIMEOUT, SOCKET_TIMEOUT, CREATE_TABLES, COLUMN_TYPE);

  public JdbcConfig {
    urls = List.copyOf(urls);
    nodeNames = List.copyOf(nodeNames);
  }

  /** Reads and validates the {@code db.*} and {@code jdbc.*} keys. */
  public static JdbcConfig from(Properties props) {
    OPTIONS.rejectUnknown(props);
    List<String> urls = ShardUrls.split(URL.read(props));
    if (urls.isEmpty()) {
      throw new ConfigException(URL + ": required but not set");
    }
    for (int i = 0; i < urls.size(); i++) {
      if (!urls.get(i).startsWith("jdbc:")) {
        // The URL itself is not echoed: it may carry a password parameter.
        throw new ConfigException(URL + ": shard " + (i + 1) + " of " + urls.size()
            + " does not start with jdbc: (separate shards with ;)");
      }
    }
    return new JdbcConfig(urls, ShardUrls.nodeNames(urls), USER.read(props), PASSWD.read(props),
        DRIVER.read(props), BATCH_SIZE.read(props), CONNECT_TIMEOUT.read(props),
        SOCKET_TIMEOUT.read(props), CREATE_TABLES.read(props), COLUMN_TYPE.read(props));
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
