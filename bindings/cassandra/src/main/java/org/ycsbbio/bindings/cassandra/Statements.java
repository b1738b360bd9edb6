package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.ConsistencyLevel;
import com.datastax.driver.core.PreparedStatement;
import com.datastax.driver.core.Session;
import java.util.concurrent.ConcurrentHashMap;
import org.ycsbbio.core.api.RunLog;
import net.jcip.annotations.ThreadSafe;

/**
 * The prepared statements of each table, prepared once per process on first use (after creating
 * the table when {@code cassandra.createschema} is on). Inserts and updates add to the record's
 * field map ({@code fields = fields + ?}), so neither writes a collection tombstone.
 */
@ThreadSafe
final class Statements {
  /** The four statements of one table. */
  record Table(PreparedStatement read, PreparedStatement scan, PreparedStatement write,
      PreparedStatement delete) {
  }

  private final Session session;
  private final CassandraConfig config;
  private final RunLog log;
  private final ConcurrentHashMap<String, Table> tables = new ConcurrentHashMap<>();

  Statements(Session session, CassandraConfig config, RunLog log) {
    this.session = session;
    this.config = config;
    this.log = log;
  }

  /** The statements of {@code table}; the first call per table prepares them. */
  Table of(String table) {
    Table t = tables.get(table);
    return t != null ? t : tables.computeIfAbsent(table, this::prepare);
  }

  private Table prepare(String table) {
    String ks = config.keyspace();
    if (config.createSchema()) {
      Schema.createTable(session, ks, table, log);
    }
    String t = ks + "." + Schema.quote(table);
    ConsistencyLevel r = config.readConsistency();
    ConsistencyLevel w = config.writeConsistency();
    return new Table(
        session.prepare("SELECT fields FROM " + t + " WHERE y_id = ?").setConsistencyLevel(r),
        session.prepare("SELECT y_id, fields FROM " + t + " WHERE token(y_id) >= token(?) LIMIT ?")
            .setConsistencyLevel(r),
        session.prepare("UPDATE " + t + " SET fields = fields + ? WHERE y_id = ?")
            .setConsistencyLevel(w),
        session.prepare("DELETE FROM " + t + " WHERE y_id = ?").setConsistencyLevel(w));
  }
}
