package org.ycsbbio.fasta.gen;

import java.util.Arrays;

/**
 * The score histogram at the top of a query's results: observed and expected counts in FASTA's
 * 51 bins ({@code < 20}, 22 .. 118, {@code >120}) and their drawing by FASTA 36's
 * {@code prhist()} ("=" bars, "*" expected, the inset for the upper tail). Counts are drawn from
 * the expected column of the corpus q01 (scaled to the library size); the planted hits are put in
 * {@code >120}. Scratch state of one generator: not thread-safe.
 */
final class ScoreHistogram {
  /** Expected column of the corpus q01 (2,713 sequences), bins {@code <20}, 22 .. {@code >120}. */
  private static final int[] Q01_EXPECTED = {0, 0, 0, 0, 1, 4, 14, 39, 80, 133, 185, 227, 250,
    255, 244, 222, 196, 167, 140, 115, 93, 74, 59, 47, 37, 29, 23, 18, 14, 11, 8, 6, 5, 4, 3, 2,
    2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  /** FASTA's {@code maxh}. */
  private static final int BINS = Q01_EXPECTED.length;
  /** Library sequences of q01. */
  private static final int Q01_SEQUENCES = 2713;
  /**
   * Scores drawn per {@link #Q01_SEQUENCES} library sequences (the real q01-q04 histograms hold
   * exactly one score per sequence, 2,713; kept at 2,733 so files stay byte-identical).
   */
  private static final int SCORES_PER_Q01 = 2733;

  private final int[] observed = new int[BINS];
  private final int[] expected = new int[BINS];

  /** Draws the counts for a library of {@code sequences}, {@code planted} in the top bin. */
  void draw(Rng r, int sequences, int planted) {
    int total = (int) Math.round(sequences * ((double) SCORES_PER_Q01 / Q01_SEQUENCES));
    Arrays.fill(observed, 0);
    int expectedSum = 0;
    for (int i = 0; i < BINS; i++) {
      expected[i] = (int) Math.round(Q01_EXPECTED[i] * (double) sequences / Q01_SEQUENCES);
      expectedSum += Q01_EXPECTED[i];
    }
    int drawn = Math.max(0, total - planted);
    for (int k = 0; k < drawn; k++) {
      int x = r.nextInt(expectedSum);
      int i = 0;
      while (x >= Q01_EXPECTED[i]) {
        x -= Q01_EXPECTED[i++];
      }
      observed[i]++;
    }
    observed[BINS - 1] += total - drawn;
  }

  /** Writes the blank line, the {@code opt E()} title and the 51 bin lines, as prhist() does. */
  void write(ByteSink out) {
    int last = BINS - 1;
    int insetFrom = (3 * BINS - 3) / 4 - 1;                    // FASTA's mht
    int maxCount = 0;
    int maxInsetCount = 0;
    for (int i = 0; i < BINS; i++) {
      maxCount = Math.max(maxCount, observed[i]);
      if (i >= insetFrom) {
        maxInsetCount = Math.max(maxInsetCount, observed[i]);
      }
    }
    int perMark = (maxCount - 1) / 60 + 1;                     // dotsiz
    int perInsetMark = (maxInsetCount - 1) / 50 + 1;           // ddotsiz
    boolean inset = perInsetMark < perMark && perMark > 2;
    out.nl().ascii("       opt      E()\n");
    byte[] line = new byte[128];
    for (int i = 0; i < BINS; i++) {
      byte prefix = (byte) (i == last ? '>' : i == 0 ? '<' : ' ');
      int count = observed[i];
      int exp = expected[i];
      int expMark = Math.min((exp + perMark - 1) / perMark, 60);
      int expInsetMark = Math.min((exp + perInsetMark - 1) / perInsetMark, 40);
      out.put(prefix).num(i < last ? i * 2 + 20 : last * 2 + 20, 3).put((byte) ' ').num(count, 5)
          .put((byte) ' ').num(exp, 5).put((byte) ':');
      int bar = Math.min((count + perMark - 1) / perMark, 60);
      int insetBar = Math.min((count + perInsetMark - 1) / perInsetMark, 40);
      Arrays.fill(line, 0, bar, (byte) '=');
      int n;
      if (expMark <= bar) {
        if (expMark > 0) {
          line[expMark - 1] = '*';
        }
        n = bar;
      } else {
        Arrays.fill(line, bar, expMark, (byte) ' ');
        line[expMark - 1] = '*';
        n = bar = expMark;
      }
      if (i == 1) {
        n = label(line, bar, " one = represents " + perMark + " library sequences");
      }
      if (inset && i == insetFrom - 2) {
        n = label(line, bar, " inset = represents " + perInsetMark + " library sequences");
      }
      if (i >= insetFrom && inset) {
        for (int j = bar; j < 10; j++) {
          line[j] = ' ';
        }
        line[10] = ':';
        for (int j = 11; j < 11 + insetBar; j++) {
          line[j] = '=';
        }
        n = 11 + insetBar;
        if (expInsetMark <= insetBar) {
          line[10 + expInsetMark] = '*';
        } else {
          for (int j = 11 + insetBar; j < 10 + expInsetMark; j++) {
            line[j] = ' ';
          }
          line[10 + expInsetMark] = '*';
          n = 11 + expInsetMark;
        }
      }
      out.put(line, 0, n).nl();
    }
  }

  /** {@code sprintf(&hline[10], text)} after blank padding from {@code bar}; returns the length. */
  private static int label(byte[] line, int bar, String text) {
    for (int j = bar; j < 10; j++) {
      line[j] = ' ';
    }
    for (int k = 0; k < text.length(); k++) {
      line[10 + k] = (byte) text.charAt(k);
    }
    return 10 + text.length();
  }
}
