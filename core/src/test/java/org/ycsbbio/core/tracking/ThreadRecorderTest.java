package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.ycsbbio.core.api.Operation;

class ThreadRecorderTest {
  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void concurrentHandOversLoseAndDuplicateNothing() throws Exception {
    ThreadRecorder recorder = new ThreadRecorder();
    int n = 3_000_000;
    int slotA = Slots.of(0, Operation.READ.ordinal(), false, false);
    int slotB = Slots.of(7, Operation.SCAN.ordinal(), true, false);
    Thread writer = new Thread(() -> {
      for (int i = 0; i < n; i++) {
        recorder.record((i & 1) == 0 ? slotA : slotB, i % 5000);
      }
      recorder.close();
    });
    writer.start();
    Histogram[] sums = new Histogram[0];
    int drains = 0;
    while (writer.isAlive() && drains < 1_000_000) {
      recorder.requestHandOver();
      sums = recorder.drainInto(sums);
      drains++;
    }
    writer.join();
    sums = recorder.drainInto(sums);
    assertEquals(n / 2, sums[slotA].getTotalCount());
    assertEquals(n / 2, sums[slotB].getTotalCount());
    Histogram expectedA = new Histogram(3);
    Histogram expectedB = new Histogram(3);
    for (int i = 0; i < n; i++) {
      ((i & 1) == 0 ? expectedA : expectedB).recordValue(i % 5000);
    }
    assertEquals(expectedA, sums[slotA]);
    assertEquals(expectedB, sums[slotB]);
    assertTrue(drains > 1, "the sampler must have run concurrently at least once");
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
