package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.testing.TestProperties;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.exporter.MeasurementsExporter;

class ThreadMeasurementsTest {
  private static final int READ = Operation.READ.ordinal();
  private static final long MS = 1_000_000L;
  private static final long START = 1_000 * MS;
  /** Intervals of 100 ms from START. */
  private static final IntervalClock GRID = new IntervalClock(START, 0, 100 * MS);

  /** The time source of a view under test: what it shows, and how often it was read. */
  private static final class FakeNanos {
    long now = START;
    int reads;

    long read() {
      reads++;
      return now;
    }
  }

  private final Properties props = new Properties();
  private final Measurements shared = new Measurements(props);
  private final ThreadMeasurements view = new ThreadMeasurements(shared, props);
  private final ThreadRecorder recorder = new ThreadRecorder(GRID);
  private final FakeNanos nanos = new FakeNanos();

  /**
   * What YCSB's {@code DBWrapper} does for one operation that started at {@code start} and ended
   * at {@code end}: asks for the base, runs the binding ({@code arm}), reports both latencies.
   */
  private static void dbWrapper(ThreadMeasurements m, String name, long start, long end,
      Runnable arm) {
    long base = m.getIntendedtartTimeNs();
    arm.run();
    m.measure(name, (int) ((end - start) / 1000));
    m.measureIntended(name, (int) ((end - base) / 1000));
  }

  private void read(ThreadMeasurements m, int node, boolean failed, long start, long end) {
    dbWrapper(m, failed ? "READ-FAILED" : "READ", start, end, () -> m.arm(node, READ, failed));
  }

  /** Everything the recorder queued, summed per interval, by slot. */
  private TreeMap<Long, Histogram[]> drainByInterval() {
    TreeMap<Long, Histogram[]> byInterval = new TreeMap<>();
    ThreadRecorder.Batch batch;
    while ((batch = recorder.poll()) != null) {
      Histogram[] sums = byInterval.getOrDefault(batch.interval(), new Histogram[0]);
      for (int slot = 0; slot < batch.latencies().length; slot++) {
        Histogram h = batch.latencies()[slot];
        if (h != null && h.getTotalCount() > 0) {
          sums = Slots.addTo(sums, slot, h);
        }
      }
      byInterval.put(batch.interval(), sums);
      recorder.recycle(batch.latencies());
    }
    return byInterval;
  }

  /** Operations per interval in {@code slot}. */
  private static TreeMap<Long, Long> counts(TreeMap<Long, Histogram[]> byInterval, int slot) {
    TreeMap<Long, Long> counts = new TreeMap<>();
    byInterval.forEach((interval, sums) -> {
      if (slot < sums.length && sums[slot] != null) {
        counts.put(interval, sums[slot].getTotalCount());
      }
    });
    return counts;
  }

  @Test
  void recordsTheArmedLatencyOfItsOwnThreadOnceAndPassesEverythingToYcsb() throws Exception {
    view.attach(recorder, false, new CompletionClock(nanos::read));
    view.arm(2, READ, false);
    Thread other = new Thread(() -> view.measure("READ", 999));
    other.start();
    other.join();
    view.measure("READ", 120);
    view.measureIntended("READ", 120);
    view.measure("READ", 130);   // not armed: YCSB's alone
    view.measureIntended("READ", 130);

    assertTrue(view.detach());
    Histogram[] sums = Recorders.drainAll(recorder, new Histogram[0]);
    Histogram node2 = sums[Slots.of(2, READ, false, false)];
    assertEquals(1, node2.getTotalCount());
    assertEquals(120, node2.getMaxValue());
    assertTrue(shared.getSummary().contains("[READ: Count=3, Max=999,"), shared.getSummary());
  }

  /**
   * A read the TrackingDB armed as READ_MISSING (a missing key): YCSB's DBWrapper still calls it
   * READ (READ-FAILED, its answer NOT_FOUND), but YCSB's numbers get it as READ-MISSING, answered
   * NOT_FOUND; a record found is READ-MISSING-FAILED and UNEXPECTED_STATE. No READ is counted.
   */
  @Test
  void aMissingKeyReadIsPassedOnAsReadMissingNeverAsRead() {
    int missing = Operation.READ_MISSING.ordinal();
    view.attach(recorder, false, new CompletionClock(nanos::read));
    dbWrapper(view, "READ-FAILED", START, START + 150_000, () -> view.arm(1, missing, false));
    view.reportStatus("READ", Status.NOT_FOUND);
    dbWrapper(view, "READ", START, START + 400_000, () -> view.arm(1, missing, true));
    view.reportStatus("READ", Status.OK);
    dbWrapper(view, "READ", START, START + 50_000, () -> view.arm(1, READ, false));
    view.reportStatus("READ", Status.OK);

    assertTrue(view.detach());
    Histogram[] sums = Recorders.drainAll(recorder, new Histogram[0]);
    assertEquals(1, sums[Slots.of(1, missing, false, false)].getTotalCount());
    assertEquals(1, sums[Slots.of(1, missing, true, false)].getTotalCount());
    String summary = shared.getSummary();
    assertTrue(summary.contains("[READ-MISSING: Count=1, Max=150,"), summary);
    assertTrue(summary.contains("[READ-MISSING-FAILED: Count=1, Max=400,"), summary);
    assertTrue(summary.contains("[READ: Count=1, Max=50,"), summary);
    assertFalse(summary.contains("READ-FAILED"), summary);
    Map<String, Long> lines = exported(shared);
    assertEquals(1L, lines.get("READ-MISSING/Return=NOT_FOUND"), lines.toString());
    assertEquals(1L, lines.get("READ-MISSING/Return=UNEXPECTED_STATE"), lines.toString());
    assertEquals(1L, lines.get("READ/Return=OK"), lines.toString());
    assertEquals(null, lines.get("READ/Return=NOT_FOUND"), lines.toString());
  }

  /** The "Return=" lines YCSB's exporter gets from {@code m}, as "OPERATION/Return=X" → count. */
  private static Map<String, Long> exported(Measurements m) {
    Map<String, Long> lines = new TreeMap<>();
    try {
      m.exportMeasurements(new MeasurementsExporter() {
        @Override
        public void write(String metric, String measurement, int i) {
          write(metric, measurement, (long) i);
        }

        @Override
        public void write(String metric, String measurement, long i) {
          if (measurement.startsWith("Return=")) {
            lines.put(metric + "/" + measurement, i);
          }
        }

        @Override
        public void write(String metric, String measurement, double d) {
        }

        @Override
        public void close() {
        }
      });
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    return lines;
  }

  @Test
  void withRecordOnceASuccessfulArmedLatencyIsRecordedPerNodeOnlyAndFailedOnesInBoth() {
    RecordOnceMeasurements once = new RecordOnceMeasurements(props);
    ThreadMeasurements onceView = new ThreadMeasurements(once, props);
    onceView.attach(recorder, false, new CompletionClock(nanos::read));
    read(onceView, 1, false, START, START + 120_000);
    read(onceView, 1, true, START + 200_000, START + 900_000);
    dbWrapper(onceView, "READ-MODIFY-WRITE", START, START + 300_000, () -> { });   // not armed

    assertTrue(onceView.detach());
    Histogram[] sums = Recorders.drainAll(recorder, new Histogram[0]);
    assertEquals(120, sums[Slots.of(1, READ, false, false)].getMaxValue());
    assertEquals(700, sums[Slots.of(1, READ, true, false)].getMaxValue());
    String summary = once.getSummary();
    assertTrue(summary.contains("[READ-FAILED: Count=1, Max=700,"), summary);
    assertTrue(summary.contains("[READ-MODIFY-WRITE: Count=1, Max=300,"), summary);
    assertFalse(summary.contains("[READ: "), summary);
  }

  @Test
  void detachSaysWhenAnArmedOperationWasNeverTimedThroughTheView() {
    view.attach(recorder, false, new CompletionClock(nanos::read));
    view.arm(0, READ, true);
    assertFalse(view.detach());
  }

  @Test
  void detachSaysWhenYcsbNeverReportedTheIntendedLatencyOfAnArmedOperation() {
    view.attach(recorder, false, new CompletionClock(nanos::read));
    view.arm(0, READ, false);
    view.measure("READ", 10);
    assertFalse(view.detach());
  }

  /**
   * Operations ok and failed, completing just before and just after interval ends, each counted
   * in the interval in which it completed (to 1 µs), with one clock reading per interval rather
   * than per operation.
   */
  @Test
  void eachOperationCountsInTheIntervalItCompletedInWithoutAClockReadingPerOperation() {
    view.attach(recorder, false, new CompletionClock(nanos::read));
    long t = START;
    int ops = 0;
    TreeMap<Long, Long> expectedOk = new TreeMap<>();
    TreeMap<Long, Long> expectedFailed = new TreeMap<>();
    // 3 intervals, operations 250 µs long every ~1.37 ms, plus ones ending 1 µs around each end
    for (long end : new long[] {100 * MS - 1000, 100 * MS + 1000, 200 * MS - 1000,
        200 * MS + 1000}) {
      while (t + 1_370_000 < START + end - 250_000) {
        t += 1_370_000;
        boolean failed = ops % 7 == 0;
        nanos.now = t + 250_000 + 50;   // read, if at all, just after the operation
        read(view, 0, failed, t, t + 250_000);
        (failed ? expectedFailed : expectedOk).merge(GRID.intervalOf(t + 250_000), 1L, Long::sum);
        ops++;
      }
      t = START + end;
      nanos.now = t + 50;
      read(view, 0, false, t - 250_000, t);
      expectedOk.merge(GRID.intervalOf(t), 1L, Long::sum);
      ops++;
    }
    assertTrue(view.detach());
    assertEquals(3, expectedOk.size(), "precondition: three intervals");
    TreeMap<Long, Histogram[]> byInterval = drainByInterval();
    TreeMap<Long, Long> ok = counts(byInterval, Slots.of(0, READ, false, false));
    TreeMap<Long, Long> failed = counts(byInterval, Slots.of(0, READ, true, false));
    assertEquals(expectedOk, ok);
    assertEquals(expectedFailed, failed);
    assertTrue(nanos.reads <= 1 + 2, ops + " operations read the clock " + nanos.reads
        + " times (at the start and once per interval crossed)");
  }

  @Test
  void afterAGapLongerThanYcsbsIntRangeTheOperationStillCountsWhereItCompleted() {
    view.attach(recorder, false, new CompletionClock(nanos::read));
    read(view, 0, false, START + 10 * MS, START + 11 * MS);
    // idle for 2 wrap spans (2 x 71.6 min) + 50 ms: YCSB's int alone says 50 ms, which would
    // keep it in the first interval; the sampler asked for a hand-over meanwhile
    recorder.requestHandOver();
    long end = START + 11 * MS + 2 * CompletionClock.WRAP_NANOS + 50 * MS;
    nanos.now = end + 50;
    read(view, 0, false, end - MS, end);
    assertTrue(view.detach());
    assertEquals(new TreeMap<>(Map.of(0L, 1L, GRID.intervalOf(end), 1L)),
        counts(drainByInterval(), Slots.of(0, READ, false, false)));
  }

  /**
   * {@code -target} sets {@code measurement.interval=both}: YCSB's throttle gives each operation
   * its intended start; the view hands that to the {@code DBWrapper} unchanged (YCSB's
   * Intended- numbers stay its own) and places the operation by its completion all the same,
   * also when the client has fallen more than YCSB's int range behind its schedule.
   */
  @Test
  void inBothModeYcsbsIntendedStartIsKeptAndStillPlacesTheOperation() {
    Properties both = TestProperties.of("measurement.interval", "both").build();
    RecordOnceMeasurements once = new RecordOnceMeasurements(both);
    Measurements ycsb = new Measurements(both);   // YCSB's own, for the intended start it gives
    ThreadMeasurements bothView = new ThreadMeasurements(once, both);
    bothView.attach(recorder, true, new CompletionClock(nanos::read));
    long[][] schedule = {   // intended start, actual start, end (ns after START)
        {0, 0, 300_000},
        {50 * MS, 50 * MS, 50 * MS + 400_000},
        {90 * MS, 99 * MS, 100 * MS + 2000},   // late start, ends just past 100 ms
        {100 * MS, 100 * MS + 2000, 100 * MS + 4000},
        {150 * MS - 80L * 60_000 * MS, 150 * MS, 150 * MS + 500_000},   // 80 min behind
    };
    TreeMap<Long, Long> expected = new TreeMap<>();
    Histogram expectedIntended = new Histogram(Slots.SIGNIFICANT_DIGITS);
    for (long[] op : schedule) {
      once.setIntendedStartTimeNs(START + op[0]);   // YCSB's ClientThread, through the shared one
      ycsb.setIntendedStartTimeNs(START + op[0]);
      assertEquals(ycsb.getIntendedtartTimeNs(), bothView.getIntendedtartTimeNs());
      nanos.now = START + op[2] + 100;
      dbWrapper(bothView, "READ", START + op[1], START + op[2], () -> bothView.arm(0, READ, false));
      int intended = (int) ((op[2] - op[0]) / 1000);   // what YCSB measures (wraps as YCSB's)
      expectedIntended.recordValue(Math.max(0, intended));
      expected.merge(GRID.intervalOf(START + op[2]), 1L, Long::sum);
    }
    assertTrue(bothView.detach());
    TreeMap<Long, Histogram[]> byInterval = drainByInterval();
    assertEquals(expected, counts(byInterval, Slots.of(0, READ, false, false)));
    assertEquals(expected, counts(byInterval, Slots.of(0, READ, false, true)));
    Histogram intended = new Histogram(Slots.SIGNIFICANT_DIGITS);
    byInterval.values().forEach(sums -> intended.add(sums[Slots.of(0, READ, false, true)]));
    assertEquals(expectedIntended, intended, "YCSB's intended-start latencies, unchanged");
  }

  @Test
  void anotherThreadGetsYcsbsIntendedStartAndCannotMoveTheOwnersBase() throws Exception {
    view.attach(recorder, false, new CompletionClock(nanos::read));
    long base = view.getIntendedtartTimeNs();
    assertEquals(START, base);
    long[] seen = new long[1];
    Thread other = new Thread(() -> {
      seen[0] = view.getIntendedtartTimeNs();
      view.measureIntended("READ", 1_000_000);
    });
    other.start();
    other.join();
    assertEquals(shared.getIntendedtartTimeNs(), seen[0], "YCSB's own answer (0 in op mode)");
    assertEquals(START, view.getIntendedtartTimeNs());
    assertTrue(view.detach());
  }
}
