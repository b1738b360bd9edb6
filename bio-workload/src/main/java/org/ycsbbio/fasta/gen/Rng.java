package org.ycsbbio.fasta.gen;

/**
 * SplitMix64: small, fast, and - unlike {@link java.util.Random} or
 * {@link java.util.SplittableRandom} - fully specified here, so a seed gives the same stream on
 * every JDK. All floating-point helpers use {@link StrictMath} for the same reason. Not
 * thread-safe: one instance per stream and thread.
 */
final class Rng {
  private static final long GOLDEN = 0x9E3779B97F4A7C15L;
  private long state;

  Rng(long seed) {
    this.state = seed;
  }

  void reseed(long seed) {
    this.state = seed;
  }

  /** Stafford variant 13 finaliser; also used to derive independent seeds. */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** A seed for an independent stream identified by (a, b). */
  static long derive(long a, long b) {
    return mix(mix(a + GOLDEN) ^ (b * GOLDEN + 0x632BE59BD9B4E019L));
  }

  long nextLong() {
    return mix(state += GOLDEN);
  }

  /** Uniform in [0, bound) for {@code 0 < bound <= 2^31} (multiply-shift; bias below 2^-32). */
  int nextInt(int bound) {
    return (int) (((nextLong() >>> 32) * bound) >>> 32);
  }

  /** Uniform in [lo, hi] (inclusive). */
  int nextInt(int lo, int hi) {
    return lo + nextInt(hi - lo + 1);
  }

  /** Uniform in [0, 1). */
  double nextDouble() {
    return (nextLong() >>> 11) * 0x1.0p-53;
  }

  /** Uniform in (0, 1), never 0: safe for logarithms. */
  double nextOpenDouble() {
    return ((nextLong() >>> 11) + 0.5) * 0x1.0p-53;
  }

  boolean chance(double p) {
    return nextDouble() < p;
  }

  /** Standard normal (Box-Muller, one value per call). */
  double gaussian() {
    double u1 = nextOpenDouble();
    double u2 = nextDouble();
    return StrictMath.sqrt(-2.0 * StrictMath.log(u1)) * StrictMath.cos(2.0 * StrictMath.PI * u2);
  }

  /** Standard Gumbel (maximum) variate: -ln(-ln U). */
  double gumbel() {
    return -StrictMath.log(-StrictMath.log(nextOpenDouble()));
  }

  /** Poisson by inversion (small means only; capped at 10 * mean + 20). */
  int poisson(double mean) {
    if (mean <= 0) {
      return 0;
    }
    double l = StrictMath.exp(-mean);
    double p = 1.0;
    int k = 0;
    int cap = (int) (10 * mean) + 20;
    do {
      k++;
      p *= nextDouble();
    } while (p > l && k < cap);
    return k - 1;
  }
}
