package org.ycsbbio.fasta.m10;

import java.util.Map;

/**
 * One alignment (HSP): a {@code >>ID DESC} block (hsp index 1) or a following {@code >--} block
 * (2, 3, ...), with its score lines, query ({@link #q()}) and library ({@link #h()}) sub-blocks
 * and {@code ; al_cons} lines. Field meanings: {@code docs/fasta.md}, "Parsed fields".
 *
 * <p>MUTABLE and REUSED: {@link M10Reader#hsp()} returns the same object for every alignment;
 * its content is valid until the next {@link M10Reader#next()}. Copy what you keep (text fields
 * decode lazily: {@code toString()} them). Not thread-safe.
 *
 * <p>Absent numbers: int getters return {@link #NULL_INT}, double getters {@code NaN}; each has
 * a {@code hasX()} test.
 */
public final class M10Hsp {
  /** Value of an absent (or unparsable, or out of int range) integer field. */
  public static final int NULL_INT = Numbers.NULL_INT;

  M10Query query;
  String program;
  String version;
  int hitIndex;
  int hspIndex;
  final M10Text hitId = new M10Text(64);
  final M10Text hitDesc = new M10Text(64);
  final KvList raw = new KvList();
  final M10Text prefix = new M10Text(8);
  boolean hasPrefix;
  final M10Text frame = new M10Text(8);
  boolean hasFrame;
  int opt;
  int initn;
  int init1;
  double zScore;
  double bits;
  double expect;
  int score;
  double ident;
  double sim;
  int overlap;
  final M10SubBlock q = new M10SubBlock();
  final M10SubBlock h = new M10SubBlock();
  boolean hasCons;
  final M10Text alConsRaw = new M10Text(4096);
  final M10Text alCons = new M10Text(8);
  String trimError;

  M10Hsp() {
  }

  /** Starts a new alignment; hit id/desc are kept (a {@code >--} block repeats the last hit). */
  void reset(M10Query query, int hitIndex, int hspIndex) {
    this.query = query;
    this.hitIndex = hitIndex;
    this.hspIndex = hspIndex;
    raw.clear();
    clearScores();
    q.reset();
    h.reset();
    hasCons = false;
    alConsRaw.clear();
    trimError = null;
  }

  /** Every score field absent. */
  void clearScores() {
    hasFrame = false;
    opt = initn = init1 = score = overlap = NULL_INT;
    zScore = bits = expect = ident = sim = Double.NaN;
  }

  /** The query this alignment belongs to. */
  public M10Query query() {
    return query;
  }

  /** Program flavour from the preamble (e.g. {@code "ssearch"}, {@code "tfastx"}), or null. */
  public String program() {
    return program;
  }

  /** Version from the preamble (e.g. {@code "36.3.8i"}), or null. */
  public String version() {
    return version;
  }

  /** 1-based ordinal of the {@code >>} block within its query. */
  public int hitIndex() {
    return hitIndex;
  }

  /** 1 for the {@code >>} block's alignment, 2.. for each following {@code >--} alignment. */
  public int hspIndex() {
    return hspIndex;
  }

  /** Library sequence id: first word of the {@code >>} line. */
  public String hitId() {
    return hitId.toString();
  }

  /** Rest of the {@code >>} line after the first space ("" when absent). */
  public String hitDesc() {
    return hitDesc.toString();
  }

  /** Hit id as bytes (no decoding). */
  public M10Text hitIdText() {
    return hitId;
  }

  /** Prefix of the first score key ({@code "sw"}, {@code "fa"}, {@code "gnw"}, {@code "lsw"}, ...), or null. */
  public String prefix() {
    return hasPrefix ? prefix.toString() : null;
  }

  /** {@code *_frame} value ({@code "f"}, {@code "r"}, ...), or null (lalign has none). */
  public String frame() {
    return hasFrame ? frame.toString() : null;
  }

  /** {@code *_s-w opt}, {@code *_n-w opt} or {@code *_opt}. */
  public int opt() {
    return opt;
  }

  /** True unless the opt value is absent or unparsable. */
  public boolean hasOpt() {
    return opt != NULL_INT;
  }

  /** {@code *_initn} (fasta family only). */
  public int initn() {
    return initn;
  }

  /** True unless the initn value is absent or unparsable. */
  public boolean hasInitn() {
    return initn != NULL_INT;
  }

  /** {@code *_init1} (fasta family only). */
  public int init1() {
    return init1;
  }

  /** True unless the init1 value is absent or unparsable. */
  public boolean hasInit1() {
    return init1 != NULL_INT;
  }

  /** {@code *_z-score} (may be negative). */
  public double zScore() {
    return zScore;
  }

  /** True unless the zScore value is absent or unparsable. */
  public boolean hasZScore() {
    return !Double.isNaN(zScore);
  }

  /** {@code *_bits}. */
  public double bits() {
    return bits;
  }

  /** True unless the bits value is absent or unparsable. */
  public boolean hasBits() {
    return !Double.isNaN(bits);
  }

  /** {@code *_expect} (E-value). */
  public double expect() {
    return expect;
  }

  /** True unless the expect value is absent or unparsable. */
  public boolean hasExpect() {
    return !Double.isNaN(expect);
  }

  /** {@code *_score}. */
  public int score() {
    return score;
  }

  /** True unless the score value is absent or unparsable. */
  public boolean hasScore() {
    return score != NULL_INT;
  }

  /** {@code *_ident}, a fraction 0..1 as written. */
  public double ident() {
    return ident;
  }

  /** True unless the ident value is absent or unparsable. */
  public boolean hasIdent() {
    return !Double.isNaN(ident);
  }

  /** {@code *_sim}, a fraction 0..1 as written. */
  public double sim() {
    return sim;
  }

  /** True unless the sim value is absent or unparsable. */
  public boolean hasSim() {
    return !Double.isNaN(sim);
  }

  /** {@code *_overlap}. */
  public int overlap() {
    return overlap;
  }

  /** True unless the overlap value is absent or unparsable. */
  public boolean hasOverlap() {
    return overlap != NULL_INT;
  }

  /** Every {@code ; key: value} line of the alignment header, values stripped, in file order. */
  public Map<String, String> raw() {
    return raw.toMap();
  }

  /** Receives one score line of an alignment: field name and the value's bytes as written. */
  @FunctionalInterface
  public interface ScoreVisitor {
    /** The value is {@code bytes[offset, offset + length)}, valid during the call only. */
    void score(String field, byte[] bytes, int offset, int length);
  }

  /**
   * Calls {@code visitor} for every score line of the alignment header in file order, with the
   * field names of {@link ScoreNames} and the value bytes as written in the file (no number is
   * re-formatted). Allocation-free for the usual score names.
   */
  public void forEachScore(ScoreVisitor visitor) {
    byte[] arena = raw.arena();
    for (int i = 0; i < raw.size(); i++) {
      String field = ScoreNames.field(arena, raw.keyOff(i), raw.keyEnd(i),
          hasPrefix ? prefix : null);
      visitor.score(field, arena, raw.valOff(i), raw.valEnd(i) - raw.valOff(i));
    }
  }

  /** Query side ({@code q_*} fields). */
  public M10SubBlock q() {
    return q;
  }

  /** Library side ({@code h_*} fields). */
  public M10SubBlock h() {
    return h;
  }

  /** The {@code ; al_cons:} lines concatenated (only line ends removed), or null if absent. */
  public M10Text alConsRaw() {
    return hasCons ? alConsRaw : null;
  }

  /** {@link #alConsRaw()} from where the query side's aligned region starts, or null. */
  public M10Text alCons() {
    return hasCons ? alCons : null;
  }

  /**
   * Null, or why the aligned region could not be cut out of a side's sequence lines (a
   * coordinate missing or outside the residues shown, or the two sides' regions of different
   * lengths); then {@link M10SubBlock#seq()} is null on the side that failed.
   */
  public String trimError() {
    return trimError;
  }

  @Override
  public String toString() {
    return "M10Hsp[query " + (query == null ? "?" : query.queryId()) + ", hit " + hitIndex + " "
        + hitId + ", hsp " + hspIndex + "]";
  }
}
