package org.ycsbbio.bindings.sim;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.Vector;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.ycsbbio.core.api.EmptiesTables;
import org.ycsbbio.core.api.KeyHash;
import org.ycsbbio.core.api.ConfiguredDB;
import org.ycsbbio.core.api.NodeId;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * A simulated cluster with known truth, for tests and demos: keys are hashed ({@link KeyHash}) to
 * {@code sim.nodes} virtual nodes {@code node1..nodeN}, and each operation takes that node's
 * configured service time (see {@link SimConfig}), waited out precisely (park, then spin for the
 * last 100 µs). With {@code sim.capacity}, each node also queues its operations
 * ({@link SimQueues}, shared by every client thread of the process), so latency rises as the
 * offered load nears a node's capacity. Stores nothing: reads return OK with no fields, and its
 * tables are always empty (a load-phase sweep's steps each start a new simulated cluster).
 */
public final class SimClient extends ConfiguredDB<SimConfig> implements EmptiesTables {
  private static final long SPIN_NANOS = 100_000L;

  private SimConfig config;
  private SimShape shape;
  private NodeId[] nodeIds;
  private SplittableRandom random;
  private SimQueues queues;
  private RunOrigin origin;

  public SimClient() {
    super(SimConfig.OPTIONS, SimConfig::from);
  }

  @Override
  public void validate(Properties props) {
    super.validate(props);
    SimShape.from(props);
  }

  @Override
  protected void start(SimConfig config) throws DBException {
    this.config = config;
    shape = SimShape.from(getProperties());
    nodeIds = new NodeId[config.nodes()];
    for (int i = 0; i < nodeIds.length; i++) {
      nodeIds[i] = node("node" + (i + 1));
    }
    queues = context().shared(SimQueues.class, () -> new SimQueues(config.serviceNanos()));
    origin = context().shared(RunOrigin.class, RunOrigin::new);
    origin.at(System.nanoTime());   // the first client thread's start: the run's first interval
    long instance = context().shared(SimClient.class, AtomicLong::new).getAndIncrement();
    random = new SplittableRandom(config.seed() * 1_000_003L + instance);
  }

  /** Nothing to do: nothing is stored, and the node queues live only as long as one run. */
  @Override
  public void emptyTables(List<String> tables) {
  }

  private Status serve(String key) {
    long start = System.nanoTime();
    int n = servedByKeyHash(key, nodeIds);
    long service = shape.serviceNanos(config.latencyNanos()[n], random);
    if (config.jitter() > 0) {
      service = Math.round(service * (1 + config.jitter() * (2 * random.nextDouble() - 1)));
    }
    long epoch = origin.at(start);
    long deadline = shape.afterPauses(epoch, start,
        queues.departureNanos(n, stallEnd(n, epoch, start)) + service);
    waitUntil(deadline);
    double errors = config.errorShare()[n];
    return errors > 0 && random.nextDouble() < errors ? Status.ERROR : Status.OK;
  }

  private long stallEnd(int node, long epoch, long now) {
    if (config.stallNode() != node + 1 || config.stallLengthNanos() == 0) {
      return now;
    }
    long phase = (now - epoch) % config.stallEveryNanos();
    return phase < config.stallLengthNanos() ? now + config.stallLengthNanos() - phase : now;
  }

  /** Waits until {@code deadline} (System.nanoTime): park, then spin for the last 100 µs. */
  static void waitUntil(long deadline) {
    long remaining;
    while ((remaining = deadline - System.nanoTime()) > SPIN_NANOS) {
      LockSupport.parkNanos(remaining - SPIN_NANOS);
    }
    while (System.nanoTime() < deadline) {
      Thread.onSpinWait();
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    return serve(key);
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return serve(startkey);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return serve(key);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return serve(key);
  }

  @Override
  public Status delete(String table, String key) {
    return serve(key);
  }
}
