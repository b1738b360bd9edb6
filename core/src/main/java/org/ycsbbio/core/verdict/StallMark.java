package org.ycsbbio.core.verdict;

import org.ycsbbio.core.api.Operation;

/**
 * An interval in which one node alone jumped (a stall of that node), for the report's marks.
 * Immutable.
 *
 * @param node node name
 * @param op operation type
 * @param startMillis epoch millis when the interval began
 * @param endMillis epoch millis when it ended
 * @param maxMicros the node's slowest operation in it (µs)
 * @param typicalMicros the node's typical (lower-quartile) per-interval maximum (µs)
 */
public record StallMark(String node, Operation op, long startMillis, long endMillis,
    long maxMicros, long typicalMicros) {
}
