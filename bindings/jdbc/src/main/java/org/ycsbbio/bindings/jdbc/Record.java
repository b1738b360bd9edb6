package org.ycsbbio.bindings.jdbc;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
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

  /**
   * Reads (and so consumes) every {@code ByteIterator} of {@code values}. When the field names
   * are those of {@code sameFieldsAs} (the caller's previous record, typically: every YCSB insert
   * and update has the same fields), the record shares that list, so that the statement cache
   * finds the record's statement by comparing the list by identity.
   */
  @SuppressWarnings("unchecked")
  static Record of(Map<String, ByteIterator> values, List<String> sameFieldsAs) {
    Map.Entry<String, ByteIterator>[] sorted = values.entrySet().toArray(new Map.Entry[0]);
    Arrays.sort(sorted, Map.Entry.comparingByKey());
    String[] text = new String[sorted.length];
    boolean same = sameFieldsAs.size() == sorted.length;
    for (int i = 0; i < sorted.length; i++) {
      text[i] = new String(sorted[i].getValue().toArray(), StandardCharsets.UTF_8);
      same = same && sorted[i].getKey().equals(sameFieldsAs.get(i));
    }
    return new Record(same ? sameFieldsAs : names(sorted), List.of(text));
  }

  private static List<String> names(Map.Entry<String, ByteIterator>[] entries) {
    String[] names = new String[entries.length];
    for (int i = 0; i < entries.length; i++) {
      names[i] = entries[i].getKey();
    }
    return List.of(names);
  }
}
