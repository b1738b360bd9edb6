package org.ycsbbio.fasta.workload;

import java.util.Arrays;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.fasta.m10.M10Text;
import site.ycsb.ByteIterator;

/**
 * Builds the field map of one record for YCSB's {@code insert}: field values are appended as
 * bytes into a scratch buffer reused across records, then copied once into one array per record
 * ({@link RecordValues}); bindings may keep what they are handed (e.g. to batch), so nothing
 * handed out is reused. Confined to one loading thread.
 */
@NotThreadSafe
final class RecordBuilder {
  private static final int MAX_FIELDS = 64;
  /** "00" to "99": the two digits of n at {@code [2n, 2n + 2)}. */
  private static final byte[] PAIRS = new byte[200];
  /** 10^0 to 10^9. */
  private static final int[] POWERS = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000,
      10_000_000, 100_000_000, 1_000_000_000};

  static {
    for (int n = 0; n < 100; n++) {
      PAIRS[2 * n] = (byte) ('0' + n / 10);
      PAIRS[2 * n + 1] = (byte) ('0' + n % 10);
    }
  }

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

  /** Adds field {@code name} with the UTF-8 bytes of {@code text}; none when {@code text} is null. */
  RecordBuilder text(String name, String text) {
    if (text == null) {
      return this;
    }
    if (isAscii(text)) {
      start(name);
      int n = text.length();
      ensure(n);
      copyAscii(text, n);
      return this;
    }
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    return bytes(name, utf8, 0, utf8.length);
  }

  /** Adds field {@code name} with {@code text}, which the caller knows is ASCII (e.g. a key). */
  RecordBuilder ascii(String name, String text) {
    start(name);
    int n = text.length();
    ensure(n);
    copyAscii(text, n);
    return this;
  }

  /** Adds field {@code name} with the bytes of {@code text} as read from the file; none if null. */
  RecordBuilder text(String name, M10Text text) {
    return text == null ? this : bytes(name, text.array(), text.byteOffset(), text.byteLength());
  }

  private static boolean isAscii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }

  // String.getBytes(int, int, byte[], int) copies the low byte of each char without allocating:
  // exactly right for ASCII, which isAscii checked.
  @SuppressWarnings("deprecation")
  private void copyAscii(String s, int n) {
    s.getBytes(0, n, buf, length);
    length += n;
  }

  /** Adds field {@code name} with the decimal digits of {@code value}. */
  RecordBuilder number(String name, long value) {
    start(name);
    ensure(20);
    if (value < 0) {
      buf[length++] = '-';
      if (value == Long.MIN_VALUE) { // no positive long: its last digit alone
        appendDigits(-(value / 10));
        buf[length++] = (byte) ('0' - value % 10);
        return this;
      }
      value = -value;
    }
    appendDigits(value);
    return this;
  }

  /**
   * Appends the decimal digits of {@code value} (non-negative); room for 20 bytes is ensured.
   * Numbers in records (coordinates, ordinals) fit an {@code int}, whose divisions by a constant
   * are cheaper than a {@code long}'s; two digits are written per division.
   */
  private void appendDigits(long value) {
    if (value > Integer.MAX_VALUE) {
      long high = value / 1_000_000_000;
      appendDigits(high);
      int low = (int) (value - high * 1_000_000_000);
      int zeros = 9 - digits(low);
      for (int k = 0; k < zeros; k++) {
        buf[length++] = '0';
      }
      appendDigits(low);
      return;
    }
    int v = (int) value;
    int end = length + digits(v);
    int i = end;
    while (v >= 100) {
      int next = v / 100;
      int pair = (v - next * 100) * 2;
      buf[--i] = PAIRS[pair + 1];
      buf[--i] = PAIRS[pair];
      v = next;
    }
    if (v >= 10) {
      buf[--i] = PAIRS[v * 2 + 1];
      buf[--i] = PAIRS[v * 2];
    } else {
      buf[--i] = (byte) ('0' + v);
    }
    length = end;
  }

  /** Number of decimal digits of {@code v} (non-negative). */
  private static int digits(int v) {
    int n = 1;
    while (n < POWERS.length && v >= POWERS[n]) {
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
    return new RecordValues(Arrays.copyOf(names, fields), Arrays.copyOf(starts, fields),
        Arrays.copyOf(buf, length));
  }
}
