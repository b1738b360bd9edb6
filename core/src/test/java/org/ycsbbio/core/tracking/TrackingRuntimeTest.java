package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.ResultsDir;
import org.ycsbbio.core.results.RunStatus.Outcome;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.testing.TimeSeriesChecks;
import site.ycsb.measurements.Measurements;

/**
 * The session's lifecycle as {@code bin/ycsb} drives it: prepared before YCSB starts its clock,
 * begun by the first client thread, ended by the last, closed by the exporter. Everything slow
 * (opening files, the final interval, the summary files) must stay outside the time from the
 * first thread's start to the last thread's end, which YCSB reports as the run time and, for the
 * last thread, as its {@code CLEANUP} latency.
 */
class TrackingRuntimeTest {
  private static final int READ = Operation.READ.ordinal();

  @TempDir
  Path results;

  /** A test that failed half-way leaves no session open for the next one. */
  @AfterEach
  void closeLeftOpen() {
    TrackingRuntime.finish();
  }

  private Properties props(int threads) {
    return TestProperties.of("bio.binding.class", "site.ycsb.BasicDB", "bio.results",
        results.toString(), "threadcount", Integer.toString(threads)).build();
  }

  /** Spins (bounded) until the wall clock is past {@code millis}: a clock step, not a wait. */
  private static long clockPast(long millis) {
    long deadline = System.nanoTime() + 1_000_000_000L;
    long now;
    while ((now = System.currentTimeMillis()) <= millis) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("wall clock did not advance within 1 s");
      }
      Thread.onSpinWait();
    }
    return now;
  }

  @Test
  void theRunIsTimedFromTheFirstThreadToTheLastAndSummarisedOnlyWhenFinished() throws Exception {
    Properties p = props(2);
    TrackingRuntime.prepare(p);
    long prepared = System.currentTimeMillis();
    assertTrue(Files.exists(new ResultsDir(results).timeSeriesCsv()),
        "interval outputs are opened before the run");

    assertTrue(TrackingRuntime.preparedButNeverStarted());
    long beforeBegin = clockPast(prepared);
    TrackingSession session = TrackingRuntime.acquire(p);
    assertFalse(TrackingRuntime.preparedButNeverStarted());
    assertEquals(session, TrackingRuntime.acquire(p), "both threads join the prepared session");
    ThreadRecorder recorder = session.newThreadRecorder();
    int node = session.nodes().register("n1").index();
    Recorders.record(recorder, Slots.of(node, READ, false, false), 250, System.nanoTime());
    recorder.close();
    TrackingRuntime.release(session);
    TrackingRuntime.release(session);
    long ended = System.currentTimeMillis();
    assertFalse(Files.exists(new ResultsDir(results).perNodeCsv()),
        "the last thread's release must not write the summary (YCSB still times it)");

    clockPast(ended);
    RunSummary summary = TrackingRuntime.finish().orElseThrow().summary();
    assertTrue(summary.startMillis() >= beforeBegin,
        "run starts when the first thread joins, not when prepared: " + summary.startMillis());
    assertTrue(summary.endMillis() <= ended,
        "run ends with the last thread, not when the exporter closes it: " + summary.endMillis());
    assertEquals(Outcome.COMPLETED, summary.status().outcome());
    NodeOpStats row = summary.stats().get(0);
    assertEquals("n1", row.node());
    assertEquals(1, row.okCount());
    assertTrue(Files.exists(new ResultsDir(results).perNodeCsv()));
    TimeSeriesChecks.assertInFlightAtMost(new ResultsDir(results).timeSeriesCsv(), 2);
  }

  /**
   * YCSB prints its last status line after its last client thread is done: that line must count
   * the operations of the interval under way at the end, or the status lines' counts do not add
   * up to the final count (an interval of 60 s keeps the timer from writing it first).
   */
  @Test
  void theStatusLineAfterTheLastThreadIsDoneCountsTheLastIntervalToo() {
    Properties p = props(1);
    p.setProperty("bio.interval", "60s");
    p.setProperty("bio.verdict.stall.interval", "60s");
    NodeTrackingMeasurements.install(p);
    TrackingRuntime.prepare(p);
    TrackingSession session = TrackingRuntime.acquire(p);
    ThreadRecorder recorder = session.newThreadRecorder();
    int slot = Slots.of(session.nodes().register("n1").index(), READ, false, false);
    for (int i = 0; i < 3; i++) {
      Recorders.record(recorder, slot, 250, System.nanoTime());
    }
    Measurements ycsb = Measurements.getMeasurements();
    String during = ycsb.getSummary();
    assertFalse(during.contains("Count=3"), "the interval under way is not written: " + during);
    recorder.close();
    TrackingRuntime.release(session);
    String last = ycsb.getSummary();
    assertTrue(last.contains("[READ: Count=3,"), "the last line counts every operation: " + last);
    TrackingRuntime.finish();
    String after = ycsb.getSummary();
    assertTrue(after.contains("[READ: Count=0,"), "closing counts nothing twice: " + after);
  }

  @Test
  void aRunWithFewerThreadsThanThreadcountCompletesWhenTheThreadsYcsbBuiltAreDone() {
    Properties p = props(4);   // YCSB runs 2 threads when there are only 2 operations
    TrackingRuntime.prepare(p);
    TrackingRuntime.threadBuilt();
    TrackingRuntime.threadBuilt();
    TrackingSession session = TrackingRuntime.acquire(p);
    TrackingRuntime.acquire(p);
    TrackingRuntime.release(session);
    TrackingRuntime.release(session);
    assertEquals(Outcome.COMPLETED,
        TrackingRuntime.finish().orElseThrow().summary().status().outcome());
  }

  @Test
  void aClientThreadBuiltAfterTheRunBeganFailsTheRunRatherThanEndingItEarly() {
    Properties p = props(2);
    TrackingRuntime.prepare(p);
    TrackingRuntime.threadBuilt();
    TrackingSession session = TrackingRuntime.acquire(p);   // thread 1 began the run
    TrackingRuntime.threadBuilt();                          // thread 2 built only now
    TrackingRuntime.acquire(p);
    TrackingRuntime.release(session);
    TrackingRuntime.release(session);
    RunSummary summary = TrackingRuntime.finish().orElseThrow().summary();
    assertEquals(Outcome.INCOMPLETE, summary.status().outcome());
    assertTrue(summary.status().reason().contains("built after the run began"),
        summary.status().reason());
  }

  @Test
  void aRunYcsbGaveNoThreadIsCompletedWithNothingMeasured() {
    TrackingRuntime.prepare(props(1));
    RunSummary summary = TrackingRuntime.finish().orElseThrow().summary();
    assertEquals(Outcome.COMPLETED, summary.status().outcome());
    assertEquals(List.of(), summary.stats());
  }

  /** One of {@code threads} client threads finishes, then the shutdown hook runs. */
  private RunSummary shutDownAfterOneThreadOf(int threads) {
    Properties p = props(threads);
    TrackingRuntime.prepare(p);
    TrackingRuntime.release(TrackingRuntime.acquire(p));
    TrackingRuntime.closeInterrupted();
    return TrackingRuntime.finish().orElseThrow().summary();
  }

  @Test
  void aFinishedRunWhoseExporterNeverRanIsStillCompletedAtShutdown() {
    assertEquals(Outcome.COMPLETED, shutDownAfterOneThreadOf(1).status().outcome());
  }

  @Test
  void aRunStoppedBeforeItsThreadsEndedIsInterrupted() {
    assertEquals(Outcome.INTERRUPTED, shutDownAfterOneThreadOf(2).status().outcome());
    assertTrue(Files.exists(new ResultsDir(results).runJson()), "what was measured is written");
  }
}
