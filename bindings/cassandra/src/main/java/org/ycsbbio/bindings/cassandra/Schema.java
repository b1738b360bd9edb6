package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.Host;
import com.datastax.driver.core.Metadata;
import com.datastax.driver.core.Session;
import java.util.StringJoiner;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.ycsbbio.core.api.RunLog;

/**
 * The CQL schema of the binding: keyspace {@code cassandra.keyspace} (SimpleStrategy with
 * {@code cassandra.replicationfactor}) and per YCSB table {@code y_id text PRIMARY KEY} and the
 * value columns of the record layout ({@link Statements#valueColumns}): by default one
 * {@code fields map<text, blob>}, which holds any set of fields, so FastaWorkload's four record
 * types and YCSB's {@code field0..N} need no column changes. Stateless.
 */
final class Schema {
  /** The key column of every table. */
  static final String KEY = "y_id";

  /**
   * Seen on a 3-node ring on a machine at load 20: a new keyspace reached one node 43 s after
   * it was created (the push was lost; the node pulled it later). A healthy cluster agrees
   * within a second; the wait only lasts while the nodes disagree.
   */
  private static final int AGREEMENT_WAIT_SECONDS = 120;
  private static final long AGREEMENT_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

  private Schema() {
  }

  /** {@code CREATE KEYSPACE IF NOT EXISTS} for the configured keyspace, then {@link #settle}. */
  static void createKeyspace(Session session, CassandraConfig c, RunLog log) {
    session.execute("CREATE KEYSPACE IF NOT EXISTS " + c.keyspace()
        + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': "
        + c.replicationFactor() + "}");
    settle(session, "CREATE KEYSPACE " + c.keyspace(), log);
  }

  /**
   * {@code CREATE TABLE IF NOT EXISTS} for {@code table} in {@code keyspace} with the key and
   * {@code valueColumns} (CQL column definitions); {@link #settle}.
   */
  static void createTable(Session session, String keyspace, String table, String valueColumns,
      RunLog log) {
    session.execute("CREATE TABLE IF NOT EXISTS " + keyspace + "." + quote(table)
        + " (" + KEY + " text PRIMARY KEY, " + valueColumns + ")");
    settle(session, "CREATE TABLE " + keyspace + "." + quote(table), log);
  }

  /**
   * Waits, at most {@value #AGREEMENT_WAIT_SECONDS} s, until all live nodes report one schema
   * version. Needed with several clients: when another client created the table a moment ago,
   * {@code IF NOT EXISTS} returns at once on a node that knows it, and the next statement may go
   * to a node that does not yet ("table does not exist"). Without agreement by then the run goes
   * on, after a warning naming each node's schema version, and such errors are counted against
   * the node that reported them ({@code log} null: no warning).
   */
  private static void settle(Session session, String change, RunLog log) {
    Metadata metadata = session.getCluster().getMetadata();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(AGREEMENT_WAIT_SECONDS);
    while (!metadata.checkSchemaAgreement()) {
      if (System.nanoTime() >= deadline) {
        StringJoiner versions = new StringJoiner(", ");
        for (Host h : metadata.getAllHosts()) {
          versions.add(h.getEndPoint() + (h.isUp() ? " " + h.getSchemaVersion() : " down"));
        }
        if (log == null) {
          return;
        }
        log.warn("cassandra: the nodes did not agree on the schema " + AGREEMENT_WAIT_SECONDS
            + " s after " + change + " (" + versions + "); operations on nodes that lack it fail");
        return;
      }
      LockSupport.parkNanos(AGREEMENT_POLL_NANOS);
    }
  }

  /** {@code name} as a quoted CQL identifier (case kept). */
  static String quote(String name) {
    return '"' + name.replace("\"", "\"\"") + '"';
  }
}
