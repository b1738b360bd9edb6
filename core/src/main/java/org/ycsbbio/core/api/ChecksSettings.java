package org.ycsbbio.core.api;

import java.util.Properties;

/**
 * A YCSB workload that checks its own settings before the run, as a binding does with
 * {@link NodeAwareDB#validate}: {@code bin/ycsb load|run} builds the workload class named by
 * {@code workload} and calls {@link #validate} before it hands over to YCSB, so an unknown or bad
 * key is one line naming it and exit status 2, not a stack trace from inside YCSB's
 * {@code init()}. A workload that does not implement it is left to YCSB.
 *
 * <pre>{@code
 * public final class MyWorkload extends Workload implements ChecksSettings {
 *   public void validate(Properties p) {
 *     MyConfig.from(p);   // Options.rejectUnknown, then every Option read once
 *   }
 * }
 * }</pre>
 *
 * <p>Called on an instance whose {@code init()} was not called: read {@code props} alone,
 * opening nothing.
 */
public interface ChecksSettings {
  /**
   * Checks the workload's settings in {@code props} without opening anything.
   *
   * @throws ConfigException naming the key (and the nearest known one, for an unknown key) when
   *     a setting is unusable
   */
  void validate(Properties props);
}
