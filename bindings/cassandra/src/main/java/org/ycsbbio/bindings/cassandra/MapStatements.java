package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.BoundStatement;
import com.datastax.driver.core.PreparedStatement;
import com.datastax.driver.core.Row;
import com.datastax.driver.core.Session;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.RunLog;
import site.ycsb.ByteIterator;

/**
 * {@code cassandra.schema=map} (the default): a record's fields are the entries of one
 * {@code fields map<text, blob>}, so any field names fit. Every read and scan fetches the whole
 * map; inserts and updates add to it ({@code fields = fields + ?}), so neither writes a
 * collection tombstone.
 */
@ThreadSafe
final class MapStatements extends Statements<MapStatements.Table> {
  /** The four statements of one table. */
  record Table(PreparedStatement read, PreparedStatement scan, PreparedStatement write,
      PreparedStatement delete) {
  }

  MapStatements(Session session, CassandraConfig config, RunLog log) {
    super(session, config, log);
  }

  @Override
  String valueColumns() {
    return "fields map<text, blob>";
  }

  @Override
  Table prepare(String t) {
    return new Table(
        reading("SELECT fields FROM " + t + " WHERE y_id = ?"),
        reading("SELECT fields FROM " + t + " WHERE token(y_id) >= token(?) LIMIT ?"),
        writing("UPDATE " + t + " SET fields = fields + ? WHERE y_id = ?"),
        writing("DELETE FROM " + t + " WHERE y_id = ?"));
  }

  @Override
  BoundStatement read(String table, String key, Set<String> fields) {
    return of(table).read().bind(key);
  }

  @Override
  BoundStatement scan(String table, String startKey, int count, Set<String> fields) {
    return of(table).scan().bind(startKey, count);
  }

  @Override
  BoundStatement insert(String table, String key, Map<String, ByteIterator> values) {
    return update(table, key, values);
  }

  @Override
  BoundStatement update(String table, String key, Map<String, ByteIterator> values) {
    Map<String, ByteBuffer> fields = new HashMap<>(values.size() * 2);
    values.forEach((k, v) -> fields.put(k, ByteBuffer.wrap(v.toArray())));
    return of(table).write().bind(fields, key);
  }

  @Override
  BoundStatement delete(String table, String key) {
    return of(table).delete().bind(key);
  }

  @Override
  void copy(Row row, Set<String> fields, Map<String, ByteIterator> out) {
    row.getMap(0, String.class, ByteBuffer.class).forEach((k, v) -> {
      if (fields == null || fields.contains(k)) {
        out.put(k, bytes(v));
      }
    });
  }
}
