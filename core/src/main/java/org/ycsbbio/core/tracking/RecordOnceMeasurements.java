package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import net.jcip.annotations.ThreadSafe;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.config.YcsbOptions;
import org.ycsbbio.core.export.YcsbHistogramLines;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * YCSB's measurements of a tracked run for YCSB's default measurement type ({@code hdrhistogram},
 * {@code measurement.interval} {@code op} or {@code both}, which {@code bin/ycsb} sets with
 * {@code -target}), with each operation's latency recorded once. YCSB's own
 * {@code Measurements} records every latency into one concurrent histogram per operation name
 * (several atomic instructions per operation, shared by all client threads), and per-node
 * tracking records it again per node. Here a successful operation that a {@link TrackingDB}
 * attributed to a node is recorded only in its client thread's per-node histogram
 * ({@link ThreadMeasurements}); the {@link IntervalSampler} adds those histograms, summed over
 * nodes and threads, into this instance once per interval ({@link #addOk}), and YCSB's lines for the operation are made from
 * that sum plus whatever YCSB measured directly under the same name (failed operations,
 * {@code READ-MODIFY-WRITE}, {@code CLEANUP}); the same holds for the intended-start latencies
 * ({@code Intended-READ}). HdrHistogram sums are exact, so YCSB's text and JSON output keep
 * their content and format (tests compare them with YCSB's own class).
 *
 * <p>A status line ({@code -s}) first writes the intervals the client threads have moved past;
 * the operations of the interval under way (the sampler's, 200 ms by default) and those of a
 * thread that is inside one operation (or throttled) for longer than
 * {@value IntervalSampler#MAX_WAIT_NANOS} ns at that moment are counted in a later line, where
 * YCSB's own class would count them in this one. The line YCSB prints after its last client
 * thread is done writes every interval, so the status lines' counts add up to the final ones, as
 * with YCSB's own class. Other
 * measurement types and options ({@code measurement.interval=intended},
 * {@code measurement.histogram.verbose}, {@code hdrhistogram.fileoutput}) keep YCSB's own
 * {@code Measurements} ({@link #appliesTo}).
 */
@ThreadSafe
final class RecordOnceMeasurements extends Measurements {
  private final ConcurrentHashMap<String, OperationLatency> byName = new ConcurrentHashMap<>();
  /**
   * The values of {@link #byName}, replaced by a longer copy when one is added: YCSB passes its
   * operation names as constants, so a name is found by identity in a few comparisons without
   * hashing, on each operation's status.
   */
  private volatile OperationLatency[] known = new OperationLatency[0];
  private final ConcurrentHashMap<String, OperationLatency> intendedByName =
      new ConcurrentHashMap<>();
  private final boolean intendedToo;
  private final List<Double> percentiles;

  /** Whether YCSB's properties ask for the measurement this class reproduces. */
  static boolean appliesTo(Properties props) {
    return YcsbOptions.MEASUREMENT_TYPE.read(props).equals("hdrhistogram")
        && List.of("op", "both").contains(YcsbOptions.MEASUREMENT_INTERVAL.read(props))
        && !Boolean.parseBoolean(props.getProperty("measurement.histogram.verbose", "false"))
        && !Boolean.parseBoolean(props.getProperty("hdrhistogram.fileoutput", "false"));
  }

  RecordOnceMeasurements(Properties props) {
    super(props);
    intendedToo = YcsbOptions.MEASUREMENT_INTERVAL.read(props).equals("both");
    percentiles = TrackingConfig.percentiles(YcsbOptions.PERCENTILES.read(props));
  }

  private OperationLatency latencyOf(String operation) {
    for (OperationLatency l : known) {
      if (l.name == operation) {
        return l;
      }
    }
    OperationLatency l = byName.get(operation);
    return l != null ? l : add(operation);
  }

  private synchronized OperationLatency add(String operation) {
    OperationLatency l = byName.get(operation);
    if (l != null) { // another thread added it between our look-up and this lock
      return l;
    }
    l = new OperationLatency(operation);
    byName.put(operation, l);
    OperationLatency[] more = Arrays.copyOf(known, known.length + 1);
    more[known.length] = l;
    known = more;
    return l;
  }

  private OperationLatency intendedLatencyOf(String operation) {
    OperationLatency l = intendedByName.get(operation);
    return l != null ? l
        : intendedByName.computeIfAbsent(operation, op -> new OperationLatency("Intended-" + op));
  }

  /** A latency YCSB measured outside the per-node path. */
  @Override
  public void measure(String operation, int latency) {
    latencyOf(operation).direct.recordValue(Math.max(0, latency));
  }

  /** An intended-start latency YCSB measured outside the per-node path. */
  @Override
  public void measureIntended(String operation, int latency) {
    if (intendedToo) {
      intendedLatencyOf(operation).direct.recordValue(Math.max(0, latency));
    }
  }

  /**
   * Counts {@code status}: every operation of every client thread comes here, so YCSB's
   * {@code Status.OK} instance is counted on its own striped counter, without the hash lookup of
   * a {@code Status} (whose hash code is computed from its two strings on each call) or one
   * counter all threads write.
   */
  @Override
  public void reportStatus(String operation, Status status) {
    OperationLatency latency = latencyOf(operation);
    if (status == Status.OK) {
      latency.ok.increment();
      return;
    }
    LongAdder count = latency.returns.get(status);
    if (count == null) {
      count = latency.returns.computeIfAbsent(status, s -> new LongAdder());
    }
    count.increment();
  }

  /**
   * Successful operations of {@code op} collected from the client threads' recorders, timed from
   * their intended start when {@code intended}.
   */
  synchronized void addOk(Operation op, boolean intended, Histogram latencies) {
    (intended ? intendedLatencyOf(op.toString()) : latencyOf(op.toString())).collected.add(latencies);
  }

  private List<OperationLatency> all() {
    List<OperationLatency> all = new ArrayList<>(byName.values());
    all.addAll(intendedByName.values());
    return all;
  }

  @Override
  public String getSummary() {
    TrackingRuntime.sampleNow();
    synchronized (this) {
      StringBuilder summary = new StringBuilder();
      for (OperationLatency l : all()) {
        summary.append(YcsbHistogramLines.summary(l.name, l.nextInterval())).append(' ');
      }
      return summary.toString();
    }
  }

  @Override
  public void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    TrackingRuntime.finish(); // YCSB's final numbers: the run is over (done already by our exporter)
    synchronized (this) {
      for (OperationLatency l : all()) {
        l.nextInterval();
        YcsbHistogramLines.write(l.name, l.total, percentiles, exporter);
        for (var e : l.returnCounts().entrySet()) {
          exporter.write(l.name, "Return=" + e.getKey().getName(), e.getValue().sum());
        }
      }
    }
  }

  /** Everything measured under one YCSB operation name. */
  private static final class OperationLatency {
    final String name;
    final Recorder direct = new Recorder(3);
    final LongAdder ok = new LongAdder();
    final ConcurrentHashMap<Status, LongAdder> returns = new ConcurrentHashMap<>();
    // guarded by the enclosing instance
    final Histogram collected = new Histogram(3);
    final Histogram total = new Histogram(3);

    OperationLatency(String name) {
      this.name = name;
    }

    /**
     * Every status counted, in YCSB's order (its map's): the {@code Status.OK} instance's count
     * joins the map under {@code Status.OK} once the run is over.
     */
    ConcurrentHashMap<Status, LongAdder> returnCounts() {
      long okCount = ok.sumThenReset();
      if (okCount > 0) {
        returns.computeIfAbsent(Status.OK, s -> new LongAdder()).add(okCount);
      }
      return returns;
    }

    /** Ends the current interval: returns it and adds it to the total. */
    Histogram nextInterval() {
      Histogram interval = direct.getIntervalHistogram();
      interval.add(collected);
      collected.reset();
      total.add(interval);
      return interval;
    }
  }
}
