package org.ycsbbio.core.verdict;

import java.util.Locale;
import org.ycsbbio.core.api.Operation;

/**
 * Why one node was named for one operation, with the numbers behind it.
 *
 * @param node node name
 * @param op operation type
 * @param kind {@code latency} or {@code errors}
 * @param nodeMedianMicros the node's median latency (µs)
 * @param peersMedianMicros the pooled peers' median latency (µs)
 * @param z Mann–Whitney z of node vs peers (positive: node slower)
 * @param nodeOps operations of the node
 * @param peerOps operations of the peers
 * @param nodeErrorShare failed share of the node
 * @param peersErrorShare failed share of the peers
 */
public record Finding(String node, Operation op, String kind, long nodeMedianMicros,
    long peersMedianMicros, double z, long nodeOps, long peerOps, double nodeErrorShare,
    double peersErrorShare) {

  /** One line for people, e.g. {@code READ: median 2012 us vs peers 201 us (x10.0), z=41.2, n=812 vs 3188}. */
  public String describe() {
    if ("errors".equals(kind)) {
      return String.format(Locale.ROOT, "%s: %.1f%% of operations failed vs %.2f%% on peers (n=%d vs %d)",
          op, nodeErrorShare * 100, peersErrorShare * 100, nodeOps, peerOps);
    }
    return String.format(Locale.ROOT, "%s: median %d us vs peers %d us (x%.1f), Mann-Whitney z=%.1f, n=%d vs %d",
        op, nodeMedianMicros, peersMedianMicros,
        nodeMedianMicros / (double) Math.max(1, peersMedianMicros), z, nodeOps, peerOps);
  }
}
