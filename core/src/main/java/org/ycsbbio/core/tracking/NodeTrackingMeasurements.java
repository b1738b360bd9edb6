package org.ycsbbio.core.tracking;

import java.lang.reflect.Field;
import java.util.Properties;
import site.ycsb.measurements.Measurements;

/**
 * Connects per-node tracking to YCSB's {@link Measurements}: one shared instance holds YCSB's own
 * measurements of the run, and every {@link TrackingDB} gets a {@link ThreadMeasurements} view of
 * it that also records each latency under the node that served the operation. One clock, two
 * views: the per-node counts add up exactly to YCSB's own, and tracking adds no clock reads per
 * operation.
 *
 * <p>YCSB offers no hook to choose the {@code Measurements} class: its {@code DBWrapper} keeps
 * whatever {@link Measurements#getMeasurements()} returns right after its {@code DB} is built, so
 * {@link #install} and {@link #newThreadView} place instances in YCSB's singleton field (the only
 * reflective access YCSB-Bio makes). Every instance placed there passes all calls of other
 * threads on to the shared one. Thread-safe.
 */
public final class NodeTrackingMeasurements {
  private static final Field SINGLETON = singletonField();
  private static Measurements shared;
  private static Properties sharedProps;

  private NodeTrackingMeasurements() {
  }

  private static Field singletonField() {
    try {
      Field f = Measurements.class.getDeclaredField("singleton");
      f.setAccessible(true);
      return f;
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new IllegalStateException("cannot install per-node measurements into YCSB "
          + "(site.ycsb.measurements.Measurements.singleton): " + e, e);
    }
  }

  /**
   * Makes a new YCSB {@code Measurements} built from {@code props} the run's shared instance and
   * YCSB's singleton: a {@link RecordOnceMeasurements} for YCSB's default measurement type, else
   * YCSB's own class. Call before YCSB creates any {@code DB}. Checks that YCSB's
   * {@code DBWrapper} reports operations as this tracking expects ({@link DbWrapperContract}).
   */
  public static void install(Properties props) {
    synchronized (Measurements.class) {
      Measurements.setProperties(props);
      sharedProps = props;
      shared = RecordOnceMeasurements.appliesTo(props) ? new RecordOnceMeasurements(props)
          : new Measurements(props);
      place(shared);
    }
    DbWrapperContract.check();
  }

  /** The installed shared instance when it collects from the per-node histograms, else null. */
  static RecordOnceMeasurements recordOnce() {
    synchronized (Measurements.class) {
      return shared instanceof RecordOnceMeasurements r ? r : null;
    }
  }

  /**
   * A new per-thread view of the shared instance, made YCSB's singleton so that the
   * {@code DBWrapper} about to wrap the calling {@code TrackingDB} keeps it; null when
   * {@link #install} was not called.
   */
  static ThreadMeasurements newThreadView() {
    synchronized (Measurements.class) {
      Measurements current = Measurements.getMeasurements();
      if (shared == null || current != shared && !(current instanceof ThreadMeasurements)) {
        return null;   // not installed, or YCSB's singleton was replaced since
      }
      ThreadMeasurements view = new ThreadMeasurements(shared, sharedProps);
      place(view);
      return view;
    }
  }

  /** Makes {@code m} YCSB's singleton. */
  static void place(Measurements m) {
    try {
      SINGLETON.set(null, m);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot install per-node measurements into YCSB: " + e, e);
    }
  }
}
