package org.ycsbbio.fasta.gen;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A byte buffer in front of an {@link OutputStream} (or, with {@link #memory}, a growable
 * in-memory buffer) with printf-like writers for the numbers FASTA prints. All text is ASCII.
 * Write errors surface as {@link UncheckedIOException}. Not thread-safe.
 */
final class ByteSink {
  private static final byte[] DIGITS = asciiBytes("0123456789");
  private final OutputStream out;
  private byte[] buf;
  private int pos;
  private long flushed;

  ByteSink(OutputStream out, int capacity) {
    this.out = out;
    this.buf = new byte[capacity];
  }

  /** An in-memory sink that grows as needed. */
  static ByteSink memory(int initialCapacity) {
    return new ByteSink(null, initialCapacity);
  }

  /** The US-ASCII bytes of {@code s}. */
  static byte[] asciiBytes(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  /** Bytes written so far (flushed + buffered); for a memory sink, its content length. */
  long position() {
    return flushed + pos;
  }

  /** Empties the sink (memory sinks are reused per query). */
  void reset() {
    pos = 0;
    flushed = 0;
  }

  private void ensure(int n) {
    if (pos + n > buf.length) {
      if (out == null) {
        buf = Arrays.copyOf(buf, Math.max(buf.length * 2, pos + n));
      } else {
        flushBuffer();
        if (n > buf.length) {
          buf = new byte[n];
        }
      }
    }
  }

  private void flushBuffer() {
    if (pos > 0) {
      try {
        out.write(buf, 0, pos);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      flushed += pos;
      pos = 0;
    }
  }

  /** Writes out the buffer and flushes the stream (no-op for memory sinks). */
  void flush() {
    if (out != null) {
      flushBuffer();
      try {
        out.flush();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  ByteSink put(byte b) {
    ensure(1);
    buf[pos++] = b;
    return this;
  }

  ByteSink nl() {
    return put((byte) '\n');
  }

  ByteSink put(byte[] b) {
    return put(b, 0, b.length);
  }

  ByteSink put(byte[] b, int off, int len) {
    ensure(len);
    System.arraycopy(b, off, buf, pos, len);
    pos += len;
    return this;
  }

  /** Copies bytes {@code from..to} of a memory sink. */
  ByteSink put(ByteSink memory, int from, int to) {
    return put(memory.buf, from, to - from);
  }

  /** The first {@code len} bytes of {@code row} in lines of {@code width}, each ending "\n". */
  ByteSink putWrapped(byte[] row, int len, int width) {
    ensure(len + len / width + 1);
    for (int off = 0; off < len; off += width) {
      int n = Math.min(width, len - off);
      System.arraycopy(row, off, buf, pos, n);
      pos += n;
      buf[pos++] = '\n';
    }
    return this;
  }

  ByteSink ascii(String s) {
    int n = s.length();
    ensure(n);
    for (int i = 0; i < n; i++) {
      buf[pos++] = (byte) s.charAt(i);
    }
    return this;
  }

  ByteSink spaces(int n) {
    if (n > 0) {
      ensure(n);
      Arrays.fill(buf, pos, pos + n, (byte) ' ');
      pos += n;
    }
    return this;
  }

  /** Characters of {@code v} in decimal, sign included. */
  static int digits(long v) {
    if (v < 0) {
      return v == Long.MIN_VALUE ? 20 : 1 + digits(-v);
    }
    int d = 1;
    while (v >= 10) {
      v /= 10;
      d++;
    }
    return d;
  }

  /** Decimal integer. */
  ByteSink num(long v) {
    if (v < 0) {
      put((byte) '-');
      v = -v;
    }
    int d = digits(v);
    ensure(d);
    int end = pos + d;
    for (int i = end - 1; i >= pos; i--) {
      buf[i] = DIGITS[(int) (v % 10)];
      v /= 10;
    }
    pos = end;
    return this;
  }

  /** Decimal integer right-aligned in {@code width} (like printf "%Nd"). */
  ByteSink num(long v, int width) {
    return spaces(width - digits(v)).num(v);
  }

  /** Fixed point: {@code tenths / 10} with one decimal (like printf "%.1f" of that value). */
  ByteSink tenths(long tenths) {
    if (tenths < 0) {
      put((byte) '-');
      tenths = -tenths;
    }
    return num(tenths / 10).put((byte) '.').put(DIGITS[(int) (tenths % 10)]);
  }

  /** Characters {@link #tenths} writes. */
  static int tenthsLength(long tenths) {
    return (tenths < 0 ? 1 : 0) + digits(Math.abs(tenths) / 10) + 2;
  }

  /** Fixed point: {@code thousandths / 1000} with three decimals ("%.3f"). */
  ByteSink thousandths(long thousandths) {
    num(thousandths / 1000).put((byte) '.');
    int f = (int) (thousandths % 1000);
    ensure(3);
    buf[pos++] = DIGITS[f / 100];
    buf[pos++] = DIGITS[f / 10 % 10];
    buf[pos++] = DIGITS[f % 10];
    return this;
  }

  /**
   * C printf "%W.2g" of the two-significant-digit value {@code mant/10 * 10^exp}
   * ({@code 10 <= mant <= 99}); {@code mant == 0} prints "0".
   */
  ByteSink g2(int mant, int exp, int width) {
    int len = g2Length(mant, exp);
    spaces(width - len);
    if (mant == 0) {
      return put((byte) '0');
    }
    int d1 = mant / 10;
    int d2 = mant % 10;
    if (exp < -4 || exp >= 2) {
      put(DIGITS[d1]);
      if (d2 != 0) {
        put((byte) '.').put(DIGITS[d2]);
      }
      put((byte) 'e').put((byte) (exp < 0 ? '-' : '+'));
      int ax = Math.abs(exp);
      if (ax < 10) {
        put((byte) '0');
      }
      return num(ax);
    }
    if (exp == 1) {                       // 10 .. 99
      return put(DIGITS[d1]).put(DIGITS[d2]);
    }
    if (exp == 0) {                       // 1.0 .. 9.9
      put(DIGITS[d1]);
      return d2 != 0 ? put((byte) '.').put(DIGITS[d2]) : this;
    }
    put((byte) '0').put((byte) '.');      // exp -1 .. -4: 0.0dd
    for (int i = -1; i > exp; i--) {
      put((byte) '0');
    }
    put(DIGITS[d1]);
    return d2 != 0 ? put(DIGITS[d2]) : this;
  }

  /** Characters {@link #g2} writes before padding. */
  static int g2Length(int mant, int exp) {
    if (mant == 0) {
      return 1;
    }
    boolean two = mant % 10 != 0;
    if (exp < -4 || exp >= 2) {
      return (two ? 3 : 1) + 2 + Math.max(2, digits(Math.abs(exp)));
    }
    if (exp == 1) {
      return 2;
    }
    if (exp == 0) {
      return two ? 3 : 1;
    }
    return 2 + (-exp - 1) + (two ? 2 : 1);
  }
}
