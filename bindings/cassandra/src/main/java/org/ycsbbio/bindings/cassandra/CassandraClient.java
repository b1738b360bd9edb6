package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.BoundStatement;
import com.datastax.driver.core.Host;
import com.datastax.driver.core.KeyspaceMetadata;
import com.datastax.driver.core.ResultSet;
import com.datastax.driver.core.Row;
import com.datastax.driver.core.SimpleStatement;
import com.datastax.driver.core.exceptions.DriverException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.api.ConfiguredDB;
import org.ycsbbio.core.api.EmptiesTables;
import org.ycsbbio.core.api.NodeId;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * YCSB binding for Apache Cassandra (DataStax Java driver 3.11, CQL, prepared statements,
 * token-aware routing). Each operation is attributed to the coordinator that answered it, as the
 * driver reports per request ({@code ExecutionInfo.getQueriedHost()}), or with
 * {@code cassandra.node=replica} to the key's first replica; failed operations to the node the
 * failure names ({@link NodeNames#ofFailure}). {@link #emptyTables} truncates. Settings:
 * {@link CassandraConfig}; schema: {@link Schema}; see {@code docs/bindings/cassandra.md}.
 *
 * <p>One instance per YCSB client thread (YCSB's contract); all of a run share one driver session
 * ({@link SharedSession}, through the run's context).
 */
@NotThreadSafe
public final class CassandraClient extends ConfiguredDB<CassandraConfig> implements EmptiesTables {
  /**
   * How long a {@code TRUNCATE} may take at least: every replica flushes and drops the table
   * (the server's own {@code truncate_request_timeout} is 60 s by default).
   */
  private static final int TRUNCATE_TIMEOUT_MILLIS = 120_000;

  private SharedSession shared;
  private NodeNames names;

  public CassandraClient() {
    super(CassandraConfig.OPTIONS, CassandraConfig::from);
  }

  @Override
  protected void start(CassandraConfig config) throws DBException {
    shared = sharedClient(config, () -> new SharedSession(config, context().log()),
        "cassandra: cannot connect to " + String.join(",", config.hosts()) + ":" + config.port());
    names = new NodeNames(shared.cluster.getMetadata(), shared.config.keyspace());
  }

  /**
   * {@code TRUNCATE} of each of {@code tables} that exists in the keyspace: every replica drops
   * the table's data and the table keeps its schema. Needs every node up. With Cassandra's
   * default {@code auto_snapshot: true} each truncation first snapshots the data, which stays on
   * disk until {@code nodetool clearsnapshot}.
   */
  @Override
  public void emptyTables(List<String> tables) throws DBException {
    String keyspace = shared.config.keyspace();
    KeyspaceMetadata known = shared.cluster.getMetadata().getKeyspace(keyspace);
    for (String table : tables) {
      if (known == null || known.getTable(Schema.quote(table)) == null) {
        continue;
      }
      try {
        shared.session.execute(new SimpleStatement("TRUNCATE " + keyspace + "."
            + Schema.quote(table)).setReadTimeoutMillis(Math.max(TRUNCATE_TIMEOUT_MILLIS,
                shared.config.requestTimeoutMillis())));
      } catch (DriverException e) {
        throw new DBException("cassandra: cannot empty table " + keyspace + "." + table + ": "
            + e.getMessage(), e);
      }
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    try {
      ResultSet rs = execute(key, shared.statements.read(table, key, fields));
      Row row = rs.one();
      if (row == null) {
        return Status.NOT_FOUND;
      }
      shared.statements.copy(row, fields, result);
      return Status.OK;
    } catch (DriverException e) {
      return error(key, e);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    try {
      ResultSet rs = execute(startkey,
          shared.statements.scan(table, startkey, recordcount, fields));
      for (Row row : rs) {
        HashMap<String, ByteIterator> r = new HashMap<>();
        shared.statements.copy(row, fields, r);
        result.add(r);
      }
      return Status.OK;
    } catch (DriverException e) {
      return error(startkey, e);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    try {
      execute(key, shared.statements.update(table, key, values));
      return Status.OK;
    } catch (DriverException e) {
      return error(key, e);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    try {
      execute(key, shared.statements.insert(table, key, values));
      return Status.OK;
    } catch (DriverException e) {
      return error(key, e);
    }
  }

  @Override
  public Status delete(String table, String key) {
    try {
      execute(key, shared.statements.delete(table, key));
      return Status.OK;
    } catch (DriverException e) {
      return error(key, e);
    }
  }

  /** Runs {@code s} and names the node that served it. */
  private ResultSet execute(String key, BoundStatement s) {
    ResultSet rs = shared.session.execute(s);
    Host host = shared.config.byReplica() ? names.replicaOf(key)
        : rs.getExecutionInfo().getQueriedHost();
    servedBy(host != null ? nodeOf(host) : node(NodeNames.NO_HOST));
    return rs;
  }

  private NodeId nodeOf(Host host) {
    return context().nodeFor(host, NodeNames::of);
  }

  /**
   * The operation on {@code key} failed: counted against the node the failure names (or the key's
   * replica with {@code cassandra.node=replica}). The run's first error per node is printed; the
   * rest are only counted (per node, in the results).
   */
  private Status error(String key, DriverException e) {
    String name;
    if (shared.config.byReplica()) {
      Host h = names.replicaOf(key);
      name = h != null ? NodeNames.of(h) : names.ofFailure(key, e);
    } else {
      name = names.ofFailure(key, e);
    }
    NodeId node = node(name);
    servedBy(node);
    context().failed("cassandra", node, e.getMessage());
    return Status.ERROR;
  }
}
