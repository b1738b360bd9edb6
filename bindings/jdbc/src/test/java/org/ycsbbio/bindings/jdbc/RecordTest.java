package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

/** A record's fields and values, and the field list one thread's records share. */
class RecordTest {
  private static Map<String, ByteIterator> values(String... kv) {
    Map<String, ByteIterator> m = new HashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], new StringByteIterator(kv[i + 1]));
    }
    return m;
  }

  @Test
  void fieldsAreSortedAndValuesFollowThem() {
    Record r = Record.of(values("field9", "i", "field0", "a", "field10", "b"), List.of());
    assertEquals(List.of("field0", "field10", "field9"), r.fields());
    assertEquals(List.of("a", "b", "i"), r.values());
  }

  @Test
  void theSameFieldSetSharesTheFieldList() {
    Record first = Record.of(values("b", "1", "a", "2"), List.of());
    Record second = Record.of(values("a", "3", "b", "4"), first.fields());
    assertSame(first.fields(), second.fields());
    assertEquals(List.of("3", "4"), second.values());
    ShardConnection.Shape shared =
        new ShardConnection.Shape(ShardConnection.Kind.INSERT, "t", first.fields());
    ShardConnection.Shape copied =
        new ShardConnection.Shape(ShardConnection.Kind.INSERT, "t", List.of("a", "b"));
    assertEquals(shared, copied);
    assertEquals(shared.hashCode(), copied.hashCode());
  }

  @Test
  void anotherFieldSetGetsItsOwnList() {
    Record first = Record.of(values("a", "1", "b", "2"), List.of());
    Record fewer = Record.of(values("a", "1"), first.fields());
    Record other = Record.of(values("a", "1", "c", "2"), first.fields());
    assertEquals(List.of("a"), fewer.fields());
    assertNotSame(first.fields(), other.fields());
    assertEquals(List.of("a", "c"), other.fields());
    assertNotEquals(new ShardConnection.Shape(ShardConnection.Kind.INSERT, "t", first.fields()),
        new ShardConnection.Shape(ShardConnection.Kind.INSERT, "t", other.fields()));
    assertNotEquals(new ShardConnection.Shape(ShardConnection.Kind.INSERT, "t", first.fields()),
        new ShardConnection.Shape(ShardConnection.Kind.UPDATE, "t", first.fields()));
  }
}
