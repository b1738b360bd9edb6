package org.ycsbbio.bindings.jdbc;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import net.jcip.annotations.ThreadSafe;

/**
 * What this run knows about the tables of one shard: which exist and which columns they have.
 * Shared by every client thread of the run (one instance per shard URL, kept by the binding
 * context under {@link Key}), so a table is created and a column added once per run, whichever
 * thread needs it first.
 *
 * <p>Schema changes of one table are serialised by a per-table read-write lock; where the
 * database needs it ({@link SqlDialect#lockSchemaChanges}: H2) every operation on the table holds
 * its read side while it runs ({@link #useLock}). Other processes (client machines) may still
 * race: a failing {@code CREATE}/{@code ALTER} is followed by a fresh look at the table, and
 * only a column that is still missing then is an error. The hot path (all columns known) is
 * two map lookups.
 */
@ThreadSafe
public final class SchemaCache {
  private static final long REFRESH_NANOS = 1_000_000_000L;

  /** Columns of one table as last seen, and when. */
  private record Snapshot(Set<String> columns, long seenNanos) {
  }

  private final ConcurrentHashMap<String, Snapshot> tables = new ConcurrentHashMap<>();
  private final ConcurrentHashMap<String, ReentrantReadWriteLock> locks =
      new ConcurrentHashMap<>();

  /** The binding context's key of the cache of the shard at {@code url}. */
  public record Key(String url) {
  }

  /**
   * Makes sure {@code table} exists with a column for each of {@code fields}: creates the table
   * from them when missing, adds missing columns otherwise.
   */
  public void ensure(Connection c, SqlDialect sql, String table, Collection<String> fields)
      throws SQLException {
    Snapshot known = tables.get(table);
    if (known != null && known.columns().containsAll(fields)) {
      return;
    }
    Lock exclusive = lockOf(table).writeLock();
    exclusive.lock();
    try {
      known = tables.get(table); // another thread may have done it while we waited
      if (known != null && known.columns().containsAll(fields)) {
        return;
      }
      Set<String> columns = load(c, sql, table);
      if (columns == null) {
        try (Statement s = c.createStatement()) {
          s.executeUpdate(sql.createTable(table, new ArrayList<>(fields)));
        }
        columns = require(load(c, sql, table), table);
      }
      for (String field : fields) {
        if (!columns.contains(field)) {
          addColumn(c, sql, table, field);
        }
      }
      tables.put(table, new Snapshot(Set.copyOf(require(load(c, sql, table), table)),
          System.nanoTime()));
    } finally {
      exclusive.unlock();
    }
  }

  /**
   * The lock an operation on {@code table} holds while its statement runs, so that no schema
   * change of this process runs at the same time. H2 needs this: its {@code ALTER TABLE} copies
   * the table, and rows written meanwhile by other sessions were lost in our tests.
   */
  public Lock useLock(String table) {
    return lockOf(table).readLock();
  }

  private ReentrantReadWriteLock lockOf(String table) {
    return locks.computeIfAbsent(table, t -> new ReentrantReadWriteLock());
  }

  /**
   * Which of {@code fields} the table has, as far as known (looked up again at most once a
   * second when some are missing); {@code null} when the table was never seen.
   */
  public List<String> existing(Connection c, SqlDialect sql, String table, Collection<String> fields)
      throws SQLException {
    Snapshot known = tables.get(table);
    if (known == null || !known.columns().containsAll(fields)
        && System.nanoTime() - known.seenNanos() > REFRESH_NANOS) {
      Set<String> columns = load(c, sql, table);
      if (columns == null) {
        return null;
      }
      known = new Snapshot(Set.copyOf(columns), System.nanoTime());
      tables.put(table, known);
    }
    List<String> out = new ArrayList<>(fields.size());
    for (String f : fields) {
      if (known.columns().contains(f)) {
        out.add(f);
      }
    }
    return out;
  }

  /** Forgets {@code table} (it was dropped or changed behind this process's back). */
  public void invalidate(String table) {
    tables.remove(table);
  }

  /** Adds one column; no error when it exists by then (another process added it). */
  static void addColumn(Connection c, SqlDialect sql, String table, String field)
      throws SQLException {
    try (Statement s = c.createStatement()) {
      s.executeUpdate(sql.addColumn(table, field));
    } catch (SQLException e) {
      // Another process may have added it between our look and our ALTER.
      Set<String> now = load(c, sql, table);
      if (now == null || !now.contains(field)) {
        throw e;
      }
    }
  }

  private static Set<String> require(Set<String> columns, String table) throws SQLException {
    if (columns == null) {
      throw new SQLException("table " + table + " is missing right after CREATE TABLE");
    }
    return columns;
  }

  /** The value columns of {@code table}, or null when it cannot be read (missing). */
  private static Set<String> load(Connection c, SqlDialect sql, String table)
      throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql.probe(table))) {
      ResultSetMetaData meta = rs.getMetaData();
      Set<String> columns = new HashSet<>();
      for (int i = 1; i <= meta.getColumnCount(); i++) {
        String name = meta.getColumnName(i);
        if (!name.equalsIgnoreCase(SqlDialect.KEY_COLUMN)) {
          columns.add(name);
        }
      }
      return columns;
    } catch (SQLException e) {
      if (c.isClosed() || !c.isValid(5)) {
        throw e; // the connection failed, not the table
      }
      return null;
    }
  }
}
