package org.ycsbbio.fasta.m10;


/**
 * Number parsing straight from bytes with the semantics of Python's {@code int()} / {@code float()}
 * (as the oracle's {@code _int} / {@code _float}: unparsable, NaN and infinite give "null"), and
 * Python's {@code repr(float)} for output. Stateless.
 */
final class PyNum {
  /** "null" for int fields; also used for values outside the int range. */
  static final int NULL_INT = Integer.MIN_VALUE;

  private static final double[] POW10 = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

  private PyNum() {
  }

  /** Python int() of the stripped value [s,e): optional sign, ASCII digits, single '_' between digits. */
  static int parseInt(byte[] b, int s, int e) {
    int v = 0;
    if (e - s <= 9) {                      // fast path: plain digits, no overflow possible
      for (int i = s; i < e; i++) {
        int d = b[i] - '0';
        if (d < 0 || d > 9) {
          return parseIntSlow(b, s, e);
        }
        v = v * 10 + d;
      }
      if (e > s) {
        return v;
      }
    }
    return parseIntSlow(b, s, e);
  }

  private static int parseIntSlow(byte[] b, int s, int e) {
    if (s >= e) {
      return NULL_INT;
    }
    boolean neg = false;
    int c = b[s];
    if (c == '-' || c == '+') {
      neg = c == '-';
      s++;
    }
    if (s >= e) {
      return NULL_INT;
    }
    long v = 0;
    boolean lastDigit = false;
    for (int i = s; i < e; i++) {
      c = b[i];
      if (c >= '0' && c <= '9') {
        v = v * 10 + (c - '0');
        if (v > 0x80000000L) {
          return NULL_INT;
        }
        lastDigit = true;
      } else if (c == '_' && lastDigit && i + 1 < e) {
        lastDigit = false;
      } else {
        return NULL_INT;
      }
    }
    if (!lastDigit) {
      return NULL_INT;
    }
    v = neg ? -v : v;
    return v < Integer.MIN_VALUE + 1 || v > Integer.MAX_VALUE ? NULL_INT : (int) v;
  }

  /** Python float() of the stripped value [s,e); NaN for "null" (unparsable, nan, +-inf, overflow). */
  static double parseDouble(byte[] b, int s, int e) {
    // fast path for [-]DIGITS[.DIGITS][e[+-]DIGITS] with at most 15 digits and |exponent| <= 22
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
    if (i < e && b[i] == '.') {
      i++;
      while (i < e && (d = b[i] - '0') >= 0 && d <= 9) {
        m = m * 10 + d;
        digits++;
        exp10--;
        i++;
      }
    }
    if (i < e && (b[i] == 'e' || b[i] == 'E') && i + 1 < e) {
      i++;
      boolean eneg = b[i] == '-';
      if (eneg || b[i] == '+') {
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
    return parseDoubleGeneral(b, s, e);
  }

  private static double parseDoubleGeneral(byte[] b, int s, int e) {
    int i = s;
    if (i >= e) {
      return Double.NaN;
    }
    boolean neg = false;
    if (b[i] == '-' || b[i] == '+') {
      neg = b[i] == '-';
      i++;
    }
    long mant = 0;
    int sig = 0;          // significant digits accumulated into mant
    int exp10 = 0;        // decimal exponent adjustment
    int digits = 0;       // all mantissa digits seen
    boolean underscores = false;
    int prev = 0;         // previous byte class: 0 start, 1 digit, 2 '_', 3 '.'
    boolean dot = false;
    for (; i < e; i++) {
      int c = b[i];
      if (c >= '0' && c <= '9') {
        if (sig > 0 || c != '0') {
          if (sig < 18) {
            mant = mant * 10 + (c - '0');
            sig++;
            if (dot) {
              exp10--;
            }
          } else {
            sig++;
            if (!dot) {
              exp10++;
            }
          }
        } else if (dot) {
          exp10--;
        }
        digits++;
        prev = 1;
      } else if (c == '_' && prev == 1 && i + 1 < e && b[i + 1] >= '0' && b[i + 1] <= '9') {
        underscores = true;
        prev = 2;
      } else if (c == '.' && !dot) {
        dot = true;
        prev = 3;
      } else {
        break;
      }
    }
    if (digits == 0) {
      return Double.NaN;   // also "inf" / "nan": null for the oracle
    }
    if (i < e) {
      int c = b[i];
      if (c != 'e' && c != 'E') {
        return Double.NaN;
      }
      i++;
      boolean eneg = false;
      if (i < e && (b[i] == '-' || b[i] == '+')) {
        eneg = b[i] == '-';
        i++;
      }
      if (i >= e) {
        return Double.NaN;
      }
      int ex = 0;
      boolean lastDigit = false;
      for (; i < e; i++) {
        c = b[i];
        if (c >= '0' && c <= '9') {
          if (ex < 100000) {
            ex = ex * 10 + (c - '0');
          }
          lastDigit = true;
        } else if (c == '_' && lastDigit && i + 1 < e) {
          underscores = true;
          lastDigit = false;
        } else {
          return Double.NaN;
        }
      }
      if (!lastDigit) {
        return Double.NaN;
      }
      exp10 += eneg ? -ex : ex;
    }
    double v;
    if (sig <= 15 && exp10 >= -22 && exp10 <= 22) {
      v = exp10 >= 0 ? (double) mant * POW10[exp10] : (double) mant / POW10[-exp10];
      if (neg) {
        v = -v;
      }
    } else {
      String t = Bytes.str(b, s, e);
      v = Double.parseDouble(underscores ? t.replace("_", "") : t);
    }
    return Double.isInfinite(v) ? Double.NaN : v;
  }

  /** Python repr() of a finite double (shortest round-trip digits; 'e' form below 1e-4 or from 1e16). */
  static String repr(double d) {
    if (d == 0) {
      return (Double.doubleToRawLongBits(d) < 0) ? "-0.0" : "0.0";
    }
    StringBuilder digits = new StringBuilder(20);
    int decpt = shortestDigits(Math.abs(d), digits);
    StringBuilder out = new StringBuilder(24);
    if (d < 0) {
      out.append('-');
    }
    int n = digits.length();
    if (decpt <= -4 || decpt > 16) {
      out.append(digits.charAt(0));
      if (n > 1) {
        out.append('.').append(digits, 1, n);
      }
      int x = decpt - 1;
      out.append('e').append(x < 0 ? '-' : '+');
      int ax = Math.abs(x);
      if (ax < 10) {
        out.append('0');
      }
      out.append(ax);
    } else if (decpt <= 0) {
      out.append("0.");
      for (int k = 0; k < -decpt; k++) {
        out.append('0');
      }
      out.append(digits);
    } else if (decpt >= n) {
      out.append(digits);
      for (int k = n; k < decpt; k++) {
        out.append('0');
      }
      out.append(".0");
    } else {
      out.append(digits, 0, decpt).append('.').append(digits, decpt, n);
    }
    return out.toString();
  }

  /**
   * Significant digits of x &gt; 0 (no trailing zeros) into sb; returns decpt such that
   * x = 0.DIGITS * 10^decpt. Uses Double.toString and, for long outputs (Java 17 is not always
   * shortest), tries shorter correctly rounded candidates.
   */
  private static int shortestDigits(double x, StringBuilder sb) {
    String t = Double.toString(x);
    int ePos = t.indexOf('E');
    String mant = ePos < 0 ? t : t.substring(0, ePos);
    int exp = ePos < 0 ? 0 : Integer.parseInt(t.substring(ePos + 1));
    int dot = mant.indexOf('.');
    String intPart = mant.substring(0, dot);
    String frac = mant.substring(dot + 1);
    String all = intPart + frac;
    int lead = 0;
    while (lead < all.length() - 1 && all.charAt(lead) == '0') {
      lead++;
    }
    int decpt = intPart.length() + exp - lead;
    String dg = all.substring(lead);
    int end = dg.length();
    while (end > 1 && dg.charAt(end - 1) == '0') {
      end--;
    }
    dg = dg.substring(0, end);
    // Java 17's Double.toString is not always the shortest (4.9E-324 for 5e-324): shorten while
    // the digit string rounded to one digit less still reads back as x.
    while (dg.length() > 1) {
      int p = dg.length() - 1;
      StringBuilder r = new StringBuilder(dg.substring(0, p));
      int rdecpt = decpt;
      if (dg.charAt(p) >= '5') {
        int k = p - 1;
        while (k >= 0 && r.charAt(k) == '9') {
          r.setCharAt(k, '0');
          k--;
        }
        if (k < 0) {
          r.insert(0, '1');
          r.setLength(p);
          rdecpt++;
        } else {
          r.setCharAt(k, (char) (r.charAt(k) + 1));
        }
      }
      if (Double.parseDouble("0." + r + "E" + rdecpt) != x) {
        break;
      }
      int re = r.length();
      while (re > 1 && r.charAt(re - 1) == '0') {
        re--;
      }
      dg = r.substring(0, re);
      decpt = rdecpt;
    }
    sb.append(dg);
    return decpt;
  }
}
