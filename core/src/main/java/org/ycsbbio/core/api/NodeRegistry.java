package org.ycsbbio.core.api;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import net.jcip.annotations.ThreadSafe;

/**
 * Assigns dense indexes to node names as they are discovered. One registry serves every binding
 * instance (one per YCSB thread) of a run, so the same name always gets the same {@link NodeId}.
 * Registration is rare (once per node and thread); lookups by index are cheap.
 */
@ThreadSafe
public final class NodeRegistry {
  /** Name of the pseudo-node for operations whose binding did not say which node served them. */
  public static final String UNATTRIBUTED = "unattributed";

  private final ConcurrentHashMap<String, NodeId> byName = new ConcurrentHashMap<>();
  private final List<NodeId> byIndex = new ArrayList<>();

  /** Returns the node called {@code name}, registering it on first use. */
  public NodeId register(String name) {
    NodeId known = byName.get(name);
    return known != null ? known : registerSlow(name);
  }

  private synchronized NodeId registerSlow(String name) {
    return byName.computeIfAbsent(name, n -> {
      NodeId id = new NodeId(byIndex.size(), n);
      byIndex.add(id);
      return id;
    });
  }

  /** The node with {@code index}; throws if no such node was registered. */
  public synchronized NodeId get(int index) {
    return byIndex.get(index);
  }
}
