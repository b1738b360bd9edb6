package org.ycsbbio.fasta.gen;

/**
 * What the imitated program, FASTA 36.3.8i {@code ssearch36}, prints about itself and its fixed
 * parameters (+5/-4 scores, -12/-4 gap penalties), as in the corpus files. Constants only.
 */
final class Ssearch36 {
  /** {@code pg_ver} and the banner. */
  static final String VERSION = "36.3.8i Nov, 2022";
  /** {@code pg_name_alg} and the {@code Algorithm:} line. */
  static final String ALGORITHM = "Smith-Waterman (SSE2, Michael Farrar 2006)";
  /** {@code pg_ver_rel}. */
  static final String ALGORITHM_RELEASE = "7.2 Nov 2010/SIMDe Nov 2020";
  /** The first number of {@code mp_extrap}; also bounds E() (see {@link HitModel}). */
  static final int EXTRAPOLATION = 60000;

  private Ssearch36() {
  }
}
