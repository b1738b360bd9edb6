package org.ycsbbio.fasta.m10;

/**
 * The error text Biopython 1.88's {@code fasta-m10} reader raises for an alignment whose aligned
 * region cannot be cut out (the corpus's expected parses keep it as {@code bp_error}), rebuilt
 * from the parsed fields. The parser itself reports such alignments with its own text
 * ({@link M10Hsp#trimError()}); this class exists to compare with the corpus. Stateless.
 */
final class BiopythonErrors {
  private BiopythonErrors() {
  }

  /** Null when the parser cut both sides out; else Biopython's text (library side checked first). */
  static String text(M10Hsp h) {
    if (h.trimError() == null) {
      return null;
    }
    boolean tfast = h.program() != null && h.program().contains("tfast");
    String err = tfast ? null : side(h.h());
    if (err == null && !tfast) {
      err = side(h.q());
    }
    if (err == null) {
      err = "Length mismatch: " + h.q().seq().toString().codePointCount(0, h.q().seq().toString().length())
          + " " + h.h().seq().toString().codePointCount(0, h.h().seq().toString().length());
    }
    return err;
  }

  private static String side(M10SubBlock sb) {
    boolean ns = !sb.hasAlStart();
    boolean np = !sb.hasAlStop();
    if (ns || np) {
      return "'<=' not supported between instances of '" + (ns ? "NoneType" : "int") + "' and '"
          + (np ? "NoneType" : "int") + "'";
    }
    String raw = sb.seqRaw().toString();
    String stripped = strip(raw);
    long dashes = stripped.chars().filter(c -> c == '-').count();
    long s;
    long e;
    if (sb.alStart() <= sb.alStop()) {
      if (!sb.hasAlDisplayStart()) {
        return "unsupported operand type(s) for -: 'int' and 'NoneType'";
      }
      s = (long) sb.alStart() - sb.alDisplayStart();
      e = (long) sb.alStop() - sb.alDisplayStart() + 1;
    } else {
      if (!sb.hasAlDisplayStart()) {
        return "unsupported operand type(s) for -: 'NoneType' and 'int'";
      }
      s = (long) sb.alDisplayStart() - sb.alStart();
      e = (long) sb.alDisplayStart() - sb.alStop() + 1;
    }
    e += dashes;
    long len = stripped.codePointCount(0, stripped.length());
    if (!(0 <= s && s < e && e <= len)) {
      return "Problem with sequence start/stop " + PyRepr.str(raw) + "[" + s + ":" + e + "]";
    }
    return null;
  }

  /** Python's {@code raw.strip("-")}. */
  private static String strip(String raw) {
    int a = 0;
    int z = raw.length();
    while (a < z && raw.charAt(a) == '-') {
      a++;
    }
    while (z > a && raw.charAt(z - 1) == '-') {
      z--;
    }
    return raw.substring(a, z);
  }
}
