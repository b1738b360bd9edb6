package org.ycsbbio.bindings.redis;

import java.util.List;
import java.util.Properties;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.HostPort;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;

/**
 * Settings of the Redis Cluster binding: declared once here ({@link #OPTIONS}, the table of
 * {@code docs/bindings/redis.md}), read and checked once per client in {@code validate()} and
 * {@code init()}. Unknown {@code redis.*} keys are rejected with the nearest known key.
 *
 * @param seeds {@code host:port} of the nodes asked for the cluster's slot map, tried in order
 * @param timeoutMillis connect and socket timeout of every connection
 * @param maxRedirections {@code MOVED}/{@code ASK} redirections followed per operation
 * @param scan how scans are served
 */
@Immutable
public record RedisConfig(List<String> seeds, long timeoutMillis, int maxRedirections,
    ScanMode scan) {

  /** How {@code scan} works on a cluster (docs/bindings/redis.md, "Scans"). */
  public enum ScanMode {
    /** Inserts and deletes keep a per-table sorted-set index on one master; scans read it. */
    INDEX,
    /** No index is kept; scans answer {@code NOT_IMPLEMENTED}. */
    NONE
  }

  static final Option<List<HostPort>> HOSTS = Option.hostPorts("redis.hosts", 0,
      "seed nodes, `host:port` comma-separated; the slot map is read from the first that answers");
  static final Option<Long> TIMEOUT = Option.millis("redis.timeout", 2000, 1, 600_000,
      "connect and socket timeout of each connection to a master");
  static final Option<Integer> MAX_REDIRECTIONS = Option.integer("redis.maxredirections", 5, 0,
      16, "redirections", "`MOVED`/`ASK` redirections followed per operation before it fails");
  static final Option<ScanMode> SCAN = Option.choice("redis.scan", ScanMode.class, ScanMode.INDEX,
      "`index`: a per-table sorted-set index on one master serves scans; `none`: scans are not implemented");

  /** Every option of the binding, in the order of the doc's table. */
  static final Options OPTIONS = new Options("redis.", HOSTS, TIMEOUT, MAX_REDIRECTIONS, SCAN);

  public RedisConfig {
    seeds = List.copyOf(seeds);
  }

  /** Reads and validates the {@code redis.*} keys. */
  public static RedisConfig from(Properties props) {
    OPTIONS.rejectUnknown(props);
    List<String> seeds = HOSTS.read(props).stream().map(HostPort::toString).toList();
    return new RedisConfig(seeds, TIMEOUT.read(props), MAX_REDIRECTIONS.read(props),
        SCAN.read(props));
  }
}
