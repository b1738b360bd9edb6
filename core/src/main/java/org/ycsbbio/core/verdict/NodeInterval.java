package org.ycsbbio.core.verdict;

import java.util.Objects;
import org.ycsbbio.core.api.Operation;

/**
 * What one node did for one operation type in one interval of the verdict's time series: the
 * input of {@link StallDetector}. Immutable.
 *
 * @param startMillis epoch millis when the interval began (identifies the interval)
 * @param endMillis epoch millis when it ended
 * @param node node name
 * @param op operation type
 * @param count successful operations that completed in the interval, ≥ 1
 * @param maxMicros the slowest of them (µs)
 * @param busyMicros the sum of their latencies (µs): how long the node held client threads
 * @param nearMaxCount how many of them took at least {@link #NEAR_MAX} of {@code maxMicros}: in a
 *     stall, the operations that waited through most of it, ≤ {@code count}
 */
public record NodeInterval(long startMillis, long endMillis, String node, Operation op,
    long count, long maxMicros, double busyMicros, long nearMaxCount) {
  /** Share of the maximum an operation of {@code nearMaxCount} took at least. */
  public static final double NEAR_MAX = 0.75;

  public NodeInterval {
    Objects.requireNonNull(node, "node");
    Objects.requireNonNull(op, "op");
    if (count < 1) {
      throw new IllegalArgumentException("count must be >= 1, was " + count);
    }
    if (nearMaxCount < 0 || nearMaxCount > count) {
      throw new IllegalArgumentException("nearMaxCount must be in 0.." + count + ", was "
          + nearMaxCount);
    }
  }
}
