package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.ycsbbio.core.api.Operation;

class ThreadRecorderTest {
  /**
   * A writer records a million operations completing at known instants (37 ns apart on a grid of
   * 1 µs intervals: 37,000 intervals) while a sampler asks for hand-overs and polls: every operation lands in the
   * interval in which it completed, none is lost or counted twice, and no batch of an interval
   * shows up after the writer said it had moved past that interval. The timeout only guards
   * against a hang: the sampler spins, and on a loaded 2-core machine at low priority the test
   * once took 98 s with three million operations (4–18 s unloaded to load 20).
   */
  @Test
  @Timeout(value = 300, unit = TimeUnit.SECONDS)
  void concurrentHandOversPutEveryOperationInTheIntervalItCompletedIn() throws Exception {
    IntervalClock clock = new IntervalClock(0, 0, 1000);
    ThreadRecorder recorder = new ThreadRecorder(clock);
    int n = 1_000_000;
    long step = 37;
    int slotA = Slots.of(0, Operation.READ.ordinal(), false, false);
    int slotB = Slots.of(7, Operation.SCAN.ordinal(), true, false);
    Thread writer = new Thread(() -> {
      for (int i = 0; i < n; i++) {
        Recorders.record(recorder, (i & 1) == 0 ? slotA : slotB, i % 5000, i * step);
      }
      recorder.close();
    });
    writer.start();
    Map<Long, Long> countByInterval = new HashMap<>();
    Histogram[] sums = new Histogram[0];
    int polls = 0;
    long movedPast = 0;   // the writer's completeBefore when the queue was last emptied
    // Bounded in time, not in polls: an unloaded sampler spins through ten million polls while
    // the writer (on the other core) has recorded only part of its operations.
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
    while (movedPast < Long.MAX_VALUE && System.nanoTime() < deadline) {
      recorder.requestHandOver();
      long completeBefore = recorder.completeBefore();
      ThreadRecorder.Batch batch;
      while ((batch = recorder.poll()) != null) {
        assertTrue(batch.interval() >= movedPast, "batch of interval " + batch.interval()
            + " after the writer said it had moved past " + movedPast);
        countByInterval.merge(batch.interval(), total(batch.latencies()), Long::sum);
        sums = addAll(sums, batch.latencies());
        recorder.recycle(batch.latencies());
      }
      movedPast = completeBefore;
      polls++;
      Thread.yield();   // leaves the writer a core when the sampler shares one with it
    }
    assertEquals(Long.MAX_VALUE, movedPast, "the writer did not finish within 240 s");
    writer.join();
    Map<Long, Long> expected = new HashMap<>();
    for (int i = 0; i < n; i++) {
      expected.merge(clock.intervalOf(i * step), 1L, Long::sum);
    }
    assertEquals(expected, countByInterval);
    Histogram expectedA = new Histogram(3);
    Histogram expectedB = new Histogram(3);
    for (int i = 0; i < n; i++) {
      ((i & 1) == 0 ? expectedA : expectedB).recordValue(i % 5000);
    }
    assertEquals(expectedA, sums[slotA]);
    assertEquals(expectedB, sums[slotB]);
    assertTrue(polls > 1, "the sampler must have run concurrently at least once");
  }

  private static Histogram[] addAll(Histogram[] sums, Histogram[] latencies) {
    for (int slot = 0; slot < latencies.length; slot++) {
      Histogram h = latencies[slot];
      if (h != null && h.getTotalCount() > 0) {
        sums = Slots.addTo(sums, slot, h);
      }
    }
    return sums;
  }

  private static long total(Histogram[] latencies) {
    long total = 0;
    for (Histogram h : latencies) {
      total += h == null ? 0 : h.getTotalCount();
    }
    return total;
  }

  @Test
  void everyNodeOperationOutcomeAndTimingHasItsOwnSlot() {
    java.util.Set<Integer> seen = new java.util.HashSet<>();
    for (int node = 0; node < 3; node++) {
      for (int op = 0; op < Operation.COUNT; op++) {
        for (boolean failed : new boolean[] {false, true}) {
          for (boolean intended : new boolean[] {false, true}) {
            int slot = Slots.of(node, op, failed, intended);
            assertTrue(slot >= node * Slots.PER_NODE && slot < (node + 1) * Slots.PER_NODE);
            assertTrue(seen.add(slot), "slot " + slot + " used twice");
          }
        }
      }
    }
    assertEquals(3 * Slots.PER_NODE, seen.size());
  }
}
