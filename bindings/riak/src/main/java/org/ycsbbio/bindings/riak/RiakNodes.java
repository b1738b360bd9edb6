package org.ycsbbio.bindings.riak;

import java.util.ArrayList;
import java.util.List;
import net.jcip.annotations.ThreadSafe;

/**
 * The node clients of a run, one per configured node (one connection pool and Netty event loop
 * per node, not per node and thread): opened once per run through the binding context's
 * {@code shared}, shut down when the run's context closes.
 *
 * @param clients one per entry of {@code riak.nodes}, in order
 */
@ThreadSafe
record RiakNodes(List<RiakNodeClient> clients) implements AutoCloseable {
  RiakNodes {
    clients = List.copyOf(clients);
  }

  /**
   * Connects (and pings) every node of {@code config}.
   *
   * @throws RiakException naming the first node that does not answer; none stays open
   */
  static RiakNodes connect(RiakConfig config) throws RiakException {
    List<RiakNodeClient> nodes = new ArrayList<>();
    try {
      for (int i = 0; i < config.nodes().size(); i++) {
        nodes.add(RiakNodeClient.connect(config, i));
      }
    } catch (RiakException e) {
      nodes.forEach(RiakNodeClient::shutdown);
      throw e;
    }
    return new RiakNodes(nodes);
  }

  @Override
  public void close() {
    clients.forEach(RiakNodeClient::shutdown);
  }
}
