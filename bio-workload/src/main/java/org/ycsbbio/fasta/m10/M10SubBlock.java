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
    hasSeq = false;
    extra.clear();
  }

  /**
   * Fast path for the six lines FASTA writes after {@code >NAME ..} ({@code "; sq_len: 3196"} ...):
   * recognised by whole-word compares; false for any other line (then use {@link #attr}).
   */
  boolean knownAttr(byte[] b, int s, int e) {
    int n = e - s;
    if (n < 10) {
      return false;
    }
    long w = Bytes.word(b, s, s + 8);
    int vs;
    int which;
    if (w == L_SQ_LEN && b[s + 8] == ':') {
      vs = s + 9;
      which = 0;
    } else if (w == L_AL_STA && n >= 11 && b[s + 8] == 'r' && b[s + 9] == 't' && b[s + 10] == ':') {
      vs = s + 11;
      which = 1;
    } else if (w == L_AL_STO && b[s + 8] == 'p' && b[s + 9] == ':') {
      vs = s + 10;
      which = 2;
    } else if (w == L_SQ_OFF && n >= 12 && b[s + 8] == 's' && b[s + 9] == 'e' && b[s + 10] == 't' && b[s + 11] == ':') {
      vs = s + 12;
      which = 3;
    } else if (w == L_SQ_TYP && b[s + 8] == 'e' && b[s + 9] == ':') {
      vs = s + 10;
      which = 4;
    } else if (w == L_AL_DIS && n >= 19 && Bytes.word(b, s + 8, s + 16) == PLAY_STA && b[s + 16] == 'r'
        && b[s + 17] == 't' && b[s + 18] == ':') {
      vs = s + 19;
      which = 5;
    } else {
      return false;
    }
    int a = Bytes.stripStart(b, vs, e);
    int z = Bytes.stripEnd(b, a, e);
    switch (which) {
      case 0: sqLen = Numbers.parseInt(b, a, z); break;
      case 1: alStart = Numbers.parseInt(b, a, z); break;
      case 2: alStop = Numbers.parseInt(b, a, z); break;
      case 3: sqOffset = Numbers.parseInt(b, a, z); break;
      case 4:
        hasSqType = true;
        sqType.set(b, a, z - a);
        break;
      default: alDisplayStart = Numbers.parseInt(b, a, z); break;
    }
    return true;
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
