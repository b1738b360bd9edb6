package org.ycsbbio.bindings.riak;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jcip.annotations.ThreadSafe;

/**
 * The node clients of a run, shared by every YCSB client thread (each holds a binding instance):
 * one connection pool and Netty event loop per node, not per node and thread. Reference-counted
 * per configuration; the last {@link #release} shuts the nodes down.
 */
@ThreadSafe
final class SharedNodes {
  private static final Map<RiakConfig, Entry> OPEN = new HashMap<>();

  private SharedNodes() {
  }

  private static final class Entry {
    final List<RiakNodeClient> nodes;
    int users;

    Entry(List<RiakNodeClient> nodes) {
      this.nodes = nodes;
    }
  }

  /**
   * The clients of every node of {@code config}, connecting (and pinging) them on first use.
   *
   * @throws RiakException naming the first node that does not answer; none stays open
   */
  static synchronized List<RiakNodeClient> acquire(RiakConfig config) throws RiakException {
    Entry entry = OPEN.get(config);
    if (entry == null) {
      List<RiakNodeClient> nodes = new ArrayList<>();
      try {
        for (int i = 0; i < config.nodes().size(); i++) {
          nodes.add(RiakNodeClient.connect(config, i));
        }
      } catch (RiakException e) {
        nodes.forEach(RiakNodeClient::shutdown);
        throw e;
      }
      entry = new Entry(List.copyOf(nodes));
      OPEN.put(config, entry);
    }
    entry.users++;
    return entry.nodes;
  }

  /** One user of {@code config} is done; the last one shuts the nodes down. */
  static synchronized void release(RiakConfig config) {
    Entry entry = OPEN.get(config);
    if (entry != null && --entry.users == 0) {
      OPEN.remove(config);
      entry.nodes.forEach(RiakNodeClient::shutdown);
    }
  }
}
