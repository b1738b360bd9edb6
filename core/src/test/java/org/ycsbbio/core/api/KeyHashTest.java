package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class KeyHashTest {
  private static long overBytes(String key) {
    long h = 0xcbf29ce484222325L;
    for (byte b : key.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xff;
      h *= 0x100000001b3L;
    }
    return h;
  }

  @Test
  void pinnedValues() {
    // changing these moves every stored key to another shard
    assertEquals(0xcbf29ce484222325L, KeyHash.fnv1a64(""));
    assertEquals(0xaf63dc4c8601ec8cL, KeyHash.fnv1a64("a"));
    assertEquals(0x4228c671628ca359L, KeyHash.fnv1a64("user1"));
    assertEquals(0x8f251bb5af8979f3L, KeyHash.fnv1a64("f0000000012q0000001a0000042"));
    assertEquals(0x15502792591e1d4eL, KeyHash.fnv1a64("clé-ü"));
  }

  @Test
  void hashesTheUtf8BytesOfAnyString() {
    SplittableRandom random = new SplittableRandom(20);
    for (int i = 0; i < 5_000; i++) {
      StringBuilder b = new StringBuilder();
      int length = random.nextInt(12);
      for (int j = 0; j < length; j++) {
        // ASCII, 2- and 3-byte chars, surrogate pairs and lone surrogates
        switch (random.nextInt(5)) {
          case 0 -> b.append((char) random.nextInt(0x80));
          case 1 -> b.append((char) random.nextInt(0x80, 0x800));
          case 2 -> b.append((char) random.nextInt(0x800, 0xd800));
          case 3 -> b.appendCodePoint(random.nextInt(0x10000, 0x110000));
          default -> b.append((char) random.nextInt(0xd800, 0xe000));
        }
      }
      String key = b.toString();
      assertEquals(overBytes(key), KeyHash.fnv1a64(key), key);
    }
  }

  @Test
  void bucketsAreTheUnsignedRemainder() {
    assertEquals(0, KeyHash.bucketOf("anything", 1));
    for (String key : new String[] {"user1", "clé-ü", "f0000000012q0000001a0000042"}) {
      for (int n = 2; n < 9; n++) {
        assertEquals((int) Long.remainderUnsigned(overBytes(key), n), KeyHash.bucketOf(key, n));
      }
    }
    assertThrows(IllegalArgumentException.class, () -> KeyHash.bucketOf("k", 0));
  }
}
