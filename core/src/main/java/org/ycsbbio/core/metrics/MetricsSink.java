package org.ycsbbio.core.metrics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.export.IntervalSink;
import org.ycsbbio.core.guard.ClientSample;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.NodeOrder;

/**
 * Adds each sampled interval's per-node histograms into running totals (counts, errors,
 * {@link LatencyBuckets} latency counts) and publishes them after every interval as one
 * immutable {@link MetricsSnapshot}, which a scrape reads ({@link #snapshot}) without touching
 * the sampler or the client threads. The throughput figure is that of the last finished interval
 * of {@code windowMillis} ({@code bio.interval}, the time series' interval), summed from the finer
 * sampling intervals it is given. The client guard's readings ({@link #client}, once a second)
 * are added up likewise.
 *
 * <p>Threading: {@link #interval}, {@link #client} and {@link #close} are called by the
 * session's timer, YCSB's status thread and the closing thread, one at a time (synchronized);
 * {@link #snapshot} from any thread without waiting for them.
 */
@ThreadSafe
public final class MetricsSink implements IntervalSink {
  private record Key(String node, Operation op) {
  }

  private static final Comparator<Key> ORDER = Comparator.comparing(Key::node, NodeOrder.NATURAL)
      .thenComparing(Key::op);

  /** Running totals of one node × operation; sampler thread only. */
  private static final class Totals {
    final long[] ok = new long[LatencyBuckets.COUNT];
    double okSumMicros;
    long[] intended;
    double intendedSumMicros;
    long errors;
    long windowOps;
    double windowOpsPerSecond;
    NodeOpSeries published;
  }

  private final long windowMillis;
  // guarded by this
  private final Map<Key, Totals> totals = new TreeMap<>(ORDER);
  private long window = -1;
  private long runStartMillis;
  private long lastEndMillis;
  private long windowEndMillis = -1;
  private ClientFigures client;
  private volatile MetricsSnapshot latest = MetricsSnapshot.EMPTY;

  /** Throughput over intervals of {@code windowMillis} (≥ 1) from the run's start. */
  public MetricsSink(long windowMillis) {
    if (windowMillis < 1) {
      throw new IllegalArgumentException("windowMillis must be >= 1, was " + windowMillis);
    }
    this.windowMillis = windowMillis;
  }

  /** The figures as last published; {@link MetricsSnapshot#EMPTY} before the first interval. */
  public MetricsSnapshot snapshot() {
    return latest;
  }

  @Override
  public synchronized void interval(long runStart, long startMillis, long endMillis, List<NodeOpStats> rows) {
    long k = (startMillis - runStart) / windowMillis;
    if (k != window) {
      if (window >= 0) {
        finishWindow(runStart + (window + 1) * windowMillis);
      }
      window = k;
    }
    runStartMillis = runStart;
    lastEndMillis = endMillis;
    for (NodeOpStats row : rows) {
      Totals t = totals.computeIfAbsent(new Key(row.node(), row.op()), key -> new Totals());
      t.okSumMicros += LatencyBuckets.addTo(t.ok, row.ok());
      if (row.intendedOk() != null && row.intendedOk().getTotalCount() > 0) {
        if (t.intended == null) {
          t.intended = new long[LatencyBuckets.COUNT];
        }
        t.intendedSumMicros += LatencyBuckets.addTo(t.intended, row.intendedOk());
      }
      t.errors += row.errorCount();
      t.windowOps += row.totalCount();
      t.published = null;
    }
    publish();
  }

  /** The window under way ends at {@code endMillis}: its throughput becomes the one shown. */
  private void finishWindow(long endMillis) {
    long start = runStartMillis + window * windowMillis;
    double seconds = Math.max(1, endMillis - start) / 1000.0;
    for (Totals t : totals.values()) {
      t.windowOpsPerSecond = t.windowOps / seconds;
      t.windowOps = 0;
      t.published = null;
    }
    windowEndMillis = endMillis;
  }

  private void publish() {
    List<NodeOpSeries> series = new ArrayList<>(totals.size());
    for (Map.Entry<Key, Totals> e : totals.entrySet()) {
      Totals t = e.getValue();
      if (t.published == null) {
        t.published = new NodeOpSeries(e.getKey().node(), e.getKey().op(), t.errors,
            new LatencyCounts(t.ok, t.okSumMicros),
            t.intended == null ? null : new LatencyCounts(t.intended, t.intendedSumMicros),
            t.windowOpsPerSecond);
      }
      series.add(t.published);
    }
    latest = new MetricsSnapshot(series, windowEndMillis, client);
  }

  /**
   * One reading of the client guard: {@code sample} (one second of the client process) is added
   * to the client's totals, and {@code limitedBy} (the criteria it exceeded) is shown as its
   * latest state.
   */
  public synchronized void client(ClientSample sample, List<String> limitedBy) {
    double seconds = sample.millis() / 1000.0;
    double cpu = sample.cpuShare() < 0 || (client != null && client.cpuSeconds() < 0) ? -1
        : (client == null ? 0 : client.cpuSeconds())
            + sample.cpuShare() * sample.cores() * seconds;
    double waited = sample.runQueueMillis() < 0
        || (client != null && client.runQueueWaitSeconds() < 0) ? -1
        : (client == null ? 0 : client.runQueueWaitSeconds()) + sample.runQueueMillis() / 1000.0;
    client = new ClientFigures(sample.cores(), cpu,
        (client == null ? 0 : client.gcPauseSeconds()) + sample.gcMillis() / 1000.0, waited,
        limitedBy);
    publish();
  }

  /** The run has ended: the last, partial window's throughput is published. */
  @Override
  public synchronized void close() {
    if (window >= 0) {
      finishWindow(lastEndMillis);
      window = -1;
      publish();
    }
  }
}
