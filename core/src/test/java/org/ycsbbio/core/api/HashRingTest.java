package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ketama ring: stable placement (pinned owners), keys spread over the nodes, and consistent
 * hashing's promise — removing a node moves only that node's keys. That the ring is the one
 * spymemcached builds is checked against the client itself in the memcached binding's RingTest.
 */
class HashRingTest {
  private static final List<String> THREE = List.of("127.0.0.1:11411", "127.0.0.1:11412",
      "127.0.0.1:11413");

  @Test
  void pinnedOwners() {
    // changing these moves stored items away from the server the client wrote them to
    HashRing ring = HashRing.ketama(THREE);
    assertEquals(3, ring.nodes());
    int[] owners = new int[8];
    for (int i = 0; i < owners.length; i++) {
      owners[i] = ring.ownerOf("usertable:user" + i);
    }
    assertEquals("[2, 1, 0, 2, 1, 0, 2, 1]", java.util.Arrays.toString(owners));
  }

  @Test
  void keysSpreadOverEveryNode() {
    HashRing ring = HashRing.ketama(THREE);
    int[] served = new int[3];
    for (int i = 0; i < 30_000; i++) {
      served[ring.ownerOf("k" + i)]++;
    }
    for (int s : served) {
      assertEquals(10_000, s, 3_000);
    }
  }

  @Test
  void removingANodeMovesOnlyItsKeys() {
    HashRing three = HashRing.ketama(THREE);
    HashRing two = HashRing.ketama(THREE.subList(0, 2));
    for (int i = 0; i < 10_000; i++) {
      String key = "k" + i;
      int before = three.ownerOf(key);
      if (before < 2) {
        assertEquals(before, two.ownerOf(key), key);
      }
    }
  }

  @Test
  void aRingNeedsANode() {
    assertThrows(IllegalArgumentException.class, () -> HashRing.ketama(List.of()));
  }
}
