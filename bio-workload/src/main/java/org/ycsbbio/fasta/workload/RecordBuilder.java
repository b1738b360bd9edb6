package org.ycsbbio.fasta.workload;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import net.jcip.annotations.NotThreadSafe;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;

/**
 * Builds the field map of one record for YCSB's {@code insert}: field values are appended as
 * bytes into a scratch buffer reused across records, then copied once into one array per record
 * that every field's {@link ByteArrayByteIterator} slices (bindings may keep the iterators, e.g.
 * to batch, so nothing handed out is reused). Confined to one loading thread.
 */
@NotThreadSafe
final class RecordBuilder {
  private static final int MAX_FIELDS = 64;

  private byte[] buf = new byte[4096];
  private int length;
  private final String[] names = new String[MAX_FIELDS];
  private final int[] starts = new int[MAX_FIELDS];
  private int fields;

  /** Starts a new record. */
  RecordBuilder begin() {
    length = 0;
    fields = 0;
    return this;
  }

  /** Adds field {@code name} with the given bytes. */
  RecordBuilder bytes(String name, byte[] src, int offset, int count) {
    start(name);
    ensure(count);
    System.arraycopy(src, offset, buf, length, count);
    length += count;
    return this;
  }

  /** Adds field {@code name} with the ISO-8859-1/ASCII encoding of {@code text}. */
  RecordBuilder text(String name, CharSequence text) {
    start(name);
    int n = text.length();
    ensure(n * 3);
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        buf[length++] = (byte) c;
      } else {
        byte[] utf8 = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        System.arraycopy(utf8, 0, buf, length, utf8.length);
        length += utf8.length;
      }
    }
    return this;
  }

  /** Adds field {@code name} with the decimal digits of {@code value}. */
  RecordBuilder number(String name, long value) {
    start(name);
    ensure(20);
    if (value < 0) {
      buf[length++] = '-';
      value = -value;
    }
    int end = length + digits(value);
    int i = end;
    do {
      buf[--i] = (byte) ('0' + value % 10);
      value /= 10;
    } while (value != 0);
    length = end;
    return this;
  }

  private static int digits(long v) {
    int n = 1;
    while (v >= 10) {
      v /= 10;
      n++;
    }
    return n;
  }

  private void start(String name) {
    if (fields == MAX_FIELDS) {
      throw new IllegalStateException("more than " + MAX_FIELDS + " fields in one record");
    }
    names[fields] = name;
    starts[fields++] = length;
  }

  private void ensure(int extra) {
    if (length + extra > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(buf.length * 2, length + extra));
    }
  }

  /** Bytes of the record so far (field values only). */
  int size() {
    return length;
  }

  /** The finished field map; the builder can start the next record. */
  Map<String, ByteIterator> build() {
    byte[] record = Arrays.copyOf(buf, length);
    Map<String, ByteIterator> values = new HashMap<>(fields * 2);
    for (int i = 0; i < fields; i++) {
      int end = i + 1 < fields ? starts[i + 1] : length;
      values.put(names[i], new ByteArrayByteIterator(record, starts[i], end - starts[i]));
    }
    return values;
  }
}
