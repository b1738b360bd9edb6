package org.ycsbbio.core.verdict;

/**
 * The one-sided test of whether a node's rate of slow operations exceeds its peers': given
 * {@code a + b} slow operations in all, under equal rates the node's {@code a} follows
 * Binomial(a + b, n / (n + m)) (the conditional test of two Poisson rates), so its upper tail is
 * an exact p-value, valid for the handful of slow operations a tail holds, where the normal
 * approximation of the two-proportion z test claims too much. Stateless.
 */
final class RateTest {
  private RateTest() {
  }

  /**
   * P(X ≥ {@code a}) for X ~ Binomial(a + b, n / (n + m)): {@code a} of {@code n} node
   * operations and {@code b} of {@code m} peer operations are slow.
   */
  static double upperTailP(long a, long n, long b, long m) {
    long total = a + b;
    if (a == 0) {
      return 1;
    }
    double q = n / (double) (n + m);
    double logPmf = a * Math.log(q) + b * Math.log1p(-q);
    for (long j = 1; j <= a; j++) {
      logPmf += Math.log((double) (total - a + j) / j);
    }
    double pmf = Math.exp(logPmf);
    double sum = 0;
    for (long i = a; i <= total && (pmf > 0 || i == a); i++) {
      sum += pmf;
      pmf *= (double) (total - i) / (i + 1) * q / (1 - q);
    }
    return Math.min(1, sum);
  }

  /** P(Z ≥ z) for a standard normal Z (Abramowitz–Stegun 26.2.17, error &lt; 7.5e-8). */
  static double normalUpperTail(double z) {
    if (z < 0) {
      return 1 - normalUpperTail(-z);
    }
    double t = 1 / (1 + 0.2316419 * z);
    double poly = t * (0.319381530 + t * (-0.356563782 + t * (1.781477937
        + t * (-1.821255978 + t * 1.330274429))));
    return Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI) * poly;
  }
}
