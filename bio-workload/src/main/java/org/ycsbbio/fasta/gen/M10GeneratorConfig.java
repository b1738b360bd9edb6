package org.ycsbbio.fasta.gen;

/**
 * Immutable, validated settings of an {@link M10Generator}; thread-safe.
 *
 * @param seed           master seed; file {@code k} of a seed is always the same bytes
 * @param queriesPerFile queries per file, {@value #MIN_QUERIES}..{@value #MAX_QUERIES}
 *                       (ignored in size mode, i.e. when {@code targetBytes > 0})
 * @param hitsPerQuery   {@code >>} hits per query, {@value #MIN_HITS}..{@value #MAX_HITS}
 *                       (the real corpus: 5,426 = 2,713 library sequences x 2 strands);
 *                       the library has {@code ceil(hitsPerQuery / 2)} sequences, each reported
 *                       on the forward and on the reverse strand
 * @param targetBytes    0 = write exactly {@code queriesPerFile} queries; otherwise
 *                       {@value #MIN_TARGET_BYTES}..{@value #MAX_TARGET_BYTES}: queries are
 *                       added until the (uncompressed) file reaches this size, the last one cut
 *                       after the first hit that reaches it (at most {@value #MAX_QUERIES} queries)
 * @param repeatFraction fraction of hits followed by {@code >--} repeat alignments
 *                       (1 to 3 each), 0..1; 0 gives the corpus main-set shape
 *                       ({@code -E "1000000000 -1"}), otherwise the command line shown in the
 *                       file is the thesis one ({@code -E 1000000000})
 */
public record M10GeneratorConfig(long seed, int queriesPerFile, int hitsPerQuery,
    long targetBytes, double repeatFraction) {

  public static final int MIN_QUERIES = 1;
  public static final int MAX_QUERIES = 100_000;
  public static final int MIN_HITS = 1;
  public static final int MAX_HITS = 1_000_000;
  public static final long MIN_TARGET_BYTES = 4_096;
  public static final long MAX_TARGET_BYTES = 1L << 40;
  /** 2,713 library sequences x 2 strands, as in every file of the corpus main set. */
  public static final int DEFAULT_HITS_PER_QUERY = 5_426;
  /** No {@code >--} repeats, as in the corpus main set q01-q04 (formerly 0.01). */
  public static final double DEFAULT_REPEAT_FRACTION = 0;
  /** The corpus generator's seed (gen.py SEED). */
  public static final long DEFAULT_SEED = 20140601L;

  public M10GeneratorConfig {
    if (queriesPerFile < MIN_QUERIES || queriesPerFile > MAX_QUERIES) {
      throw new IllegalArgumentException("queriesPerFile must be in [" + MIN_QUERIES + ", "
          + MAX_QUERIES + "], got " + queriesPerFile);
    }
    if (hitsPerQuery < MIN_HITS || hitsPerQuery > MAX_HITS) {
      throw new IllegalArgumentException("hitsPerQuery must be in [" + MIN_HITS + ", "
          + MAX_HITS + "], got " + hitsPerQuery);
    }
    if (targetBytes != 0 && (targetBytes < MIN_TARGET_BYTES || targetBytes > MAX_TARGET_BYTES)) {
      throw new IllegalArgumentException("targetBytes must be 0 (off) or in [" + MIN_TARGET_BYTES
          + ", " + MAX_TARGET_BYTES + "], got " + targetBytes);
    }
    if (!(repeatFraction >= 0.0 && repeatFraction <= 1.0)) {   // also rejects NaN
      throw new IllegalArgumentException("repeatFraction must be in [0, 1], got "
          + repeatFraction);
    }
  }

  /** {@code queriesPerFile} queries of {@link #DEFAULT_HITS_PER_QUERY} hits, no repeats. */
  public static M10GeneratorConfig ofQueries(long seed, int queriesPerFile) {
    return new M10GeneratorConfig(seed, queriesPerFile, DEFAULT_HITS_PER_QUERY, 0,
        DEFAULT_REPEAT_FRACTION);
  }

  /** Files of about {@code targetBytes} (uncompressed), default hits, no repeats. */
  public static M10GeneratorConfig ofSize(long seed, long targetBytes) {
    return new M10GeneratorConfig(seed, 1, DEFAULT_HITS_PER_QUERY, targetBytes,
        DEFAULT_REPEAT_FRACTION);
  }

  /** True when files are sized by {@link #targetBytes()} rather than by query count. */
  public boolean sizeMode() {
    return targetBytes > 0;
  }
}
