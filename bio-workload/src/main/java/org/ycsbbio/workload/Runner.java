package org.ycsbbio.workload;

import site.ycsb.DB;

/**
 * The run phase of one YCSB thread of a file workload: one operation per call, on keys drawn
 * from the load's {@link LoadIndex}. Confined to its thread.
 */
public interface Runner {
  /** Performs the next operation on {@code db}. */
  void next(DB db);
}
