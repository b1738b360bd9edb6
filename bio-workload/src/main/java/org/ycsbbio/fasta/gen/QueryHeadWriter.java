package org.ycsbbio.fasta.gen;

import java.util.Locale;

/**
 * Renders everything of a query that precedes its alignments, in three parts kept in memory so
 * that size mode can measure them before anything is written: the head ({@code N>>>ID DESC - LEN
 * nt}, {@code Library:}, histogram, statistics, parameters, {@code The best scores are:}), the hit
 * table (one line per hit in E() order, any prefix of it can be written) and the parameter block
 * ({@code >>>ID, LEN nt vs LIB library} and the {@code ; pg_*} / {@code ; mp_*} lines, including
 * FASTA's glued {@code ; pg_argv: ...; pg_name_alg: ...} line). Scratch state of one generator:
 * not thread-safe.
 */
final class QueryHeadWriter {
  /** Width of the hit-table name column. */
  private static final int NAME_WIDTH = 46;
  private static final String ALGORITHM_LINE = Ssearch36.ALGORITHM + " ("
      + Ssearch36.ALGORITHM_RELEASE + ")\n";

  private final ByteSink head = ByteSink.memory(1 << 14);
  private final ByteSink table = ByteSink.memory(1 << 16);
  private final ByteSink parameters = ByteSink.memory(1 << 12);
  /** {@code tableEnd[k]}: end of the first {@code k} table lines. */
  private int[] tableEnd = new int[16];

  /** Renders the three parts of query {@code queryNumber}; {@code argv} is the command line. */
  void render(int queryNumber, String argv, SyntheticQuery query, CdsLibrary library,
      AlignmentPlans plans) {
    renderHead(queryNumber, query, library);
    renderTable(library, plans);
    renderParameters(argv, query, library);
  }

  /** Bytes of the head and the parameter block, which are always written whole. */
  long fixedBytes() {
    return head.position() + parameters.position();
  }

  /** Bytes of table line {@code k} (0-based). */
  int tableLineBytes(int k) {
    return tableEnd[k + 1] - tableEnd[k];
  }

  /** Writes the head, the first {@code tableLines} lines of the table and the parameter block. */
  void writeTo(ByteSink out, int tableLines) {
    out.put(head, 0, (int) head.position())
        .put(table, 0, tableEnd[tableLines])
        .put(parameters, 0, (int) parameters.position());
  }

  private void renderHead(int queryNumber, SyntheticQuery query, CdsLibrary library) {
    head.reset();
    head.num(queryNumber, 3).ascii(">>>").ascii(query.id).put((byte) ' ').ascii(query.description)
        .ascii(" - ").num(query.length).ascii(" nt\n")
        .ascii("Library: ").ascii(library.fileName).nl();
    librarySize(head, library);
    query.histogram.write(head);
    librarySize(head, library);
    head.ascii("Statistics:  ").ascii(query.statistics1).nl()
        .ascii(query.statistics2).nl()
        .ascii(query.statistics3).nl()
        .ascii(" statistics sampled from ").num(query.sampledSequences).ascii(" (")
        .num(library.sequenceCount).ascii(") to ").num(query.sampledSequences)
        .ascii(" sequences\n")
        .ascii(" Kolmogorov-Smirnov  statistic: ").ascii(query.ksStatistic).nl()
        .ascii("Algorithm: ").ascii(ALGORITHM_LINE)
        .ascii("Parameters: +5/-4 matrix (5:-4), open/ext: -12/-4\n")
        .ascii(String.format(Locale.ROOT, " Scan time: %6.3f\n", query.scanSeconds))
        .nl()
        .ascii("The best scores are:                                      s-w bits E(")
        .num(library.sequenceCount).ascii(")\n");
  }

  private static void librarySize(ByteSink out, CdsLibrary library) {
    out.ascii("  ").num(library.totalResidues, 7).ascii(" residues in ")
        .num(library.sequenceCount, 5).ascii(" sequences\n");
  }

  private void renderTable(CdsLibrary library, AlignmentPlans plans) {
    table.reset();
    if (tableEnd.length < plans.hits + 1) {
      tableEnd = new int[plans.hits + 1];
    }
    for (int k = 0; k < plans.hits; k++) {
      int h = plans.byExpect[k];
      int sequence = plans.sequence[h];
      byte[] id = library.ids[sequence];
      int shown = Math.min(id.length, NAME_WIDTH);
      table.put(id, 0, shown).spaces(NAME_WIDTH - shown)
          .ascii(" (").num(library.lengths[sequence], 4).ascii(") [")
          .put((byte) (plans.reverse[h] ? 'r' : 'f')).ascii("] ")
          .num(plans.score[h], 4).put((byte) ' ')
          .spaces(4 - ByteSink.tenthsLength(plans.bitsTenths[h])).tenths(plans.bitsTenths[h])
          .put((byte) ' ')
          .g2(plans.expectMantissa[h], plans.expectExponent[h], 7).nl();
      tableEnd[k + 1] = (int) table.position();
    }
  }

  private void renderParameters(String argv, SyntheticQuery query, CdsLibrary library) {
    parameters.reset();
    parameters.ascii("\n>>>").ascii(query.id).ascii(", ").num(query.length).ascii(" nt vs ")
        .ascii(library.fileName).ascii(" library\n")
        .ascii("; pg_name: ssearch36\n")
        .ascii("; pg_ver: ").ascii(Ssearch36.VERSION).nl()
        .ascii("; pg_argv:  ").ascii(argv).ascii("; pg_name_alg: ").ascii(Ssearch36.ALGORITHM).nl()
        .ascii("; pg_ver_rel: ").ascii(Ssearch36.ALGORITHM_RELEASE).nl()
        .ascii("; pg_matrix: +5/-4 (5:-4)\n")
        .ascii("; pg_open-ext: -12 -4\n")
        .ascii("; mp_extrap: ").num(Ssearch36.EXTRAPOLATION).put((byte) ' ')
        .num(query.sampledSequences).nl()
        .ascii("; mp_stats:  ").ascii(query.statistics1).put((byte) ' ')
        .ascii(query.statistics2).put((byte) ' ').ascii(query.statistics3).nl()
        .ascii("; mp_KS: ").ascii(query.ksStatistic).nl()
        .ascii("; mp_Algorithm: ").ascii(ALGORITHM_LINE)
        .ascii("; mp_Parameters: +5/-4 matrix (5:-4), open/ext: -12/-4\n");
  }
}
