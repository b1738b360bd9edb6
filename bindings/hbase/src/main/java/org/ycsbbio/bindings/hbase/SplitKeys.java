package org.ycsbbio.bindings.hbase;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.ycsbbio.core.api.ConfigException;

/**
 * Split points that cut a table's key space into regions holding about equal shares of the keys
 * (docs/bindings/hbase.md, "Pre-splitting"). Stateless.
 * <ul>
 *   <li>{@link Shape#YCSB}: YCSB's hashed keys are {@code user} + the decimal digits (no
 *       padding) of a hash uniform over [0, 2^63), so they sort by the hash's leading digits,
 *       its mantissa m in [0.1, 1): 89 % are 19-digit hashes with m uniform up to
 *       2^63/10^19 = 0.922, the rest shorter ones with m uniform up to 1. The cuts are the
 *       quantiles i/N of that mixture, written as 19 digits.</li>
 *   <li>{@link Shape#FASTA}: FastaWorkload's keys {@code f<file:10>q<query:7>[a<alignment:7>]}
 *       are cut evenly over (file ordinal, query, alignment) for {@code files} files of
 *       {@code queries} queries of {@code alignments} alignments each; a cut is
 *       {@code f<file>q<query>a<alignment>}. Run-phase inserts ({@code n...}) land in the last
 *       region.</li>
 * </ul>
 */
public final class SplitKeys {
  /** The key shapes split points are made for. */
  public enum Shape { YCSB, FASTA }

  /** Share of hashes in [0, 2^63) with 19 digits, and their highest mantissa. */
  private static final double LONG_SHARE = 1 - 1e18 / 0x1p63;
  private static final double LONG_TOP = 0x1p63 / 1e19;
  /** Key share per unit of mantissa below LONG_TOP, and above it. */
  private static final double DENSITY_LOW = LONG_SHARE / (LONG_TOP - 0.1)
      + (1 - LONG_SHARE) / 0.9;
  private static final double DENSITY_HIGH = (1 - LONG_SHARE) / 0.9;

  private SplitKeys() {
  }

  /** The {@code regions - 1} split points of {@code config}'s table, ascending. */
  public static byte[][] of(HBaseConfig config) {
    int n = config.regions();
    byte[][] splits = new byte[n - 1][];
    long keys = config.splitShape() == Shape.FASTA ? fastaKeys(config) : n;
    if (keys < n) {
      throw new ConfigException("hbase.regions=" + n + ": more than the " + keys + " keys of "
          + "hbase.presplit.fasta.files x hbase.presplit.fasta.queries x "
          + "hbase.presplit.fasta.alignments");
    }
    for (int i = 1; i < n; i++) {
      String key = config.splitShape() == Shape.YCSB ? ycsb(i, n)
          : fasta(i, n, keys, config.fastaQueries(), config.fastaAlignments());
      splits[i - 1] = key.getBytes(StandardCharsets.UTF_8);
    }
    return splits;
  }

  /** Cut {@code i} of {@code n}: the mantissa below which a share i/n of the hashes lies. */
  static String ycsb(int i, int n) {
    double share = (double) i / n;
    double belowTop = (LONG_TOP - 0.1) * DENSITY_LOW;
    double mantissa = share <= belowTop ? 0.1 + share / DENSITY_LOW
        : LONG_TOP + (share - belowTop) / DENSITY_HIGH;
    return "user" + (long) (mantissa * 1e18) + "0";
  }

  private static long fastaKeys(HBaseConfig c) {
    try {
      return Math.multiplyExact(Math.multiplyExact((long) c.fastaFiles(), c.fastaQueries()),
          c.fastaAlignments());
    } catch (ArithmeticException e) {
      throw new ConfigException("hbase.presplit.fasta.files x queries x alignments: more than "
          + Long.MAX_VALUE + " keys", e);
    }
  }

  /** Cut {@code i} of {@code n} over {@code keys} (file, query, alignment) triples. */
  static String fasta(int i, int n, long keys, int queries, int alignments) {
    long x = keys / n * i + keys % n * i / n;
    long query = x / alignments;
    return String.format(Locale.ROOT, "f%010dq%07da%07d", query / queries, query % queries + 1,
        x % alignments + 1);
  }
}
