package org.ycsbbio.fasta.m10;

/**
 * Derives an alignment's fields once its block is complete (rules in {@code docs/fasta.md},
 * "Parsed fields"): score fields by key suffix (first occurrence wins), the aligned region cut
 * out of each side's sequence lines ({@code seq}, {@code al_cons}, or why it could not be:
 * {@code trimError}) and strands. One instance per reader (holds a scratch field); not
 * thread-safe.
 */
final class HspFinisher {
  private static final int FRAME = 0;
  private static final int SW_OPT = 1;
  private static final int NW_OPT = 2;
  private static final int OPT = 3;
  private static final int INITN = 4;
  private static final int INIT1 = 5;
  private static final int ZSCORE = 6;
  private static final int BITS = 7;
  private static final int EXPECT = 8;
  private static final int SCORE = 9;
  private static final int IDENT = 10;
  private static final int SIM = 11;
  private static final int OVERLAP = 12;
  private static final byte[][] SUFFIXES = {
    Bytes.ascii("frame"), Bytes.ascii("s-w opt"), Bytes.ascii("n-w opt"), Bytes.ascii("opt"),
    Bytes.ascii("initn"), Bytes.ascii("init1"), Bytes.ascii("z-score"), Bytes.ascii("bits"),
    Bytes.ascii("expect"), Bytes.ascii("score"), Bytes.ascii("ident"), Bytes.ascii("sim"),
    Bytes.ascii("overlap")};

  // score fields, in the order of M10Hsp's getters
  static final int F_FRAME = 0;
  static final int F_OPT = 1;
  static final int F_INITN = 2;
  static final int F_INIT1 = 3;
  static final int F_ZSCORE = 4;
  static final int F_BITS = 5;
  static final int F_EXPECT = 6;
  static final int F_SCORE = 7;
  static final int F_IDENT = 8;
  static final int F_SIM = 9;
  static final int F_OVERLAP = 10;

  private final int[] first = new int[SUFFIXES.length];
  /** Per score field, the KvList entry it is taken from, or -1. */
  private final int[] sources = new int[F_OVERLAP + 1];

  void finish(M10Hsp hsp, String program, String version, boolean tfast, ScoreTemplate template) {
    hsp.program = program;
    hsp.version = version;
    if (template.complete(hsp.raw)) {
      prefix(hsp);
    } else {
      scores(hsp);
      template.learn(hsp.raw, sources);
    }
    trimAll(hsp, tfast);
    strand(hsp.q);
    strand(hsp.h);
  }

  private static void prefix(M10Hsp hsp) {
    KvList raw = hsp.raw;
    hsp.hasPrefix = raw.size() > 0;
    if (hsp.hasPrefix) {
      hsp.prefix.set(raw.arena(), raw.keyOff(0), raw.aux(0) >>> 4);    // see tag()
    }
  }

  private void scores(M10Hsp hsp) {
    KvList raw = hsp.raw;
    java.util.Arrays.fill(first, -1);
    for (int i = 0; i < raw.size(); i++) {
      int k = (raw.aux(i) & 15) - 1;              // see tag(): suffix kind + 1
      if (k >= 0 && first[k] < 0) {
        first[k] = i;
      }
    }
    prefix(hsp);
    sources[F_FRAME] = first[FRAME];
    sources[F_OPT] = first[SW_OPT] >= 0 ? first[SW_OPT] : first[NW_OPT] >= 0 ? first[NW_OPT] : first[OPT];
    sources[F_INITN] = first[INITN];
    sources[F_INIT1] = first[INIT1];
    sources[F_ZSCORE] = first[ZSCORE];
    sources[F_BITS] = first[BITS];
    sources[F_EXPECT] = first[EXPECT];
    sources[F_SCORE] = first[SCORE];
    sources[F_IDENT] = first[IDENT];
    sources[F_SIM] = first[SIM];
    sources[F_OVERLAP] = first[OVERLAP];
    hsp.clearScores();
    byte[] a = raw.arena();
    for (int f = 0; f < sources.length; f++) {
      int i = sources[f];
      if (i >= 0) {
        assign(hsp, f, a, raw.valOff(i), raw.valEnd(i));
      }
    }
  }

  private static final int INT_FIELDS = 1 << F_OPT | 1 << F_INITN | 1 << F_INIT1 | 1 << F_SCORE | 1 << F_OVERLAP;

  /** True if score field f (F_*, or -1: none) is an int. */
  static boolean isInt(int f) {
    return f >= 0 && (INT_FIELDS >>> f & 1) != 0;
  }

  /** Sets score field f (F_*) from the value b[s, e) as written. */
  static void assign(M10Hsp hsp, int f, byte[] b, int s, int e) {
    switch (f) {
      case F_FRAME:
        hsp.hasFrame = true;
        hsp.frame.set(b, s, e - s);
        break;
      case F_ZSCORE: hsp.zScore = Numbers.parseDouble(b, s, e); break;
      case F_BITS: hsp.bits = Numbers.parseDouble(b, s, e); break;
      case F_EXPECT: hsp.expect = Numbers.parseDouble(b, s, e); break;
      case F_IDENT: hsp.ident = Numbers.parseDouble(b, s, e); break;
      case F_SIM: hsp.sim = Numbers.parseDouble(b, s, e); break;
      default: setInt(hsp, f, Numbers.parseInt(b, s, e)); break;
    }
  }

  /** Sets int score field f (see {@link #isInt}). */
  static void setInt(M10Hsp hsp, int f, int v) {
    switch (f) {
      case F_OPT: hsp.opt = v; break;
      case F_INITN: hsp.initn = v; break;
      case F_INIT1: hsp.init1 = v; break;
      case F_SCORE: hsp.score = v; break;
      default: hsp.overlap = v; break;
    }
  }

  /** KvList tag of a score key: suffix kind + 1 (low 4 bits), prefix length (the rest). */
  static int tag(byte[] a, int ks, int us, int ke) {
    return ((us - ks) << 4) | (suffix(a, us + 1, ke) + 1);
  }

  private static final long[] WORDS = new long[SUFFIXES.length];

  static {
    for (int k = 0; k < SUFFIXES.length; k++) {
      WORDS[k] = Bytes.word(SUFFIXES[k], 0, SUFFIXES[k].length);
    }
  }

  /** Kind of a score-key suffix (all are at most 8 bytes: one long compare), or -1. */
  private static int suffix(byte[] a, int s, int e) {
    int n = e - s;
    if (n < 3 || n > 7) {
      return -1;
    }
    long w = Bytes.word(a, s, e);          // zero padded: equal words imply equal lengths here
    switch (n) {
      case 3: return w == WORDS[OPT] ? OPT : w == WORDS[SIM] ? SIM : -1;
      case 4: return w == WORDS[BITS] ? BITS : -1;
      case 5: return w == WORDS[FRAME] ? FRAME : w == WORDS[SCORE] ? SCORE : w == WORDS[IDENT] ? IDENT
          : w == WORDS[INITN] ? INITN : w == WORDS[INIT1] ? INIT1 : -1;
      case 6: return w == WORDS[EXPECT] ? EXPECT : -1;
      default: return w == WORDS[SW_OPT] ? SW_OPT : w == WORDS[ZSCORE] ? ZSCORE : w == WORDS[OVERLAP] ? OVERLAP
          : w == WORDS[NW_OPT] ? NW_OPT : -1;
    }
  }

  /** Library side, then query side (the first failure is reported); al_cons is cut at the query side's start. */
  private void trimAll(M10Hsp hsp, boolean tfast) {
    long qstart = 0;
    String err = trim(hsp.h, tfast, "library");
    if (err == null) {
      err = trim(hsp.q, tfast, "query");
      if (err == null) {
        qstart = trimStart;
        int lq = cpLen(hsp.q.seq);
        int lh = cpLen(hsp.h.seq);
        if (lq != lh) {
          err = "aligned lengths differ: query " + lq + ", library " + lh;
        }
      }
    }
    hsp.trimError = err;
    if (hsp.hasCons) {
      M10Text c = hsp.alConsRaw;
      int from = byteIndex(c, qstart);
      hsp.alCons.view(c, from, c.byteLength());
    }
  }

  /** Start (code points) of the last successful trim. */
  private long trimStart;

  /** Cuts one side's aligned region out of its sequence lines; returns null or why not. */
  private String trim(M10SubBlock sb, boolean tfast, String side) {
    M10Text raw = sb.seqRaw;
    byte[] b = raw.array();
    int o = raw.byteOffset();
    int n = raw.byteLength();
    if (tfast) {
      sb.seq.view(raw, 0, n);
      sb.hasSeq = true;
      trimStart = 0;
      return null;
    }
    int lead = 0;
    while (lead < n && b[o + lead] == '-') {
      lead++;
    }
    int trail = 0;
    if (lead == n) {
      trail = n;
    } else {
      while (b[o + n - 1 - trail] == '-') {
        trail++;
      }
    }
    boolean ascii = true;
    long strippedLen;
    long dashes;
    if (lead == n) {
      strippedLen = 0;
      dashes = 0;
    } else if (sb.seqCounted) {                 // printable ASCII, '-' counted line by line
      strippedLen = n - lead - trail;
      dashes = sb.seqDashes - lead - trail;
    } else {
      long da = Bytes.dashesAndAscii(b, o + lead, o + n - trail);   // leading/trailing '-' are ASCII
      dashes = (int) da;
      ascii = (da >>> 32) == 0;
      strippedLen = ascii ? n - lead - trail : Bytes.cpCount(b, o + lead, o + n - trail);
    }
    raw.knownAscii(ascii);
    int start = sb.alStart;
    int stop = sb.alStop;
    int disp = sb.alDisplayStart;
    if (start == M10Hsp.NULL_INT || stop == M10Hsp.NULL_INT) {
      return side + " side: al_start or al_stop missing";
    }
    if (disp == M10Hsp.NULL_INT) {
      return side + " side: al_display_start missing";
    }
    long s;
    long e;
    if (start <= stop) {
      s = (long) start - disp;
      e = (long) stop - disp + 1;
    } else {
      s = (long) disp - start;
      e = (long) disp - stop + 1;
    }
    e += dashes;
    if (!(0 <= s && s < e && e <= strippedLen)) {
      return side + " side: aligned range [" + s + ":" + e + "] outside the " + strippedLen
          + " residues shown";
    }
    long total = ascii ? n : Bytes.cpCount(b, o, o + n);
    long s2 = s + lead;
    long e2 = e + lead - trail;
    if (e2 < 0) {
      e2 = Math.max(0, e2 + total);
    }
    s2 = Math.min(s2, total);
    e2 = Math.min(e2, total);
    if (e2 < s2) {
      e2 = s2;
    }
    int bs = ascii ? (int) s2 : Bytes.cpToByte(b, o, o + n, (int) s2);
    int be = ascii ? (int) e2 : Bytes.cpToByte(b, o, o + n, (int) e2);
    sb.seq.view(raw, bs, be);
    sb.hasSeq = true;
    trimStart = s2;
    return null;
  }

  private static int cpLen(M10Text t) {
    return t.isAscii() ? t.byteLength()
        : Bytes.cpCount(t.array(), t.byteOffset(), t.byteOffset() + t.byteLength());
  }

  private static int byteIndex(M10Text t, long cp) {
    if (cp == 0) {
      return 0;
    }
    if (t.isAscii()) {
      return (int) Math.min(cp, t.byteLength());
    }
    return Bytes.cpToByte(t.array(), t.byteOffset(), t.byteOffset() + t.byteLength(), (int) Math.min(cp, Integer.MAX_VALUE));
  }

  private static void strand(M10SubBlock sb) {
    if (sb.alStart == M10Hsp.NULL_INT || sb.alStop == M10Hsp.NULL_INT) {
      sb.strand = M10Hsp.NULL_INT;
    } else if (!(sb.hasSqType && sb.sqType.byteLength() == 1 && sb.sqType.array()[sb.sqType.byteOffset()] == 'D')) {
      sb.strand = 0;
    } else {
      sb.strand = sb.alStart <= sb.alStop ? 1 : -1;
    }
  }
}
