package org.ycsbbio.core.api;

import java.util.List;
import site.ycsb.DBException;

/**
 * A binding that can empty the tables a load writes, so that a load can start again from an
 * empty database: {@code bin/ycsb empty} calls it, and with it {@code bin/ycsb sweep --phase load}
 * before every step and {@code benchmark.yml -e benchmark_phase=load} before every thread count.
 * A binding without it makes those refuse to start unless the user gives a command that empties
 * the database ({@code --reset-command}).
 *
 * <pre>{@code
 * public final class MyDbClient extends NodeAwareDB implements EmptiesTables {
 *   public void emptyTables(List<String> tables) throws DBException {
 *     for (Shard s : shards) {                      // every node that holds records
 *       for (String t : tables) { s.execute("TRUNCATE TABLE " + t); }
 *     }
 *   }
 * }
 * }</pre>
 *
 * <p>Called once, on one instance after its {@code init()} and before its {@code cleanup()},
 * from one thread, while no client runs against the database. Not timed: it belongs to no run.
 */
public interface EmptiesTables {
  /**
   * Removes every record of each of {@code tables} on every node, so that the next load finds
   * none; whether a table is dropped or truncated is the binding's choice (say which in its
   * doc). A table that does not exist is already empty: no error. Returns once every record is
   * gone.
   *
   * @param tables the tables the workload's load writes (YCSB's {@code table}, or the workload's
   *     own list), each named once
   * @throws DBException with a one-line message naming the node and the table that could not be
   *     emptied
   */
  void emptyTables(List<String> tables) throws DBException;
}
