package org.ycsbbio.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class KeyOrderLocalityTest {

  /** Keys printed by go-ycsb's own {@code util.Hash64} (go-ycsb d383d2b) for records 0, 1, 2, 8. */
  @Test
  void goYcsbHashMatchesGoYcsb() {
    assertEquals(6284781860667377211L, KeyOrderLocality.goYcsbHash(0));
    assertEquals(6284782960179005422L, KeyOrderLocality.goYcsbHash(1));
    assertEquals(6284784059690633633L, KeyOrderLocality.goYcsbHash(2));
    assertEquals(6284773064574351523L, KeyOrderLocality.goYcsbHash(8));
  }

  @Test
  void sequentialInsertsWriteOnePagePerPageOfRows() {
    String[] keys = new String[100];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = String.format("k%03d", i);
    }
    assertEquals(1.0, KeyOrderLocality.pagesPerWindow(keys, 10, 10));
    assertEquals(2.0, KeyOrderLocality.pagesPerWindow(keys, 10, 20));
  }

  @Test
  void stridedInsertsWriteADifferentPageEachTime() {
    String[] keys = new String[100];
    for (int i = 0; i < keys.length; i++) {
      int n = (i % 10) * 10 + i / 10; // 0, 10, 20, …, 90, 1, 11, …: every window of 10 spans all pages
      keys[i] = String.format("k%03d", n);
    }
    assertEquals(10.0, KeyOrderLocality.pagesPerWindow(keys, 10, 10));
  }
}
