package org.ycsbbio.bindings.sim;

import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.ycsbbio.core.api.ConfigException;
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
 *   <li>{@code sim.capacity} — operations per second each node can serve (default 0: unlimited);
 *       {@code sim.node.K.capacity} overrides it for node K. A node with a capacity is a
 *       single-server FIFO queue (see {@link SimQueues}): an operation's latency is the node's
 *       {@code latency} plus its wait in the queue plus {@code 1 / capacity};</li>
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
 * @param serviceNanos per node, {@code 1 / capacity} in nanoseconds; 0 = unlimited capacity
 */
public record SimConfig(long[] latencyNanos, double jitter, double[] errorShare, int stallNode,
    long stallEveryNanos, long stallLengthNanos, long seed, long[] serviceNanos) {

  private static final Set<String> KEYS = Stream.concat(Stream.of("sim.nodes", "sim.latency",
      "sim.jitter", "sim.stall.node", "sim.stall.every", "sim.stall.length", "sim.seed",
      "sim.capacity"), SimShape.KEYS.stream()).collect(Collectors.toUnmodifiableSet());
  private static final Set<String> NODE_KEYS = Set.of("latency", "errors", "capacity");
  private static final double MAX_CAPACITY = 1e9;
  private static final long HOUR_NANOS = 3_600_000_000_000L;

  /** Reads and validates the {@code sim.} keys. */
  public static SimConfig from(Properties props) {
    PropertyReader r = new PropertyReader(props);
    r.rejectUnknown("sim.", KEYS, List.of("sim.node."));
    int nodes = r.integer("sim.nodes", 5, 1, 10_000);
    long base = r.durationNanos("sim.latency", 200_000L, 1_000L, 0, HOUR_NANOS);
    long[] latency = new long[nodes];
    double[] errors = new double[nodes];
    long[] service = new long[nodes];
    double baseCapacity = r.decimal("sim.capacity", 0, 0, MAX_CAPACITY);
    for (int k = 1; k <= nodes; k++) {
      double capacity = r.decimal("sim.node." + k + ".capacity", baseCapacity, 0, MAX_CAPACITY);
      service[k - 1] = capacity == 0 ? 0 : Math.max(1, Math.round(1e9 / capacity));
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
        length, r.longValue("sim.seed", 1, Long.MIN_VALUE, Long.MAX_VALUE), service);
  }

  private static void checkNodeKey(String key, int nodes) {
    String[] parts = key.split("\\.");
    boolean known = parts.length == 4 && NODE_KEYS.contains(parts[3]);
    int k;
    try {
      k = known ? Integer.parseInt(parts[2]) : -1;
    } catch (NumberFormatException e) {
      k = -1;
    }
    if (!known || k < 1) {
      throw new ConfigException(key + ": unknown key (use sim.node.K.latency, sim.node.K.errors or sim.node.K.capacity)");
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
