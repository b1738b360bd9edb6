package org.ycsbbio.core.metrics;

import java.util.List;

/**
 * What the client process itself used since the run began, as the client guard reads it each
 * second (see {@code org.ycsbbio.core.guard.ClientProbe}), and which of the guard's criteria its
 * last second exceeded. Immutable.
 *
 * @param cores processors the client may use (last reading)
 * @param cpuSeconds process CPU time (all its threads), -1 when the JVM does not tell
 * @param gcPauseSeconds time the collectors paused the client
 * @param runQueueWaitSeconds time its threads were runnable but waited for a CPU, summed over
 *     threads; -1 when the OS does not show it
 * @param limitedBy the criteria ({@code cpu}, {@code run-queue}, {@code gc}) the last second
 *     exceeded, empty when none
 */
public record ClientFigures(int cores, double cpuSeconds, double gcPauseSeconds,
    double runQueueWaitSeconds, List<String> limitedBy) {
  /** The guard's criteria, in its order. */
  public static final List<String> CRITERIA = List.of("cpu", "run-queue", "gc");

  public ClientFigures {
    limitedBy = List.copyOf(limitedBy);
  }
}
