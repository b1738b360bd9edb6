package org.ycsbbio.core.testing;

import org.ycsbbio.core.api.KeyHash;
import site.ycsb.Utils;
import site.ycsb.generator.ScrambledZipfianGenerator;

/**
 * Which node YCSB's zipfian requests favour, by the same placement as the bindings that spread
 * keys themselves (the sim's): keys drawn as {@code CoreWorkload} draws them for a read-only run
 * ({@code ScrambledZipfianGenerator} over {@code recordcount + 1} items, those past the last
 * record drawn again), named as it names them ({@code "user" + Utils.hash(keynum)}), placed by
 * {@link KeyHash#bucketOf}.
 */
public final class KeySkew {
  private KeySkew() {
  }

  /** Each node's share (index 0 = node1) of {@code draws} zipfian requests over the records. */
  public static double[] zipfianShares(long records, int nodes, int draws) {
    ScrambledZipfianGenerator keys = new ScrambledZipfianGenerator(0, records);
    long[] count = new long[nodes];
    for (int i = 0; i < draws; i++) {
      long keynum;
      do {
        keynum = keys.nextValue();
      } while (keynum >= records);
      count[KeyHash.bucketOf("user" + Utils.hash(keynum), nodes)]++;
    }
    double[] shares = new double[nodes];
    for (int n = 0; n < nodes; n++) {
      shares[n] = count[n] / (double) draws;
    }
    return shares;
  }

  /** The 1-based node with the largest share. */
  public static int hottest(double[] shares) {
    int hot = 0;
    for (int n = 1; n < shares.length; n++) {
      hot = shares[n] > shares[hot] ? n : hot;
    }
    return hot + 1;
  }
}
