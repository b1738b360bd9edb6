package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.ConsistencyLevel;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.config.PropertyReader;

/**
 * Settings of the Cassandra binding, read and checked once (in {@code validate()} and
 * {@code init()}). Keys (upstream YCSB's {@code hosts}/{@code port} and {@code cassandra.*} names
 * where they exist; see docs/bindings/cassandra.md):
 * <ul>
 *   <li>{@code hosts} — contact points, comma-separated; required;</li>
 *   <li>{@code port} — CQL port of every contact point (default 9042);</li>
 *   <li>{@code cassandra.keyspace} — keyspace (default {@code ycsb});</li>
 *   <li>{@code cassandra.readconsistencylevel}, {@code cassandra.writeconsistencylevel} —
 *       default ONE;</li>
 *   <li>{@code cassandra.connecttimeout}, {@code cassandra.requesttimeout} — default 5s and
 *       12s (bare numbers are ms);</li>
 *   <li>{@code cassandra.retries} — retries of a timed-out or unavailable request on the next
 *       host (default 0: off); retries made are counted;</li>
 *   <li>{@code cassandra.node} — {@code coordinator} (default: the node that answered) or
 *       {@code replica} (the key's first replica);</li>
 *   <li>{@code cassandra.createschema} — create the keyspace and tables (default false), with
 *       {@code cassandra.replicationfactor} (default 1).</li>
 * </ul>
 * Unknown {@code cassandra.*} keys are rejected with the nearest known key.
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
 */
@Immutable
public record CassandraConfig(List<String> hosts, int port, String keyspace,
    ConsistencyLevel readConsistency, ConsistencyLevel writeConsistency,
    int connectTimeoutMillis, int requestTimeoutMillis, int retries, boolean byReplica,
    boolean createSchema, int replicationFactor) {

  private static final Set<String> KEYS = Set.of("cassandra.keyspace",
      "cassandra.readconsistencylevel", "cassandra.writeconsistencylevel",
      "cassandra.connecttimeout", "cassandra.requesttimeout", "cassandra.retries",
      "cassandra.node", "cassandra.createschema", "cassandra.replicationfactor");
  private static final long HOUR_MS = 3_600_000L;

  public CassandraConfig {
    hosts = List.copyOf(hosts);
  }

  /** Reads and validates {@code hosts}, {@code port} and the {@code cassandra.*} keys. */
  public static CassandraConfig from(Properties props) {
    PropertyReader r = new PropertyReader(props);
    r.rejectUnknown("cassandra.", KEYS, List.of());
    List<String> hosts = r.requiredList("hosts", "contact point");
    String keyspace = r.string("cassandra.keyspace", "ycsb");
    if (!keyspace.matches("[a-z][a-z0-9_]{0,47}")) {
      throw new ConfigException("cassandra.keyspace=" + keyspace
          + ": must be a lower-case letter followed by up to 47 lower-case letters, digits or _");
    }
    String node = r.string("cassandra.node", "coordinator");
    if (!node.equals("coordinator") && !node.equals("replica")) {
      throw new ConfigException("cassandra.node=" + node + ": must be coordinator or replica");
    }
    return new CassandraConfig(hosts, r.integer("port", 9042, 1, 65535), keyspace,
        consistency(r, "cassandra.readconsistencylevel"),
        consistency(r, "cassandra.writeconsistencylevel"),
        (int) r.durationMillis("cassandra.connecttimeout", 5_000, 1, HOUR_MS),
        (int) r.durationMillis("cassandra.requesttimeout", 12_000, 1, HOUR_MS),
        r.integer("cassandra.retries", 0, 0, 10), node.equals("replica"),
        r.bool("cassandra.createschema", false),
        r.integer("cassandra.replicationfactor", 1, 1, 100));
  }

  private static ConsistencyLevel consistency(PropertyReader r, String key) {
    String v = r.string(key, "ONE");
    try {
      return ConsistencyLevel.valueOf(v.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new ConfigException(key + "=" + v + ": not a consistency level (ONE, TWO, THREE, "
          + "QUORUM, ALL, LOCAL_QUORUM, EACH_QUORUM, LOCAL_ONE, ANY)");
    }
  }
}
