package org.ycsbbio.core.tracking;

import org.ycsbbio.core.api.Operation;

/**
 * Layout of the flat recorder arrays: one slot per node × operation × outcome (ok / failed) ×
 * timing (actual start / intended start). Indexes are computed, never looked up by name.
 */
final class Slots {
  static final int PER_NODE = Operation.COUNT * 4;

  private Slots() {
  }

  static int of(int nodeIndex, int opOrdinal, boolean failed, boolean intended) {
    return nodeIndex * PER_NODE + (intended ? Operation.COUNT * 2 : 0) + opOrdinal * 2
        + (failed ? 1 : 0);
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
