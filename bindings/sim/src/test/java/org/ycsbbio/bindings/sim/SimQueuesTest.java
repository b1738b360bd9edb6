package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.tracking.TrackingSession;

/** The capacity model: FIFO queues booked in the caller's clock, and the sim saturating on it. */
class SimQueuesTest {
  @TempDir
  Path results;

  @Test
  void unlimitedNodeNeverQueuesAndLimitedOneServesInArrivalOrder() {
    SimQueues q = new SimQueues(new long[] {0, 1_000});
    assertEquals(5, q.departureNanos(0, 5));
    assertEquals(5, q.departureNanos(0, 5));
    // three at once: each waits for the ones before it
    assertEquals(11_000, q.departureNanos(1, 10_000));
    assertEquals(12_000, q.departureNanos(1, 10_000));
    assertEquals(13_000, q.departureNanos(1, 10_000));
    // an arrival after the server is free again does not wait
    assertEquals(21_000, q.departureNanos(1, 20_000));
  }

  @Test
  void withoutACapacityTheQueueIsTheIdentityForEveryNodeInAnyOrder() {
    // SimClient.serve waits until departureNanos(node, arrival) + latency: with no sim.capacity
    // the departure must be the arrival itself, whatever was booked before, so the service time
    // is exactly the configured latency as it was before queues existed
    Properties p = new Properties();
    p.setProperty("sim.nodes", "3");
    SimConfig config = SimConfig.from(p);
    assertEquals(List.of(0L, 0L, 0L), Arrays.stream(config.serviceNanos()).boxed().toList());
    SimQueues q = new SimQueues(config.serviceNanos());
    long[] arrivals = {5, 5, 1_000_000, 3, Long.MAX_VALUE / 4, 0, -7, 5};
    for (int node = 0; node < 3; node++) {
      for (long arrival : arrivals) {
        assertEquals(arrival, q.departureNanos(node, arrival), "node " + node + " at " + arrival);
      }
    }
  }

  @Test
  void concurrentBookingsLoseNone() throws Exception {
    SimQueues q = new SimQueues(new long[] {10});
    int threads = 4;
    int each = 20_000;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch go = new CountDownLatch(1);
    List<Future<long[]>> futures = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      futures.add(pool.submit(() -> {
        go.await();
        long[] out = new long[each];
        for (int i = 0; i < each; i++) {
          out[i] = q.departureNanos(0, 0);
        }
        return out;
      }));
    }
    go.countDown();
    long[] all = new long[threads * each];
    for (int t = 0; t < threads; t++) {
      System.arraycopy(futures.get(t).get(1, TimeUnit.MINUTES), 0, all, t * each, each);
    }
    pool.shutdown();
    Arrays.sort(all);
    for (int i = 0; i < all.length; i++) {
      assertEquals(10L * (i + 1), all[i], "booking " + i);
    }
  }

  @Test
  void capacityKeysAreReadAndCheckedPerNode() {
    Properties p = new Properties();
    p.setProperty("sim.nodes", "3");
    p.setProperty("sim.capacity", "2000");
    p.setProperty("sim.node.2.capacity", "1000");
    assertEquals(List.of(500_000L, 1_000_000L, 500_000L),
        Arrays.stream(SimConfig.from(p).serviceNanos()).boxed().toList());
    p.setProperty("sim.node.4.capacity", "10");
    assertTrue(assertThrows(ConfigException.class, () -> SimConfig.from(p)).getMessage()
        .startsWith("sim.node.4.capacity: node 4 does not exist"));
    p.remove("sim.node.4.capacity");
    p.setProperty("sim.capacity", "-1");
    assertTrue(assertThrows(ConfigException.class, () -> SimConfig.from(p)).getMessage()
        .startsWith("sim.capacity"));
  }

  @Test
  void aNodeOfferedMoreThanItsCapacityHoldsThroughputAtItAndLatencyExplodes() throws Exception {
    // one node serving 1000 ops/s, 8 threads: at half the capacity nobody waits long; asked for
    // twice the capacity, throughput stays at it and intended-start latency grows with the backlog.
    // Under capacity the queue's own p50 is about 1.5 ms (M/D/1 at load 0.5); an operation's
    // intended-start latency also holds two wake-ups (YCSB's throttle, the sim's wait), each late
    // by what the loaded machine adds, so the bound is 5 ms plus twice the probe's p95 lateness:
    // P(latency > 5 ms + 2 d95) <= P(queue > 5 ms) + 2 P(late > d95) = 0.1, far below 0.5.
    WakeUpProbe probe = new WakeUpProbe();
    probe.start();
    TrackingSession.Completed under;
    try {
      under = run("500", "400");
    } finally {
      probe.stop();
    }
    long d95 = probe.lateness().getValueAtPercentile(95);
    TrackingSession.Completed over = run("2000", "1000");
    NodeOpStats u = under.summary().stats().get(0);
    NodeOpStats o = over.summary().stats().get(0);
    assertTrue(u.intendedOk().getValueAtPercentile(50) < 5_000 + 2 * d95,
        "p50 under capacity " + u.intendedOk().getValueAtPercentile(50) + " us (machine lateness "
        + "d95 " + d95 + " us)");
    double overRate = o.totalCount() / over.summary().durationSeconds();
    assertTrue(overRate < 1_080, "achieved " + overRate + " ops/s past a 1000 ops/s capacity");
    assertTrue(o.intendedOk().getValueAtPercentile(99) > 100_000,
        "intended p99 past capacity " + o.intendedOk().getValueAtPercentile(99));
  }

  private TrackingSession.Completed run(String target, String ops) throws Exception {
    Properties p = new Properties();
    p.setProperty("workload", "site.ycsb.workloads.CoreWorkload");
    p.setProperty("bio.binding.class", SimClient.class.getName());
    p.setProperty("bio.binding.name", "sim");
    p.setProperty("bio.results", results.resolve("t" + target).toString());
    p.setProperty("recordcount", "1000");
    p.setProperty("operationcount", ops);
    p.setProperty("readproportion", "1");
    p.setProperty("updateproportion", "0");
    p.setProperty("threadcount", "8");
    p.setProperty("target", target);
    p.setProperty("measurement.interval", "both");
    p.setProperty("sim.nodes", "1");
    p.setProperty("sim.latency", "0");
    p.setProperty("sim.capacity", "1000");
    return EngineHarness.run(p, false, Duration.ofMinutes(1));
  }
}
