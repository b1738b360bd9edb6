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

  /** The integer [s,e) (already stripped of blanks), or {@link #NULL_INT}. */
  static int parseInt(byte[] b, int s, int e) {
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
    int i = s;
    boolean neg = i < e && b[i] == '-';
    if (neg) {
      i++;
    }
    long m = 0;
    int digits = 0;
    int d;
    while (i < e && (d = b[i] - '0') >= 0 && d <= 9) {
      if (digits < 18) {
        m = m * 10 + d;
      }
      digits++;
      i++;
    }
    if (digits == 0) {
      return Double.NaN;
    }
    int exp10 = 0;
    if (i < e && b[i] == '.') {
      i++;
      int frac = 0;
      while (i < e && (d = b[i] - '0') >= 0 && d <= 9) {
        if (digits < 18) {
          m = m * 10 + d;
          exp10--;
        }
        digits++;
        frac++;
        i++;
      }
      if (frac == 0) {
        return Double.NaN;
      }
    }
    if (i < e && (b[i] == 'e' || b[i] == 'E')) {
      i++;
      boolean eneg = i < e && b[i] == '-';
      if (eneg || (i < e && b[i] == '+')) {
        i++;
      }
      int x = 0;
      int xd = 0;
      while (i < e && (d = b[i] - '0') >= 0 && d <= 9) {
        x = Math.min(x * 10 + d, 99_999);
        xd++;
        i++;
      }
      if (xd == 0) {
        return Double.NaN;
      }
      exp10 += eneg ? -x : x;
    }
    if (i != e) {
      return Double.NaN;
    }
    double v;
    if (digits <= 15 && exp10 >= -22 && exp10 <= 22) {
      // exact: both operands are exactly representable, so one rounding (Clinger's fast path)
      v = exp10 >= 0 ? (double) m * POW10[exp10] : (double) m / POW10[-exp10];
    } else {
      v = Double.parseDouble(Bytes.str(b, neg ? s + 1 : s, e));   // syntax checked above
    }
    if (Double.isInfinite(v)) {
      return Double.NaN;
    }
    return neg ? -v : v;
  }
}
