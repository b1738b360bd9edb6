package org.ycsbbio.bindings.riak;

import com.basho.riak.client.api.cap.Quorum;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.HostPort;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;

/**
 * Settings of the Riak binding: declared once here ({@link #OPTIONS}, the options table of
 * {@code docs/bindings/riak.md}), read and checked once per client in {@code validate()} and
 * {@code init()}. Unknown {@code riak.*} keys are rejected with the nearest known key.
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
 * @param scanConcurrency objects of one scan fetched at once
 */
@Immutable
public record RiakConfig(List<String> nodes, String bucketType, Quorum r, Quorum pr, Quorum w,
    Quorum pw, Quorum dw, int nVal, int connectTimeoutMillis, int requestTimeoutMillis,
    int scanConcurrency) {

  private static final String QUORUM_VALUES = "`one`, `quorum`, `all`, `default` (the bucket's) "
      + "or a number >= 1";
  private static final long HOUR_MS = 3_600_000L;

  static final Option<List<HostPort>> NODES = Option.hostPorts("riak.nodes", 0,
      List.of(new HostPort("127.0.0.1", 8087)), "protocol-buffers endpoints, `host:port` "
      + "separated by commas; each is one node of the results, named as written");
  static final Option<String> BUCKET_TYPE = Option.text("riak.bucket_type", "default",
      "bucket type of every bucket; it must exist and be active (`riak-admin bucket-type "
      + "create/activate`)");
  static final Option<Integer> N_VAL = Option.integer("riak.n_val", 0, 0, 100, "replicas",
      "n_val sent with every request; 0 sends none (the bucket's applies)");
  static final Option<String> R = quorumOption("riak.r", "read quorum of reads (and of the "
      + "fetches inside updates and scans)");
  static final Option<String> PR = quorumOption("riak.pr", "primary read quorum of reads (and "
      + "of the fetches inside updates and scans)");
  static final Option<String> W = quorumOption("riak.w",
      "write quorum of inserts, updates and deletes");
  static final Option<String> PW = quorumOption("riak.pw",
      "primary write quorum of inserts, updates and deletes");
  static final Option<String> DW = quorumOption("riak.dw",
      "durable write quorum of inserts, updates and deletes");
  static final Option<Long> CONNECT_TIMEOUT = Option.millis("riak.connect.timeout", 5_000, 1,
      HOUR_MS, "TCP connect timeout per connection");
  static final Option<Long> REQUEST_TIMEOUT = Option.millis("riak.request.timeout", 10_000, 1,
      HOUR_MS, "Riak's server-side `timeout` of every request; the client waits at most this "
      + "plus 1 s for an answer, then counts the operation as failed on its node");
  static final Option<Integer> SCAN_CONCURRENCY = Option.integer("riak.scan.concurrency", 8, 1,
      256, "fetches", "objects of one scan fetched at once from the scan's node after its `$key` "
      + "query; 1 fetches them one by one");

  /** Every {@link Option} of the binding, in the order of the doc's table. */
  static final Options OPTIONS = new Options("riak.", NODES, BUCKET_TYPE, N_VAL, R, PR, W, PW,
      DW, CONNECT_TIMEOUT, REQUEST_TIMEOUT, SCAN_CONCURRENCY);

  public RiakConfig {
    nodes = List.copyOf(nodes);
  }

  /** Reads and validates the {@code riak.*} keys. */
  public static RiakConfig from(Properties props) {
    OPTIONS.rejectUnknown(props);
    return new RiakConfig(NODES.read(props).stream().map(HostPort::toString).toList(),
        BUCKET_TYPE.read(props).trim(),
        quorum(R, props), quorum(PR, props), quorum(W, props), quorum(PW, props),
        quorum(DW, props), N_VAL.read(props),
        (int) (long) CONNECT_TIMEOUT.read(props), (int) (long) REQUEST_TIMEOUT.read(props),
        SCAN_CONCURRENCY.read(props));
  }

  private static Option<String> quorumOption(String key, String what) {
    return Option.text(key, "default", what + ": " + QUORUM_VALUES);
  }

  private static Quorum quorum(Option<String> option, Properties props) {
    String v = option.read(props).toLowerCase(Locale.ROOT);
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
        throw option.invalid(v, "must be one, quorum, all, default or a number >= 1");
    }
  }

  /** Host of node {@code i}. */
  public String host(int i) {
    return HostPort.parse(nodes.get(i), 0).host();
  }

  /** Port of node {@code i}. */
  public int port(int i) {
    return HostPort.parse(nodes.get(i), 0).port();
  }
}
