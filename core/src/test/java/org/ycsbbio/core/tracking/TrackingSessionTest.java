package org.ycsbbio.core.tracking;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.api.RunLog;
import org.ycsbbio.core.results.ResultsDir;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.testing.TimeSeriesChecks;

/**
 * A session closed while a client thread still records (a run stopped half-way: the launcher's
 * shutdown hook runs while YCSB's threads go on) counts no operation that completed after the
 * run's end: the end is stamped after the last collection, not before it.
 */
class TrackingSessionTest {
  @TempDir
  Path results;

  @AfterEach
  void clearHook() {
    SamplerThread.beforeEachSample = () -> { };
  }

  @Test
  void aRunClosedWhileAThreadStillRecordsCountsNoOperationAfterItsEnd() throws Exception {
    TrackingSession session = new TrackingSession(TrackingConfig.from(TestProperties.of(
        "bio.binding.class", "site.ycsb.BasicDB", "bio.results", results.toString(),
        "bio.interval", "200ms", "threadcount", "1").build()),
        new RunLog(new PrintStream(OutputStream.nullOutputStream())));
    CountDownLatch held = new CountDownLatch(1);
    CountDownLatch go = new CountDownLatch(1);
    SamplerThread.beforeEachSample = () -> {   // the sampler is late, as on a busy machine
      held.countDown();
      try {
        go.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    };
    ThreadRecorder recorder = session.newThreadRecorder();
    int slot = Slots.of(session.nodes().register("n1").index(), Operation.READ.ordinal(), false,
        false);
    AtomicBoolean stop = new AtomicBoolean();
    AtomicLong operations = new AtomicLong();
    Thread client = new Thread(() -> {   // operations back to back: always one in flight
      long previous = System.nanoTime();
      while (!stop.get()) {
        LockSupport.parkNanos(100_000L);   // the operation's service time
        long now = System.nanoTime();
        Recorders.record(recorder, slot, (now - previous) / 1000, now);
        previous = now;
        operations.incrementAndGet();
      }
    }, "test-client");
    client.start();
    AtomicReference<TrackingSession.Completed> closed = new AtomicReference<>();
    Thread closer = new Thread(() -> closed.set(session.close(
        new RunStatus(RunStatus.Outcome.INTERRUPTED, "stopped half-way"))), "test-closer");
    try {
      assertTrue(held.await(60, TimeUnit.SECONDS), "the sampler ran");
      closer.start();
      await().atMost(Duration.ofSeconds(60))
          .until(() -> closer.getState() == Thread.State.TIMED_WAITING);   // waits for the sampler
      long mark = operations.get();
      await().atMost(Duration.ofSeconds(60)).until(() -> operations.get() >= mark + 300);
      go.countDown();
      closer.join(60_000);
      assertFalse(closer.isAlive(), "close finished");
    } finally {
      go.countDown();
      stop.set(true);
      client.join(60_000);
    }
    assertEquals(RunStatus.Outcome.INTERRUPTED, closed.get().summary().status().outcome());
    assertTrue(closed.get().summary().stats().get(0).okCount() > 300, "operations were counted");
    TimeSeriesChecks.assertInFlightAtMost(new ResultsDir(results).timeSeriesCsv(), 1);
  }

  /**
   * nodes_seen counts the shards {@code all-shards} stood for, once each, beside single nodes:
   * a run of scatter-gather reads of three shards saw three nodes, not one.
   */
  @Test
  void nodesSeenCountsTheShardsThatAnsweredTogether() {
    TrackingSession session = new TrackingSession(TrackingConfig.from(TestProperties.of(
        "bio.binding.class", "site.ycsb.BasicDB", "bio.results", results.toString(),
        "threadcount", "1").build()), new RunLog(new PrintStream(OutputStream.nullOutputStream())));
    session.begin();
    ThreadRecorder recorder = session.newThreadRecorder();
    int all = session.context().allShards(List.of("shard01", "shard02", "shard03")).index();
    Recorders.record(recorder, Slots.of(all, Operation.READ.ordinal(), false, false), 300,
        System.nanoTime());
    recorder.close();   // the client thread is done
    assertEquals("3", closedInfo(session).get("nodes_seen"), "the three shards of all-shards");

    TrackingSession mixed = new TrackingSession(TrackingConfig.from(TestProperties.of(
        "bio.binding.class", "site.ycsb.BasicDB", "bio.results", results.resolve("b").toString(),
        "threadcount", "1").build()), new RunLog(new PrintStream(OutputStream.nullOutputStream())));
    mixed.begin();
    ThreadRecorder r = mixed.newThreadRecorder();
    int spanning = mixed.context().allShards(List.of("shard01", "shard02", "shard03")).index();
    int single = mixed.nodes().register("shard02").index();
    int other = mixed.nodes().register("shard04").index();
    long now = System.nanoTime();
    Recorders.record(r, Slots.of(spanning, Operation.READ.ordinal(), false, false), 300, now);
    Recorders.record(r, Slots.of(single, Operation.INSERT.ordinal(), false, false), 100, now + 1);
    Recorders.record(r, Slots.of(other, Operation.INSERT.ordinal(), false, false), 100, now + 2);
    r.close();
    assertEquals("4", closedInfo(mixed).get("nodes_seen"), "shard01..03, shard02 again, shard04");
  }

  private static Map<String, String> closedInfo(TrackingSession session) {
    session.end();
    return session.close(RunStatus.COMPLETED).summary().info();
  }
}
