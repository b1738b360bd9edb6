package org.ycsbbio.core.report;

/**
 * One time bucket of a merged series: counts and latency percentiles (µs) of the successful
 * operations of all clients' intervals that ended in the bucket. Immutable.
 *
 * @param startMillis epoch millis of the bucket start
 * @param endMillis epoch millis of the bucket end: its right edge, or the run's last completion
 *     for the last bucket
 * @param count successful operations
 * @param errors failed operations
 * @param p50 median latency
 * @param p95 95th percentile
 * @param p99 99th percentile
 * @param max largest latency
 */
public record SeriesPoint(long startMillis, long endMillis, long count, long errors, long p50,
    long p95, long p99, long max) {
}
