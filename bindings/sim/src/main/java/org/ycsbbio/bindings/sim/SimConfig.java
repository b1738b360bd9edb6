package org.ycsbbio.bindings.sim;

import java.util.Properties;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;

/**
 * Settings of the simulated cluster: declared once here and in {@link SimShape}
 * ({@link #OPTIONS}, the table of {@code docs/bindings/sim.md}), read once in {@code init()}.
 * Unknown {@code sim.*} keys are rejected with the nearest known key.
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

  private static final double MAX_CAPACITY = 1e9;
  private static final long HOUR_NANOS = 3_600_000_000_000L;

  static final Option<Integer> NODES = Option.integer("sim.nodes", 5, 1, 10_000, "nodes",
      "number of virtual nodes `node1..nodeN`");
  static final Option<Long> LATENCY = Option.nanos("sim.latency", 200_000L, "us", 0, HOUR_NANOS,
      "service time of every node");
  static final Option<Long> NODE_LATENCY = Option.nanos("sim.node.K.latency", 200_000L, "us", 0,
      HOUR_NANOS, "service time of node K (1-based); unset: `sim.latency`");
  static final Option<Double> JITTER = Option.decimal("sim.jitter", 0, 0, 0.99, "",
      "each service time is drawn uniformly from latency × [1−j, 1+j]; 0 = exact");
  static final Option<Double> NODE_ERRORS = Option.decimal("sim.node.K.errors", 0, 0, 1, "",
      "share of node K's operations that fail");
  static final Option<Integer> STALL_NODE = Option.integer("sim.stall.node", 0, 0, 10_000, "",
      "node that stalls (1-based, at most `sim.nodes`); 0 = no stalls");
  static final Option<Long> STALL_EVERY = Option.nanos("sim.stall.every", 10_000_000_000L, "s",
      1_000_000L, HOUR_NANOS, "stall period");
  static final Option<Long> STALL_LENGTH = Option.nanos("sim.stall.length", 0, "ms", 0,
      HOUR_NANOS, "the stalling node answers nothing for this long out of every `sim.stall.every`");
  static final Option<Double> CAPACITY = Option.decimal("sim.capacity", 0, 0, MAX_CAPACITY,
      "ops/s", "operations per second each node can serve, 0 = unlimited; a node with a capacity "
      + "is a FIFO queue: latency = `latency` + wait in the queue + 1 / capacity");
  static final Option<Double> NODE_CAPACITY = Option.decimal("sim.node.K.capacity", 0, 0,
      MAX_CAPACITY, "ops/s", "capacity of node K; unset: `sim.capacity`");
  static final Option<Long> SEED = Option.longInteger("sim.seed", 1, Long.MIN_VALUE,
      Long.MAX_VALUE, "", "seed of the jitter, error and latency draws");

  /** Every option of the binding, in the order of the doc's table. */
  static final Options OPTIONS = new Options("sim.", NODES, LATENCY, NODE_LATENCY, JITTER,
      NODE_ERRORS, STALL_NODE, STALL_EVERY, STALL_LENGTH, CAPACITY, NODE_CAPACITY, SEED,
      SimShape.DIST, SimShape.SIGMA, SimShape.PAUSE_EVERY, SimShape.PAUSE_LENGTH);

  /** Reads and validates the {@code sim.} keys. */
  public static SimConfig from(Properties props) {
    OPTIONS.rejectUnknown(props);
    int nodes = NODES.read(props);
    long base = LATENCY.read(props);
    long[] latency = new long[nodes];
    double[] errors = new double[nodes];
    long[] service = new long[nodes];
    double baseCapacity = CAPACITY.read(props);
    for (int k = 1; k <= nodes; k++) {
      double capacity = NODE_CAPACITY.at(k, baseCapacity).read(props);
      service[k - 1] = capacity == 0 ? 0 : Math.max(1, Math.round(1e9 / capacity));
      latency[k - 1] = NODE_LATENCY.at(k, base).read(props);
      errors[k - 1] = NODE_ERRORS.at(k, 0.0).read(props);
    }
    for (String key : props.stringPropertyNames()) {
      String k = key.startsWith("sim.node.") ? key.split("\\.")[2] : "";
      if (!k.isEmpty() && (k.length() > 5 || Integer.parseInt(k) > nodes)) {
        throw new ConfigException(key + ": node " + k + " does not exist (sim.nodes=" + nodes
            + ")");
      }
    }
    long every = STALL_EVERY.read(props);
    return new SimConfig(latency, JITTER.read(props), errors,
        STALL_NODE.atMost(nodes).read(props), every, STALL_LENGTH.atMost(every).read(props),
        SEED.read(props), service);
  }

  /** Number of virtual nodes. */
  public int nodes() {
    return latencyNanos.length;
  }
}
