package org.ycsbbio.core.tracking;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.export.IntervalSink;
import org.ycsbbio.core.guard.ClientProbe;
import org.ycsbbio.core.guard.ClientSample;
import org.ycsbbio.core.results.NodeOpStats;

/**
 * The client's own time series: every {@link #tick} (the session's timer, once per
 * {@link #INTERVAL_MILLIS}) reads a {@link ClientProbe} into a {@link ClientSample}; as an
 * {@link IntervalSink} of the sampler's intervals it sums how late operations started against
 * their intended start (intended-start latency less service time, from the interval's histogram
 * means), and {@link #samples} places each interval's lateness in the sample in which that
 * interval ended. Nothing runs on the operation path. Called by the timer thread and the sampler
 * (every method synchronized).
 */
@ThreadSafe
final class ClientMonitor implements IntervalSink {
  /** The interval of the client's time series and of the guard's judgement. */
  static final long INTERVAL_MILLIS = 1000;

  private final ClientProbe probe;
  private IntervalClock clock;
  private long lastMillis;
  private final List<ClientSample> samples = new ArrayList<>();
  /** Per sampler interval's end (epoch millis): {operations, summed lateness in µs}. */
  private final TreeMap<Long, double[]> lateness = new TreeMap<>();

  ClientMonitor(ClientProbe probe) {
    this.probe = probe;
  }

  /** The run began on {@code runClock}: samples are placed on its time scale. */
  synchronized void begin(IntervalClock runClock) {
    this.clock = runClock;
  }

  /**
   * Reads the probe at {@code nowNanos} ({@code System.nanoTime()}); the first call after
   * {@link #begin} primes it. Returns this reading's own sample (before a run's last part-second
   * is joined to the one before it), null when it made none.
   */
  synchronized ClientSample tick(long nowNanos) {
    if (clock == null) {
      return null;
    }
    ClientProbe.Usage u = probe.read(nowNanos);
    long endMillis = clock.startMillis() + (nowNanos - clock.originNanos()) / 1_000_000L;
    long since = lastMillis;
    lastMillis = endMillis;
    if (u == null || u.wallNanos() <= 0 || endMillis <= since) {
      return null;
    }
    double wall = u.wallNanos();
    // the samples tile the run's clock: each starts where the one before ended
    ClientSample s = new ClientSample(endMillis, endMillis - since, u.cores(),
        u.cpuNanos() < 0 ? -1 : u.cpuNanos() / (wall * u.cores()), u.gcMillis(),
        u.runQueueNanos() < 0 ? -1 : u.runQueueNanos() / 1e6, 0, 0);
    if (s.millis() < INTERVAL_MILLIS / 2 && !samples.isEmpty()) {
      // a run's last part-second: too short to judge alone (CPU time has 10 ms steps)
      samples.add(samples.remove(samples.size() - 1).plus(s));
    } else {
      samples.add(s);
    }
    return s;
  }

  @Override
  public synchronized void interval(long runStartMillis, long startMillis, long endMillis,
      List<NodeOpStats> rows) {
    double ops = 0;
    double lateMicros = 0;
    for (NodeOpStats s : rows) {
      if (s.intendedOk() != null && s.intendedOk().getTotalCount() > 0 && s.okCount() > 0) {
        long n = s.intendedOk().getTotalCount();
        ops += n;
        lateMicros += Math.max(0, s.intendedOk().getMean() - s.ok().getMean()) * n;
      }
    }
    if (ops > 0) {
      double[] sum = lateness.computeIfAbsent(endMillis, k -> new double[2]);
      sum[0] += ops;
      sum[1] += lateMicros;
    }
  }

  /**
   * The samples so far, each with the lateness of the sampler intervals that ended in it; a
   * sample read after {@code runEndMillis} (the run's last part-second, read just after its end)
   * is placed at that end.
   */
  synchronized List<ClientSample> samples(long runEndMillis) {
    List<ClientSample> out = new ArrayList<>(samples.size());
    for (ClientSample s : samples) {
      double ops = 0;
      double lateMicros = 0;
      for (Map.Entry<Long, double[]> e
          : lateness.subMap(s.startMillis(), false, s.endMillis(), true).entrySet()) {
        ops += e.getValue()[0];
        lateMicros += e.getValue()[1];
      }
      ClientSample late = ops == 0 ? s : s.withLateness((long) ops, lateMicros / ops / 1000.0);
      out.add(late.endMillis() <= runEndMillis ? late : late.endingAt(runEndMillis));
    }
    return out;
  }

  @Override
  public void close() {
    // nothing to release: the samples stay readable after the run
  }
}
