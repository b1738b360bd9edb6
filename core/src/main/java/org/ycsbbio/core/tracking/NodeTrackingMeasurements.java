package org.ycsbbio.core.tracking;

import java.lang.reflect.Field;
import java.util.Properties;
import site.ycsb.measurements.Measurements;

/**
 * YCSB's {@link Measurements}, extended: every latency YCSB's {@code DBWrapper} measures for an
 * operation is also recorded under the node that served it (see {@link OpContext}). One clock,
 * two views: the per-node counts add up exactly to YCSB's own, and tracking adds no clock reads.
 *
 * <p>YCSB offers no hook to choose the {@code Measurements} class, and its {@code Client}
 * creates the process-wide instance on first use; {@link #install} therefore places this one in
 * YCSB's singleton field before the run starts (the only reflective access YCSB-Bio makes).
 * Thread-safe as its superclass.
 */
public final class NodeTrackingMeasurements extends Measurements {
  private final boolean trackIntended;

  private NodeTrackingMeasurements(Properties props) {
    super(props);
    String mode = props.getProperty(MEASUREMENT_INTERVAL, "op");
    this.trackIntended = mode.equals("intended") || mode.equals("both");
  }

  /**
   * Makes an instance built from {@code props} YCSB's process-wide {@code Measurements}. Call
   * before YCSB creates any {@code DB} (each {@code DBWrapper} keeps the instance it saw).
   */
  public static synchronized void install(Properties props) {
    synchronized (Measurements.class) {
      Measurements.setProperties(props);
      try {
        Field singleton = Measurements.class.getDeclaredField("singleton");
        singleton.setAccessible(true);
        singleton.set(null, new NodeTrackingMeasurements(props));
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw new IllegalStateException("cannot install per-node measurements into YCSB "
            + "(site.ycsb.measurements.Measurements.singleton): " + e, e);
      }
    }
  }

  /** Whether the installed YCSB measurements are this class (per-node tracking can work). */
  static boolean installed() {
    return Measurements.getMeasurements() instanceof NodeTrackingMeasurements;
  }

  @Override
  public void measure(String operation, int latency) {
    super.measure(operation, latency);
    OpContext.CURRENT.get().measured(latency);
  }

  @Override
  public void measureIntended(String operation, int latency) {
    super.measureIntended(operation, latency);
    if (trackIntended) {
      OpContext.CURRENT.get().measuredIntended(latency);
    }
  }
}
