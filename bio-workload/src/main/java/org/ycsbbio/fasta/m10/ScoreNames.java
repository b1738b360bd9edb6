package org.ycsbbio.fasta.m10;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Field names for the score lines of an alignment ({@code ; sw_bits: 198.8} → {@code bits}):
 * the alignment's own prefix ({@code sw}, {@code fa}, {@code gnw}, …) is dropped and the known
 * score names are normalised ({@code s-w opt}/{@code n-w opt} → {@code opt},
 * {@code z-score} → {@code z_score}); a line with another prefix (fasta36's second
 * {@code sw_} set) keeps its whole key. Known names are matched on bytes, without allocation.
 * Thread-safe.
 */
final class ScoreNames {
  private static final String[][] KNOWN = {
      {"frame", "frame"}, {"s-w opt", "opt"}, {"n-w opt", "opt"}, {"opt", "opt"},
      {"z-score", "z_score"}, {"bits", "bits"}, {"expect", "expect"}, {"score", "score"},
      {"ident", "ident"}, {"sim", "sim"}, {"overlap", "overlap"}, {"initn", "initn"},
      {"init1", "init1"}};
  private static final byte[][] KNOWN_BYTES = new byte[KNOWN.length][];
  private static final ConcurrentHashMap<String, String> OTHERS = new ConcurrentHashMap<>();

  static {
    for (int i = 0; i < KNOWN.length; i++) {
      KNOWN_BYTES[i] = Bytes.ascii(KNOWN[i][0]);
    }
  }

  private ScoreNames() {
  }

  /** The field name of score key {@code b[s, e)} of an alignment with {@code prefix} (null: none). */
  static String field(byte[] b, int s, int e, M10Text prefix) {
    int p = prefix == null ? 0 : prefix.byteLength();
    if (p > 0 && e - s > p && b[s + p] == '_'
        && java.util.Arrays.equals(b, s, s + p, prefix.array(), prefix.byteOffset(),
            prefix.byteOffset() + p)) {
      for (int i = 0; i < KNOWN_BYTES.length; i++) {
        if (Bytes.equals(b, s + p + 1, e, KNOWN_BYTES[i])) {
          return KNOWN[i][1];
        }
      }
    }
    String key = Bytes.str(b, s, e);
    return OTHERS.computeIfAbsent(key, k -> k.replace(' ', '_'));
  }
}
