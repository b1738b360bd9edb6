package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.KeyHash;

/**
 * Pins the key → shard function ({@link KeyHash}; its hash values are pinned by core's
 * {@code KeyHashTest}): these shard numbers were computed independently (FNV-1a 64 over UTF-8,
 * unsigned modulo). If this test fails, the function changed and every existing load would be
 * read from the wrong shards: change it back.
 */
class KeyShardingTest {
  @Test
  void shardsOfKnownKeysNeverChange() {
    String[] keys = {"", "a", "user1", "user6284781860667377211", "user1000385",
        "f0000000012q0000001", "f0000000012q0000001a0000042", "n0000t0003s000000000017",
        "clé-ü"};
    int[] of2 = {1, 0, 1, 0, 1, 0, 1, 1, 0};
    int[] of3 = {2, 1, 1, 2, 2, 2, 2, 2, 2};
    int[] of5 = {2, 1, 2, 2, 2, 0, 4, 1, 2};
    int[] of7 = {2, 5, 3, 5, 1, 1, 1, 0, 0};
    for (int i = 0; i < keys.length; i++) {
      assertEquals(0, KeyHash.bucketOf(keys[i], 1), keys[i]);
      assertEquals(of2[i], KeyHash.bucketOf(keys[i], 2), keys[i]);
      assertEquals(of3[i], KeyHash.bucketOf(keys[i], 3), keys[i]);
      assertEquals(of5[i], KeyHash.bucketOf(keys[i], 5), keys[i]);
      assertEquals(of7[i], KeyHash.bucketOf(keys[i], 7), keys[i]);
    }
  }

  @Test
  void spreadsYcsbKeysEvenlyOverThreeShards() {
    int[] counts = new int[3];
    for (int i = 0; i < 30_000; i++) {
      counts[KeyHash.bucketOf("user" + i, 3)]++;
    }
    for (int c : counts) {
      assertEquals(10_000, c, 500, "per-shard count " + c);
    }
  }

  @Test
  void rejectsZeroShards() {
    assertThrows(IllegalArgumentException.class, () -> KeyHash.bucketOf("k", 0));
  }
}
