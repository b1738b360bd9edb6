package org.ycsbbio.core.tracking;

/**
 * What one client thread's last operation was: which operation, on which node, whether it
 * failed. {@link TrackingDB} arms it when the binding returns; {@link NodeTrackingMeasurements}
 * consumes it when YCSB's {@code DBWrapper} reports the latency it measured, so per-node numbers
 * come from the very same clock readings as YCSB's own. Confined to its thread.
 */
final class OpContext {
  static final ThreadLocal<OpContext> CURRENT = ThreadLocal.withInitial(OpContext::new);

  private ThreadRecorder recorder;
  private int slot;
  private int intendedSlot;
  private boolean pending;
  private boolean pendingIntended;

  void attach(ThreadRecorder recorder) {
    this.recorder = recorder;
  }

  /** The thread is done: no more operations will be armed; the recorder is closed. */
  void detach() {
    if (recorder != null) {
      recorder.close();
      recorder = null;
    }
    pending = false;
    pendingIntended = false;
  }

  /** The binding returned: the next latency YCSB reports belongs to this node and operation. */
  void arm(int nodeIndex, int opOrdinal, boolean failed, boolean intended) {
    slot = Slots.of(nodeIndex, opOrdinal, failed, false);
    pending = true;
    if (intended) {
      intendedSlot = Slots.of(nodeIndex, opOrdinal, failed, true);
      pendingIntended = true;
    }
  }

  /** YCSB measured {@code latencyMicros} for the armed operation; ignored when none is armed. */
  void measured(int latencyMicros) {
    if (pending) {
      pending = false;
      recorder.record(slot, latencyMicros);
    }
  }

  /** YCSB measured the intended-start latency of the armed operation. */
  void measuredIntended(int latencyMicros) {
    if (pendingIntended) {
      pendingIntended = false;
      recorder.record(intendedSlot, latencyMicros);
    }
  }
}
