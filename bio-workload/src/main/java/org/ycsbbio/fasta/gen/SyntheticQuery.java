package org.ycsbbio.fasta.gen;

import java.util.Locale;

/**
 * One query of a file: its id and description, its residues (forward and reverse-complemented),
 * the statistics text FASTA prints for it, its timings and its {@link ScoreHistogram}.
 *
 * <p>Query {@code q} (1-based) of file {@code ordinal} is {@code gi|G|ref|NR_xxxxxx.1|} with
 * {@code G = 100000000 + (ordinal - 1) * 100000 + (q - 1)}: unique across files. Length: the
 * corpus gen.py draws uniform 400-3200 nt, every 5th query 2500-4000 nt (real q01-q04: 3196, 433,
 * 2323, 1842 nt); here uniform 400-3200 with probability 0.8, else uniform 2500-4000 (mean
 * ~2,060 nt). Residues: GC 42 %, as gen.py.
 *
 * <p>Scratch state reused for every query of one generator: not thread-safe.
 */
final class SyntheticQuery {
  private static final String[] RNA_KIND = {"small nucleolar", "long non-coding",
    "microRNA host gene", "antisense"};
  private static final String[] RNA_SYMBOL = {"SNHG", "LINC", "MIR", "AS"};

  String id;
  /** The id as FASTA shows it in alignment sub-blocks: without "gi|N|", at most 12 characters. */
  byte[] displayName;
  String description;
  int length;
  /** Residue codes 0..3 = A C G T; the first {@link #length} are valid. */
  byte[] bases = new byte[4096];
  /** Reverse complement: {@code reverseComplement[k] = 3 - bases[length - 1 - k]}. */
  byte[] reverseComplement = new byte[4096];
  double scanSeconds;
  /** Display time of all {@code hitsPerQuery} hits (scaled down when the query is cut). */
  double displaySeconds;
  /** {@code Expectation_n fit: ...}, {@code  mean_var=...}, {@code  Lambda= ...}. */
  String statistics1;
  String statistics2;
  String statistics3;
  /** The value after {@code Kolmogorov-Smirnov  statistic: }. */
  String ksStatistic;
  /** Library sequences the statistics were sampled from. */
  int sampledSequences;
  final ScoreHistogram histogram = new ScoreHistogram();

  /**
   * Draws query {@code queryNumber} of file {@code ordinal} (identity, residues, statistics text,
   * timings) from {@code r}; the histogram is drawn later, once the planted hits are known.
   */
  void draw(Rng r, int ordinal, int queryNumber, CdsLibrary library, int hitsPerQuery) {
    long gi = 100_000_000L + (ordinal - 1L) * 100_000L + (queryNumber - 1);
    id = "gi|" + gi + "|ref|NR_" + String.format(Locale.ROOT, "%06d", r.nextInt(2000, 120000))
        + ".1|";
    String shown = id.substring(id.indexOf('|', 3) + 1);        // FASTA drops "gi|NNN|"
    displayName = ByteSink.asciiBytes(shown.substring(0, Math.min(12, shown.length())));
    int kind = r.nextInt(RNA_KIND.length);
    description = "Homo sapiens " + RNA_KIND[kind] + " RNA " + (r.nextInt(1, 999)) + " ("
        + RNA_SYMBOL[r.nextInt(RNA_SYMBOL.length)] + r.nextInt(1, 999) + "), non-coding RNA";
    length = r.chance(0.2) ? r.nextInt(2500, 4000) : r.nextInt(400, 3200);
    if (bases.length < length) {
      bases = new byte[length];
      reverseComplement = new byte[length];
    }
    for (int i = 0; i < length; i++) {
      int x = r.nextInt(100);
      bases[i] = (byte) (x < 29 ? 0 : x < 50 ? 1 : x < 71 ? 2 : 3);
    }
    for (int i = 0; i < length; i++) {
      reverseComplement[i] = (byte) (3 - bases[length - 1 - i]);
    }
    drawStatistics(r, library, hitsPerQuery);
  }

  /** Plausible values in the ranges of the corpus files; nothing else depends on them. */
  private void drawStatistics(Rng r, CdsLibrary library, int hitsPerQuery) {
    double rho = 6.45 + 0.55 * r.nextDouble();
    double rhoSd = 0.0025 + 0.0006 * r.nextDouble();
    double mu = 20 + 18 * r.nextDouble();
    double muSd = 0.18 + 0.04 * r.nextDouble();
    double meanVar = 55 + 20 * r.nextDouble();
    double meanVarSd = 11 + 5 * r.nextDouble();
    int zTrim = r.nextInt(1, 8);
    String bTrim = r.chance(0.6) ? "0 in 0/41" : r.nextInt(1, 200) + " in 1/40";
    double lambda = 0.148 + 0.024 * r.nextDouble();
    int sequences = library.sequenceCount;
    sampledSequences = sequences - r.nextInt(Math.min(8, sequences));
    double ks = 0.006 + 0.014 * r.nextDouble();
    int ksAt = 2 * r.nextInt(18, 26);
    statistics1 = String.format(Locale.ROOT,
        "Expectation_n fit: rho(ln(x))= %.4f+/-%.5f; mu= %.4f+/-%6.3f", rho, rhoSd, mu, muSd);
    statistics2 = String.format(Locale.ROOT,
        " mean_var=%.4f+/-%.3f, 0's: 0 Z-trim(107.1): %d  B-trim: %s", meanVar, meanVarSd, zTrim,
        bTrim);
    statistics3 = String.format(Locale.ROOT, " Lambda= %.6f", lambda);
    ksStatistic = String.format(Locale.ROOT, "%.4f (N=29) at %3d", ks, ksAt);
    scanSeconds = length * (double) sequences * 2.7e-7 * (0.8 + 0.4 * r.nextDouble());
    displaySeconds = hitsPerQuery * (double) length * 3.6e-6 * (0.8 + 0.4 * r.nextDouble());
  }
}
