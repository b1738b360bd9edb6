package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.BoundStatement;
import com.datastax.driver.core.ColumnDefinitions;
import com.datastax.driver.core.PreparedStatement;
import com.datastax.driver.core.Row;
import com.datastax.driver.core.Session;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.ConcurrentHashMap;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.RunLog;
import site.ycsb.ByteIterator;

/**
 * {@code cassandra.schema=columns}: one {@code blob} column per field of YCSB's core workloads
 * ({@code field0..N}), the layout of upstream YCSB's and go-ycsb's tables. Each statement names
 * exactly the fields of its operation, so one is prepared per table, operation and field set (a
 * workload A run: the insert of all fields, one update per field, one read of all fields): reads
 * fetch only the fields asked for, inserts write the row ({@code INSERT}), updates only their
 * fields ({@code UPDATE ... SET}). A field that is not a column fails the operation with the
 * server's error.
 */
@ThreadSafe
final class ColumnStatements extends Statements<ColumnStatements.Table> {
  /** The statements whose text depends on the fields they name. */
  enum Kind {
    READ(true, false) {
      @Override
      String text(String t, List<String> fields) {
        return "SELECT " + String.join(", ", fields) + " FROM " + t + " WHERE " + Schema.KEY
            + " = ?";
      }
    },
    SCAN(true, false) {
      @Override
      String text(String t, List<String> fields) {
        return "SELECT " + String.join(", ", fields) + " FROM " + t + " WHERE token("
            + Schema.KEY + ") >= token(?) LIMIT ?";
      }
    },
    INSERT(false, true) {
      @Override
      String text(String t, List<String> fields) {
        return "INSERT INTO " + t + " (" + Schema.KEY + ", " + String.join(", ", fields)
            + ") VALUES (?" + ", ?".repeat(fields.size()) + ")";
      }
    },
    UPDATE(false, false) {
      @Override
      String text(String t, List<String> fields) {
        return "UPDATE " + t + " SET " + String.join(" = ?, ", fields) + " = ? WHERE "
            + Schema.KEY + " = ?";
      }
    };

    private final boolean reads;
    private final boolean keyFirst;

    Kind(boolean reads, boolean keyFirst) {
      this.reads = reads;
      this.keyFirst = keyFirst;
    }

    /** The CQL on table {@code t} naming the quoted {@code fields}, in their order. */
    abstract String text(String t, List<String> fields);
  }

  /** One table's delete, and its other statements per kind and field set as first used. */
  record Table(String name, PreparedStatement delete,
      EnumMap<Kind, ConcurrentHashMap<Set<String>, Shape>> shapes) {
  }

  /** A statement of one field set, and where each field and the key are bound. */
  record Shape(PreparedStatement statement, Map<String, Integer> fieldIndex, int keyIndex) {
  }

  private final Set<String> allFields;

  ColumnStatements(Session session, CassandraConfig config, RunLog log) {
    super(session, config, log);
    this.allFields = Set.copyOf(config.fieldColumns());
  }

  @Override
  String valueColumns() {
    StringJoiner columns = new StringJoiner(", ");
    allFields.stream().sorted().forEach(f -> columns.add(Schema.quote(f) + " blob"));
    return columns.toString();
  }

  @Override
  Table prepare(String t) {
    EnumMap<Kind, ConcurrentHashMap<Set<String>, Shape>> shapes = new EnumMap<>(Kind.class);
    for (Kind k : Kind.values()) {
      shapes.put(k, new ConcurrentHashMap<>());
    }
    return new Table(t, writing("DELETE FROM " + t + " WHERE " + Schema.KEY + " = ?"), shapes);
  }

  @Override
  BoundStatement read(String table, String key, Set<String> fields) {
    return shape(table, Kind.READ, fields == null ? allFields : fields).statement().bind(key);
  }

  @Override
  BoundStatement scan(String table, String startKey, int count, Set<String> fields) {
    return shape(table, Kind.SCAN, fields == null ? allFields : fields).statement()
        .bind(startKey, count);
  }

  @Override
  BoundStatement insert(String table, String key, Map<String, ByteIterator> values) {
    return bind(shape(table, Kind.INSERT, values.keySet()), key, values);
  }

  @Override
  BoundStatement update(String table, String key, Map<String, ByteIterator> values) {
    return bind(shape(table, Kind.UPDATE, values.keySet()), key, values);
  }

  @Override
  BoundStatement delete(String table, String key) {
    return of(table).delete().bind(key);
  }

  @Override
  void copy(Row row, Set<String> fields, Map<String, ByteIterator> out) {
    ColumnDefinitions columns = row.getColumnDefinitions();
    for (int i = 0; i < columns.size(); i++) {
      ByteBuffer v = row.getBytesUnsafe(i);
      String name = columns.getName(i);
      if (v != null && (fields == null || fields.contains(name))) {
        out.put(name, bytes(v));
      }
    }
  }

  private static BoundStatement bind(Shape s, String key, Map<String, ByteIterator> values) {
    BoundStatement b = s.statement().bind();
    b.setString(s.keyIndex(), key);
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      b.setBytes(s.fieldIndex().get(e.getKey()), ByteBuffer.wrap(e.getValue().toArray()));
    }
    return b;
  }

  /**
   * The {@code kind} statement of {@code fields} on {@code table}, prepared on first use: its
   * fields sorted and bound in that order, after the key when the kind puts the key first.
   */
  private Shape shape(String table, Kind kind, Set<String> fields) {
    Table t = of(table);
    ConcurrentHashMap<Set<String>, Shape> cache = t.shapes().get(kind);
    Shape s = cache.get(fields);
    return s != null ? s : cache.computeIfAbsent(Set.copyOf(fields), f -> {
      List<String> sorted = new ArrayList<>(f);
      sorted.sort(null);
      Map<String, Integer> index = new HashMap<>();
      List<String> quoted = new ArrayList<>(sorted.size());
      for (String name : sorted) {
        index.put(name, index.size() + (kind.keyFirst ? 1 : 0));
        quoted.add(Schema.quote(name));
      }
      String cql = kind.text(t.name(), quoted);
      return new Shape(kind.reads ? reading(cql) : writing(cql), index,
          kind.keyFirst ? 0 : sorted.size());
    });
  }
}
