package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.Session;

/**
 * The CQL schema of the binding: keyspace {@code cassandra.keyspace} (SimpleStrategy with
 * {@code cassandra.replicationfactor}) and per YCSB table {@code y_id text PRIMARY KEY, fields
 * map<text, blob>}: one map holds any set of fields, so FastaWorkload's four record types and
 * YCSB's {@code field0..N} need no column changes. Stateless.
 */
final class Schema {
  private Schema() {
  }

  /** {@code CREATE KEYSPACE IF NOT EXISTS} for the configured keyspace. */
  static void createKeyspace(Session session, CassandraConfig c) {
    session.execute("CREATE KEYSPACE IF NOT EXISTS " + c.keyspace()
        + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': "
        + c.replicationFactor() + "}");
  }

  /** The CQL that creates {@code table} in {@code keyspace}. */
  static String createTable(String keyspace, String table) {
    return "CREATE TABLE IF NOT EXISTS " + keyspace + "." + quote(table)
        + " (y_id text PRIMARY KEY, fields map<text, blob>)";
  }

  /** {@code name} as a quoted CQL identifier (case kept). */
  static String quote(String name) {
    return '"' + name.replace("\"", "\"\"") + '"';
  }
}
