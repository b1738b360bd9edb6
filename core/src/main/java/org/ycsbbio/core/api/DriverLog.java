package org.ycsbbio.core.api;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import net.jcip.annotations.GuardedBy;
import net.jcip.annotations.ThreadSafe;

/**
 * Keeps a driver's own log off the user's terminal: a binding reports failures itself (one line
 * per node through {@link BindingContext#failed}), and a driver that logs every failed request
 * or reconnect on stderr buries that line under thousands. Call it before the driver's first use
 * in the process (drivers read their logging setup when their classes load); the user can still
 * turn the log back on, since a system property set on the command line ({@code -Dkey=value} in
 * {@code JAVA_OPTS}) is left alone. Drivers that log through SLF4J are silenced by the
 * {@code slf4j-nop} every binding module inherits from {@code bindings/pom.xml}.
 *
 * <pre>{@code
 * DriverLog.setUnlessSet("net.spy.log.LoggerImpl", "net.spy.memcached.compat.log.SunLogger");
 * DriverLog.silence("net.spy.memcached");      // java.util.logging, level OFF
 * }</pre>
 *
 * <p>Thread-safe; the silenced loggers are held for the life of the process (java.util.logging
 * keeps loggers only weakly, and a collected logger would lose its level).
 */
@ThreadSafe
public final class DriverLog {
  @GuardedBy("DriverLog.class")
  private static final List<Logger> SILENCED = new ArrayList<>();

  private DriverLog() {
  }

  /** Turns off the {@code java.util.logging} loggers named {@code names} and their children. */
  public static synchronized void silence(String... names) {
    for (String name : names) {
      Logger logger = Logger.getLogger(name);
      logger.setLevel(Level.OFF);
      SILENCED.add(logger);
    }
  }

  /**
   * Sets system property {@code key} (a driver's logging switch) to {@code value} unless it is
   * set already.
   */
  public static synchronized void setUnlessSet(String key, String value) {
    if (System.getProperty(key) == null) {
      System.setProperty(key, value);
    }
  }
}
