package org.ycsbbio.fasta.gen;

/**
 * The CDS library of one chromosome, as the search saw it: sequence ids and lengths, no residues
 * (the library side of an alignment is made from the query, see {@link AlignmentColumns}).
 *
 * <p>File {@code ordinal} searches chromosome {@code ((ordinal - 1) mod 24) + 1} (22 = "22",
 * 23 = "X", 24 = "Y") in {@code cds_chrC.fa}; ids are {@code gs_sequence|N|gs_gene|G|chromosome|C}.
 * Lengths follow the corpus gen.py model: a CDS of
 * {@code 3 * clamp(exp(N(ln 420, 0.65)), 60, 3000) + 6} nt per gene, 12 % paralogs (length
 * +-3 %), 1-3 isoforms (35 % / 15 %) that are 5-35 % shorter. Measured on the corpus q01-q04
 * ({@code sq_len} of 2,713 sequences): p1 226, p10 492, p25 780, median 1,230, p75 1,944,
 * p90 2,913, p99 5,526, max 9,006, min 88; ln-mean 7.10, ln-sd 0.69.
 *
 * <p>Immutable after construction, so safe to share, though each generator builds its own.
 */
final class CdsLibrary {
  private static final String[] CHROMOSOMES = {"1", "2", "3", "4", "5", "6", "7", "8", "9",
    "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "X", "Y"};

  /** Index into the chromosome list, 0..23. */
  private final int chromosome;
  final int sequenceCount;
  /** ASCII id of each sequence. */
  final byte[][] ids;
  /** Length in nt of each sequence. */
  final int[] lengths;
  final long totalResidues;
  /** {@code cds_chrC.fa}. */
  final String fileName;

  private CdsLibrary(long seed, int chromosome, int sequenceCount) {
    this.chromosome = chromosome;
    this.sequenceCount = sequenceCount;
    this.ids = new byte[sequenceCount][];
    this.lengths = new int[sequenceCount];
    this.fileName = "cds_chr" + CHROMOSOMES[chromosome] + ".fa";
    Rng r = new Rng(seed);
    String suffix = "|chromosome|" + CHROMOSOMES[chromosome];
    int geneId = 5000;
    int isoformId = 100000;
    int previousCds = 0;
    int i = 0;
    long total = 0;
    while (i < sequenceCount) {
      geneId += r.nextInt(1, 9);
      int cds;
      if (previousCds > 0 && r.chance(0.12)) {                  // paralog
        cds = Math.max(60, (int) (previousCds * (0.97 + 0.06 * r.nextDouble())));
      } else {
        double codons = StrictMath.exp(StrictMath.log(420) + 0.65 * r.gaussian());
        cds = 3 * (int) Math.min(Math.max(codons, 60), 3000) + 6;
      }
      previousCds = cds;
      int isoforms = 1 + (r.chance(0.35) ? 1 : 0) + (r.chance(0.15) ? 1 : 0);
      for (int iso = 0; iso < isoforms && i < sequenceCount; iso++, i++) {
        int sequenceId;
        int length = cds;
        if (iso == 0) {
          sequenceId = geneId;
        } else {
          isoformId += r.nextInt(1, 3);
          sequenceId = isoformId;
          if (cds >= 450) {                                     // skip an internal exon
            length = (int) (cds * (0.65 + 0.30 * r.nextDouble()));
          }
        }
        ids[i] = ByteSink.asciiBytes("gs_sequence|" + sequenceId + "|gs_gene|" + geneId + suffix);
        lengths[i] = length;
        total += length;
      }
    }
    this.totalResidues = total;
  }

  /**
   * The library file {@code ordinal} searches: {@code sequenceCount} sequences of its chromosome,
   * the same for every file of that chromosome and {@code masterSeed}.
   */
  static CdsLibrary forFile(long masterSeed, int ordinal, int sequenceCount) {
    int chromosome = chromosomeOf(ordinal);
    return new CdsLibrary(Rng.derive(masterSeed ^ 0x5EEDL, chromosome), chromosome, sequenceCount);
  }

  /** True when this is the library {@link #forFile} gives for {@code ordinal} (same seed). */
  boolean servesFile(int ordinal, int sequenceCount) {
    return chromosome == chromosomeOf(ordinal) && this.sequenceCount == sequenceCount;
  }

  private static int chromosomeOf(int ordinal) {
    return (ordinal - 1) % CHROMOSOMES.length;
  }
}
