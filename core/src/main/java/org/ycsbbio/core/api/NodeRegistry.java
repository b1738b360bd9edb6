package org.ycsbbio.core.api;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
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
  /**
   * Name of the pseudo-node of operations that several shards answer together (a read a router
   * sends to every shard and whose answers it gathers): their latency is the cluster's, not one
   * shard's, so the verdict never compares it with single nodes ({@link #spansNodes}).
   */
  public static final String ALL_SHARDS = "all-shards";

  private final ConcurrentHashMap<String, NodeId> byName = new ConcurrentHashMap<>();
  private final List<NodeId> byIndex = new ArrayList<>();
  private final Set<String> spanned = ConcurrentHashMap.newKeySet();

  /** Whether {@code name} stands for several nodes answering together ({@link #ALL_SHARDS}). */
  public static boolean spansNodes(String name) {
    return ALL_SHARDS.equals(name);
  }

  /** Notes that {@link #ALL_SHARDS} stands for the nodes {@code names} (among others). */
  public void addSpanned(Collection<String> names) {
    spanned.addAll(names);
  }

  /** Every node {@link #ALL_SHARDS} has stood for so far in this run. */
  public Set<String> spanned() {
    return Set.copyOf(spanned);
  }

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
