package org.ycsbbio.core.report;

import java.nio.file.Path;
import org.ycsbbio.core.api.Operation;

/**
 * One HdrHistogram interval log of one client: {@code hdr/OP@NODE.hlog}. Immutable.
 *
 * @param client the client that wrote it
 * @param op the operation
 * @param node the node
 * @param path the file
 */
public record LogFile(ClientRun client, Operation op, String node, Path path) {
}
