package org.ycsbbio.core.report;

/**
 * One time bucket of a merged series: counts and latency percentiles (µs) of the successful
 * operations of all clients whose intervals started in the bucket. Immutable.
 *
 * @param startMillis epoch millis of the bucket start
 * @param count successful operations
 * @param errors failed operations
 * @param p50 median latency
 * @param p95 95th percentile
 * @param p99 99th percentile
 * @param max largest latency
 */
public record SeriesPoint(long startMillis, long count, long errors, long p50, long p95, long p99,
    long max) {
}
