package org.ycsbbio.fasta.m10;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parsing of the rare, irregular lines (preamble, query title, library line); rules in
 * {@code docs/fasta.md}. Regular expressions are used here only: these lines occur a few times per
 * query. Stateless.
 */
final class TextLines {
  /** Whitespace as {@link Bytes#isSpace}: Unicode whitespace plus \x1c-\x1f. */
  private static final String WS = "[\\s\\x1c-\\x1f]";
  /** A query title line {@code N>>>ID DESC - LEN nt|aa [(NOTE)]}, searched anywhere in the line. */
  static final Pattern QLINE = Pattern.compile(">>>(.+?)" + WS + "+(.*?) *- (\\d+) (aa|nt)(?: \\(([^()]*)\\))?"
      + WS + "*$", Pattern.UNIX_LINES | Pattern.UNICODE_CHARACTER_CLASS);

  private TextLines() {
  }

  /**
   * The program flavour {@code t?fast[afmsxy]|pr[sf][sx]|lalign|[gs]?[glso]search} matched at
   * the start of the lower-cased line; null if no match.
   */
  static String flavour(byte[] b, int s, int e) {
    int n = Math.min(e - s, 8);
    char[] c = new char[n];
    for (int i = 0; i < n; i++) {
      int x = b[s + i];
      c[i] = (char) (x >= 'A' && x <= 'Z' ? x + 32 : x & 0xFF);
    }
    String t = new String(c);
    if (t.startsWith("tfast") && n >= 6 && "afmsxy".indexOf(c[5]) >= 0) {
      return t.substring(0, 6);
    }
    if (t.startsWith("fast") && n >= 5 && "afmsxy".indexOf(c[4]) >= 0) {
      return t.substring(0, 5);
    }
    if (n >= 4 && c[0] == 'p' && c[1] == 'r' && (c[2] == 's' || c[2] == 'f') && (c[3] == 's' || c[3] == 'x')) {
      return t.substring(0, 4);
    }
    if (t.startsWith("lalign")) {
      return t.substring(0, 6);
    }
    if (n >= 8 && (c[0] == 'g' || c[0] == 's') && "glso".indexOf(c[1]) >= 0 && t.startsWith("search", 2)) {
      return t.substring(0, 8);
    }
    if (n >= 7 && "glso".indexOf(c[0]) >= 0 && t.startsWith("search", 1)) {
      return t.substring(0, 7);
    }
    return null;
  }

  /** The third part of the line split at every single space, or null if there are fewer than 3. */
  static String version(byte[] b, int s, int e) {
    int part = 0;
    int ps = s;
    for (int i = s; i <= e; i++) {
      if (i == e || b[i] == ' ') {
        if (part == 2) {
          return Bytes.str(b, ps, i);
        }
        part++;
        ps = i + 1;
      }
    }
    return null;
  }

  /** The second space-separated token, stripped, or null if there are fewer than 2 tokens. */
  static String target(byte[] b, int s, int e) {
    int tok = 0;
    int i = s;
    while (i < e) {
      while (i < e && b[i] == ' ') {
        i++;
      }
      if (i >= e) {
        break;
      }
      int ts = i;
      while (i < e && b[i] != ' ') {
        i++;
      }
      if (tok == 1) {
        int a = Bytes.stripStart(b, ts, i);
        return Bytes.str(b, a, Bytes.stripEnd(b, a, i));
      }
      tok++;
    }
    return null;
  }

  /** Parses a query title line {@code "  N>>>ID DESC - LEN nt"}; previousIndex for a missing N. */
  static M10Query title(byte[] b, int s, int e, int previousIndex, String program, String version,
              String source, long lineNo) {
    String line = Bytes.str(b, s, e);
    Matcher m = QLINE.matcher(line);
    if (!m.find()) {
      throw new M10FormatException(source, lineNo, "malformed query title line " + Bytes.excerpt(b, s, e)
          + ": expected \"  N>>>ID DESCRIPTION - LENGTH nt\" (or aa)");
    }
    int gt = Bytes.indexOfTripleGt(b, s, e);
    int ps = Bytes.stripStart(b, s, gt);
    int pe = Bytes.stripEnd(b, ps, gt);
    int index = 0;
    if (pe > ps) {
      index = Numbers.parseInt(b, ps, pe);
      if (index == Numbers.NULL_INT) {
        throw new M10FormatException(source, lineNo, "malformed query title line " + Bytes.excerpt(b, s, e)
            + ": expected a query number before \">>>\"");
      }
    }
    if (index == 0) {
      index = previousIndex + 1;
    }
    int len;
    try {
      len = Integer.parseInt(m.group(3));
    } catch (NumberFormatException ex) {
      throw new M10FormatException(source, lineNo, "query length out of range in " + Bytes.excerpt(b, s, e));
    }
    return new M10Query(index, m.group(1), m.group(2), len, m.group(4), m.group(5), program, version, null, null,
        java.util.List.of());
  }
}
