package org.ycsbbio.core.api;

import java.util.Objects;

/**
 * A node, shard or server that served operations, with a dense index assigned by the
 * {@link NodeRegistry} at discovery. Bindings obtain one per node once and reuse it, so the hot
 * path passes an int, not a string.
 *
 * @param index dense 0-based index, stable for the whole run
 * @param name what the user sees: {@code host:port}, shard or region server name
 */
public record NodeId(int index, String name) {
  public NodeId {
    if (index < 0) {
      throw new IllegalArgumentException("index must be >= 0, was " + index);
    }
    Objects.requireNonNull(name, "name");
    if (name.isBlank()) {
      throw new IllegalArgumentException("node name must not be blank");
    }
  }

  @Override
  public String toString() {
    return name;
  }
}
