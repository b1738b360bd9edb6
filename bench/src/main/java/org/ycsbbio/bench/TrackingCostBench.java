package org.ycsbbio.bench;

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

/**
 * Nanoseconds per operation that per-node tracking adds to YCSB's own per-operation cost: one
 * thread calls {@code read} on YCSB's {@code DBWrapper} around the no-op binding, with and without
 * the tracker, alternating trials after a warm-up, and prints the medians. Isolates the client
 * path from workload and key generation, so it is the worst case of the overhead ratio.
 *   TrackingCostBench [TRIALS] [OPS_PER_TRIAL]
 */
public final class TrackingCostBench {
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
    NodeTrackingMeasurements.install(p);
    Tracer tracer = new Tracer.Builder("bench").conf(HTraceConfiguration.fromMap(Map.of())).build();
    DB on = DBFactory.newDB(TrackingDB.class.getName(), p, tracer);
    DB off = DBFactory.newDB("org.ycsbbio.bindings.noop.NoopClient", p, tracer);
    on.init();
    off.init();
    for (int i = 0; i < 3; i++) {
      loop(on, ops / 4);
      loop(off, ops / 4);
    }
    double[] nsOn = new double[trials];
    double[] nsOff = new double[trials];
    for (int t = 0; t < trials; t++) {
      nsOn[t] = loop(on, ops);
      nsOff[t] = loop(off, ops);
    }
    on.cleanup();
    off.cleanup();
    TrackingRuntime.finish();
    Arrays.sort(nsOn);
    Arrays.sort(nsOff);
    double a = nsOn[trials / 2];
    double b = nsOff[trials / 2];
    System.out.printf("DBWrapper.read, no-op binding: tracking off %.1f ns/op, on %.1f ns/op, "
        + "added %.1f ns/op (%d trials x %d ops, medians; sink %d)%n", b, a, a - b, trials, ops, sink);
  }

  private static double loop(DB db, long ops) {
    Map<String, ByteIterator> result = new HashMap<>();
    long t0 = System.nanoTime();
    for (long i = 0; i < ops; i++) {
      sink += db.read("usertable", "user1", null, result).hashCode();
    }
    return (System.nanoTime() - t0) / (double) ops;
  }
}
