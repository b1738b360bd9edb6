package org.ycsbbio.bindings.sim;

import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.ycsbbio.core.ConfigException;
import org.ycsbbio.core.config.PropertyReader;

/**
 * Settings of the simulated cluster, read once in {@code init()}. Keys:
 * <ul>
 *   <li>{@code sim.nodes} — number of virtual nodes {@code node1..nodeN} (default 5);</li>
 *   <li>{@code sim.latency} — service time of every node (default 200us);
 *       {@code sim.node.K.latency} overrides it for node K (1-based);</li>
 *   <li>{@code sim.jitter} — each service time is drawn uniformly from latency × [1−j, 1+j]
 *       (default 0: exact);</li>
 *   <li>{@code sim.node.K.errors} — share of node K's operations that fail (default 0);</li>
 *   <li>{@code sim.stall.node}, {@code sim.stall.every}, {@code sim.stall.length} — node K
 *       answers nothing for {@code length} out of every {@code every} (default: no stalls);</li>
 *   <li>{@code sim.seed} — seed of the jitter and error draws (default 1);</li>
 *   <li>{@code sim.latency.dist}, {@code sim.latency.sigma}, {@code sim.pause.*} — see
 *       {@link SimShape}.</li>
 * </ul>
 *
 * @param latencyNanos service time per node, index 0 = node1
 * @param jitter relative half-width of the uniform service-time distribution, in [0, 1)
 * @param errorShare share of failing operations per node
 * @param stallNode 1-based node that stalls, 0 for none
 * @param stallEveryNanos stall period
 * @param stallLengthNanos stall length per period
 * @param seed random seed
 */
public record SimConfig(long[] latencyNanos, double jitter, double[] errorShare, int stallNode,
    long stallEveryNanos, long stallLengthNanos, long seed) {

  private static final Set<String> KEYS = Stream.concat(Stream.of("sim.nodes", "sim.latency",
      "sim.jitter", "sim.stall.node", "sim.stall.every", "sim.stall.length", "sim.seed"),
      SimShape.KEYS.stream()).collect(Collectors.toUnmodifiableSet());
  private static final long HOUR_NANOS = 3_600_000_000_000L;

  /** Reads and validates the {@code sim.} keys. */
  public static SimConfig from(Properties props) {
    PropertyReader r = new PropertyReader(props);
    r.rejectUnknown("sim.", KEYS, List.of("sim.node."));
    int nodes = r.integer("sim.nodes", 5, 1, 10_000);
    long base = r.durationNanos("sim.latency", 200_000L, 1_000L, 0, HOUR_NANOS);
    long[] latency = new long[nodes];
    double[] errors = new double[nodes];
    for (int k = 1; k <= nodes; k++) {
      latency[k - 1] = r.durationNanos("sim.node." + k + ".latency", base, 1_000L, 0, HOUR_NANOS);
      errors[k - 1] = r.decimal("sim.node." + k + ".errors", 0, 0, 1);
    }
    for (String key : props.stringPropertyNames()) {
      if (key.startsWith("sim.node.")) {
        checkNodeKey(key, nodes);
      }
    }
    int stallNode = r.integer("sim.stall.node", 0, 0, nodes);
    long every = r.durationNanos("sim.stall.every", 10_000_000_000L, 1_000_000_000L, 1_000_000L,
        HOUR_NANOS);
    long length = r.durationNanos("sim.stall.length", 0, 1_000_000L, 0, every);
    return new SimConfig(latency, r.decimal("sim.jitter", 0, 0, 0.99), errors, stallNode, every,
        length, r.longValue("sim.seed", 1, Long.MIN_VALUE, Long.MAX_VALUE));
  }

  private static void checkNodeKey(String key, int nodes) {
    String[] parts = key.split("\\.");
    boolean known = parts.length == 4 && (parts[3].equals("latency") || parts[3].equals("errors"));
    int k;
    try {
      k = known ? Integer.parseInt(parts[2]) : -1;
    } catch (NumberFormatException e) {
      k = -1;
    }
    if (!known || k < 1) {
      throw new ConfigException(key + ": unknown key (use sim.node.K.latency or sim.node.K.errors)");
    }
    if (k > nodes) {
      throw new ConfigException(key + ": node " + k + " does not exist (sim.nodes=" + nodes + ")");
    }
  }

  /** Number of virtual nodes. */
  public int nodes() {
    return latencyNanos.length;
  }
}
