package org.ycsbbio.bindings.jdbc;

import java.nio.charset.StandardCharsets;
import net.jcip.annotations.Immutable;

/**
 * The key → shard function, identical for every client and every run: FNV-1a 64 over the key's
 * UTF-8 bytes, taken as an unsigned number modulo the shard count. Shard {@code i} is the
 * {@code i}-th URL of {@code db.url} (0-based). Changing this function would move every key to
 * another shard and make earlier loads unreadable, so {@code KeyShardingTest} pins its values.
 */
@Immutable
public final class KeySharding {
  private static final long FNV_OFFSET_BASIS = 0xcbf29ce484222325L;
  private static final long FNV_PRIME = 0x100000001b3L;

  private KeySharding() {
  }

  /** FNV-1a 64 of the UTF-8 bytes of {@code key}. */
  public static long fnv1a64(String key) {
    long h = FNV_OFFSET_BASIS;
    for (byte b : key.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xff;
      h *= FNV_PRIME;
    }
    return h;
  }

  /** The 0-based shard of {@code key} among {@code shards} shards. */
  public static int shardOf(String key, int shards) {
    if (shards < 1) {
      throw new IllegalArgumentException("shards must be >= 1, was " + shards);
    }
    return shards == 1 ? 0 : (int) Long.remainderUnsigned(fnv1a64(key), shards);
  }
}
