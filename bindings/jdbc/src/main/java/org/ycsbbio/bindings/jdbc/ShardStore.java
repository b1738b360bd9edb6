package org.ycsbbio.bindings.jdbc;

import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.locks.Lock;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.bindings.jdbc.ShardConnection.Kind;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * YCSB's five operations on one shard, in SQL: one client thread's {@link ShardConnection}, the
 * process-wide {@link SchemaCache} of the shard (tables and columns created on first use when
 * {@code jdbc.createtables} is on) and, with {@code db.batchsize > 0}, the shard's
 * {@link InsertBuffer}. Methods return {@link Status#OK}, {@link Status#NOT_FOUND} or
 * {@link Status#BATCHED_OK} and throw {@link SQLException} for everything else.
 *
 * <p>Confined to one YCSB client thread.
 */
@NotThreadSafe
final class ShardStore implements AutoCloseable {
  private final ShardConnection shard;
  private final SchemaCache schema;
  private final JdbcConfig config;
  private final InsertBuffer buffer = new InsertBuffer();

  /** What to do with a prepared statement. */
  private interface StatementAction<T> {
    T apply(PreparedStatement ps) throws SQLException;
  }

  ShardStore(ShardConnection shard, SchemaCache schema, JdbcConfig config) {
    this.shard = shard;
    this.schema = schema;
    this.config = config;
  }

  /** This shard's node name. */
  String nodeName() {
    return shard.nodeName();
  }

  Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result)
      throws SQLException {
    List<String> cols = fields == null ? null : selected(table, fields);
    if (fields != null && cols == null) {
      return Status.NOT_FOUND; // no such table
    }
    return run(new ShardConnection.Shape(Kind.READ, table, cols), ps -> {
      ps.setString(1, key);
      try (ResultSet rs = ps.executeQuery()) {
        if (!rs.next()) {
          return Status.NOT_FOUND;
        }
        copyRow(rs, result);
        return Status.OK;
      }
    });
  }

  Status scan(String table, String startKey, int count, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) throws SQLException {
    List<String> cols = fields == null ? null : selected(table, fields);
    if (fields != null && cols == null) {
      return Status.NOT_FOUND; // no such table
    }
    return run(new ShardConnection.Shape(Kind.SCAN, table, cols), ps -> {
      ps.setString(1, startKey);
      ps.setInt(2, count);
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          HashMap<String, ByteIterator> row = new HashMap<>();
          copyRow(rs, row);
          result.add(row);
        }
      }
      return Status.OK;
    });
  }

  Status update(String table, String key, Record record) throws SQLException {
    int rows = write(new ShardConnection.Shape(Kind.UPDATE, table, record.fields()), ps -> {
      int i = bind(ps, 1, record);
      ps.setString(i, key);
      return ps.executeUpdate();
    });
    return rows > 0 ? Status.OK : Status.NOT_FOUND;
  }

  Status insert(String table, String key, Record record) throws SQLException {
    if (config.batching()) {
      if (buffer.add(table, key, record) < config.batchSize()) {
        return Status.BATCHED_OK;
      }
      flush();
      return Status.OK;
    }
    write(new ShardConnection.Shape(Kind.INSERT, table, record.fields()), ps -> {
      ps.setString(1, key);
      bind(ps, 2, record);
      return ps.executeUpdate();
    });
    return Status.OK;
  }

  Status delete(String table, String key) throws SQLException {
    return run(new ShardConnection.Shape(Kind.DELETE, table, null), ps -> {
      ps.setString(1, key);
      return ps.executeUpdate() > 0 ? Status.OK : Status.NOT_FOUND;
    });
  }

  /**
   * Removes every row of {@code table} ({@code TRUNCATE TABLE}), keeping the table as it is
   * defined (columns, storage engine, indexes); a table that does not exist is left so.
   */
  void truncate(String table) throws SQLException {
    try {
      if (schema.existing(shard.connection(), shard.dialect(), table, List.of()) == null) {
        return;
      }
      try (Statement s = shard.connection().createStatement()) {
        s.executeUpdate(shard.dialect().truncate(table));
      }
    } catch (SQLException e) {
      shard.failed(null, e);
      throw e;
    }
  }

  /** Number of buffered inserts. */
  int pending() {
    return buffer.size();
  }

  /**
   * Sends every buffered insert, one JDBC batch per statement shape. When a batch fails, the
   * inserts not yet sent are dropped with it (they were already reported as batched).
   */
  void flush() throws SQLException {
    for (Map.Entry<ShardConnection.Shape, List<InsertBuffer.Row>> group
        : buffer.drain().entrySet()) {
      write(group.getKey(), ps -> {
        for (InsertBuffer.Row row : group.getValue()) {
          ps.setString(1, row.key());
          bind(ps, 2, row.record());
          ps.addBatch();
        }
        try {
          ps.executeBatch();
        } finally {
          ps.clearBatch();
        }
        return 0;
      });
    }
  }

  @Override
  public void close() {
    shard.close();
  }

  /**
   * Runs a write after making sure its table and columns exist. When it then fails for a reason
   * that a schema change can explain — anything but a broken connection (SQL state class 08),
   * bad data (22) or a constraint such as a duplicate key (23): a table dropped by another run,
   * a column added by another client process at that moment — it forgets what it knew about the
   * table, re-creates what is missing, prepares the statement again and tries once more. The
   * retry is part of the operation's latency.
   */
  private int write(ShardConnection.Shape shape, StatementAction<Integer> action)
      throws SQLException {
    if (!config.createTables()) {
      return run(shape, action);
    }
    try {
      schema.ensure(shard.connection(), shard.dialect(), shape.table(), shape.fields());
      return run(shape, action);
    } catch (SQLException e) {
      shard.failed(shape, e);
      if (!schemaMayExplain(e)) {
        throw e;
      }
      schema.invalidate(shape.table());
      schema.ensure(shard.connection(), shard.dialect(), shape.table(), shape.fields());
      return run(shape, action);
    }
  }

  /**
   * Prepares (or takes from the cache) the statement of {@code shape} and applies
   * {@code action}, holding the table's schema lock; a failure is shown to the connection, which
   * drops the statement or, when the connection broke, itself.
   */
  private <T> T run(ShardConnection.Shape shape, StatementAction<T> action) throws SQLException {
    Lock lock = config.createTables() && shard.dialect().lockSchemaChanges()
        ? schema.useLock(shape.table()) : null;
    if (lock != null) {
      lock.lock();
    }
    try {
      return action.apply(statement(shape));
    } catch (SQLException e) {
      shard.failed(shape, e);
      throw e;
    } finally {
      if (lock != null) {
        lock.unlock();
      }
    }
  }

  private static boolean schemaMayExplain(SQLException e) {
    String state = e.getSQLState();
    return state == null || !(state.startsWith("08") || state.startsWith("22")
        || state.startsWith("23"));
  }

  /**
   * The requested fields, sorted; with {@code jdbc.createtables} only those the table has (a
   * record cannot hold a field its table lacks), or null when the table does not exist.
   */
  private List<String> selected(String table, Set<String> fields) throws SQLException {
    List<String> sorted = new ArrayList<>(new TreeSet<>(fields));
    if (!config.createTables()) {
      return sorted;
    }
    try {
      return schema.existing(shard.connection(), shard.dialect(), table, sorted);
    } catch (SQLException e) {
      shard.failed(null, e);
      throw e;
    }
  }

  private PreparedStatement statement(ShardConnection.Shape shape) throws SQLException {
    PreparedStatement ps = shard.cached(shape);
    if (ps != null) {
      return ps;
    }
    SqlDialect sql = shard.dialect();
    List<String> f = shape.fields(); // null: every column
    String text = switch (shape.kind()) {
      case READ -> sql.read(shape.table(), f);
      case SCAN -> sql.scan(shape.table(), f);
      case UPDATE -> sql.update(shape.table(), f);
      case INSERT -> sql.insert(shape.table(), f);
      case DELETE -> sql.delete(shape.table());
    };
    return shard.prepare(shape, text);
  }

  private static int bind(PreparedStatement ps, int first, Record record) throws SQLException {
    int i = first;
    for (String value : record.values()) {
      ps.setString(i++, value);
    }
    return i;
  }

  private static void copyRow(ResultSet rs, Map<String, ByteIterator> out) throws SQLException {
    ResultSetMetaData meta = rs.getMetaData();
    for (int i = 1; i <= meta.getColumnCount(); i++) {
      String name = meta.getColumnLabel(i);
      if (name.equalsIgnoreCase(SqlDialect.KEY_COLUMN)) {
        continue;
      }
      String value = rs.getString(i);
      if (value != null) {
        out.put(name, new ByteArrayByteIterator(value.getBytes(StandardCharsets.UTF_8)));
      }
    }
  }
}
