package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * Pins the key → shard function: these values were computed independently (FNV-1a 64 over UTF-8,
 * unsigned modulo). If this test fails, the function changed and every existing load would be
 * read from the wrong shards: change it back.
 */
class KeyShardingTest {
  @Test
  void fnv1a64MatchesTheReferenceValues() {
    assertEquals(0xcbf29ce484222325L, KeySharding.fnv1a64(""));
    assertEquals(0xaf63dc4c8601ec8cL, KeySharding.fnv1a64("a"));
    assertEquals(0x4228c671628ca359L, KeySharding.fnv1a64("user1"));
    assertEquals(0x8f251bb5af8979f3L, KeySharding.fnv1a64("f0000000012q0000001a0000042"));
    assertEquals(0x15502792591e1d4eL, KeySharding.fnv1a64("clé-ü"));
  }

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
      assertEquals(0, KeySharding.shardOf(keys[i], 1), keys[i]);
      assertEquals(of2[i], KeySharding.shardOf(keys[i], 2), keys[i]);
      assertEquals(of3[i], KeySharding.shardOf(keys[i], 3), keys[i]);
      assertEquals(of5[i], KeySharding.shardOf(keys[i], 5), keys[i]);
      assertEquals(of7[i], KeySharding.shardOf(keys[i], 7), keys[i]);
    }
  }

  @Test
  void spreadsYcsbKeysEvenlyOverThreeShards() {
    int[] counts = new int[3];
    for (int i = 0; i < 30_000; i++) {
      counts[KeySharding.shardOf("user" + i, 3)]++;
    }
    for (int c : counts) {
      assertEquals(10_000, c, 500, "per-shard count " + c);
    }
  }

  @Test
  void rejectsZeroShards() {
    assertThrows(IllegalArgumentException.class, () -> KeySharding.shardOf("k", 0));
  }
}
