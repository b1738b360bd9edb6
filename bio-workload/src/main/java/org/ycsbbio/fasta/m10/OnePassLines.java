package org.ycsbbio.fasta.m10;

/**
 * Lines read in one pass over their bytes each, when they look exactly as FASTA writes them:
 * inside an alignment the score lines ({@link ScoreTemplate}), a sub-block's {@code >NAME ..}
 * line, attribute lines and sequence lines ({@link M10SubBlock#readKnownAttrs},
 * {@link M10SubBlock#readSeqLines}), the {@code ; al_cons:} line and the consensus lines, then
 * the {@code >>} or {@code >--} line that starts the next alignment; outside alignments and
 * parameter blocks, the lines the reader ignores. A line is taken only if it is complete in the
 * buffer, ends at a {@code '\n'} and has no control byte, no non-ASCII byte and no {@code '>'}
 * after its first byte (its first two for {@code >>}). For such a line the result is what
 * {@link LineBody}'s line-by-line path, which defines the rules, gives; any other line is left
 * to that path. Stateless.
 */
final class OnePassLines {
  private static final byte[] AL_CONS = Bytes.ascii("; al_cons");

  private OnePassLines() {
  }

  /**
   * Reads lines from {@code b[p]} (p &lt; limit) on while it can, in the reader's state as it
   * changes: {@code (lines read << 32) | position after them}.
   */
  static long read(M10Reader r, M10Hsp hsp, ScoreTemplate template, byte[] b, int p, int limit) {
    long lines = 0;
    while (p < limit) {
      int state = r.state();
      long x;
      if (state == M10Reader.ALN) {
        x = template.read(hsp, b, p, limit);
      } else if (state == M10Reader.CONS) {
        x = consLines(hsp, b, p, limit);
      } else {
        M10SubBlock side = state == M10Reader.Q ? hsp.q : hsp.h;
        x = side.readKnownAttrs(b, p, limit);
        long y = side.readSeqLines(b, (int) x, limit);
        x = (x & ~0xFFFFFFFFL) + y;
      }
      lines += x >>> 32;
      p = (int) x;
      if (p >= limit || state == M10Reader.CONS) {
        break;
      }
      int lf = b[p] == '>' ? subBlockLine(r, b, p, limit) : consLine(r, b, p, limit);
      if (lf < 0) {
        break;
      }
      lines++;
      p = lf + 1;
    }
    return lines << 32 | p;
  }

  /**
   * Lines outside alignments and parameter blocks that the reader ignores (statistics,
   * histogram, hit table, trailers): while a line does not start with '>' and has no '>' (which
   * a query title line has) it is skipped; {@code (lines << 32) | position after them}.
   */
  static long ignoredLines(byte[] b, int p, int limit) {
    long lines = 0;
    for (; p < limit && b[p] != '>'; lines++) {
      int lf = lineEnd(b, p, limit);
      if (lf < 0) {
        break;
      }
      p = lf + 1;
    }
    return lines << 32 | p;
  }

  /** Consensus lines: not starting with ';' ("; al_cons" starts over) or '>' (the next alignment). */
  private static long consLines(M10Hsp hsp, byte[] b, int p, int limit) {
    long lines = 0;
    for (; p < limit && b[p] != ';' && b[p] != '>'; lines++) {
      int lf = lineEnd(b, p, limit);
      if (lf < 0) {
        break;
      }
      hsp.alConsRaw.append(b, p, lf - p);       // kept whole, blanks included
      p = lf + 1;
    }
    return lines << 32 | p;
  }

  /**
   * The end of the line at {@code b[p]} if it starts the next alignment ({@code >>} but not
   * {@code >>>}, or {@code >--}) and is complete, ASCII and without '>' after its first two
   * bytes, else -1. The line is not handled here: it closes the current alignment first.
   */
  static int alignmentStart(byte[] b, int p, int limit) {
    if (b[p] != '>' || p + 2 >= limit || !((b[p + 1] == '>' && b[p + 2] != '>') || (b[p + 1] == '-' && b[p + 2] == '-'))) {
      return -1;
    }
    return lineEnd(b, p + 2, limit);
  }

  /** A {@code >NAME ..} line: not {@code >>} and not {@code >--}. */
  private static int subBlockLine(M10Reader r, byte[] b, int p, int limit) {
    if (p + 2 >= limit || b[p + 1] == '>' || (b[p + 1] == '-' && b[p + 2] == '-')) {
      return -1;
    }
    int lf = lineEnd(b, p + 1, limit);
    if (lf >= 0) {
      r.subBlockLine(b, p, lf);
    }
    return lf;
  }

  /** The {@code ; al_cons} line that starts the consensus lines. */
  private static int consLine(M10Reader r, byte[] b, int p, int limit) {
    if (b[p] != ';' || !Bytes.startsWith(b, p, limit, AL_CONS)) {
      return -1;
    }
    int lf = lineEnd(b, p, limit);
    if (lf >= 0) {
      r.consStart();
    }
    return lf;
  }

  /** The {@code '\n'} ending a line of printable ASCII and blanks without '>' from p on, or -1. */
  private static int lineEnd(byte[] b, int p, int limit) {
    int lf = Bytes.textEnd(b, p, limit, true);
    return lf < limit && b[lf] == '\n' ? lf : -1;
  }
}
