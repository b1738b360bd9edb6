package org.ycsbbio.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.apache.htrace.core.HTraceConfiguration;
import org.apache.htrace.core.Tracer;
import org.ycsbbio.core.tracking.NodeTrackingMeasurements;
import org.ycsbbio.core.tracking.TrackingDB;
import org.ycsbbio.core.tracking.TrackingRuntime;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBFactory;
import site.ycsb.measurements.Measurements;

/**
 * Nanoseconds per operation that per-node tracking adds to YCSB's own per-operation cost (less
 * than zero since the tracker records a successful operation's latency once, per node, in place
 * of YCSB's shared recording; docs/performance.md): one thread calls {@code read} on YCSB's
 * {@code DBWrapper} around the no-op binding, with and without the tracker, alternating trials
 * after a warm-up, and prints the medians. Isolates the client
 * path from workload and key generation, so it is the worst case of the overhead ratio. Each
 * trial is timed twice: wall clock, and the thread's own CPU time (robust when other jobs share
 * the machine and preempt the thread).
 *   TrackingCostBench [TRIALS] [OPS_PER_TRIAL]
 */
public final class TrackingCostBench {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static long sink;

  private TrackingCostBench() {
  }

  public static void main(String[] args) throws Exception {
    int trials = args.length > 0 ? Integer.parseInt(args[0]) : 11;
    long ops = args.length > 1 ? Long.parseLong(args[1]) : 20_000_000L;
    Properties p = new Properties();
    p.setProperty("bio.binding.class", "org.ycsbbio.bindings.noop.NoopClient");
    p.setProperty("bio.results", Files.createTempDirectory("tracking-cost").toString());
    p.setProperty("threadcount", "1");
    Tracer tracer = new Tracer.Builder("bench").conf(HTraceConfiguration.fromMap(Map.of())).build();
    // off: exactly what YCSB does without tracking (its own Measurements, no decorator)
    Measurements.setProperties(p);
    DB off = DBFactory.newDB("org.ycsbbio.bindings.noop.NoopClient", p, tracer);
    NodeTrackingMeasurements.install(p);
    DB on = DBFactory.newDB(TrackingDB.class.getName(), p, tracer);
    on.init();
    off.init();
    double[][] warmUp = new double[2][1];
    for (int i = 0; i < 3; i++) {
      loop(on, ops / 4, warmUp, 0);
      loop(off, ops / 4, warmUp, 0);
    }
    double[][] on1 = new double[2][trials];
    double[][] off1 = new double[2][trials];
    for (int t = 0; t < trials; t++) {
      loop(on, ops, on1, t);
      loop(off, ops, off1, t);
    }
    on.cleanup();
    off.cleanup();
    TrackingRuntime.finish();
    report("wall", on1[0], off1[0], ops);
    report("thread CPU", on1[1], off1[1], ops);
  }

  private static void report(String clock, double[] nsOn, double[] nsOff, long ops) {
    Arrays.sort(nsOn);
    Arrays.sort(nsOff);
    double a = nsOn[nsOn.length / 2];
    double b = nsOff[nsOff.length / 2];
    System.out.printf("DBWrapper.read, no-op binding, %s: tracking off %.1f ns/op, on %.1f ns/op, "
        + "added %.1f ns/op (%d trials x %d ops, medians; sink %d)%n", clock, b, a, a - b,
        nsOn.length, ops, sink);
  }

  /** Runs {@code ops} reads; stores wall and thread-CPU ns/op in {@code ns[0][t]}, {@code ns[1][t]}. */
  private static void loop(DB db, long ops, double[][] ns, int t) {
    Map<String, ByteIterator> result = new HashMap<>();
    long cpu0 = THREADS.getCurrentThreadCpuTime();
    long t0 = System.nanoTime();
    for (long i = 0; i < ops; i++) {
      sink += db.read("usertable", "user1", null, result).hashCode();
    }
    ns[0][t] = (System.nanoTime() - t0) / (double) ops;
    ns[1][t] = (THREADS.getCurrentThreadCpuTime() - cpu0) / (double) ops;
  }
}
