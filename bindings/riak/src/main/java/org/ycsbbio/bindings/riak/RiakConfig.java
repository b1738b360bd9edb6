package org.ycsbbio.bindings.riak;

import com.basho.riak.client.api.cap.Quorum;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.config.PropertyReader;

/**
 * Settings of the Riak binding, read and checked once (in {@code validate()} and {@code init()}).
 * Keys:
 * <ul>
 *   <li>{@code riak.nodes} — protocol-buffers endpoints, {@code host:port} separated by commas
 *       (default {@code 127.0.0.1:8087}); each is one node of the per-node results;</li>
 *   <li>{@code riak.bucket_type} — bucket type of every bucket (default {@code default}); the
 *       bucket is YCSB's table, so FastaWorkload gets one bucket per record type;</li>
 *   <li>{@code riak.r}, {@code riak.pr}, {@code riak.w}, {@code riak.pw}, {@code riak.dw} —
 *       {@code one}, {@code quorum}, {@code all}, {@code default} (the bucket's) or a number
 *       (default {@code default});</li>
 *   <li>{@code riak.n_val} — n_val sent with every request, 0 for the bucket's (default 0);</li>
 *   <li>{@code riak.connect.timeout} — TCP connect timeout (default 5s; bare numbers are ms);</li>
 *   <li>{@code riak.request.timeout} — server-side timeout of each request, also the client's
 *       bound on waiting for the answer (default 10s).</li>
 * </ul>
 * Unknown {@code riak.*} keys are rejected with the nearest known key.
 *
 * @param nodes {@code host:port} of each node, in the order given
 * @param bucketType bucket type
 * @param r read quorum
 * @param pr primary read quorum
 * @param w write quorum
 * @param pw primary write quorum
 * @param dw durable write quorum
 * @param nVal n_val per request, 0 for the bucket's
 * @param connectTimeoutMillis connect timeout, ms
 * @param requestTimeoutMillis request timeout, ms
 */
@Immutable
public record RiakConfig(List<String> nodes, String bucketType, Quorum r, Quorum pr, Quorum w,
    Quorum pw, Quorum dw, int nVal, int connectTimeoutMillis, int requestTimeoutMillis) {

  private static final Set<String> KEYS = Set.of("riak.nodes", "riak.bucket_type", "riak.r",
      "riak.pr", "riak.w", "riak.pw", "riak.dw", "riak.n_val", "riak.connect.timeout",
      "riak.request.timeout");
  private static final long HOUR_MS = 3_600_000L;

  public RiakConfig {
    nodes = List.copyOf(nodes);
  }

  /** Reads and validates the {@code riak.*} keys. */
  public static RiakConfig from(Properties props) {
    PropertyReader r = new PropertyReader(props);
    r.rejectUnknown("riak.", KEYS, List.of());
    return new RiakConfig(nodes(r.string("riak.nodes", "127.0.0.1:8087")),
        r.string("riak.bucket_type", "default"),
        quorum(r, "riak.r"), quorum(r, "riak.pr"), quorum(r, "riak.w"), quorum(r, "riak.pw"),
        quorum(r, "riak.dw"), r.integer("riak.n_val", 0, 0, 100),
        (int) r.durationMillis("riak.connect.timeout", 5_000, 1, HOUR_MS),
        (int) r.durationMillis("riak.request.timeout", 10_000, 1, HOUR_MS));
  }

  private static List<String> nodes(String value) {
    List<String> out = new ArrayList<>();
    for (String part : value.split(",")) {
      String node = part.strip();
      if (node.isEmpty()) {
        continue;
      }
      int colon = node.lastIndexOf(':');
      int port = -1;
      if (colon > 0) {
        try {
          port = Integer.parseInt(node.substring(colon + 1));
        } catch (NumberFormatException e) {
          port = -1;
        }
      }
      if (port < 1 || port > 65_535) {
        throw new ConfigException("riak.nodes: '" + node
            + "' is not host:port (the protocol-buffers port, 8087 by default)");
      }
      if (out.contains(node)) {
        throw new ConfigException("riak.nodes: " + node + " is listed twice");
      }
      out.add(node);
    }
    if (out.isEmpty()) {
      throw new ConfigException("riak.nodes: no node given");
    }
    return out;
  }

  private static Quorum quorum(PropertyReader r, String key) {
    String v = r.string(key, "default").toLowerCase(Locale.ROOT);
    switch (v) {
      case "one":
        return Quorum.oneQuorum();
      case "quorum":
        return Quorum.quorumQuorum();
      case "all":
        return Quorum.allQuorum();
      case "default":
        return Quorum.defaultQuorum();
      default:
        try {
          int n = Integer.parseInt(v);
          if (n >= 1) {
            return new Quorum(n);
          }
        } catch (NumberFormatException e) {
          // reported below
        }
        throw new ConfigException(key + "=" + v
            + ": must be one, quorum, all, default or a number >= 1");
    }
  }

  /** Host of node {@code i}. */
  public String host(int i) {
    String node = nodes.get(i);
    return node.substring(0, node.lastIndexOf(':'));
  }

  /** Port of node {@code i}. */
  public int port(int i) {
    String node = nodes.get(i);
    return Integer.parseInt(node.substring(node.lastIndexOf(':') + 1));
  }
}
