package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.util.Properties;
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
 * docs/performance.md).
 *
 * <p>{@link NodeTrackingMeasurements#newThreadView} hands each {@code TrackingDB} its own view and
 * makes it YCSB's singleton just long enough for the {@code DBWrapper} built around that
 * {@code TrackingDB} to keep it. Arming and recording happen on the owning client thread only;
 * other threads that reach this view through YCSB's singleton (status thread, workload) are
 * passed on to the shared instance and never recorded per node.
 */
final class ThreadMeasurements extends Measurements {
  private final Measurements shared;
  private final boolean recordOnce;
  private Thread owner;
  private boolean trackIntended;
  private ThreadRecorder recorder;
  private int slot;
  private int intendedSlot;
  private boolean pending;
  private boolean pendingIntended;

  ThreadMeasurements(Measurements shared, Properties props) {
    super(props);
    this.shared = shared;
    this.recordOnce = shared instanceof RecordOnceMeasurements;
  }

  /**
   * The calling client thread starts: latencies of the operations it arms go to
   * {@code threadRecorder}, intended-start latencies too when {@code intended}.
   */
  void attach(ThreadRecorder threadRecorder, boolean intended) {
    owner = Thread.currentThread();
    recorder = threadRecorder;
    trackIntended = intended;
  }

  /**
   * The client thread is done; closes the recorder. Returns false when an armed operation was
   * never timed through this view (YCSB's {@code DBWrapper} did not keep it), true otherwise.
   */
  boolean detach() {
    boolean consistent = !pending;
    if (recorder != null) {
      recorder.close();
      recorder = null;
    }
    pending = false;
    pendingIntended = false;
    return consistent;
  }

  /** The binding returned: the next latency YCSB reports belongs to this node and operation. */
  void arm(int nodeIndex, int opOrdinal, boolean failed) {
    slot = Slots.of(nodeIndex, opOrdinal, failed, false);
    pending = true;
    if (trackIntended) {
      intendedSlot = Slots.of(nodeIndex, opOrdinal, failed, true);
      pendingIntended = true;
    }
  }

  @Override
  public void measure(String operation, int latency) {
    if (pending && Thread.currentThread() == owner) {
      pending = false;
      recorder.record(slot, latency);
      if (recordOnce && Slots.isOk(slot)) {
        return;   // YCSB's histogram of the operation is the nodes' sum (RecordOnceMeasurements)
      }
    }
    shared.measure(operation, latency);
  }

  @Override
  public void measureIntended(String operation, int latency) {
    if (pendingIntended && Thread.currentThread() == owner) {
      pendingIntended = false;
      recorder.recordAlongside(intendedSlot, latency);   // same operation, same interval
      if (recordOnce && Slots.isOk(intendedSlot)) {
        return;
      }
    }
    shared.measureIntended(operation, latency);
  }

  @Override
  public void setIntendedStartTimeNs(long time) {
    shared.setIntendedStartTimeNs(time);
  }

  @Override
  public long getIntendedtartTimeNs() {
    return shared.getIntendedtartTimeNs();
  }

  @Override
  public void reportStatus(String operation, Status status) {
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
