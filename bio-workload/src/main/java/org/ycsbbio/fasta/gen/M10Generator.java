package org.ycsbbio.fasta.gen;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * Writes synthetic {@code ssearch36 -m 10} files with the shape of the real YCSB-Bio input
 * (FASTA 36.3.8i, one RNA-fragment query against a CDS library of one chromosome, run as
 * {@code ssearch36 -T 1 -Q -H -m 10 -W 0 -E "1000000000 -1" QUERY LIB}), like the corpus files
 * {@code main/q01..q04.m10}.
 *
 * <p>A file is the preamble ({@code # ssearch36 ...}, banner, {@code Query:}), then per query its
 * head, hit table and parameter block ({@link QueryHeadWriter}), its alignments in E() order,
 * each {@code >>} hit followed by its {@code >--} repeats if any ({@link AlignmentWriter}), a
 * blank line and {@code >>><<<}; finally {@code >>>///} and FASTA's trailer. What the queries and
 * alignments hold comes from {@link SyntheticQuery}, {@link CdsLibrary} and {@link HitModel}.
 * File size: real 3.90-4.16 MB per query (hit table ~0.41 MB, alignments ~0.67 KB each).
 *
 * <p>Deterministic: the bytes depend only on the config and the file ordinal (own SplitMix64
 * streams and {@link StrictMath}), never on the JDK, the locale, the time or the output stream.
 * Not thread-safe (scratch buffers): use one instance per thread.
 */
public final class M10Generator {
  /**
   * What one file holds. {@code bytes} is the uncompressed size; {@code alignments} counts
   * {@code >>} hits plus {@code >--} repeats.
   */
  public record FileStats(long bytes, int queries, long hits, long alignments) {
    public long repeats() {
      return alignments - hits;
    }
  }

  private static final byte[] QUERY_END = ByteSink.asciiBytes("\n>>><<<\n");
  private static final DateTimeFormatter CTIME =
      DateTimeFormatter.ofPattern("EEE MMM ppd HH:mm:ss yyyy", Locale.US);
  private static final LocalDateTime FIRST_START = LocalDateTime.of(2026, 11, 22, 13, 28, 5);

  private final M10GeneratorConfig config;
  /** The {@code -E} option shown in the command line: the thesis one when there are repeats. */
  private final String expectOption;
  private final SyntheticQuery query = new SyntheticQuery();
  private final AlignmentPlans plans = new AlignmentPlans();
  private final HitModel hitModel;
  private final QueryHeadWriter headWriter = new QueryHeadWriter();
  private final AlignmentWriter alignmentWriter = new AlignmentWriter(query, plans);
  /** Size mode: the trailer as it would be if the current query were the last. */
  private final ByteSink trailerProbe = ByteSink.memory(1 << 10);
  private CdsLibrary library;

  public M10Generator(M10GeneratorConfig config) {
    if (config == null) {
      throw new IllegalArgumentException("config must not be null");
    }
    this.config = config;
    this.expectOption = config.repeatFraction() > 0 ? "-E 1000000000" : "-E \"1000000000 -1\"";
    this.hitModel = new HitModel(config, plans);
  }

  /** {@code gen-00001.m10} (or {@code .m10.gz}) for ordinal 1. */
  public static String fileName(int ordinal, boolean gzip) {
    return String.format(Locale.ROOT, "gen-%05d.m10%s", ordinal, gzip ? ".gz" : "");
  }

  /**
   * Writes file {@code fileOrdinal} (1-based, at most 10^9) to {@code out}; flushes, does not
   * close. Write errors surface as {@link UncheckedIOException}.
   */
  public FileStats generate(OutputStream out, int fileOrdinal) {
    if (out == null) {
      throw new IllegalArgumentException("out must not be null");
    }
    if (fileOrdinal < 1 || fileOrdinal > 1_000_000_000) {
      throw new IllegalArgumentException("fileOrdinal must be in [1, 1000000000], got "
          + fileOrdinal);
    }
    ByteSink sink = new ByteSink(out, 1 << 16);
    FileStats stats = write(sink, fileOrdinal);
    sink.flush();
    return stats;
  }

  /**
   * Writes file {@code fileOrdinal} to {@code file}, gzip-compressed when the name ends with
   * {@code .gz} (level 1; {@link FileStats#bytes()} is then the uncompressed size).
   */
  public FileStats writeFile(Path file, int fileOrdinal) throws IOException {
    boolean gzip = file.getFileName().toString().endsWith(".gz");
    try (OutputStream fileOut = Files.newOutputStream(file);
        OutputStream out = gzip ? new FastGzip(fileOut) : fileOut) {
      return generate(out, fileOrdinal);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  private static final class FastGzip extends GZIPOutputStream {
    FastGzip(OutputStream out) throws IOException {
      super(out, 1 << 16);
      def.setLevel(Deflater.BEST_SPEED);
    }
  }

  private FileStats write(ByteSink out, int ordinal) {
    Rng fileRng = new Rng(Rng.derive(config.seed(), ordinal));
    int sequences = (config.hitsPerQuery() + 1) / 2;
    if (library == null || !library.servesFile(ordinal, sequences)) {
      library = CdsLibrary.forFile(config.seed(), ordinal, sequences);
    }
    String queryFile = "queries/gen-" + String.format(Locale.ROOT, "%05d", ordinal) + ".fa";
    String argv = "ssearch36 -T 1 -Q -H -m 10 -W 0 " + expectOption + " " + queryFile + " "
        + library.fileName;
    out.ascii("# ").ascii(argv).nl()
        .ascii("SSEARCH performs a Smith-Waterman search\n")
        .ascii(" version ").ascii(Ssearch36.VERSION).nl()
        .ascii("Please cite:\n")
        .ascii(" T. F. Smith and M. S. Waterman, (1981) J. Mol. Biol. 147:195-197; \n")
        .ascii(" W.R. Pearson (1991) Genomics 11:635-650\n")
        .nl()
        .ascii("Query: ").ascii(queryFile).nl();

    int maxQueries = config.sizeMode() ? M10GeneratorConfig.MAX_QUERIES : config.queriesPerFile();
    int queries = 0;
    long hits = 0;
    long alignments = 0;
    long queryResidues = 0;
    double scanSeconds = 0;
    double displaySeconds = 0;
    for (int q = 1; q <= maxQueries; q++) {
      long querySeed = fileRng.nextLong();
      planQuery(querySeed, ordinal, q);
      headWriter.render(q, argv, query, library, plans);
      int written = plans.hits;
      boolean last = q == maxQueries;
      long blockStart = out.position();
      long predicted = -1;
      if (config.sizeMode()) {
        // the trailer if this query were the last; it can only grow (display time), so the
        // file never ends below the target
        trailerProbe.reset();
        writeTrailer(trailerProbe, ordinal, queryResidues + query.length, queries + 1,
            scanSeconds + query.scanSeconds, displaySeconds);
        long budget = config.targetBytes() - out.position() - trailerProbe.position();
        predicted = headWriter.fixedBytes() + QUERY_END.length;
        written = 0;
        while (written < plans.hits && (written == 0 || predicted < budget)) {
          predicted += headWriter.tableLineBytes(written) + blockBytes(plans.byExpect[written]);
          written++;
        }
        last |= predicted >= budget;
      }
      headWriter.writeTo(out, written);
      for (int k = 0; k < written; k++) {
        int h = plans.byExpect[k];
        alignmentWriter.write(out, library, querySeed, h, false);
        for (int r = 0; r < plans.repeats[h]; r++) {
          alignmentWriter.write(out, library, querySeed, plans.firstRepeat[h] + r, true);
        }
        alignments += 1 + plans.repeats[h];
      }
      out.put(QUERY_END);
      if (predicted >= 0 && out.position() - blockStart != predicted) {
        throw new IllegalStateException("size mode: query " + q + " of file " + ordinal
            + " took " + (out.position() - blockStart) + " bytes, predicted " + predicted);
      }
      queries++;
      hits += written;
      queryResidues += query.length;
      scanSeconds += query.scanSeconds;
      displaySeconds += query.displaySeconds * written / plans.hits;
      if (last) {
        break;
      }
    }
    writeTrailer(out, ordinal, queryResidues, queries, scanSeconds, displaySeconds);
    return new FileStats(out.position(), queries, hits, alignments);
  }

  /** Draws query {@code q} of file {@code ordinal}, its hits and its histogram. */
  private void planQuery(long querySeed, int ordinal, int q) {
    Rng r = new Rng(querySeed);
    query.draw(r, ordinal, q, library, config.hitsPerQuery());
    int planted = hitModel.plan(r, query, library);
    query.histogram.draw(r, library.sequenceCount, planted);
  }

  /** Bytes of hit {@code h}'s alignment and its repeats. */
  private long blockBytes(int h) {
    long bytes = alignmentWriter.size(library, h, false);
    for (int r = 0; r < plans.repeats[h]; r++) {
      bytes += alignmentWriter.size(library, plans.firstRepeat[h] + r, true);
    }
    return bytes;
  }

  /** {@code >>>///} and FASTA's closing text (fixed-width dates; times "%6.3f"). */
  private void writeTrailer(ByteSink out, int ordinal, long queryResidues, int queries,
      double scanSeconds, double displaySeconds) {
    LocalDateTime start = FIRST_START.plusSeconds(((ordinal - 1) % 1_000_000) * 397L);
    LocalDateTime done = start.plusSeconds((long) (scanSeconds + displaySeconds));
    out.ascii(">>>///\n\n")
        .num(queryResidues).ascii(" residues in ").num(queries).ascii(" query   sequences\n")
        .num(library.totalResidues).ascii(" residues in ").num(library.sequenceCount)
        .ascii(" library sequences\n")
        .ascii(" Tcomplib [").ascii(Ssearch36.VERSION).ascii("] (1 proc in memory [0G])\n")
        .ascii(" start: ").ascii(CTIME.format(start)).ascii(" done: ").ascii(CTIME.format(done))
        .nl()
        .ascii(String.format(Locale.ROOT, " Total Scan time: %6.3f Total Display time: %6.3f\n",
            scanSeconds, displaySeconds))
        .nl()
        .ascii("Function used was SSEARCH [").ascii(Ssearch36.VERSION).ascii("]\n");
  }
}
