package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.BoundStatement;
import com.datastax.driver.core.PreparedStatement;
import com.datastax.driver.core.Row;
import com.datastax.driver.core.Session;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.RunLog;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;

/**
 * The statements of a record layout ({@code cassandra.schema}), per table: prepared once per
 * process on first use, after creating the table when {@code cassandra.createschema} is on.
 * {@link MapStatements} keeps the fields in one map column, {@link ColumnStatements} one column
 * per field.
 *
 * @param <T> the prepared statements of one table
 */
@ThreadSafe
abstract class Statements<T> {
  private final Session session;
  private final CassandraConfig config;
  private final RunLog log;
  private final ConcurrentHashMap<String, T> tables = new ConcurrentHashMap<>();

  Statements(Session session, CassandraConfig config, RunLog log) {
    this.session = session;
    this.config = config;
    this.log = log;
  }

  /** The statements of {@code config}'s layout. */
  static Statements<?> of(Session session, CassandraConfig config, RunLog log) {
    return config.byColumn() ? new ColumnStatements(session, config, log)
        : new MapStatements(session, config, log);
  }

  /** The table's value columns, as {@code CREATE TABLE} defines them after the key. */
  abstract String valueColumns();

  /** Prepares the statements of {@code table} ({@code keyspace."name"}). */
  abstract T prepare(String table);

  /** Reads {@code fields} (null: all) of {@code key}. */
  abstract BoundStatement read(String table, String key, Set<String> fields);

  /** Reads {@code fields} (null: all) of up to {@code count} records from {@code startKey}'s token. */
  abstract BoundStatement scan(String table, String startKey, int count, Set<String> fields);

  /** Writes a new record. */
  abstract BoundStatement insert(String table, String key, Map<String, ByteIterator> values);

  /** Writes {@code values} into a record, keeping its other fields. */
  abstract BoundStatement update(String table, String key, Map<String, ByteIterator> values);

  /** Deletes a record. */
  abstract BoundStatement delete(String table, String key);

  /** Copies {@code fields} (null: all) of the record in {@code row} (of a read or scan). */
  abstract void copy(Row row, Set<String> fields, Map<String, ByteIterator> out);

  /** The statements of {@code table}; the first call per table prepares them. */
  final T of(String table) {
    T t = tables.get(table);
    return t != null ? t : tables.computeIfAbsent(table, this::create);
  }

  private T create(String table) {
    String ks = config.keyspace();
    if (config.createSchema()) {
      Schema.createTable(session, ks, table, valueColumns(), log);
    }
    return prepare(ks + "." + Schema.quote(table));
  }

  /** A copy of the bytes {@code v} holds, as YCSB takes a field's value. */
  static ByteIterator bytes(ByteBuffer v) {
    byte[] b = new byte[v.remaining()];
    v.duplicate().get(b);
    return new ByteArrayByteIterator(b);
  }

  /** {@code cql} prepared at the read consistency. */
  final PreparedStatement reading(String cql) {
    return session.prepare(cql).setConsistencyLevel(config.readConsistency());
  }

  /** {@code cql} prepared at the write consistency. */
  final PreparedStatement writing(String cql) {
    return session.prepare(cql).setConsistencyLevel(config.writeConsistency());
  }
}
