package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.util.Properties;
import org.ycsbbio.core.api.Operation;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * YCSB's {@link Measurements} as one client thread's {@code DBWrapper} sees it: each latency YCSB
 * measures for an operation is recorded under the node its {@link TrackingDB} armed when the
 * binding returned, and everything goes to the run's shared instance unchanged — except, when
 * that is a {@link RecordOnceMeasurements}, the latencies of successful operations, which it
 * collects from the per-node histograms instead. The per-node numbers thus come from the very
 * same clock readings as YCSB's own, and no thread-local lookup is needed to find them (see
 * docs/performance.md). The interval an operation counts in is the one in which it completed,
 * known to 1 µs from the intended-start latency YCSB reports right after the latency
 * ({@link #getIntendedtartTimeNs}, {@link CompletionClock}), so tracking reads the clock only
 * once per interval, not per operation.
 *
 * <p>{@link NodeTrackingMeasurements#newThreadView} hands each {@code TrackingDB} its own view and
 * makes it YCSB's singleton just long enough for the {@code DBWrapper} built around that
 * {@code TrackingDB} to keep it. Arming and recording happen on the owning client thread only;
 * other threads that reach this view through YCSB's singleton (status thread, workload) are
 * passed on to the shared instance and never recorded per node.
 *
 * <p>YCSB's {@code DBWrapper} names every read {@code READ}. For a read the {@code TrackingDB}
 * armed as {@link Operation#READ_MISSING} this view passes YCSB's calls on under that name
 * instead: the latency as {@code READ-MISSING} (or {@code READ-MISSING-FAILED} when a record was
 * found), the answer as {@code [READ-MISSING], Return=NOT_FOUND} (a record found:
 * {@code UNEXPECTED_STATE}), so such reads never count among the {@code READ}s.
 */
final class ThreadMeasurements extends Measurements {
  private static final int READ_MISSING = Operation.READ_MISSING.ordinal();
  private static final String MISSING = Operation.READ_MISSING.toString();
  private static final String MISSING_FAILED = MISSING + "-FAILED";
  private final Measurements shared;
  private final boolean recordOnce;
  private Thread owner;
  private boolean trackIntended;
  private ThreadRecorder recorder;
  private CompletionClock completion;
  private int slot;
  private int intendedSlot;
  private boolean pending;
  private boolean measured;
  private int latency;
  /**
   * YCSB's name for the armed operation's latency when it is not YCSB's own, else null:
   * {@code READ-MISSING}, or {@code READ-MISSING-FAILED} when the read found a record.
   */
  private String renamed;

  ThreadMeasurements(Measurements shared, Properties props) {
    super(props);
    this.shared = shared;
    this.recordOnce = shared instanceof RecordOnceMeasurements;
  }

  /**
   * The calling client thread starts: latencies of the operations it arms go to
   * {@code threadRecorder}, in the interval {@code completionClock} places them in,
   * intended-start latencies too when {@code intended} (YCSB's {@code measurement.interval} is
   * {@code intended} or {@code both}).
   */
  void attach(ThreadRecorder threadRecorder, boolean intended, CompletionClock completionClock) {
    owner = Thread.currentThread();
    recorder = threadRecorder;
    trackIntended = intended;
    completion = completionClock;
  }

  /**
   * The client thread is done; closes the recorder. Returns false when an armed operation was
   * never timed through this view (YCSB's {@code DBWrapper} did not keep it), true otherwise.
   */
  boolean detach() {
    boolean consistent = !pending && !measured;
    if (recorder != null) {
      recorder.close();
      recorder = null;
    }
    pending = false;
    measured = false;
    return consistent;
  }

  /** The binding returned: the next latency YCSB reports belongs to this node and operation. */
  void arm(int nodeIndex, int opOrdinal, boolean failed) {
    slot = Slots.of(nodeIndex, opOrdinal, failed, false);
    pending = true;
    renamed = opOrdinal != READ_MISSING ? null : failed ? MISSING_FAILED : MISSING;
    if (trackIntended) {
      intendedSlot = Slots.of(nodeIndex, opOrdinal, failed, true);
    }
  }

  /**
   * The base YCSB's {@code DBWrapper} times the intended-start latency from, read before each
   * operation: YCSB's own when it measures from it, else this thread's previous completion
   * (YCSB then ignores intended-start latencies), so that the completion instant follows from
   * {@link #measureIntended} without a clock reading ({@link CompletionClock}).
   */
  @Override
  public long getIntendedtartTimeNs() {
    if (Thread.currentThread() != owner) {
      return shared.getIntendedtartTimeNs();
    }
    return trackIntended ? completion.givenBase(shared.getIntendedtartTimeNs())
        : completion.ownBase();
  }

  /** YCSB's latency of the armed operation, held until {@link #measureIntended} places it. */
  @Override
  public void measure(String operation, int latency) {
    String name = operation;
    if (pending && Thread.currentThread() == owner) {
      pending = false;
      measured = true;
      this.latency = latency;
      if (recordOnce && Slots.isOk(slot)) {
        return;   // YCSB's histogram of the operation is the nodes' sum (RecordOnceMeasurements)
      }
      name = renamed != null ? renamed : operation;
    }
    shared.measure(name, latency);
  }

  /**
   * Called by YCSB's {@code DBWrapper} right after {@link #measure} for the same operation, with
   * the latency from the base {@link #getIntendedtartTimeNs} gave: records the held latency in
   * the interval in which the operation completed, and the intended-start latency alongside.
   */
  @Override
  public void measureIntended(String operation, int latency) {
    String name = operation;
    if (measured && Thread.currentThread() == owner) {
      name = renamed != null ? renamed : operation;
      measured = false;
      long completedAt = completion.completedAt(latency);
      if (recorder.handOverDue(completedAt)) {
        recorder.handOver(completion.verified(completedAt));   // once per interval: one clock read
      }
      recorder.record(slot, this.latency);
      if (!trackIntended) {
        return;   // YCSB's measurement.interval=op: YCSB ignores intended-start latencies
      }
      recorder.record(intendedSlot, latency);
      if (recordOnce && Slots.isOk(intendedSlot)) {
        return;
      }
    }
    shared.measureIntended(name, latency);
  }

  @Override
  public void setIntendedStartTimeNs(long time) {
    shared.setIntendedStartTimeNs(time);
  }

  @Override
  public void reportStatus(String operation, Status status) {
    if (renamed != null && Thread.currentThread() == owner) {
      boolean found = renamed.equals(MISSING_FAILED);
      renamed = null;
      shared.reportStatus(MISSING, found ? Status.UNEXPECTED_STATE : status);
      return;
    }
    shared.reportStatus(operation, status);
  }

  @Override
  public void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    shared.exportMeasurements(exporter);
  }

  @Override
  public String getSummary() {
    return shared.getSummary();
  }
}
