package org.ycsbbio.fasta.gen;

import java.util.Arrays;

/**
 * What {@link HitModel} decided for the alignments of one query, as parallel arrays indexed by
 * plan: the {@code >>} hits are plans {@code 0 .. hits-1} (library sequence {@code h / 2}, on the
 * reverse strand when {@code h} is odd), their {@code >--} repeats follow. Everything but the
 * residues, which {@link AlignmentColumns} derives from the plan. Scratch state reused for every
 * query of one generator: not thread-safe.
 */
final class AlignmentPlans {
  /** Number of {@code >>} hits; plans from here on are repeats. */
  int hits;
  /** Number of plans, hits and repeats. */
  int size;
  /** Index of the library sequence. */
  int[] sequence = new int[0];
  boolean[] reverse = new boolean[0];
  /** Alignment columns, gaps included ({@code sw_overlap}). */
  int[] overlap = new int[0];
  /** Columns with the same base on both sides. */
  int[] matches = new int[0];
  /** Gap runs and gap columns in the query row. */
  int[] queryGapRuns = new int[0];
  int[] queryGaps = new int[0];
  /** Gap runs and gap columns in the library row. */
  int[] libraryGapRuns = new int[0];
  int[] libraryGaps = new int[0];
  /** Lowest aligned query position, 1-based, in forward coordinates. */
  int[] queryFrom = new int[0];
  /** Lowest aligned library position, 1-based. */
  int[] libraryFrom = new int[0];
  /** {@code sw_s-w opt} (= {@code sw_score}). */
  int[] score = new int[0];
  int[] zScoreTenths = new int[0];
  int[] bitsTenths = new int[0];
  /** E() as two significant digits: {@code expectMantissa / 10 * 10^expectExponent}. */
  byte[] expectMantissa = new byte[0];
  short[] expectExponent = new short[0];
  /** Per hit: its first repeat plan and how many repeats follow it. */
  int[] firstRepeat = new int[0];
  int[] repeats = new int[0];
  /** Per hit: a planted homology (see {@link HitModel}). */
  boolean[] planted = new boolean[0];
  /** The hits in E() order (then by hit index), as FASTA lists them; see {@link #sortByExpect}. */
  int[] byExpect = new int[0];
  private long[] sortKeys = new long[0];

  /** Starts a query with {@code hits} hits, none planted, no repeats. */
  void reset(int hits) {
    this.hits = hits;
    this.size = hits;
    ensure(hits);
    if (byExpect.length < hits) {
      byExpect = new int[hits];
      sortKeys = new long[hits];
      firstRepeat = new int[hits];
      repeats = new int[hits];
      planted = new boolean[hits];
    }
    Arrays.fill(repeats, 0, hits, 0);
    Arrays.fill(planted, 0, hits, false);
  }

  /** Appends a repeat plan; returns its index. */
  int add() {
    ensure(size + 1);
    return size++;
  }

  /** Fills {@link #byExpect}. */
  void sortByExpect() {
    for (int h = 0; h < hits; h++) {
      sortKeys[h] = ((long) (expectExponent[h] + 4096) << 40) | ((long) expectMantissa[h] << 32)
          | h;
    }
    Arrays.sort(sortKeys, 0, hits);
    for (int k = 0; k < hits; k++) {
      byExpect[k] = (int) (sortKeys[k] & 0xFFFFFFFFL);
    }
  }

  private void ensure(int capacity) {
    if (sequence.length >= capacity) {
      return;
    }
    int c = Math.max(capacity, sequence.length + (sequence.length >> 1) + 16);
    sequence = Arrays.copyOf(sequence, c);
    reverse = Arrays.copyOf(reverse, c);
    overlap = Arrays.copyOf(overlap, c);
    matches = Arrays.copyOf(matches, c);
    queryGapRuns = Arrays.copyOf(queryGapRuns, c);
    queryGaps = Arrays.copyOf(queryGaps, c);
    libraryGapRuns = Arrays.copyOf(libraryGapRuns, c);
    libraryGaps = Arrays.copyOf(libraryGaps, c);
    queryFrom = Arrays.copyOf(queryFrom, c);
    libraryFrom = Arrays.copyOf(libraryFrom, c);
    score = Arrays.copyOf(score, c);
    zScoreTenths = Arrays.copyOf(zScoreTenths, c);
    bitsTenths = Arrays.copyOf(bitsTenths, c);
    expectMantissa = Arrays.copyOf(expectMantissa, c);
    expectExponent = Arrays.copyOf(expectExponent, c);
  }
}
