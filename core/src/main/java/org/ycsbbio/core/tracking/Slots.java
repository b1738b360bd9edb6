package org.ycsbbio.core.tracking;

import java.util.Arrays;
import org.HdrHistogram.Histogram;
import org.ycsbbio.core.api.Operation;

/**
 * Layout of the flat recorder arrays: one slot per node × operation × outcome (ok / failed) ×
 * timing (actual start / intended start). Indexes are computed, never looked up by name.
 */
final class Slots {
  static final int PER_NODE = Operation.COUNT * 4;
  static final int SIGNIFICANT_DIGITS = 3;

  private Slots() {
  }

  static int of(int nodeIndex, int opOrdinal, boolean failed, boolean intended) {
    return nodeIndex * PER_NODE + (intended ? Operation.COUNT * 2 : 0) + opOrdinal * 2
        + (failed ? 1 : 0);
  }

  /**
   * Adds {@code latencies} to {@code sums[slot]}, growing the array and creating the sum (µs, 3
   * significant digits, like every recorder) as needed; returns the possibly grown array.
   */
  static Histogram[] addTo(Histogram[] sums, int slot, Histogram latencies) {
    if (sums.length <= slot) {
      sums = Arrays.copyOf(sums, slot + 1);
    }
    if (sums[slot] == null) {
      sums[slot] = new Histogram(SIGNIFICANT_DIGITS);
    }
    sums[slot].add(latencies);
    return sums;
  }

  /** Whether {@code slot} holds successful operations. */
  static boolean isOk(int slot) {
    return slot % 2 == 0;
  }

  /** Whether {@code slot} holds latencies from the intended start. */
  static boolean isIntended(int slot) {
    return slot % PER_NODE >= Operation.COUNT * 2;
  }

  /** The operation ordinal of {@code slot}. */
  static int opOrdinal(int slot) {
    return slot % PER_NODE % (Operation.COUNT * 2) / 2;
  }
}
