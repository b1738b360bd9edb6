package org.ycsbbio.fasta.m10;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Byte-level helpers over UTF-8 text: Unicode whitespace ({@link #isSpace}), stripping, and
 * code point arithmetic. Stateless.
 */
final class Bytes {
  static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  static final long ONES = 0x0101010101010101L;
  static final long HIGHS = 0x8080808080808080L;
  private static final long LOWS = 0x7F7F7F7F7F7F7F7FL;
  private static final long DASHES = 0x2D2D2D2D2D2D2D2DL;
  /** All bytes 0x21: {@link #stops} for printable ASCII without the blank. */
  static final long NO_BLANK = 0x2121212121212121L;

  private Bytes() {
  }

  /** Unicode whitespace code points, plus the separators \x1c-\x1f. */
  static boolean isSpace(int cp) {
    if (cp < 0x80) {
      return cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x1F);
    }
    return cp == 0x85 || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A)
        || cp == 0x2028 || cp == 0x2029 || cp == 0x202F || cp == 0x205F || cp == 0x3000;
  }

  /** First index in [s,e) that does not start a whitespace code point. */
  static int stripStart(byte[] b, int s, int e) {
    if (s < e && b[s] > ' ') {
      return s;                                   // small enough to inline
    }
    return s + 1 < e && b[s] == ' ' && b[s + 1] > ' ' ? s + 1 : stripStartSlow(b, s, e);
  }

  private static int stripStartSlow(byte[] b, int s, int e) {
    while (s < e) {
      if (b[s] > ' ') {
        return s;                       // printable ASCII: the common case
      }
      int c = b[s] & 0xFF;
      if (c < 0x80) {
        if (!isSpace(c)) {
          return s;
        }
        s++;
      } else {
        int n = seqLen(c);
        if (n == 0 || s + n > e || !isSpace(decode(b, s, n))) {
          return s;
        }
        s += n;
      }
    }
    return s;
  }

  /** End index after removing trailing whitespace code points from [s,e). */
  static int stripEnd(byte[] b, int s, int e) {
    return e > s && b[e - 1] > ' ' ? e : stripEndSlow(b, s, e);
  }

  private static int stripEndSlow(byte[] b, int s, int e) {
    while (e > s) {
      if (b[e - 1] > ' ') {
        return e;
      }
      int c = b[e - 1] & 0xFF;
      if (c < 0x80) {
        if (!isSpace(c)) {
          return e;
        }
        e--;
      } else {
        int st = e - 1;
        while (st > s && st > e - 4 && (b[st] & 0xC0) == 0x80) {
          st--;
        }
        int n = seqLen(b[st] & 0xFF);
        if (n != e - st || !isSpace(decode(b, st, n))) {
          return e;
        }
        e = st;
      }
    }
    return e;
  }

  /** Length of the UTF-8 sequence started by lead byte c, 0 if c is not a lead byte. */
  static int seqLen(int c) {
    if (c < 0x80) {
      return 1;
    }
    if (c >= 0xC2 && c <= 0xDF) {
      return 2;
    }
    if (c >= 0xE0 && c <= 0xEF) {
      return 3;
    }
    if (c >= 0xF0 && c <= 0xF4) {
      return 4;
    }
    return 0;
  }

  /** Decodes the n-byte UTF-8 sequence at s; -1 if malformed. */
  static int decode(byte[] b, int s, int n) {
    int c = b[s] & 0xFF;
    int cp = n == 1 ? c : n == 2 ? c & 0x1F : n == 3 ? c & 0x0F : c & 0x07;
    for (int i = 1; i < n; i++) {
      int x = b[s + i] & 0xFF;
      if ((x & 0xC0) != 0x80) {
        return -1;
      }
      cp = (cp << 6) | (x & 0x3F);
    }
    if ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF))) {
      return -1;
    }
    return cp;
  }

  /** Number of code points in [s,e) (a malformed byte counts as one). */
  static int cpCount(byte[] b, int s, int e) {
    int n = 0;
    for (int i = s; i < e; n++) {
      i += step(b, i, e);
    }
    return n;
  }

  /** Byte offset (from s) of code point number cp in [s,e); clamps to e - s. */
  static int cpToByte(byte[] b, int s, int e, int cp) {
    int i = s;
    for (int k = 0; k < cp && i < e; k++) {
      i += step(b, i, e);
    }
    return i - s;
  }

  private static int step(byte[] b, int i, int e) {
    int n = seqLen(b[i] & 0xFF);
    return n == 0 || i + n > e || decode(b, i, n) < 0 ? 1 : n;
  }

  /** True if every byte in [s,e) is ASCII. */
  static boolean isAscii(byte[] b, int s, int e) {
    int i = s;
    long acc = 0;
    for (; i + 8 <= e; i += 8) {
      acc |= (long) LONGS.get(b, i);
    }
    for (; i < e; i++) {
      acc |= b[i];
    }
    return (acc & HIGHS) == 0;
  }

  /** Number of '-' bytes in [s,e), plus {@code 1L << 32} if any byte is not ASCII (one pass). */
  static long dashesAndAscii(byte[] b, int s, int e) {
    long n = 0;
    long acc = 0;
    int i = s;
    for (; i + 8 <= e; i += 8) {
      long w = (long) LONGS.get(b, i);
      acc |= w;
      long t = w ^ DASHES;
      n += Long.bitCount(~(((t & LOWS) + LOWS) | t | LOWS));
    }
    for (; i < e; i++) {
      acc |= b[i];
      if (b[i] == '-') {
        n++;
      }
    }
    return (acc & HIGHS) != 0 ? n | (1L << 32) : n;
  }

  /** The first min(8, e-s) bytes of [s,e) as a little-endian long, zero padded. */
  static long word(byte[] b, int s, int e) {
    int n = e - s;
    if (n <= 0) {
      return 0;
    }
    if (s + 8 <= b.length) {
      long w = (long) LONGS.get(b, s);
      return n >= 8 ? w : w & ((1L << (n << 3)) - 1);
    }
    long w = 0;
    for (int i = Math.min(n, 8) - 1; i >= 0; i--) {
      w = (w << 8) | (b[s + i] & 0xFF);
    }
    return w;
  }

  /** {@link #word} of an ASCII literal of at most 8 characters. */
  static long word(String lit) {
    byte[] a = ascii(lit);
    return word(a, 0, a.length);
  }

  static boolean startsWith(byte[] b, int s, int e, byte[] lit) {
    if (e - s < lit.length) {
      return false;
    }
    for (int i = 0; i < lit.length; i++) {
      if (b[s + i] != lit[i]) {
        return false;
      }
    }
    return true;
  }

  static boolean equals(byte[] b, int s, int e, byte[] lit) {
    return e - s == lit.length && startsWith(b, s, e, lit);
  }

  /**
   * End of a value at {@code b[vs]}: a non-empty run of printable ASCII other than {@code '>'},
   * followed by {@code '\n'} before limit; -1 for anything else (blanks, tabs, CR, non-ASCII).
   */
  static int valueEnd(byte[] b, int vs, int limit) {
    int i = textEnd(b, vs, limit, false);
    return i > vs && i < limit && b[i] == '\n' ? i : -1;
  }

  /**
   * Index of the first byte at or after s that is not printable ASCII (0x21-0x7E, plus the blank
   * if {@code blanks}) or is {@code '>'}; limit if there is none before it. 8 bytes at a time.
   */
  static int textEnd(byte[] b, int s, int limit, boolean blanks) {
    final long low = blanks ? 0x2020202020202020L : NO_BLANK;
    int i = s;
    for (; i + 8 <= limit; i += 8) {
      long m = stops((long) LONGS.get(b, i), low);
      if (m != 0) {
        return i + (Long.numberOfTrailingZeros(m) >>> 3);
      }
    }
    for (; i < limit; i++) {
      byte x = b[i];
      if (x < (byte) low || x == 0x7F || x == '>') {
        return i;
      }
    }
    return limit;
  }

  /**
   * {@link #valueEnd} from s, with the number of '-' before the {@code '\n'}: {@code (dashes <<
   * 32) | index of the '\n'}, or -1. One pass, 8 bytes at a time.
   */
  static long seqLineEnd(byte[] b, int s, int limit) {
    long dashes = 0;
    int i = s;
    for (; i + 8 <= limit; i += 8) {
      long w = (long) LONGS.get(b, i);
      long m = stops(w, NO_BLANK);
      long t = w ^ DASHES;
      long d = ~(((t & LOWS) + LOWS) | t | LOWS);          // exact: high bit of each '-'
      if (m != 0) {
        int k = Long.numberOfTrailingZeros(m) >>> 3;
        dashes += Long.bitCount(d & ((1L << (k << 3)) - 1));
        i += k;
        return i > s && b[i] == '\n' ? dashes << 32 | i : -1;
      }
      dashes += Long.bitCount(d);
    }
    for (; i < limit; i++) {
      byte x = b[i];
      if (x <= ' ' || x == 0x7F || x == '>') {
        return i > s && x == '\n' ? dashes << 32 | i : -1;
      }
      if (x == '-') {
        dashes++;
      }
    }
    return -1;
  }

  /** High bit of each byte of w below low (all bytes the same), at or above 0x7F, or '>'; the lowest is exact. */
  static long stops(long w, long low) {
    long g = w ^ 0x3E3E3E3E3E3E3E3EL;
    return (((w - low) & ~w) | w | (w + ONES) | ((g - ONES) & ~g)) & HIGHS;
  }

  static int indexOf(byte[] b, int s, int e, byte c) {
    int i = s;
    if (e - s >= 16) {
      long pattern = (c & 0xFFL) * ONES;
      for (; i + 8 <= e; i += 8) {
        long t = (long) LONGS.get(b, i) ^ pattern;
        long z = ~(((t & LOWS) + LOWS) | t | LOWS);        // exact: high bit of each byte c
        if (z != 0) {
          return i + (Long.numberOfTrailingZeros(z) >>> 3);
        }
      }
    }
    for (; i < e; i++) {
      if (b[i] == c) {
        return i;
      }
    }
    return -1;
  }

  /** Index of the first occurrence of ">>>" in [s,e), or -1. */
  static int indexOfTripleGt(byte[] b, int s, int e) {
    for (int i = s; i + 2 < e; i++) {
      if (b[i] == '>' && b[i + 1] == '>' && b[i + 2] == '>') {
        return i;
      }
    }
    return -1;
  }

  /** Index of the last occurrence of lit in [s,e), or -1. */
  static int lastIndexOf(byte[] b, int s, int e, byte[] lit) {
    outer:
    for (int i = e - lit.length; i >= s; i--) {
      for (int k = 0; k < lit.length; k++) {
        if (b[i + k] != lit[k]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  static String str(byte[] b, int s, int e) {
    return new String(b, s, e - s, StandardCharsets.UTF_8);
  }

  static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  /** Line text for error messages: decoded, control characters shown as '?', at most 80 chars. */
  static String excerpt(byte[] b, int s, int e) {
    String t = str(b, s, Math.min(e, s + 240));
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < t.length() && sb.length() < 80; i++) {
      char c = t.charAt(i);
      sb.append(c < 0x20 || c == 0x7F ? '?' : c);
    }
    if (sb.length() < t.length() || e - s > 240) {
      sb.append("...");
    }
    return '"' + sb.toString() + '"';
  }
}
