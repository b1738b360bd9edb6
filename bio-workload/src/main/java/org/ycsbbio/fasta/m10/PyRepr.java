package org.ycsbbio.fasta.m10;

/** Python {@code repr()} of a str (used to reproduce Biopython's error texts). Stateless. */
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
}
