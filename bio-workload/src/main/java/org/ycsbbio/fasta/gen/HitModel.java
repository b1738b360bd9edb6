package org.ycsbbio.fasta.gen;

/**
 * The statistical model of a query's hits: for each {@code >>} hit and {@code >--} repeat, its
 * size, gaps, position, score, z-score, bits and E(), written into {@link AlignmentPlans}.
 *
 * <p>Numbers measured on the corpus q01-q04 (4 queries, 21,704 alignments, via the oracle's
 * expected JSONL and {@code tools/measure.py}):
 * <ul>
 * <li><b>hits per query</b>: 5,426 in every real file (2,713 library sequences x both strands,
 *     exactly half {@code r}); see {@link M10GeneratorConfig#DEFAULT_HITS_PER_QUERY}.</li>
 * <li><b>overlap</b> (alignment length incl. gaps): p1 17, p10 29, p25 39, median 56, p75 80,
 *     p90 107, p99 179, max 540, min 10 (median 48 for the 433-nt query, 57-61 otherwise);
 *     drawn log-normal with median {@code max(20, 57 + 6 ln(qlen / 2300))} and sigma 0.51,
 *     clamped to [10, min(qlen, libLen)].</li>
 * <li><b>score</b> ({@code s-w opt}): p1 54, p10 63, median 75, p90 89, p99 105, min 42; drawn
 *     as a Gumbel with location {@code -19.1 + 6.8 ln(libLen) + 5.5 ln(qlen) + 5.5 ln(overlap/57)},
 *     scale 7.0, floor 40; the matches follow from it ({@code M = (opt + 4 L + 12 runs) / 9},
 *     since {@code opt = 5 M - 4 (L - M - gaps) - (12 + 4 len) per gap run} with +5/-4, -12/-4),
 *     so {@code ident} follows too (real: median 0.636, p10 0.573, p90 0.742; 0.81 for
 *     overlap &lt; 25).</li>
 * <li><b>gaps</b>: 80 % of alignments have gaps; runs per alignment mean 2.1 (~0.033 per
 *     column, drawn Poisson), run length geometric (1: 56 %, 2: 25 %, 3: 11 %, ..., max 12:
 *     extension probability 0.44), either side.</li>
 * <li><b>z-score, bits, E()</b>: least-squares fits on the real data:
 *     {@code z = 60.75 + 1.2258 opt - 8.31 ln(libLen) - 6.75 ln(qlen) + N(0, 1.2)} (intercept
 *     raised to 62.75 so that the generated z and E() medians match; ln(qlen) coefficient used
 *     as -6.746), {@code bits = 2.825 + 0.2268 opt - 0.095 ln(libLen) + 0.195 ln(qlen)
 *     + N(0, 0.22)} (used as -0.0948 and 0.1947, floor 0.1), {@code ln E = min(18.36 - 0.0828 z
 *     - 1.005 ln(libLen) + N(0, 0.27), ln(60000 qlen libLen) - bits ln 2)}, floor e^-690
 *     (real E: median 2,000, max 46,000).</li>
 * <li><b>strong hits</b> (real: 4-7 per query with E &lt; 1, up to overlap 540, E 7.6e-156): like
 *     gen.py's planted segments, 0-4 per query (cycle 0,1,2,3,4,2,1,3), each on one library
 *     sequence and, half of the time, also on its neighbour (an isoform), 35 % reverse strand,
 *     overlap 80-600 (at most 800 and the shorter sequence; none below 60), substitution rate
 *     0-25 %, indel rate 0-2 % (run length geometric, extension 0.25, max 6).</li>
 * <li><b>repeats</b>: each hit gets 1-3 {@code >--} alignments (2nd 30 %, 3rd 10 %) with
 *     probability {@code repeatFraction}, scored at least 10 below the location of a chance
 *     hit and below their hit.</li>
 * </ul>
 *
 * <p>Scratch state of one generator: not thread-safe.
 */
final class HitModel {
  private static final int[] PLANTED_PER_QUERY = {0, 1, 2, 3, 4, 2, 1, 3};   // gen.py's cycle
  private static final double[] PLANTED_SUBSTITUTION = {0.0, 0.02, 0.05, 0.10, 0.18, 0.25};
  private static final double[] PLANTED_INDEL = {0.0, 0.003, 0.01, 0.02};
  private static final double LN2 = StrictMath.log(2.0);
  private static final double LN10 = StrictMath.log(10.0);
  private static final double LN_EXTRAPOLATION = StrictMath.log(Ssearch36.EXTRAPOLATION);
  private static final double LN_2300 = StrictMath.log(2300.0);
  private static final double LN_57 = StrictMath.log(57.0);
  private static final double OVERLAP_SIGMA = 0.51;
  private static final double SCORE_SCALE = 7.0;
  private static final double GAP_RUNS_PER_COLUMN = 0.033;
  private static final double GAP_EXTEND = 0.44;

  private final int hitsPerQuery;
  private final double repeatFraction;
  private final AlignmentPlans plans;
  private CdsLibrary library;
  private int queryLength;
  private double lnQueryLength;

  /** A model filling {@code plans}, with the hit count and repeat fraction of a config. */
  HitModel(M10GeneratorConfig config, AlignmentPlans plans) {
    this.hitsPerQuery = config.hitsPerQuery();
    this.repeatFraction = config.repeatFraction();
    this.plans = plans;
  }

  /**
   * Plans every hit and repeat of {@code query} against {@code library} from {@code r} and sorts
   * the hits by E().
   *
   * @return how many hits were chosen as planted homologies (for the histogram's top bin)
   */
  int plan(Rng r, SyntheticQuery query, CdsLibrary library) {
    this.library = library;
    this.queryLength = query.length;
    this.lnQueryLength = StrictMath.log(query.length);
    int hits = hitsPerQuery;
    int sequences = library.sequenceCount;
    plans.reset(hits);
    // library sequence i on the forward strand is hit 2i, on the reverse 2i+1
    int segments = PLANTED_PER_QUERY[r.nextInt(PLANTED_PER_QUERY.length)];
    int planted = 0;
    for (int s = 0; s < segments; s++) {
      int first = r.nextInt(sequences);
      int strand = r.chance(0.35) ? 1 : 0;
      int copies = r.chance(0.5) ? 2 : 1;
      for (int c = 0; c < copies && first + c < sequences; c++) {
        int h = 2 * (first + c) + strand;
        if (h < hits && !plans.planted[h]) {
          plans.planted[h] = true;
          planted++;
        }
      }
    }
    for (int h = 0; h < hits; h++) {
      if (plans.planted[h]) {
        planPlanted(r, h, h >> 1, (h & 1) == 1);
      } else {
        planChance(r, h, h >> 1, (h & 1) == 1, false, 0);
      }
    }
    for (int h = 0; h < hits; h++) {
      if (repeatFraction > 0 && r.chance(repeatFraction)) {
        int k = 1 + (r.chance(0.3) ? 1 : 0) + (r.chance(0.1) ? 1 : 0);
        plans.firstRepeat[h] = plans.size;
        plans.repeats[h] = k;
        for (int j = 0; j < k; j++) {
          planChance(r, plans.add(), h >> 1, (h & 1) == 1, true, plans.score[h]);
        }
      }
    }
    plans.sortByExpect();
    return planted;
  }

  /** A chance local alignment (the bulk of every file); a repeat scores below {@code hitScore}. */
  private void planChance(Rng r, int i, int sequence, boolean reverse, boolean repeat,
      int hitScore) {
    int libLength = library.lengths[sequence];
    double lnLib = StrictMath.log(libLength);
    int maxLength = Math.min(queryLength, libLength);
    double medianLength = Math.max(20.0, 57.0 + 6.0 * (lnQueryLength - LN_2300));
    int length = (int) StrictMath.rint(StrictMath.exp(StrictMath.log(medianLength)
        + OVERLAP_SIGMA * r.gaussian()));
    length = Math.max(Math.min(10, maxLength), Math.min(length, maxLength));
    double target = -19.1 + 6.8 * lnLib + 5.5 * lnQueryLength
        + 5.5 * (StrictMath.log(length) - LN_57) + SCORE_SCALE * r.gumbel();
    if (repeat) {
      target = Math.min(target - 10, hitScore - 1);
    }
    target = Math.max(target, 40);
    Gaps gaps = Gaps.draw(r, r.poisson(GAP_RUNS_PER_COLUMN * length), 12, GAP_EXTEND);
    finish(r, i, sequence, reverse, lnLib, length, target, gaps.queryRuns, gaps.queryGaps,
        gaps.libraryRuns, gaps.libraryGaps, -1);
  }

  /** A planted, real homology (a handful per query, E() far below 1). */
  private void planPlanted(Rng r, int i, int sequence, boolean reverse) {
    int libLength = library.lengths[sequence];
    int maxLength = Math.min(Math.min(queryLength, libLength), 800);
    if (maxLength < 60) {
      planChance(r, i, sequence, reverse, false, 0);
      return;
    }
    int length = Math.min(r.nextInt(80, 600), maxLength);
    double substitution = PLANTED_SUBSTITUTION[r.nextInt(PLANTED_SUBSTITUTION.length)];
    double indel = PLANTED_INDEL[r.nextInt(PLANTED_INDEL.length)];
    Gaps gaps = Gaps.draw(r, r.poisson(indel * length), 6, 0.25);
    int matches = (int) StrictMath.rint((length - gaps.queryGaps - gaps.libraryGaps)
        * (1.0 - substitution));
    finish(r, i, sequence, reverse, StrictMath.log(libLength), length, 0, gaps.queryRuns,
        gaps.queryGaps, gaps.libraryRuns, gaps.libraryGaps, matches);
  }

  /**
   * Fixes the composition (matches / mismatches / gaps), the coordinates and the scores of plan
   * {@code i}. {@code matches < 0}: derive the matches from the {@code target} score.
   */
  private void finish(Rng r, int i, int sequence, boolean reverse, double lnLib, int length,
      double target, int queryRuns, int queryGaps, int libraryRuns, int libraryGaps,
      int matches) {
    int libLength = library.lengths[sequence];
    int maxLength = Math.min(queryLength, libLength);
    if (matches < 0) {
      matches = (int) StrictMath.rint((target + 4.0 * length + 12.0 * (queryRuns + libraryRuns))
          / 9.0);
    }
    int nonGap = length - queryGaps - libraryGaps;
    if (matches > nonGap || queryRuns + libraryRuns > nonGap - 1 || matches < 2) {
      queryRuns = 0;                                 // no room for these gaps: drop them
      queryGaps = 0;
      libraryRuns = 0;
      libraryGaps = 0;
      nonGap = length;
      if (target > 0) {
        matches = (int) StrictMath.rint((target + 4.0 * length) / 9.0);
      }
    }
    if (matches > length) {                          // too short for its score: all matches
      length = Math.min(maxLength, Math.max(length, (int) Math.ceil(target / 5.0)));
      nonGap = length;
      matches = length;
    }
    matches = Math.max(Math.min(2, nonGap), matches);
    int score = 9 * matches - 4 * length - 12 * (queryRuns + libraryRuns);
    plans.sequence[i] = sequence;
    plans.reverse[i] = reverse;
    plans.overlap[i] = length;
    plans.matches[i] = matches;
    plans.queryGapRuns[i] = queryRuns;
    plans.queryGaps[i] = queryGaps;
    plans.libraryGapRuns[i] = libraryRuns;
    plans.libraryGaps[i] = libraryGaps;
    plans.queryFrom[i] = 1 + r.nextInt(queryLength - (length - queryGaps) + 1);
    plans.libraryFrom[i] = 1 + r.nextInt(libLength - (length - libraryGaps) + 1);
    plans.score[i] = score;
    double lnQuery = lnQueryLength;
    double z = 62.75 + 1.2258 * score - 8.31 * lnLib - 6.746 * lnQuery + 1.2 * r.gaussian();
    double bits = 2.825 + 0.2268 * score - 0.0948 * lnLib + 0.1947 * lnQuery
        + 0.22 * r.gaussian();
    bits = Math.max(bits, 0.1);
    double lnExpect = Math.min(18.36 - 0.0828 * z - 1.005 * lnLib + 0.27 * r.gaussian(),
        LN_EXTRAPOLATION + lnQuery + lnLib - bits * LN2);
    lnExpect = Math.max(lnExpect, -690.0);           // stays a normal double
    plans.zScoreTenths[i] = (int) StrictMath.rint(z * 10);
    plans.bitsTenths[i] = (int) StrictMath.rint(bits * 10);
    int exponent = (int) StrictMath.floor(lnExpect / LN10);
    int mantissa = (int) StrictMath.rint(StrictMath.exp(lnExpect - exponent * LN10) * 10);
    if (mantissa >= 100) {
      mantissa = 10;
      exponent++;
    } else if (mantissa < 10) {
      mantissa = 10;
    }
    plans.expectMantissa[i] = (byte) mantissa;
    plans.expectExponent[i] = (short) exponent;
  }

  /**
   * Gap runs of one alignment: each run is 1..maxRun long (extended with probability
   * {@code extend}) and falls on the query or the library side with equal chance.
   */
  private static final class Gaps {
    int queryRuns;
    int queryGaps;
    int libraryRuns;
    int libraryGaps;

    static Gaps draw(Rng r, int runs, int maxRun, double extend) {
      Gaps gaps = new Gaps();
      for (int k = 0; k < runs; k++) {
        int g = 1;
        while (g < maxRun && r.chance(extend)) {
          g++;
        }
        if (r.chance(0.5)) {
          gaps.queryRuns++;
          gaps.queryGaps += g;
        } else {
          gaps.libraryRuns++;
          gaps.libraryGaps += g;
        }
      }
      return gaps;
    }
  }
}
