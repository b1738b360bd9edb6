package org.ycsbbio.core.report;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.guard.ClientSample;

/**
 * One client's own time series over a run, for the report's client charts beside the per-node
 * latency: CPU (% of its cores), run-queue wait (seconds per second of CPU the threads got),
 * collector pauses
 * (ms per second) and how late operations started (ms, where the run had a target), from its
 * {@code client-timeseries.csv}. Samples are averaged over their time (lateness over its
 * operations) per bucket of whole seconds counted from the run's start (one sample per bucket up
 * to 600 s; wider beyond, so a chart has at most ~600 points); a bucket is placed where its last
 * sample ended. Immutable.
 *
 * @param client the client's id
 * @param guard the client guard's line
 * @param limited whether the guard judged the client the limit of its run
 * @param t each bucket's time, epoch millis
 * @param cpuPercent CPU per bucket; null where the JVM did not tell
 * @param runQueue run-queue wait per CPU-second per bucket; null where the OS or the JVM did
 *     not show it
 * @param gcMillisPerSecond collector pauses per bucket
 * @param startLateMillis mean lateness of the bucket's operations; null without any
 */
@Immutable
record ClientSeries(String client, String guard, boolean limited, List<Long> t,
    List<Double> cpuPercent, List<Double> runQueue, List<Double> gcMillisPerSecond,
    List<Double> startLateMillis) {
  ClientSeries {
    t = List.copyOf(t);
    cpuPercent = HostSeries.withNulls(cpuPercent);
    runQueue = HostSeries.withNulls(runQueue);
    gcMillisPerSecond = HostSeries.withNulls(gcMillisPerSecond);
    startLateMillis = HostSeries.withNulls(startLateMillis);
  }

  /** The series of {@code c} over its run's time from {@code startMillis} to {@code endMillis}. */
  static ClientSeries of(ClientRun c, long startMillis, long endMillis) {
    long width = MergedRun.spanBucketMillis(endMillis - startMillis);
    TreeMap<Long, Bucket> buckets = new TreeMap<>();
    for (ClientSample s : c.ownSeries()) {
      long index = Math.max(0, Math.floorDiv(s.endMillis() - startMillis - 1, width));
      buckets.computeIfAbsent(index, k -> new Bucket()).add(s);
    }
    List<Long> t = new ArrayList<>();
    List<Double> cpu = new ArrayList<>();
    List<Double> runQueue = new ArrayList<>();
    List<Double> gc = new ArrayList<>();
    List<Double> late = new ArrayList<>();
    for (Bucket b : buckets.values()) {
      t.add(b.lastEnd);
      cpu.add(b.cpuMillis == 0 ? null : round(100 * b.cpu / b.cpuMillis));
      runQueue.add(b.ranMillis == 0 ? null : round(b.waitedMillis / b.ranMillis));
      gc.add(round(1000.0 * b.gc / b.millis));
      late.add(b.lateOps == 0 ? null : round(b.late / b.lateOps));
    }
    return new ClientSeries(c.clientId(), c.guardLine(), c.clientLimited(), t, cpu, runQueue, gc,
        late);
  }

  private static double round(double v) {
    return Math.round(v * 100) / 100.0;
  }

  /** Time-weighted sums of the samples in one bucket. Not thread-safe. */
  private static final class Bucket {
    private long millis;
    private double cpu;
    private long cpuMillis;
    private double waitedMillis;
    private double ranMillis;
    private long gc;
    private double late;
    private long lateOps;
    private long lastEnd;

    void add(ClientSample s) {
      millis += s.millis();
      gc += s.gcMillis();
      if (s.cpuShare() >= 0) {
        cpu += s.cpuShare() * s.millis();
        cpuMillis += s.millis();
      }
      if (s.runQueueMillis() >= 0 && s.cpuShare() >= 0) {
        waitedMillis += s.runQueueMillis();
        ranMillis += s.cpuShare() * s.cores() * s.millis();
      }
      late += s.startLateMillis() * s.lateOps();
      lateOps += s.lateOps();
      lastEnd = Math.max(lastEnd, s.endMillis());
    }
  }
}
