package org.ycsbbio.fasta.m10;

/**
 * The per-line part of the {@link M10Reader} state machine, tests in this order:
 * query title, end markers, {@code >>>} block, {@code >>} hit, {@code >--} repeat,
 * {@code >NAME ..} sub-block, parameter lines, {@code ; al_cons}, score lines, sub-block
 * {@code ; key: value} and sequence lines, consensus lines. Hot path: no regex, no Strings
 * except for the rare block/parameter lines. Stateless.
 */
final class LineBody {
  private static final byte[] AL_CONS = Bytes.ascii("; al_cons");
  private static final byte[] END_MARK = Bytes.ascii(">>>///");
  private static final byte[] QEND_MARK = Bytes.ascii(">>><<<");

  private LineBody() {
  }

  static boolean startsTripleGt(byte[] b, int s, int e) {
    return e - s >= 3 && b[s] == '>' && b[s + 1] == '>' && b[s + 2] == '>';
  }

  static void handle(M10Reader r, byte[] b, int s, int e) {
    if (r.qtop()) {
      r.titleLine(b, s, e);
      return;
    }
    int n = e - s;
    int b0 = n > 0 ? b[s] : -1;
    if (b0 == '>') {
      int b1 = n > 1 ? b[s + 1] : -1;
      if (b1 == '>') {
        if (n > 2 && b[s + 2] == '>') {
          int se = Bytes.stripEnd(b, s, e);
          if (Bytes.equals(b, s, se, END_MARK)) {
            r.endMarker();
          } else if (Bytes.equals(b, s, se, QEND_MARK)) {
            r.queryEndMarker();
          } else {
            r.blockStart(b, s, e);
          }
        } else {
          r.hitLine(b, s, e);
        }
        return;
      }
      if (b1 == '-' && n > 2 && b[s + 2] == '-') {
        r.repeatLine();
        return;
      }
      if (r.hspOpen()) {
        r.subBlockLine(b, s, e);
        return;
      }
    }
    int state = r.state();
    if (state == M10Reader.QPARAMS) {
      int ks = after2(b, s, e);
      int colon = Bytes.indexOf(b, ks, e, (byte) ':');
      int ke = colon < 0 ? e : colon;
      int vs = colon < 0 ? e : colon + 1;
      int a = Bytes.stripStart(b, ks, ke);
      int c = Bytes.stripStart(b, vs, e);
      r.param(Bytes.str(b, a, Bytes.stripEnd(b, a, ke)), Bytes.str(b, c, Bytes.stripEnd(b, c, e)));
      return;
    }
    if (!r.hspOpen()) {
      return;
    }
    M10Hsp hsp = r.hspInProgress();
    if (b0 == ';') {
      if (n >= 9 && b[s + 1] == ' ' && b[s + 2] == 'a' && b[s + 5] == 'c' && Bytes.startsWith(b, s, e, AL_CONS)) {
        r.consStart();
      } else if (state == M10Reader.ALN) {
        scoreLine(hsp, b, s, e);
      } else if (state == M10Reader.Q || state == M10Reader.H) {
        M10SubBlock side = state == M10Reader.Q ? hsp.q : hsp.h;
        if (!side.knownAttr(b, s, e)) {
          subBlockAttr(side, b, s, e);
        }
      } else if (state == M10Reader.CONS) {
        hsp.alConsRaw.append(b, s, n);
      }
      return;
    }
    if (state == M10Reader.Q || state == M10Reader.H) {
      M10SubBlock side = state == M10Reader.Q ? hsp.q : hsp.h;
      side.seqCounted = false;
      M10Text seq = side.seqRaw;
      if (n > 0 && b0 > ' ' && b[e - 1] > ' ') {
        seq.append(b, s, n);                  // nothing to strip (fast path)
      } else {
        int a = Bytes.stripStart(b, s, e);
        seq.append(b, a, Bytes.stripEnd(b, a, e) - a);
      }
    } else if (state == M10Reader.CONS) {
      hsp.alConsRaw.append(b, s, n);
    }
  }

  /** Key and value around the first {@code :} after the line's first two characters, both stripped. */
  private static void subBlockAttr(M10SubBlock side, byte[] b, int s, int e) {
    int ks = after2(b, s, e);
    int colon = Bytes.indexOf(b, ks, e, (byte) ':');
    int ke = colon < 0 ? e : colon;
    int vs = colon < 0 ? e : colon + 1;
    int a = Bytes.stripStart(b, ks, ke);
    int c = Bytes.stripStart(b, vs, e);
    side.attr(b, a, Bytes.stripEnd(b, a, ke), c, Bytes.stripEnd(b, c, e));
  }

  /** {@code ^; ([a-z0-9]+)_([^:]+):\s*(.*)$} on the stripped line; key = groups 1_2, value stripped. */
  private static void scoreLine(M10Hsp hsp, byte[] b, int s, int e) {
    // scanning the unstripped line gives the same groups: the value is stripped anyway
    int le = e;
    if (le - s < 2 || b[s + 1] != ' ') {
      return;
    }
    int i = s + 2;
    while (i < le && ((b[i] >= 'a' && b[i] <= 'z') || (b[i] >= '0' && b[i] <= '9'))) {
      i++;
    }
    if (i == s + 2 || i >= le || b[i] != '_') {
      return;
    }
    int g2 = ++i;
    while (i < le && b[i] != ':') {
      i++;
    }
    if (i == g2 || i >= le) {
      return;
    }
    int vs = Bytes.stripStart(b, i + 1, le);
    hsp.raw.put(b, s + 2, i, vs, Bytes.stripEnd(b, vs, le), HspFinisher.tag(b, s + 2, g2 - 1, i));
  }

  /** Where the line's third character starts (the second character may be multi-byte). */
  private static int after2(byte[] b, int s, int e) {
    if (e - s < 2) {
      return e;
    }
    int c = b[s + 1] & 0xFF;
    int len = c < 0x80 ? 1 : Math.max(1, Bytes.seqLen(c));
    return Math.min(e, s + 1 + len);
  }
}
