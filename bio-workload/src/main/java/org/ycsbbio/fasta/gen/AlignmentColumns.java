package org.ycsbbio.fasta.gen;

/**
 * The three rows of one alignment as printed: query residues, library residues and the
 * {@code al_cons} line. The query row is the query's own residues (reverse-complemented on the
 * {@code r} strand); the library row copies it with the plan's mismatches (a different base,
 * never in the first or last column) and gaps; the consensus marks matches {@code :},
 * mismatches blank and gap columns {@code -}. Gap runs get their lengths and order from the
 * plan's own stream ({@code derive(querySeed, plan)}), so an alignment's residues do not depend
 * on which other alignments were written. Scratch state of one generator: not thread-safe.
 */
final class AlignmentColumns {
  private static final byte[] BASES = ByteSink.asciiBytes("ACGT");
  private static final byte[] CONSENSUS = ByteSink.asciiBytes(": ");   // match, mismatch

  private final Rng rng = new Rng(0);
  byte[] queryRow = new byte[1024];
  byte[] libraryRow = new byte[1024];
  byte[] consensusRow = new byte[1024];
  /** Non-gap columns before which a gap run is inserted (all false between calls). */
  private boolean[] runBefore = new boolean[1024];
  private int[] runLength = new int[64];
  private boolean[] runInQuery = new boolean[64];

  /** Fills the first {@code overlap} bytes of the three rows for plan {@code i}. */
  void build(long querySeed, AlignmentPlans plans, int i, SyntheticQuery query) {
    boolean reverse = plans.reverse[i];
    int overlap = plans.overlap[i];
    int queryRuns = plans.queryGapRuns[i];
    int libraryRuns = plans.libraryGapRuns[i];
    int runs = queryRuns + libraryRuns;
    int nonGap = overlap - plans.queryGaps[i] - plans.libraryGaps[i];
    if (queryRow.length < overlap) {
      int c = Math.max(overlap, queryRow.length * 2);
      queryRow = new byte[c];
      libraryRow = new byte[c];
      consensusRow = new byte[c];
      runBefore = new boolean[c + 1];
    }
    Rng r = rng;
    r.reseed(Rng.derive(querySeed, i));
    if (runs > 0) {
      placeGapRuns(r, queryRuns, plans.queryGaps[i], libraryRuns, plans.libraryGaps[i], nonGap);
    }
    byte[] queryOut = queryRow;
    byte[] libraryOut = libraryRow;
    byte[] consensusOut = consensusRow;
    // the query as shown: forward, or reverse-complemented read from its 3' end
    byte[] source = reverse ? query.reverseComplement : query.bases;
    int queryTo = plans.queryFrom[i] + overlap - plans.queryGaps[i] - 1;
    int queryPos = reverse ? query.length - queryTo : plans.queryFrom[i] - 1;
    int mismatches = nonGap - plans.matches[i];
    int last = nonGap - 1;
    int col = 0;
    int run = 0;
    for (int j = 0; j < nonGap; j++) {
      if (runBefore[j]) {
        runBefore[j] = false;
        boolean queryGap = runInQuery[run];
        for (int g = runLength[run++]; g > 0; g--) {
          if (queryGap) {
            queryOut[col] = '-';
            libraryOut[col] = BASES[r.nextInt(4)];
          } else {
            queryOut[col] = BASES[source[queryPos++]];
            libraryOut[col] = '-';
          }
          consensusOut[col++] = '-';
        }
      }
      int queryBase = source[queryPos++];
      long random = r.nextLong();
      int mismatch = 0;
      if (j > 0 && j < last) {
        // selection sampling: mismatch with probability mismatches / (interior columns left)
        long pick = ((random >>> 32) * (last - j)) >>> 32;
        mismatch = (int) ((pick - mismatches) >>> 63);
        mismatches -= mismatch;
      }
      int other = 1 + (int) (((random & 0xFFFFL) * 3) >>> 16);   // 1..3: a different base
      queryOut[col] = BASES[queryBase];
      libraryOut[col] = BASES[(queryBase + mismatch * other) & 3];
      consensusOut[col++] = CONSENSUS[mismatch];
    }
  }

  /**
   * Splits the gap columns over the runs (each at least 1), shuffles the runs and puts each
   * before a distinct non-gap column {@code 1 .. nonGap-1}.
   */
  private void placeGapRuns(Rng r, int queryRuns, int queryGaps, int libraryRuns,
      int libraryGaps, int nonGap) {
    int runs = queryRuns + libraryRuns;
    if (runLength.length < runs) {
      runLength = new int[runs * 2];
      runInQuery = new boolean[runs * 2];
    }
    for (int k = 0; k < runs; k++) {
      runLength[k] = 1;
      runInQuery[k] = k < queryRuns;
    }
    for (int e = queryGaps - queryRuns; e > 0; e--) {
      runLength[r.nextInt(queryRuns)]++;
    }
    for (int e = libraryGaps - libraryRuns; e > 0; e--) {
      runLength[queryRuns + r.nextInt(libraryRuns)]++;
    }
    for (int k = runs - 1; k > 0; k--) {
      int j = r.nextInt(k + 1);
      int length = runLength[k];
      runLength[k] = runLength[j];
      runLength[j] = length;
      boolean inQuery = runInQuery[k];
      runInQuery[k] = runInQuery[j];
      runInQuery[j] = inQuery;
    }
    for (int k = 0; k < runs; k++) {
      int slot;
      do {
        slot = 1 + r.nextInt(nonGap - 1);
      } while (runBefore[slot]);
      runBefore[slot] = true;
    }
  }
}
