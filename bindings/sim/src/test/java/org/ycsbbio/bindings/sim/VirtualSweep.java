package org.ycsbbio.bindings.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.KeyHash;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.report.StepResult;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.results.RunSummary;

/**
 * Sweeps of the sim's capacity model in virtual time: each step drives {@link SimQueues} with a
 * virtual clock, keys drawn uniformly with a seed and placed on nodes as {@link SimClient} places
 * them, each operation taking its node's queue wait and {@code 1 / capacity} plus a fixed
 * latency that does not occupy the node ({@code sim.latency}, 200 µs) and the client's own
 * noise (an exponential wake-up delay, mean {@link #WAKE_UP_MEAN_NANOS}, and in
 * {@link #HICCUP_SHARE} of the operations a hiccup of 1–10 ms, as on a busy machine). Two
 * clients: an open loop (requests at exactly the target rate, whatever is in flight) and YCSB's
 * closed loop (each of {@code threads} threads issues its next operation when the last one
 * completed, no earlier than its schedule, {@code start + i × threads / target}, from a random
 * offset; intended-start latency is timed from that schedule; without a target, as fast as
 * possible). Operations not finished when the step ends are not counted, as in a timed run.
 * Stateless.
 */
final class VirtualSweep {
  static final int RECORDS = 10_000;
  static final long STEP_NANOS = 5_000_000_000L;
  private static final long LATENCY_NANOS = 200_000;
  private static final double WAKE_UP_MEAN_NANOS = 100_000;
  private static final double HICCUP_SHARE = 0.01;

  /** The client of a sweep. */
  enum Loop { OPEN, CLOSED }

  private VirtualSweep() {
  }

  /**
   * The cluster throughput at which the first node reaches its capacity: the lowest capacity /
   * key share over the nodes.
   */
  static double predicted(double[] capacity) {
    int[] records = new int[capacity.length];
    for (int r = 0; r < RECORDS; r++) {
      records[KeyHash.bucketOf(key(r), capacity.length)]++;
    }
    double min = Double.MAX_VALUE;
    for (int k = 0; k < capacity.length; k++) {
      min = Math.min(min, capacity[k] / ((double) records[k] / RECORDS));
    }
    return min;
  }

  /** One step per target (0: as fast as possible, closed loop only) at {@code threads}. */
  static List<StepResult> targets(double[] capacity, Loop loop, int threads, double[] targets,
      long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<StepResult> steps = new ArrayList<>();
    for (int i = 0; i < targets.length; i++) {
      steps.add(step("step" + (i + 1), capacity, loop, threads, targets[i], random));
    }
    return steps;
  }

  /** One closed-loop step per thread count, as fast as possible. */
  static List<StepResult> threads(double[] capacity, int[] threads, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<StepResult> steps = new ArrayList<>();
    for (int i = 0; i < threads.length; i++) {
      steps.add(step("step" + (i + 1), capacity, Loop.CLOSED, threads[i], 0, random));
    }
    return steps;
  }

  /** One step of {@link #STEP_NANOS} at {@code target} ops/s (0: as fast as possible). */
  static StepResult step(String name, double[] capacity, Loop loop, int threads, double target,
      SplittableRandom random) {
    int nodes = capacity.length;
    int[] nodeOf = new int[RECORDS];
    for (int r = 0; r < RECORDS; r++) {
      nodeOf[r] = KeyHash.bucketOf(key(r), nodes);
    }
    SimQueues queues = new SimQueues(Arrays.stream(capacity)
        .mapToLong(c -> Math.round(1e9 / c)).toArray());
    Histogram[] service = histograms(nodes);
    Histogram[] intended = histograms(nodes);
    if (loop == Loop.OPEN) {
      long requests = Math.round(target * STEP_NANOS / 1e9);
      for (long i = 0; i < requests; i++) {
        long arrival = Math.round(i * 1e9 / target);
        int node = nodeOf[random.nextInt(RECORDS)];
        long done = queues.departureNanos(node, arrival) + LATENCY_NANOS + noise(random);
        if (done <= STEP_NANOS) {
          service[node].recordValue((done - arrival) / 1000);
          intended[node].recordValue((done - arrival) / 1000);
        }
      }
    } else {
      closedLoop(queues, nodeOf, threads, target, random, service, intended);
    }
    List<NodeOpStats> stats = new ArrayList<>();
    for (int k = 0; k < nodes; k++) {
      stats.add(new NodeOpStats("node" + (k + 1), Operation.READ, service[k], new Histogram(3),
          target > 0 ? intended[k] : null));
    }
    TreeMap<String, String> info = new TreeMap<>();
    info.put("clients", "virtual");
    return StepResult.of(name, threads, target, 1,
        new RunSummary(info, 0, STEP_NANOS / 1_000_000, RunStatus.COMPLETED, stats, 5000));
  }

  /** A thread of the closed loop: when it issues its next operation, and which one that is. */
  private record Next(int thread, long startNanos, long intendedNanos, long index) {
  }

  private static void closedLoop(SimQueues queues, int[] nodeOf, int threads, double target,
      SplittableRandom random, Histogram[] service, Histogram[] intended) {
    double tick = target > 0 ? threads * 1e9 / target : 0;
    long[] origin = new long[threads];
    PriorityQueue<Next> ready = new PriorityQueue<>((a, b) -> Long.compare(a.startNanos(),
        b.startNanos()));
    for (int t = 0; t < threads; t++) {
      origin[t] = tick > 0 ? (long) (random.nextDouble() * tick) : 0;
      ready.add(new Next(t, origin[t], origin[t], 0));
    }
    while (!ready.isEmpty()) {
      Next n = ready.poll();
      if (n.startNanos() >= STEP_NANOS) {
        continue;
      }
      int node = nodeOf[random.nextInt(RECORDS)];
      long done = queues.departureNanos(node, n.startNanos()) + LATENCY_NANOS + noise(random);
      if (done > STEP_NANOS) {
        continue;
      }
      service[node].recordValue((done - n.startNanos()) / 1000);
      intended[node].recordValue((done - n.intendedNanos()) / 1000);
      long index = n.index() + 1;
      long due = tick > 0 ? origin[n.thread()] + Math.round(index * tick) : done;
      ready.add(new Next(n.thread(), Math.max(due, done), due, index));
    }
  }

  private static long noise(SplittableRandom random) {
    long wakeUp = Math.round(-WAKE_UP_MEAN_NANOS * Math.log(1 - random.nextDouble()));
    return random.nextDouble() < HICCUP_SHARE
        ? wakeUp + 1_000_000 + random.nextLong(9_000_000) : wakeUp;
  }

  private static Histogram[] histograms(int n) {
    Histogram[] h = new Histogram[n];
    for (int k = 0; k < n; k++) {
      h[k] = new Histogram(3);
    }
    return h;
  }

  static String key(int record) {
    return "user" + record;
  }
}
