package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.Operation;
import site.ycsb.measurements.Measurements;

class ThreadMeasurementsTest {
  private static final int READ = Operation.READ.ordinal();

  private final Properties props = new Properties();
  private final Measurements shared = new Measurements(props);
  private final ThreadMeasurements view = new ThreadMeasurements(shared, props);
  private final ThreadRecorder recorder = new ThreadRecorder(Recorders.CLOCK);

  @Test
  void recordsTheArmedLatencyOfItsOwnThreadOnceAndPassesEverythingToYcsb() throws Exception {
    view.attach(recorder, false);
    view.arm(2, READ, false);
    Thread other = new Thread(() -> view.measure("READ", 999));
    other.start();
    other.join();
    view.measure("READ", 120);
    view.measure("READ", 130);   // not armed: YCSB's alone

    assertTrue(view.detach());
    Histogram[] sums = Recorders.drainAll(recorder, new Histogram[0]);
    Histogram node2 = sums[Slots.of(2, READ, false, false)];
    assertEquals(1, node2.getTotalCount());
    assertEquals(120, node2.getMaxValue());
    assertTrue(shared.getSummary().contains("[READ: Count=3, Max=999,"), shared.getSummary());
  }

  @Test
  void withRecordOnceASuccessfulArmedLatencyIsRecordedPerNodeOnlyAndFailedOnesInBoth()
      throws Exception {
    RecordOnceMeasurements once = new RecordOnceMeasurements(props);
    ThreadMeasurements onceView = new ThreadMeasurements(once, props);
    onceView.attach(recorder, false);
    onceView.arm(1, READ, false);
    onceView.measure("READ", 120);
    onceView.arm(1, READ, true);
    onceView.measure("READ-FAILED", 700);
    onceView.measure("READ-MODIFY-WRITE", 300);   // not armed: YCSB's alone

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
    view.attach(recorder, false);
    view.arm(0, READ, true);
    assertFalse(view.detach());
  }
}
