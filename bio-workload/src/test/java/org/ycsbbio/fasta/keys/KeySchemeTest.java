package org.ycsbbio.fasta.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class KeySchemeTest {
  @Test
  void keysHaveTheDocumentedShape() {
    assertEquals("f0000000012q0000001", KeyScheme.task(12, 1));
    assertEquals("f0000000012q0000001a0000042", KeyScheme.alignment(12, 1, 42));
    assertEquals("n0000t0003s000000000017", KeyScheme.runInsert(0, 3, 17));
  }

  @Test
  void keysAreZeroPaddedOrdinalsAsStringFormatWritesThem() {
    SplittableRandom r = new SplittableRandom(37);
    for (int i = 0; i < 20_000; i++) {
      long file = i == 0 ? KeyScheme.MAX_FILE : i == 1 ? 0 : r.nextLong(KeyScheme.MAX_FILE + 1) >> r.nextInt(34);
      int query = i == 0 ? KeyScheme.MAX_ORDINAL : 1 + (r.nextInt(KeyScheme.MAX_ORDINAL) >> r.nextInt(23));
      int alignment = i == 0 ? KeyScheme.MAX_ORDINAL : 1 + (r.nextInt(KeyScheme.MAX_ORDINAL) >> r.nextInt(23));
      String task = String.format("f%010dq%07d", file, query);
      String align = String.format("%sa%07d", task, alignment);
      assertEquals(task, KeyScheme.task(file, query));
      assertEquals(align, KeyScheme.alignment(file, query, alignment));
      StringBuilder b = new StringBuilder("x");
      KeyScheme.appendTask(b, file, query);
      KeyScheme.appendAlignment(b, file, query, alignment);
      assertEquals("x" + task + align, b.toString());
    }
  }

  @Test
  void distinctOrdinalsGiveDistinctKeysThatSortLikeTheOrdinals() {
    SplittableRandom r = new SplittableRandom(5);
    List<long[]> tuples = new ArrayList<>();
    Set<String> keys = new HashSet<>();
    Set<String> tuplesSeen = new HashSet<>();
    for (int i = 0; i < 20_000; i++) {
      long[] t = {r.nextLong(KeyScheme.MAX_FILE + 1), 1 + r.nextInt(KeyScheme.MAX_ORDINAL),
          1 + r.nextInt(KeyScheme.MAX_ORDINAL)};
      if (tuplesSeen.add(t[0] + "/" + t[1] + "/" + t[2])) {
        tuples.add(t);
        assertTrue(keys.add(KeyScheme.alignment(t[0], (int) t[1], (int) t[2])));
      }
    }
    for (int i = 1; i < tuples.size(); i++) {
      long[] a = tuples.get(i - 1);
      long[] b = tuples.get(i);
      int byOrdinal = a[0] != b[0] ? Long.compare(a[0], b[0])
          : a[1] != b[1] ? Long.compare(a[1], b[1]) : Long.compare(a[2], b[2]);
      int byKey = KeyScheme.alignment(a[0], (int) a[1], (int) a[2])
          .compareTo(KeyScheme.alignment(b[0], (int) b[1], (int) b[2]));
      assertEquals(Integer.signum(byOrdinal), Integer.signum(byKey));
    }
  }

  @Test
  void aQuerysAlignmentsAreOneContiguousRangeAfterItsTask() {
    String task = KeyScheme.task(7, 3);
    String first = KeyScheme.alignment(7, 3, 1);
    String last = KeyScheme.alignment(7, 3, KeyScheme.MAX_ORDINAL);
    String nextQuery = KeyScheme.alignment(7, 4, 1);
    String otherFile = KeyScheme.alignment(8, 1, 1);
    assertTrue(task.compareTo(first) < 0 && first.compareTo(last) < 0);
    assertTrue(last.compareTo(nextQuery) < 0 && nextQuery.compareTo(otherFile) < 0);
    assertTrue(KeyScheme.runInsert(9999, 9999, 1).compareTo(otherFile) > 0);
  }

  @Test
  void outOfRangeOrdinalsAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> KeyScheme.task(-1, 1));
    assertThrows(IllegalArgumentException.class, () -> KeyScheme.task(1, 0));
    assertThrows(IllegalArgumentException.class, () -> KeyScheme.task(KeyScheme.MAX_FILE + 1, 1));
    assertThrows(IllegalArgumentException.class,
        () -> KeyScheme.alignment(1, 1, KeyScheme.MAX_ORDINAL + 1));
  }
}
