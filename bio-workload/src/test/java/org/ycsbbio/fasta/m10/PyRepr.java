package org.ycsbbio.fasta.m10;

/**
 * Python's {@code repr()} of a str and of a float, for the test-side writer that reproduces the
 * corpus's expected parses byte for byte ({@link OracleJsonWriter}, {@link BiopythonErrors}).
 * Stateless.
 */
final class PyRepr {
  private PyRepr() {
  }

  static String str(String s) {
    char quote = s.indexOf('\'') >= 0 && s.indexOf('"') < 0 ? '"' : '\'';
    StringBuilder sb = new StringBuilder(s.length() + 2);
    sb.append(quote);
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      i += Character.charCount(cp);
      if (cp == quote || cp == '\\') {
        sb.append('\\').appendCodePoint(cp);
      } else if (cp == '\t') {
        sb.append("\\t");
      } else if (cp == '\n') {
        sb.append("\\n");
      } else if (cp == '\r') {
        sb.append("\\r");
      } else if (cp < 0x20 || cp == 0x7F) {
        sb.append(String.format("\\x%02x", cp));
      } else if (cp < 0x7F || printable(cp)) {
        sb.appendCodePoint(cp);
      } else if (cp <= 0xFF) {
        sb.append(String.format("\\x%02x", cp));
      } else if (cp <= 0xFFFF) {
        sb.append(String.format("\\u%04x", cp));
      } else {
        sb.append(String.format("\\U%08x", cp));
      }
    }
    return sb.append(quote).toString();
  }

  /** Python str.isprintable() for one non-ASCII code point. */
  private static boolean printable(int cp) {
    switch (Character.getType(cp)) {
      case Character.CONTROL:
      case Character.FORMAT:
      case Character.SURROGATE:
      case Character.PRIVATE_USE:
      case Character.UNASSIGNED:
      case Character.LINE_SEPARATOR:
      case Character.PARAGRAPH_SEPARATOR:
      case Character.SPACE_SEPARATOR:
        return false;
      default:
        return true;
    }
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
