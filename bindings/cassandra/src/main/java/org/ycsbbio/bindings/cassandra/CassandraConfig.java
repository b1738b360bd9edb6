package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.ConsistencyLevel;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;
import site.ycsb.workloads.CoreWorkload;

/**
 * Settings of the Cassandra binding: declared once here ({@link #OPTIONS}, the table of
 * {@code docs/bindings/cassandra.md}; upstream YCSB's {@code hosts}/{@code port} and
 * {@code cassandra.*} names where they exist), read and checked once in {@code validate()} and
 * {@code init()}. Unknown {@code cassandra.*} keys are rejected with the nearest known key.
 *
 * @param hosts contact points (host names or addresses)
 * @param port CQL port
 * @param keyspace keyspace of every table
 * @param readConsistency consistency of reads and scans
 * @param writeConsistency consistency of inserts, updates and deletes
 * @param connectTimeoutMillis connect timeout, ms
 * @param requestTimeoutMillis per-request read timeout, ms
 * @param retries retries per request, 0 for none
 * @param byReplica whether operations are attributed to the key's replica, not the coordinator
 * @param createSchema whether the keyspace and tables are created when missing
 * @param replicationFactor replication factor of a created keyspace
 * @param fieldColumns with {@code cassandra.schema=columns}, the table's value columns (YCSB's
 *     {@code fieldnameprefix} and {@code 0..fieldcount-1}); empty: the fields are one map
 */
@Immutable
public record CassandraConfig(List<String> hosts, int port, String keyspace,
    ConsistencyLevel readConsistency, ConsistencyLevel writeConsistency,
    int connectTimeoutMillis, int requestTimeoutMillis, int retries, boolean byReplica,
    boolean createSchema, int replicationFactor, List<String> fieldColumns) {

  private static final long HOUR_MS = 3_600_000L;

  /** How a record's fields are laid out in its row ({@link Schema}). */
  public enum Layout {
    /** One {@code map<text, blob>} column holds every field. */
    MAP,
    /** One {@code blob} column per field of YCSB's core workloads. */
    COLUMNS
  }

  /** What an operation is counted against. */
  public enum CountedNode {
    /** The coordinator: the node that answered. */
    COORDINATOR,
    /** The key's first replica in the driver's token map. */
    REPLICA
  }

  static final Option<List<String>> HOSTS = Option.list("hosts", "contact point", "contact "
      + "points, comma-separated (upstream YCSB's name); the driver discovers the rest of the "
      + "ring");
  static final Option<Integer> PORT = Option.integer("port", 9042, 1, 65535, "",
      "CQL port of the contact points");
  static final Option<String> KEYSPACE = Option.text("cassandra.keyspace", "ycsb",
      "keyspace of every table (lower case, letters, digits, `_`)").matching(
          "[a-z][a-z0-9_]{0,47}",
          "must be a lower-case letter followed by up to 47 lower-case letters, digits or _");
  static final Option<ConsistencyLevel> READ_CONSISTENCY = Option.choice(
      "cassandra.readconsistencylevel", ConsistencyLevel.class, ConsistencyLevel.ONE,
      "consistency of reads and scans (any case)");
  static final Option<ConsistencyLevel> WRITE_CONSISTENCY = Option.choice(
      "cassandra.writeconsistencylevel", ConsistencyLevel.class, ConsistencyLevel.ONE,
      "consistency of inserts, updates, deletes (any case)");
  static final Option<Long> CONNECT_TIMEOUT = Option.millis("cassandra.connecttimeout", 5_000, 1,
      HOUR_MS, "TCP connect timeout");
  static final Option<Long> REQUEST_TIMEOUT = Option.millis("cassandra.requesttimeout", 12_000,
      1, HOUR_MS, "client-side timeout of one request (the driver's read timeout); keep it above "
      + "the server's `*_request_timeout` so the server's own timeout, which names the replicas, "
      + "comes first");
  static final Option<Integer> RETRIES = Option.integer("cassandra.retries", 0, 0, 10, "retries",
      "retries of a request that timed out, found too few replicas or failed on its connection, "
      + "each on the next host of the query plan, 0 = off; the number made is printed at the end "
      + "(`ycsb: cassandra: 12 retries (cassandra.retries=1)`)");
  static final Option<CountedNode> NODE = Option.choice("cassandra.node", CountedNode.class,
      CountedNode.COORDINATOR, "what an operation is counted against: `coordinator` (who "
      + "answered) or `replica` (the key's first replica in the driver's token map)");
  static final Option<Boolean> CREATE_SCHEMA = Option.flag("cassandra.createschema", false,
      "create the keyspace (if missing) and each table on first use ([schema](#schema))");
  static final Option<Integer> REPLICATION_FACTOR = Option.integer("cassandra.replicationfactor",
      1, 1, 100, "replicas", "replication factor of the keyspace `createschema` creates "
      + "(`SimpleStrategy`)");

  static final Option<Layout> SCHEMA = Option.choice("cassandra.schema", Layout.class,
      Layout.MAP, "how a record is stored: `map` (one `map<text, blob>` column, any field names) "
      + "or `columns` (one `blob` column per field `fieldnameprefix`0..`fieldcount`-1, as "
      + "upstream YCSB's and go-ycsb's tables; YCSB's core workloads only) ([schema](#schema))");

  /** Every option of the binding, in the order of the doc's table. */
  static final Options OPTIONS = new Options("cassandra.", HOSTS, PORT, KEYSPACE,
      READ_CONSISTENCY, WRITE_CONSISTENCY, CONNECT_TIMEOUT, REQUEST_TIMEOUT, RETRIES, NODE,
      CREATE_SCHEMA, REPLICATION_FACTOR, SCHEMA);

  /** YCSB's own core-workload properties, read here for {@code cassandra.schema=columns}. */
  private static final Option<Integer> FIELD_COUNT = Option.integer(
      CoreWorkload.FIELD_COUNT_PROPERTY, Integer.parseInt(CoreWorkload.FIELD_COUNT_PROPERTY_DEFAULT),
      1, 10_000, "fields", "YCSB's number of fields per record");
  private static final Option<String> FIELD_PREFIX = Option.text(CoreWorkload.FIELD_NAME_PREFIX,
      CoreWorkload.FIELD_NAME_PREFIX_DEFAULT, "YCSB's prefix of field names");

  public CassandraConfig {
    hosts = List.copyOf(hosts);
    fieldColumns = List.copyOf(fieldColumns);
  }

  /** Whether each field is a column of its own ({@code cassandra.schema=columns}). */
  public boolean byColumn() {
    return !fieldColumns.isEmpty();
  }

  /** Reads and validates {@code hosts}, {@code port} and the {@code cassandra.*} keys. */
  public static CassandraConfig from(Properties props) {
    OPTIONS.rejectUnknown(props);
    return new CassandraConfig(HOSTS.read(props), PORT.read(props), KEYSPACE.read(props),
        READ_CONSISTENCY.read(props),
        WRITE_CONSISTENCY.read(props), CONNECT_TIMEOUT.read(props).intValue(),
        REQUEST_TIMEOUT.read(props).intValue(), RETRIES.read(props),
        NODE.read(props) == CountedNode.REPLICA, CREATE_SCHEMA.read(props),
        REPLICATION_FACTOR.read(props), fieldColumns(props));
  }

  private static List<String> fieldColumns(Properties props) {
    if (SCHEMA.read(props) == Layout.MAP) {
      return List.of();
    }
    String prefix = FIELD_PREFIX.read(props);
    int count = FIELD_COUNT.read(props);
    List<String> columns = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      columns.add(prefix + i);
    }
    return columns; // never the key column: each name ends in a digit, Schema.KEY does not
  }
}
