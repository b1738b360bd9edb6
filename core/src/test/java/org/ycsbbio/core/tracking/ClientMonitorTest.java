package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.guard.ClientProbe;
import org.ycsbbio.core.guard.ClientSample;
import org.ycsbbio.core.results.NodeOpStats;

/**
 * The client's own samples: one per second of the run's clock, the run's last part-second joined
 * to the second before and placed at the run's end, and each sampler interval's start lateness
 * (intended-start latency less service time) in the sample in which that interval ended.
 */
class ClientMonitorTest {
  private static final long T0 = 1_700_000_000_000L;
  private static final long SECOND = 1_000_000_000L;
  @TempDir
  Path tasks;

  /** {@code n} reads on node1 served in {@code serviceMicros}, meant to start {@code late} µs earlier. */
  private static List<NodeOpStats> reads(int n, long serviceMicros, long lateMicros) {
    Histogram ok = new Histogram(3);
    Histogram intended = new Histogram(3);
    ok.recordValueWithCount(serviceMicros, n);
    intended.recordValueWithCount(serviceMicros + lateMicros, n);
    return List.of(new NodeOpStats("node1", Operation.READ, ok, new Histogram(3), intended));
  }

  @Test
  void samplesFollowTheRunsClockAndCarryTheirIntervalsLateness() {
    ClientMonitor monitor = new ClientMonitor(new ClientProbe(tasks));
    monitor.tick(0);   // before the run: nothing
    monitor.begin(new IntervalClock(0, T0, 200_000_000L));
    monitor.tick(0);
    monitor.interval(T0, T0, T0 + 200, reads(10, 500, 1000));
    monitor.interval(T0, T0 + 800, T0 + 1000, reads(30, 500, 3000));
    monitor.tick(SECOND);
    monitor.interval(T0, T0 + 1000, T0 + 1200, reads(20, 800, 0));
    monitor.tick(2 * SECOND);
    monitor.tick(2 * SECOND + 300_000_000L);   // the last 300 ms
    List<ClientSample> samples = monitor.samples(T0 + 2250);
    assertEquals(2, samples.size());
    assertEquals(T0 + 1000, samples.get(0).endMillis());
    assertEquals(40, samples.get(0).lateOps());
    assertEquals((10 * 1.0 + 30 * 3.0) / 40, samples.get(0).startLateMillis(), 0.01);
    assertEquals(T0 + 2250, samples.get(1).endMillis(), "the run's end");
    assertEquals(1300, samples.get(1).millis());
    assertEquals(20, samples.get(1).lateOps());
    assertEquals(0, samples.get(1).startLateMillis(), 0.01);
    assertEquals(-1, samples.get(1).runQueueMillis(), "no schedstat under " + tasks);
  }
}
