package org.ycsbbio.core.testing;

import java.lang.reflect.Field;
import java.util.Properties;
import site.ycsb.measurements.Measurements;

/**
 * Gives each in-process run of a test a fresh YCSB {@link Measurements} singleton, as a fresh
 * {@code bin/ycsb} JVM has: YCSB keeps its first instance for the life of the JVM and offers no
 * way to replace it, so this test helper clears YCSB's private field. Test code only.
 */
public final class YcsbMeasurements {
  private YcsbMeasurements() {
  }

  /** YCSB's next {@link Measurements#getMeasurements()} builds a new instance from {@code props}. */
  public static void reset(Properties props) {
    synchronized (Measurements.class) {
      try {
        Field singleton = Measurements.class.getDeclaredField("singleton");
        singleton.setAccessible(true);
        singleton.set(null, null);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("cannot reset YCSB's measurements: " + e, e);
      }
      Measurements.setProperties(props);
    }
  }
}
