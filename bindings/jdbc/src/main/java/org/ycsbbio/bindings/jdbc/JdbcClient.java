package org.ycsbbio.bindings.jdbc;

import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.EmptiesTables;
import org.ycsbbio.core.api.KeyHash;
import org.ycsbbio.core.api.ConfiguredDB;
import org.ycsbbio.core.api.DriverLog;
import org.ycsbbio.core.api.NodeId;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * YCSB binding for any JDBC database, sharded on the client: {@code db.url} lists one URL per
 * shard, every key lives on shard {@link KeyHash#bucketOf} and each operation is attributed
 * to that shard's node ({@code host:port}), failed ones included. Scans read only the start
 * key's shard, like upstream YCSB's sharded JDBC binding. {@link #emptyTables} truncates on every
 * shard. Settings: {@link JdbcConfig}; tables and columns: {@link SchemaCache}; SQL:
 * {@link SqlDialect}; see {@code docs/bindings/jdbc.md}.
 *
 * <p>One instance per YCSB client thread (YCSB's contract), holding one connection per shard;
 * the schema cache and the node registry are shared between the instances of a run (through
 * the run's context).
 */
@NotThreadSafe
public final class JdbcClient extends ConfiguredDB<JdbcConfig> implements EmptiesTables {
  static {
    quietMariaDbDriver();
  }

  private JdbcConfig config;
  private ShardStore[] stores;
  private NodeId[] nodes;
  private List<String> lastFields = List.of();

  public JdbcClient() {
    super(JdbcConfig.OPTIONS, JdbcClient::withDriver);
  }

  /** The settings in {@code props}, with the JDBC driver they name loaded. */
  private static JdbcConfig withDriver(Properties props) {
    JdbcConfig c = JdbcConfig.from(props);
    if (c.driver() != null) {
      loadDriver(c.driver());
    }
    return c;
  }

  @Override
  protected void start(JdbcConfig config) throws DBException {
    this.config = config;
    int n = config.shards();
    stores = new ShardStore[n];
    nodes = new NodeId[n];
    for (int i = 0; i < n; i++) {
      String name = config.nodeNames().get(i);
      nodes[i] = node(name);
      try {
        ShardConnection shard = ShardConnection.open(config.urls().get(i), name, config);
        SchemaCache schema = context().shared(new SchemaCache.Key(config.urls().get(i)),
            SchemaCache::new);
        stores[i] = new ShardStore(shard, schema, config);
      } catch (SQLException e) {
        closeStores();
        String message = "jdbc: cannot connect to shard " + (i + 1) + " of " + n + " (" + name
            + "): " + describe(e);
        throw new DBException(message, e);
      }
    }
  }

  /**
   * The MariaDB driver prints every failed statement on stderr (a line per error and thread:
   * thousands when a shard dies). The binding reports errors itself, so the driver's log is off
   * unless the user set {@code -Dmariadb.logging.disable} (false brings it back). Takes effect
   * only before the driver's first use in the process.
   */
  static void quietMariaDbDriver() {
    DriverLog.setUnlessSet("mariadb.logging.disable", "true");
  }

  private static void loadDriver(String driver) {
    try {
      Class.forName(driver);
    } catch (ClassNotFoundException | LinkageError e) {
      throw new ConfigException("db.driver=" + driver + ": class not found on the class path");
    }
  }

  /** {@code values} as a record, sharing the previous record's field list when it is the same. */
  private Record record(Map<String, ByteIterator> values) {
    Record r = Record.of(values, lastFields);
    lastFields = r.fields();
    return r;
  }

  /** The 0-based shard of {@code key} (see {@link KeyHash}), named as this operation's node. */
  private int shard(String key) {
    return servedByKeyHash(key, nodes);
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    int s = shard(key);
    try {
      return stores[s].read(table, key, fields, result);
    } catch (SQLException e) {
      return error(s, e);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    int s = shard(startkey);
    try {
      return stores[s].scan(table, startkey, recordcount, fields, result);
    } catch (SQLException e) {
      return error(s, e);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    int s = shard(key);
    try {
      return stores[s].update(table, key, record(values));
    } catch (SQLException e) {
      return error(s, e);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    int s = shard(key);
    try {
      return stores[s].insert(table, key, record(values));
    } catch (SQLException e) {
      return error(s, e);
    }
  }

  @Override
  public Status delete(String table, String key) {
    int s = shard(key);
    try {
      return stores[s].delete(table, key);
    } catch (SQLException e) {
      return error(s, e);
    }
  }

  /**
   * Truncates each of {@code tables} that exists on every shard ({@code TRUNCATE TABLE}: the
   * table keeps its definition, so a schema made by hand — a storage engine, an index — stays).
   */
  @Override
  public void emptyTables(List<String> tables) throws DBException {
    for (int i = 0; i < stores.length; i++) {
      for (String table : tables) {
        try {
          stores[i].truncate(table);
        } catch (SQLException e) {
          throw new DBException("jdbc: cannot empty table " + table + " on shard " + (i + 1)
              + " of " + stores.length + " (" + stores[i].nodeName() + "): " + describe(e), e);
        }
      }
    }
  }

  /** Sends buffered inserts, then closes every connection. */
  @Override
  public void cleanup() throws DBException {
    if (stores == null) {
      return;
    }
    StringBuilder failures = new StringBuilder();
    for (ShardStore store : stores) {
      if (store == null || store.pending() == 0) {
        continue;
      }
      int pending = store.pending();
      try {
        store.flush();
      } catch (SQLException e) {
        failures.append(failures.length() == 0 ? "" : "; ").append("the last ").append(pending)
            .append(" batched inserts to ").append(store.nodeName()).append(" failed: ")
            .append(describe(e));
      }
    }
    closeStores();
    if (failures.length() > 0) {
      context().log().fail("jdbc: " + failures);
      throw new DBException("jdbc: " + failures);
    }
  }

  private void closeStores() {
    for (ShardStore store : stores) {
      if (store != null) {
        store.close();
      }
    }
  }

  /**
   * The operation failed: still attributed to shard {@code s}. The run's first error per shard is
   * printed; the rest are only counted (per node, in the results).
   */
  private Status error(int s, SQLException e) {
    context().failed("jdbc", nodes[s], describe(e));
    return Status.ERROR;
  }

  /**
   * The driver's message with SQL state, on one line; URLs (which may carry credentials) and the
   * password masked should a driver quote them ({@code No suitable driver found for <url>}).
   */
  private String describe(SQLException e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    for (int i = 0; i < config.shards(); i++) {
      message = message.replace(config.urls().get(i), "<db.url of " + config.nodeNames().get(i)
          + ">");
    }
    String password = config.password();
    if (password != null && !password.isEmpty()) {
      message = message.replace(password, "***");
    }
    return message.strip().replaceAll("\\s*\\R\\s*", " ") + (e.getSQLState() == null ? "" : " [SQL state " + e.getSQLState() + "]");
  }
}
