package org.ycsbbio.core.api;

import java.util.List;
import java.util.Properties;

/**
 * A YCSB workload that names the tables its load writes, so that {@code bin/ycsb empty} (and a
 * load-phase sweep before every step) knows what to empty. YCSB's {@code CoreWorkload} and its
 * subclasses need not implement it: they write the one table named by YCSB's {@code table}
 * ({@code usertable} by default). A workload of another kind that does not implement it cannot
 * be emptied by the binding; its user gives a command that empties the database instead.
 *
 * <pre>{@code
 * public final class MyWorkload extends Workload implements WritesTables {
 *   public List<String> tablesWritten(Properties p) {
 *     return List.of(p.getProperty("my.table", "records"));
 *   }
 * }
 * }</pre>
 *
 * <p>Called on an instance whose {@code init()} was not called: read the names from
 * {@code props} alone, opening nothing.
 */
public interface WritesTables {
  /**
   * The tables a load with these settings writes, in any order.
   *
   * @throws ConfigException naming the key when a table setting is unusable
   */
  List<String> tablesWritten(Properties props);
}
