package org.ycsbbio.core.metrics;

import java.util.Objects;
import org.ycsbbio.core.api.Operation;

/**
 * The live figures of one operation type on one database node in one client process: counts and
 * latencies since the run began (monotonic), and the throughput of the last finished interval.
 *
 * @param node the node's name
 * @param op the operation
 * @param errors failed operations since the run began
 * @param ok latencies of the successful operations (their count is {@code ok.count()})
 * @param intended latencies of the successful operations from their intended start, or null
 *     when the run does not track them (no {@code -target})
 * @param intervalOpsPerSecond operations (successful and failed) per second in the last
 *     finished interval of {@code bio.interval}; 0 when the node served none in it
 */
public record NodeOpSeries(String node, Operation op, long errors, LatencyCounts ok,
    LatencyCounts intended, double intervalOpsPerSecond) {
  public NodeOpSeries {
    Objects.requireNonNull(node, "node");
    Objects.requireNonNull(op, "op");
    Objects.requireNonNull(ok, "ok");
  }
}
