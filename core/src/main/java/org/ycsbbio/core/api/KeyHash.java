package org.ycsbbio.core.api;

import net.jcip.annotations.Immutable;

/**
 * The one key hash of YCSB-Bio: FNV-1a 64 over the key's UTF-8 bytes, taken as an unsigned number
 * modulo a bucket count (shard, coordinator or simulated node). Every binding that spreads keys
 * itself uses it, so they all spread keys alike, and a stored load stays readable: changing it
 * would move every key, so {@code KeyHashTest} pins its values. Allocation-free: the UTF-8 bytes
 * are encoded on the fly (an unpaired surrogate counts as {@code '?'}, as {@code String.getBytes}
 * does).
 */
@Immutable
public final class KeyHash {
  private static final long FNV_OFFSET_BASIS = 0xcbf29ce484222325L;
  private static final long FNV_PRIME = 0x100000001b3L;

  private KeyHash() {
  }

  /** FNV-1a 64 of the UTF-8 bytes of {@code key}. */
  public static long fnv1a64(CharSequence key) {
    long h = FNV_OFFSET_BASIS;
    int n = key.length();
    for (int i = 0; i < n; i++) {
      char c = key.charAt(i);
      if (c < 0x80) {
        h = mix(h, c);
      } else if (c < 0x800) {
        h = mix(mix(h, 0xc0 | c >> 6), 0x80 | c & 0x3f);
      } else if (Character.isHighSurrogate(c) && i + 1 < n
          && Character.isLowSurrogate(key.charAt(i + 1))) {
        int cp = Character.toCodePoint(c, key.charAt(++i));
        h = mix(mix(mix(mix(h, 0xf0 | cp >> 18), 0x80 | cp >> 12 & 0x3f), 0x80 | cp >> 6 & 0x3f),
            0x80 | cp & 0x3f);
      } else if (Character.isSurrogate(c)) {
        h = mix(h, '?');
      } else {
        h = mix(mix(mix(h, 0xe0 | c >> 12), 0x80 | c >> 6 & 0x3f), 0x80 | c & 0x3f);
      }
    }
    return h;
  }

  private static long mix(long h, int b) {
    return (h ^ (b & 0xff)) * FNV_PRIME;
  }

  /**
   * The 0-based bucket of {@code key} among {@code buckets}.
   *
   * @throws IllegalArgumentException when {@code buckets < 1}
   */
  public static int bucketOf(CharSequence key, int buckets) {
    if (buckets < 1) {
      throw new IllegalArgumentException("buckets must be >= 1, was " + buckets);
    }
    return buckets == 1 ? 0 : (int) Long.remainderUnsigned(fnv1a64(key), buckets);
  }
}
