package org.ycsbbio.core.testing;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.htrace.core.HTraceConfiguration;
import org.apache.htrace.core.Tracer;
import org.ycsbbio.core.tracking.NodeTrackingMeasurements;
import org.ycsbbio.core.tracking.TrackingDB;
import org.ycsbbio.core.tracking.TrackingRuntime;
import org.ycsbbio.core.tracking.TrackingSession;
import site.ycsb.ClientThread;
import site.ycsb.DB;
import site.ycsb.DBFactory;
import site.ycsb.Workload;

/**
 * Runs one YCSB phase in-process on YCSB's real engine (its {@link ClientThread},
 * {@code DBWrapper} and the workload class of the properties) with per-node tracking, the way
 * {@code bin/ycsb} does but without YCSB's {@code Client}, which exits the JVM. For tests of
 * bindings and tracking against known truth.
 */
public final class EngineHarness {
  private EngineHarness() {
  }

  /**
   * Runs {@code props} (must name {@code workload}, {@code bio.binding.class},
   * {@code bio.results}; {@code target} throttles as YCSB's {@code -target}, and
   * {@code maxexecutiontime} (seconds) ends the phase as YCSB's does: each thread after the
   * operation in progress) and returns what the tracker produced.
   *
   * @param load true for the load phase (inserts), false for transactions
   * @param timeout upper bound for the whole phase; exceeded → {@link IllegalStateException}
   */
  public static TrackingSession.Completed run(Properties props, boolean load, Duration timeout)
      throws Exception {
    return run(props, load, timeout, System.err);
  }

  /**
   * {@link #run(Properties, boolean, Duration)}, the run's warnings and failures printed to
   * {@code messages}; after the run, {@link TrackingRuntime#log()} holds its failures.
   */
  public static TrackingSession.Completed run(Properties props, boolean load, Duration timeout,
      PrintStream messages) throws Exception {
    Properties p = new Properties();
    p.putAll(props);
    p.setProperty("dotransactions", Boolean.toString(!load));
    int threads = Integer.parseInt(p.getProperty("threadcount", "1"));
    long ops = Long.parseLong(load
        ? p.getProperty("insertcount", p.getProperty("recordcount", "1000"))
        : p.getProperty("operationcount", "1000"));
    NodeTrackingMeasurements.install(p);
    Workload workload = (Workload) Class.forName(p.getProperty("workload"))
        .getDeclaredConstructor().newInstance();
    workload.init(p);
    TrackingRuntime.prepare(p, messages);
    Tracer tracer = new Tracer.Builder("ycsb-bio-test")
        .conf(HTraceConfiguration.fromMap(Map.of())).build();
    double target = Double.parseDouble(p.getProperty("target", "0"));
    double perThreadPerMs = target > 0 ? target / threads / 1000.0 : -1;
    CountDownLatch done = new CountDownLatch(threads);
    List<Thread> running = new ArrayList<>();
    for (int i = 0; i < threads; i++) {   // all built before any starts, as YCSB's Client does
      DB db = DBFactory.newDB(TrackingDB.class.getName(), p, tracer);
      int share = (int) (ops / threads + (i < ops % threads ? 1 : 0));
      ClientThread client = new ClientThread(db, !load, workload, p, share, perThreadPerMs, done);
      client.setThreadId(i);
      client.setThreadCount(threads);
      running.add(new Thread(client, "harness-client-" + i));
    }
    running.forEach(Thread::start);
    long maxMillis = TimeUnit.SECONDS.toMillis(Long.parseLong(p.getProperty("maxexecutiontime",
        "0")));
    if (maxMillis > 0 && !done.await(maxMillis, TimeUnit.MILLISECONDS)) {
      workload.requestStop();
    }
    if (!done.await(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      workload.requestStop();
      throw new IllegalStateException("phase did not finish within " + timeout);
    }
    for (Thread t : running) {
      t.join(timeout.toMillis());
    }
    workload.cleanup();
    TrackingSession.Completed run = TrackingRuntime.finish().orElseThrow();
    TimeSeriesChecks.assertInFlightAtMost(
        run.config().resultsDir().resolve("per-node-timeseries.csv"), threads);
    TimeSeriesChecks.assertServedThroughput(run.config().resultsDir());
    return run;
  }
}
