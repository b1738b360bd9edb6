package org.ycsbbio.fasta.m10;

/**
 * Strict number parsing straight from bytes, for the values FASTA programs write with C's
 * {@code printf} ({@code %d}, {@code %.1f}, {@code %.3f}, {@code %.2g}): integers
 * {@code [-]DIGITS}; reals {@code [-]DIGITS[.DIGITS][(e|E)[+|-]DIGITS]}. Anything else (a
 * leading {@code +}, blanks inside, {@code 1_000}, {@code inf}, {@code nan}, hex) is "absent":
 * {@link #NULL_INT} or {@code NaN}, as are integers outside the int range and reals that overflow.
 * The format rules are in {@code docs/fasta.md}. Stateless.
 */
final class Numbers {
  /** Absent int value; also used for values outside the int range. */
  static final int NULL_INT = Integer.MIN_VALUE;

  private static final double[] POW10 = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

  private Numbers() {
  }

  /**
   * Length of an integer of 1-7 plain digits at {@code b[s]} right before a {@code '\n'} (found 8
   * bytes at a time), or -1 for anything else (then take the line apart and use
   * {@link #parseInt}). Its value is {@link #digitsValue}: kept apart so that
   * finding the line end does not wait for the conversion.
   */
  static int digitsBeforeLf(byte[] b, int s, int limit) {
    if (s + 8 > limit) {
      return -1;
    }
    long w = (long) Bytes.LONGS.get(b, s);
    int n = Long.numberOfTrailingZeros(nonDigits(w)) >>> 3;
    return n == 0 || n == 8 || (byte) (w >>> (n << 3)) != '\n' ? -1 : n;
  }

  /** The value of the n (1-8) digits at {@code b[s]} (8 bytes readable there), by three multiplications. */
  static int digitsValue(byte[] b, int s, int n) {
    return (int) digits((long) Bytes.LONGS.get(b, s), n);
  }

  /** High bit of each byte of w that is not a digit ('0' 0x30 - '9' 0x39); the lowest is exact. */
  private static long nonDigits(long w) {
    return ((w + 0x4646464646464646L) | (w - 0x3030303030303030L) | w) & Bytes.HIGHS;
  }

  /** The value of the first n (1-8) bytes of w, all digits, the first one most significant. */
  private static long digits(long w, int n) {
    long v = w << ((8 - n) << 3);                 // the n digits in the top bytes, zeros before
    v = ((v & 0x0F0F0F0F0F0F0F0FL) * 2561) >>> 8;   // pairs of digits: 10 * a + b
    v = ((v & 0x00FF00FF00FF00FFL) * 6553601) >>> 16;
    return ((v & 0x0000FFFF0000FFFFL) * 42949672960001L) >>> 32;
  }

  /**
   * {@code DIGITS} or {@code DIGITS.DIGITS} of at most 8 bytes, 8 bytes at a time (no loop over
   * the digits): the value, or NaN for any other text (then the general path decides).
   */
  private static double shortDecimal(byte[] b, int s, int e) {
    int n = e - s;
    long w = (long) Bytes.LONGS.get(b, s);
    if (n < 8) {
      w &= (1L << (n << 3)) - 1;                  // zero bytes after the text: non-digits
    }
    long nd = nonDigits(w);
    int dot = Long.numberOfTrailingZeros(nd) >>> 3;
    if (dot == n) {
      return digits(w, n);
    }
    if (dot == 0 || (byte) (w >>> (dot << 3)) != '.'
        || Long.numberOfTrailingZeros(nd & (-1L << (dot << 3) << 8)) >>> 3 != n || dot + 1 == n) {
      return Double.NaN;
    }
    long low = (1L << (dot << 3)) - 1;
    long joined = (w & low) | ((w >>> 8) & ~low);  // the digits without the '.'
    return digits(joined, n - 1) / POW10[n - 1 - dot];
  }

  /** The integer [s,e) (already stripped of blanks), or {@link #NULL_INT}. */
  static int parseInt(byte[] b, int s, int e) {
    if (s < e && e - s <= 9) {                // fast path: 1-9 plain digits cannot overflow
      int v = 0;
      for (int i = s; i < e; i++) {
        int d = b[i] - '0';
        if (d < 0 || d > 9) {
          return parseIntSlow(b, s, e);
        }
        v = v * 10 + d;
      }
      return v;
    }
    return parseIntSlow(b, s, e);
  }

  private static int parseIntSlow(byte[] b, int s, int e) {
    int i = s;
    boolean neg = i < e && b[i] == '-';
    if (neg) {
      i++;
    }
    if (i >= e || e - i > 10) {
      return NULL_INT;
    }
    long v = 0;
    for (; i < e; i++) {
      int d = b[i] - '0';
      if (d < 0 || d > 9) {
        return NULL_INT;
      }
      v = v * 10 + d;
    }
    v = neg ? -v : v;
    return v <= Integer.MIN_VALUE || v > Integer.MAX_VALUE ? NULL_INT : (int) v;
  }

  /** The real [s,e) (already stripped of blanks), or NaN. Correctly rounded. */
  static double parseDouble(byte[] b, int s, int e) {
    if (e - s <= 8 && e > s && s + 8 <= b.length) {
      double v = shortDecimal(b, s, e);
      if (v == v) {
        return v;
      }
    }
    // fast path: at most 15 digits and |exponent| <= 22, so that one multiplication or division
    // of two exactly representable doubles gives the correctly rounded value
    int i = s;
    boolean neg = i < e && b[i] == '-';
    if (neg) {
      i++;
    }
    long m = 0;
    int digits = 0;
    int d;
    while (i < e && (d = b[i] - '0') >= 0 && d <= 9) {
      m = m * 10 + d;
      digits++;
      i++;
    }
    int exp10 = 0;
    if (i < e && b[i] == '.' && digits > 0) {
      i++;
      int frac = i;
      while (i < e && (d = b[i] - '0') >= 0 && d <= 9) {
        m = m * 10 + d;
        digits++;
        i++;
      }
      if (i == frac) {
        return Double.NaN;
      }
      exp10 = frac - i;
    }
    if (i < e && (b[i] == 'e' || b[i] == 'E')) {
      i++;
      boolean eneg = i < e && b[i] == '-';
      if (eneg || (i < e && b[i] == '+')) {
        i++;
      }
      int x = 0;
      int xd = 0;
      while (i < e && (d = b[i] - '0') >= 0 && d <= 9 && xd < 4) {
        x = x * 10 + d;
        xd++;
        i++;
      }
      exp10 += xd == 0 ? 9999 : eneg ? -x : x;
    }
    if (i == e && digits > 0 && digits <= 15 && exp10 >= -22 && exp10 <= 22) {
      double v = exp10 >= 0 ? (double) m * POW10[exp10] : (double) m / POW10[-exp10];
      return neg ? -v : v;
    }
    return parseDoubleSlow(b, s, e);
  }

  /** Long mantissas, large exponents and bad syntax: check the syntax, then let the JDK round. */
  private static double parseDoubleSlow(byte[] b, int s, int e) {
    int i = s < e && b[s] == '-' ? s + 1 : s;
    int intStart = i;
    i = digits(b, i, e);
    if (i == intStart) {
      return Double.NaN;
    }
    if (i < e && b[i] == '.') {
      int fracStart = ++i;
      i = digits(b, i, e);
      if (i == fracStart) {
        return Double.NaN;
      }
    }
    if (i < e && (b[i] == 'e' || b[i] == 'E')) {
      i++;
      if (i < e && (b[i] == '-' || b[i] == '+')) {
        i++;
      }
      int expStart = i;
      i = digits(b, i, e);
      if (i == expStart) {
        return Double.NaN;
      }
    }
    if (i != e) {
      return Double.NaN;
    }
    double v = Double.parseDouble(Bytes.str(b, s, e));
    return Double.isInfinite(v) ? Double.NaN : v;
  }

  private static int digits(byte[] b, int i, int e) {
    while (i < e && b[i] >= '0' && b[i] <= '9') {
      i++;
    }
    return i;
  }
}
