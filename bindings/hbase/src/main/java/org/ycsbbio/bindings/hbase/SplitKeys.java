package org.ycsbbio.bindings.hbase;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.ycsbbio.core.ConfigException;

/**
 * Split points that cut a table's key space into regions holding about equal shares of the keys
 * (docs/bindings/hbase.md, "Pre-splitting"). Stateless.
 * <ul>
 *   <li>{@link Shape#YCSB}: YCSB's hashed keys are {@code user} + the decimal digits of a hash
 *       uniform over [0, 2^63); the 19-digit ones (89 %) are cut at N evenly spaced 19-digit
 *       values between 10^18 and 2^63. Shorter hashes sort among them by their leading digits,
 *       so the shares stay even to about 1 %.</li>
 *   <li>{@link Shape#FASTA}: FastaWorkload's keys {@code f<file:10>q<query:7>...} are cut evenly
 *       over (file ordinal, query) for {@code files} files of {@code queries} queries each; a cut
 *       is {@code f<file>q<query>}. Run-phase inserts ({@code n...}) land in the last region.</li>
 * </ul>
 */
public final class SplitKeys {
  /** The key shapes split points are made for. */
  public enum Shape { YCSB, FASTA }

  private static final long YCSB_LOW = 1_000_000_000_000_000_000L;

  private SplitKeys() {
  }

  /** The {@code regions - 1} split points of {@code config}'s table, ascending. */
  public static byte[][] of(HBaseConfig config) {
    int n = config.regions();
    byte[][] splits = new byte[n - 1][];
    long keys = (long) config.fastaFiles() * config.fastaQueries();
    if (config.splitShape() == Shape.FASTA && keys < n) {
      throw new ConfigException("hbase.regions=" + n + ": more than the " + keys
          + " (file, query) pairs of hbase.presplit.fasta.files x hbase.presplit.fasta.queries");
    }
    for (int i = 1; i < n; i++) {
      String key = config.splitShape() == Shape.YCSB ? ycsb(i, n)
          : fasta(i, n, keys, config.fastaQueries());
      splits[i - 1] = key.getBytes(StandardCharsets.UTF_8);
    }
    return splits;
  }

  /** Cut {@code i} of {@code n} over [10^18, 2^63). */
  static String ycsb(int i, int n) {
    long span = Long.MAX_VALUE - YCSB_LOW;
    long offset = span / n * i + span % n * i / n;
    return "user" + (YCSB_LOW + offset);
  }

  /** Cut {@code i} of {@code n} over {@code keys} (file, query) pairs, {@code queries} a file. */
  static String fasta(int i, int n, long keys, int queries) {
    long x = keys / n * i + keys % n * i / n;
    return String.format(Locale.ROOT, "f%010dq%07d", x / queries, x % queries + 1);
  }
}
