package org.ycsbbio.core.metrics;

import java.util.List;

/**
 * What a scrape shows: the figures of every node × operation the run has seen and the client's
 * own, as the sampler last published them. Immutable.
 *
 * @param series one entry per node × operation, in node then operation order
 * @param intervalEndMillis epoch millis when the interval behind the throughput figures ended;
 *     -1 before the first one ended
 * @param client the client process's own figures, or null before the client guard's first
 *     reading
 */
public record MetricsSnapshot(List<NodeOpSeries> series, long intervalEndMillis,
    ClientFigures client) {
  /** Before the run's first interval. */
  public static final MetricsSnapshot EMPTY = new MetricsSnapshot(List.of(), -1, null);

  public MetricsSnapshot {
    series = List.copyOf(series);
  }
}
