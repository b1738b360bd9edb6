package org.ycsbbio.bindings.jdbc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.bindings.jdbc.ShardConnection.Kind;

/**
 * Inserts of one shard waiting to be sent as JDBC batches ({@code db.batchsize}). Values are
 * copied to strings when buffered, because YCSB's {@code ByteIterator}s can be read only once.
 * Draining groups the rows by statement shape (table and field set), keeping their order within
 * each group, since one JDBC batch runs one statement.
 *
 * <p>Confined to one YCSB client thread.
 */
@NotThreadSafe
final class InsertBuffer {
  /** One buffered insert. */
  record Row(String table, String key, Record record) {
  }

  private final List<Row> rows = new ArrayList<>();

  /** Buffers one insert; returns how many are pending now. */
  int add(String table, String key, Record record) {
    rows.add(new Row(table, key, record));
    return rows.size();
  }

  /** Number of buffered inserts. */
  int size() {
    return rows.size();
  }

  /** Removes and returns every buffered insert, grouped by statement shape. */
  Map<ShardConnection.Shape, List<Row>> drain() {
    Map<ShardConnection.Shape, List<Row>> groups = new LinkedHashMap<>();
    for (Row row : rows) {
      ShardConnection.Shape shape =
          new ShardConnection.Shape(Kind.INSERT, row.table(), row.record().fields());
      groups.computeIfAbsent(shape, s -> new ArrayList<>()).add(row);
    }
    rows.clear();
    return groups;
  }
}
