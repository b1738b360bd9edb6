package org.ycsbbio.core.export;

import java.io.Closeable;
import java.io.IOException;
import java.util.List;
import org.ycsbbio.core.results.NodeOpStats;

/**
 * Receives the per-node histograms of each sampling interval as the run goes, so a run that stops
 * half-way has written everything up to its last interval. Called by one sampler thread only.
 */
public interface IntervalSink extends Closeable {
  /**
   * One interval. Sinks are opened before the run starts, so the run's start comes with each call.
   *
   * @param runStartMillis epoch millis when the run began (the same in every call)
   * @param startMillis epoch millis when the interval began
   * @param endMillis epoch millis when it ended
   * @param rows one entry per node × operation active in the interval; histograms valid only
   *     during the call
   */
  void interval(long runStartMillis, long startMillis, long endMillis, List<NodeOpStats> rows)
      throws IOException;
}
