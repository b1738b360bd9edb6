package org.ycsbbio.bindings.riak;

import java.nio.charset.StandardCharsets;
import net.jcip.annotations.Immutable;

/**
 * Which configured node coordinates the request for a key: FNV-1a 64 over the key's UTF-8
 * bytes, unsigned, modulo the node count (the JDBC binding's function, so both spread keys
 * alike). Riak itself places data by its ring, not by this function: routing only chooses the
 * coordinator, so every node can serve every key and changing the node list loses no data.
 */
@Immutable
public final class KeyRouting {
  private static final long FNV_OFFSET_BASIS = 0xcbf29ce484222325L;
  private static final long FNV_PRIME = 0x100000001b3L;

  private KeyRouting() {
  }

  /** The 0-based node that coordinates requests for {@code key} among {@code nodes} nodes. */
  public static int nodeOf(String key, int nodes) {
    if (nodes < 1) {
      throw new IllegalArgumentException("nodes must be >= 1, was " + nodes);
    }
    long h = FNV_OFFSET_BASIS;
    for (byte b : key.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xff;
      h *= FNV_PRIME;
    }
    return nodes == 1 ? 0 : (int) Long.remainderUnsigned(h, nodes);
  }
}
