package org.ycsbbio.fasta.m10;

import java.util.Map;

/**
 * The query ({@code q_}) or library ({@code h_}) side of an alignment: the {@code >NAME ..} line,
 * its {@code ; sq_* / al_*} lines and its sequence lines. Part of a reused {@link M10Hsp}: valid
 * until the next {@link M10Reader#next()}; not thread-safe. Absent int values are
 * {@link M10Hsp#NULL_INT} (test with the {@code hasX()} methods).
 */
public final class M10SubBlock {
  private static final long SQ_LEN = Bytes.word("sq_len");
  private static final long SQ_OFFSE = Bytes.word("sq_offse");
  private static final long SQ_TYPE = Bytes.word("sq_type");
  private static final long AL_START = Bytes.word("al_start");
  private static final long AL_STOP = Bytes.word("al_stop");
  private static final long AL_DISPL = Bytes.word("al_displ");
  private static final long AY_START = Bytes.word("ay_start");
  private static final long L_SQ_LEN = Bytes.word("; sq_len");
  private static final long L_SQ_OFF = Bytes.word("; sq_off");
  private static final long L_SQ_TYP = Bytes.word("; sq_typ");
  private static final long L_AL_STA = Bytes.word("; al_sta");
  private static final long L_AL_STO = Bytes.word("; al_sto");
  private static final long L_AL_DIS = Bytes.word("; al_dis");
  private static final long PLAY_STA = Bytes.word("play_sta");

  boolean present;
  final M10Text name = new M10Text(64);
  int sqLen;
  int sqOffset;
  boolean hasSqType;
  final M10Text sqType = new M10Text(8);
  int alStart;
  int alStop;
  int alDisplayStart;
  final M10Text seqRaw = new M10Text(4096);
  /** The '-' in seqRaw, counted while all its lines came through {@link #readSeqLines} (seqCounted). */
  int seqDashes;
  boolean seqCounted;
  boolean hasSeq;
  final M10Text seq = new M10Text(8);
  int strand;
  final KvList extra = new KvList();

  M10SubBlock() {
    reset();
  }

  void reset() {
    present = false;            // name and sqType keep their bytes (and decoded String) for reuse
    sqLen = sqOffset = alStart = alStop = alDisplayStart = strand = M10Hsp.NULL_INT;
    hasSqType = false;
    seqRaw.clear();
    seqDashes = 0;
    seqCounted = true;
    hasSeq = false;
    extra.clear();
  }

  /**
   * Fast path for the six lines FASTA writes after {@code >NAME ..} ({@code "; sq_len: 3196"} ...):
   * recognised by whole-word compares; false for any other line (then use {@link #attr}).
   */
  boolean knownAttr(byte[] b, int s, int e) {
    int k = knownKey(b, s, e - s);
    if (k < 0) {
      return false;
    }
    int a = Bytes.stripStart(b, s + (k >>> 3), e);
    setKnown(k & 7, b, a, Bytes.stripEnd(b, a, e));
    return true;
  }

  /**
   * {@link #knownAttr} in one pass over each line, for the lines from {@code b[p]} on while they
   * are among the six, each with its value one run of printable ASCII right before its
   * {@code '\n'} (before {@code limit}); returns {@code (lines taken << 32) | position after them}.
   */
  long readKnownAttrs(byte[] b, int p, int limit) {
    long lines = 0;
    for (; p < limit && b[p] == ';'; lines++) {
      int k = knownKey(b, p, limit - p);        // the line is at least this long if it qualifies
      if (k < 0) {
        break;
      }
      int vs = p + (k >>> 3);
      while (vs < limit && b[vs] == ' ') {
        vs++;
      }
      int which = k & 7;
      int digits = which != 4 ? Numbers.digitsBeforeLf(b, vs, limit) : -1;
      if (digits > 0) {
        setInt(which, Numbers.digitsValue(b, vs, digits));
        p = vs + digits + 1;
      } else {
        int ve = Bytes.valueEnd(b, vs, limit);
        if (ve < 0) {
          break;
        }
        setKnown(which, b, vs, ve);
        p = ve + 1;
      }
    }
    return lines << 32 | p;
  }

  /**
   * The sequence lines from {@code b[p]} on, in one pass each, while each is one run of printable
   * ASCII other than {@code '>'} and {@code ';'} first, right before its {@code '\n'} (before
   * {@code limit}): appended to {@link #seqRaw} whole (nothing to strip) and their '-' counted;
   * returns {@code (lines taken << 32) | position after them}.
   */
  long readSeqLines(byte[] b, int p, int limit) {
    long lines = 0;
    for (; p < limit && b[p] != ';'; lines++) {
      long x = Bytes.seqLineEnd(b, p, limit);
      if (x < 0) {
        break;
      }
      int lf = (int) x;
      seqRaw.append(b, p, lf - p);
      seqDashes += (int) (x >>> 32);
      p = lf + 1;
    }
    return lines << 32 | p;
  }

  /**
   * Which of the six lines {@code b[s, s+n)} starts with: (length of {@code "; key:"} &lt;&lt; 3) |
   * which (0 sq_len, 1 al_start, 2 al_stop, 3 sq_offset, 4 sq_type, 5 al_display_start), or -1.
   */
  private static int knownKey(byte[] b, int s, int n) {
    if (n < 10) {
      return -1;
    }
    long w = (long) Bytes.LONGS.get(b, s);      // n >= 10: 8 bytes readable
    if (w == L_SQ_LEN && b[s + 8] == ':') {
      return 9 << 3;
    } else if (w == L_AL_STA && n >= 11 && b[s + 8] == 'r' && b[s + 9] == 't' && b[s + 10] == ':') {
      return 11 << 3 | 1;
    } else if (w == L_AL_STO && b[s + 8] == 'p' && b[s + 9] == ':') {
      return 10 << 3 | 2;
    } else if (w == L_SQ_OFF && n >= 12 && b[s + 8] == 's' && b[s + 9] == 'e' && b[s + 10] == 't' && b[s + 11] == ':') {
      return 12 << 3 | 3;
    } else if (w == L_SQ_TYP && b[s + 8] == 'e' && b[s + 9] == ':') {
      return 10 << 3 | 4;
    } else if (w == L_AL_DIS && n >= 19 && (long) Bytes.LONGS.get(b, s + 8) == PLAY_STA && b[s + 16] == 'r'
        && b[s + 17] == 't' && b[s + 18] == ':') {
      return 19 << 3 | 5;
    }
    return -1;
  }

  private void setKnown(int which, byte[] b, int a, int z) {
    if (which == 4) {
      hasSqType = true;
      sqType.set(b, a, z - a);
    } else {
      setInt(which, Numbers.parseInt(b, a, z));
    }
  }

  private void setInt(int which, int v) {
    switch (which) {
      case 0: sqLen = v; break;
      case 1: alStart = v; break;
      case 2: alStop = v; break;
      case 3: sqOffset = v; break;
      default: alDisplayStart = v; break;
    }
  }

  /** One {@code ; key: value} line (key and value already stripped); later lines win. */
  void attr(byte[] b, int ks, int ke, int vs, int ve) {
    long w = Bytes.word(b, ks, ke);
    switch (ke - ks) {
      case 6:
        if (w == SQ_LEN) {
          sqLen = Numbers.parseInt(b, vs, ve);
          return;
        }
        break;
      case 9:
        if (w == SQ_OFFSE && b[ks + 8] == 't') {
          sqOffset = Numbers.parseInt(b, vs, ve);
          return;
        }
        break;
      case 7:
        if (w == SQ_TYPE) {
          hasSqType = true;
          sqType.set(b, vs, ve - vs);
          return;
        }
        if (w == AL_STOP) {
          alStop = Numbers.parseInt(b, vs, ve);
          return;
        }
        break;
      case 8:
        if (w == AL_START) {
          alStart = Numbers.parseInt(b, vs, ve);
          return;
        }
        break;
      case 16:
        if (w == AL_DISPL && Bytes.word(b, ks + 8, ke) == AY_START) {
          alDisplayStart = Numbers.parseInt(b, vs, ve);
          return;
        }
        break;
      default:
        break;
    }
    extra.put(b, ks, ke, vs, ve);
  }

  /** Text after {@code ">"} up to the last {@code " .."}, stripped; null if the sub-block is absent. */
  public String name() {
    return present ? name.toString() : null;
  }

  /** {@code ; sq_len}. */
  public int sqLen() {
    return sqLen;
  }

  /** True unless the sqLen value is absent or unparsable. */
  public boolean hasSqLen() {
    return sqLen != M10Hsp.NULL_INT;
  }

  /** {@code ; sq_offset} ({@code sq_len + 1} for a reverse-complemented query). */
  public int sqOffset() {
    return sqOffset;
  }

  /** True unless the sqOffset value is absent or unparsable. */
  public boolean hasSqOffset() {
    return sqOffset != M10Hsp.NULL_INT;
  }

  /** {@code ; sq_type} ({@code "D"} DNA, {@code "p"} protein), or null. */
  public String sqType() {
    return hasSqType ? sqType.toString() : null;
  }

  /** {@code ; al_start} (greater than {@link #alStop()} on a reverse strand). */
  public int alStart() {
    return alStart;
  }

  /** True unless the alStart value is absent or unparsable. */
  public boolean hasAlStart() {
    return alStart != M10Hsp.NULL_INT;
  }

  /** {@code ; al_stop}. */
  public int alStop() {
    return alStop;
  }

  /** True unless the alStop value is absent or unparsable. */
  public boolean hasAlStop() {
    return alStop != M10Hsp.NULL_INT;
  }

  /** {@code ; al_display_start}: coordinate of the first displayed residue. */
  public int alDisplayStart() {
    return alDisplayStart;
  }

  /** True unless the alDisplayStart value is absent or unparsable. */
  public boolean hasAlDisplayStart() {
    return alDisplayStart != M10Hsp.NULL_INT;
  }

  /** The sequence lines concatenated as written (gaps, flank '-' and context included); "" if none. */
  public M10Text seqRaw() {
    return seqRaw;
  }

  /**
   * The aligned region of {@link #seqRaw()}: the flank {@code -} padding dropped, then the
   * residues from {@code al_start} to {@code al_stop} counted from {@code al_display_start}
   * (gaps inside included); null when that failed (see {@link M10Hsp#trimError()}).
   */
  public M10Text seq() {
    return hasSeq ? seq : null;
  }

  /** 1 / -1 for DNA (by al_start &lt;= al_stop), 0 for protein; {@link M10Hsp#NULL_INT} if coordinates are missing. */
  public int strand() {
    return strand;
  }

  /** True unless the strand value is absent or unparsable. */
  public boolean hasStrand() {
    return strand != M10Hsp.NULL_INT;
  }

  /** Any other {@code ; key: value} lines of the sub-block (e.g. {@code al_code}), in order. */
  public Map<String, String> extra() {
    return extra.toMap();
  }
}
