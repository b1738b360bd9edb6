package org.ycsbbio.bindings.jdbc;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jcip.annotations.Immutable;
import site.ycsb.ByteIterator;

/**
 * The values of one insert or update as text, fields sorted by name so that records with the same
 * field set share one statement shape. Values are the UTF-8 decoding of YCSB's bytes (YCSB's
 * generated values and FASTA fields are ASCII, which round-trips exactly).
 *
 * @param fields field names, sorted
 * @param values the value of each field, in the order of {@code fields}
 */
@Immutable
record Record(List<String> fields, List<String> values) {
  Record {
    fields = List.copyOf(fields);
    values = List.copyOf(values);
  }

  /** Reads (and so consumes) every {@code ByteIterator} of {@code values}. */
  static Record of(Map<String, ByteIterator> values) {
    TreeMap<String, String> sorted = new TreeMap<>();
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      sorted.put(e.getKey(), new String(e.getValue().toArray(), StandardCharsets.UTF_8));
    }
    return new Record(new ArrayList<>(sorted.keySet()), new ArrayList<>(sorted.values()));
  }
}
