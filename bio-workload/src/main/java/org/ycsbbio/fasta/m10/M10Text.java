package org.ycsbbio.fasta.m10;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A text field held as UTF-8 bytes and decoded to a {@link String} only on demand (cached).
 * Instances belong to a reused {@link M10Hsp} and are overwritten by the next
 * {@link M10Reader#next()}; call {@link #toString()} to keep a value. Not thread-safe.
 * For ASCII content (sequences, always in practice) {@link #length()} and {@link #charAt(int)}
 * work on the bytes directly without decoding.
 */
public final class M10Text implements CharSequence {
  private byte[] bytes;
  private int off;
  private int len;
  private String str;
  private int ascii;            // -1 unknown, 0 no, 1 yes
  /** The one-character ASCII strings (frames "f"/"r", types "D"/"p"): decoded without allocating. */
  private static final String[] ONE_CHAR = new String[128];

  static {
    for (int c = 0; c < ONE_CHAR.length; c++) {
      ONE_CHAR[c] = String.valueOf((char) c);
    }
  }

  M10Text(int capacity) {
    bytes = new byte[Math.max(capacity, 8)];
  }

  void clear() {
    off = 0;
    len = 0;
    str = null;
    ascii = 1;
  }

  void append(byte[] src, int s, int n) {
    int at = off + len;
    if (at + n > bytes.length) {
      grow(at + n);
    }
    if (n > 0) {
      System.arraycopy(src, s, bytes, at, n);
    }
    len += n;
    str = null;
    ascii = -1;
  }

  private void grow(int need) {
    bytes = Arrays.copyOf(bytes, Math.max(need, bytes.length * 2));
  }

  /** Replaces the content; keeps the decoded String if the bytes are unchanged (names, frames repeat). */
  void set(byte[] src, int s, int n) {
    if (str != null && n == len && off == 0 && Arrays.equals(bytes, 0, n, src, s, s + n)) {
      return;
    }
    off = 0;
    len = 0;
    append(src, s, n);
  }

  /** Makes this a view of base's bytes [from, to) (byte offsets relative to base). */
  void view(M10Text base, int from, int to) {
    bytes = base.bytes;
    off = base.off + from;
    len = to - from;
    str = null;
    ascii = base.ascii == 1 ? 1 : -1;
  }

  /** Backing array; the text is {@code array()[byteOffset() .. byteOffset()+byteLength())}. */
  public byte[] array() {
    return bytes;
  }

  /** Offset of the first byte in {@link #array()}. */
  public int byteOffset() {
    return off;
  }

  /** Number of UTF-8 bytes. */
  public int byteLength() {
    return len;
  }

  void knownAscii(boolean isAscii) {
    ascii = isAscii ? 1 : 0;
  }

  /** True if every byte is ASCII (then chars and bytes correspond one to one). */
  public boolean isAscii() {
    if (ascii < 0) {
      ascii = Bytes.isAscii(bytes, off, off + len) ? 1 : 0;
    }
    return ascii == 1;
  }

  @Override
  public int length() {
    return isAscii() ? len : toString().length();
  }

  @Override
  public char charAt(int index) {
    if (isAscii()) {
      if (index < 0 || index >= len) {
        throw new IndexOutOfBoundsException(index);
      }
      return (char) bytes[off + index];
    }
    return toString().charAt(index);
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    return toString().substring(start, end);
  }

  /** True if the content equals s. */
  public boolean contentEquals(CharSequence s) {
    if (isAscii()) {
      if (s.length() != len) {
        return false;
      }
      for (int i = 0; i < len; i++) {
        if (s.charAt(i) != (char) bytes[off + i]) {
          return false;
        }
      }
      return true;
    }
    return toString().contentEquals(s);
  }

  @Override
  public String toString() {
    if (str == null) {
      str = len == 1 && bytes[off] >= 0 ? ONE_CHAR[bytes[off]] : new String(bytes, off, len, StandardCharsets.UTF_8);
    }
    return str;
  }
}
