package org.ycsbbio.fasta.gen;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Writes one alignment block of a query, a {@code >>} hit or a {@code >--} repeat: the
 * {@code ; sw_*} lines, the query and library sub-blocks ({@code ; sq_*}, {@code ; al_*},
 * residues in lines of 50) and the {@code ; al_cons:} lines, and predicts its exact size (which
 * size mode uses to cut a file). On the {@code r} strand the query is shown reverse-complemented,
 * {@code sq_offset = sq_len + 1} and {@code al_start > al_stop}; library coordinates always
 * ascend. {@code sw_ident = sw_sim = matches / overlap}. Scratch state of one generator: not
 * thread-safe.
 */
final class AlignmentWriter {
  /** Residues per sequence line. */
  private static final int LINE = 50;
  private static final byte[] HIT = ByteSink.asciiBytes(">>");
  private static final byte[] REPEAT = ByteSink.asciiBytes(">--\n");
  private static final byte[] SW_FRAME_F = ByteSink.asciiBytes("; sw_frame: f\n");
  private static final byte[] SW_FRAME_R = ByteSink.asciiBytes("; sw_frame: r\n");
  private static final byte[] SW_OPT = ByteSink.asciiBytes("; sw_s-w opt: ");
  private static final byte[] SW_Z = ByteSink.asciiBytes("; sw_z-score: ");
  private static final byte[] SW_BITS = ByteSink.asciiBytes("; sw_bits: ");
  private static final byte[] SW_EXPECT = ByteSink.asciiBytes("; sw_expect: ");
  private static final byte[] SW_SCORE = ByteSink.asciiBytes("; sw_score: ");
  private static final byte[] SW_IDENT = ByteSink.asciiBytes("; sw_ident: ");
  private static final byte[] SW_SIM = ByteSink.asciiBytes("; sw_sim: ");
  private static final byte[] SW_OVERLAP = ByteSink.asciiBytes("; sw_overlap: ");
  private static final byte[] SUB_END = ByteSink.asciiBytes(" ..\n");
  private static final byte[] SQ_LEN = ByteSink.asciiBytes("; sq_len: ");
  private static final byte[] SQ_OFFSET = ByteSink.asciiBytes("; sq_offset: ");
  private static final byte[] SQ_TYPE = ByteSink.asciiBytes("; sq_type: D\n");
  private static final byte[] AL_START = ByteSink.asciiBytes("; al_start: ");
  private static final byte[] AL_STOP = ByteSink.asciiBytes("; al_stop: ");
  private static final byte[] AL_DISPLAY = ByteSink.asciiBytes("; al_display_start: ");
  private static final byte[] AL_CONS = ByteSink.asciiBytes("; al_cons:\n");

  /** Fixed bytes of one alignment besides numbers, names and sequence lines. */
  private static final int FIXED_BYTES = SW_FRAME_F.length + SW_OPT.length + SW_Z.length
      + SW_BITS.length + SW_EXPECT.length + SW_SCORE.length + SW_IDENT.length + SW_SIM.length
      + SW_OVERLAP.length + 8 /* newlines of the 8 numeric sw lines */
      + 2 * (1 + SUB_END.length + SQ_LEN.length + SQ_OFFSET.length + SQ_TYPE.length
      + AL_START.length + AL_STOP.length + AL_DISPLAY.length + 5 /* newlines */)
      + AL_CONS.length;

  private final SyntheticQuery query;
  private final AlignmentPlans plans;
  private final AlignmentColumns columns = new AlignmentColumns();

  /** A writer of the alignments planned in {@code plans} for {@code query}. */
  AlignmentWriter(SyntheticQuery query, AlignmentPlans plans) {
    this.query = query;
    this.plans = plans;
  }

  /** Writes plan {@code i} (a repeat when {@code repeat}); residues from {@code querySeed}. */
  void write(ByteSink out, CdsLibrary library, long querySeed, int i, boolean repeat) {
    int sequence = plans.sequence[i];
    byte[] id = library.ids[sequence];
    boolean reverse = plans.reverse[i];
    int overlap = plans.overlap[i];
    int queryFrom = plans.queryFrom[i];
    int queryTo = queryFrom + overlap - plans.queryGaps[i] - 1;
    int libraryFrom = plans.libraryFrom[i];
    int libraryTo = libraryFrom + overlap - plans.libraryGaps[i] - 1;
    int ident = identThousandths(plans.matches[i], overlap);

    if (repeat) {
      out.put(REPEAT);
    } else {
      out.put(HIT).put(id).nl();
    }
    out.put(reverse ? SW_FRAME_R : SW_FRAME_F)
        .put(SW_OPT).num(plans.score[i], 3).nl()
        .put(SW_Z).tenths(plans.zScoreTenths[i]).nl()
        .put(SW_BITS).tenths(plans.bitsTenths[i]).nl()
        .put(SW_EXPECT).g2(plans.expectMantissa[i], plans.expectExponent[i], 6).nl()
        .put(SW_SCORE).num(plans.score[i]).nl()
        .put(SW_IDENT).thousandths(ident).nl()
        .put(SW_SIM).thousandths(ident).nl()
        .put(SW_OVERLAP).num(overlap).nl();

    columns.build(querySeed, plans, i, query);
    int queryStart = reverse ? queryTo : queryFrom;
    int queryStop = reverse ? queryFrom : queryTo;
    out.put((byte) '>').put(query.displayName).put(SUB_END)
        .put(SQ_LEN).num(query.length).nl()
        .put(SQ_OFFSET).num(reverse ? query.length + 1 : 1).nl()
        .put(SQ_TYPE)
        .put(AL_START).num(queryStart).nl()
        .put(AL_STOP).num(queryStop).nl()
        .put(AL_DISPLAY).num(queryStart).nl()
        .putWrapped(columns.queryRow, overlap, LINE);
    out.put((byte) '>').put(id).put(SUB_END)
        .put(SQ_LEN).num(library.lengths[sequence]).nl()
        .put(SQ_OFFSET).num(1).nl()
        .put(SQ_TYPE)
        .put(AL_START).num(libraryFrom).nl()
        .put(AL_STOP).num(libraryTo).nl()
        .put(AL_DISPLAY).num(libraryFrom).nl()
        .putWrapped(columns.libraryRow, overlap, LINE)
        .put(AL_CONS)
        .putWrapped(columns.consensusRow, overlap, LINE);
  }

  /** Exact byte size of plan {@code i} as {@link #write} writes it. */
  int size(CdsLibrary library, int i, boolean repeat) {
    int overlap = plans.overlap[i];
    int libLength = library.lengths[plans.sequence[i]];
    int idLength = library.ids[plans.sequence[i]].length;
    int queryFrom = plans.queryFrom[i];
    int queryTo = queryFrom + overlap - plans.queryGaps[i] - 1;
    int libraryFrom = plans.libraryFrom[i];
    int libraryTo = libraryFrom + overlap - plans.libraryGaps[i] - 1;
    int queryLength = query.length;
    boolean reverse = plans.reverse[i];
    long n = FIXED_BYTES
        + (repeat ? REPEAT.length : HIT.length + idLength + 1)
        + Math.max(3, ByteSink.digits(plans.score[i]))
        + ByteSink.tenthsLength(plans.zScoreTenths[i])
        + ByteSink.tenthsLength(plans.bitsTenths[i])
        + Math.max(6, ByteSink.g2Length(plans.expectMantissa[i], plans.expectExponent[i]))
        + ByteSink.digits(plans.score[i])
        + 5 + 5                                                   // ident, sim
        + ByteSink.digits(overlap)
        // query sub-block
        + query.displayName.length + ByteSink.digits(queryLength)
        + ByteSink.digits(reverse ? queryLength + 1 : 1)
        + 2 * ByteSink.digits(reverse ? queryTo : queryFrom)
        + ByteSink.digits(reverse ? queryFrom : queryTo)
        // library sub-block
        + idLength + ByteSink.digits(libLength) + 1
        + 2 * ByteSink.digits(libraryFrom) + ByteSink.digits(libraryTo)
        // query, library and consensus lines
        + 3L * (overlap + (overlap + LINE - 1) / LINE);
    return (int) n;
  }

  /**
   * {@code sw_ident}/{@code sw_sim} of {@code matches/overlap} in thousandths, rounded as glibc's
   * "%5.3f" does (exact binary value, ties half-even).
   */
  static int identThousandths(int matches, int overlap) {
    long num = 1000L * matches;
    long q = num / overlap;
    long rem2 = 2 * (num % overlap);
    if (rem2 > overlap) {
      q++;
    } else if (rem2 == overlap) {        // a decimal tie: decide on the double actually printed
      double d = (double) matches / overlap;
      q = new BigDecimal(d).setScale(3, RoundingMode.HALF_EVEN).movePointRight(3).longValueExact();
    }
    return (int) q;
  }
}
