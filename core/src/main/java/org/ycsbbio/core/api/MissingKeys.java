package org.ycsbbio.core.api;

import net.jcip.annotations.ThreadSafe;

/**
 * Keys that were never loaded, for reads that must answer NOT_FOUND. A missing key is a loaded
 * key followed by {@value #SUFFIX}: it sorts right after the key it came from (so under range
 * partitioning it falls in the same range as real keys do) and hashes to an unrelated bucket
 * (so under hash partitioning it spreads like real keys). Draw the loaded key the way real reads
 * are drawn and missing reads reach every shard and node in the same proportions.
 *
 * <p>The per-node tracker counts every read of such a key as {@link Operation#READ_MISSING}
 * ({@code READ-MISSING} in all outputs, apart from {@code READ}): NOT_FOUND is the right answer,
 * a record found is a failure. A workload only forms the key and reads it.
 *
 * <p>It can never collide with a loaded key as long as no loaded key ends with {@value #SUFFIX}
 * ({@link #isMissing}): a loader whose keys come from the input (sequence ids) must reject such
 * keys; the FASTA workload's keys are digits and lower-case letters and never do.
 *
 * <pre>{@code
 * StringBuilder key = new StringBuilder(64);           // one per thread, reused
 * key.setLength(0);
 * appendLoadedKey(key);                                // a uniformly drawn loaded key
 * MissingKeys.appendSuffix(key);                       // now one that was never loaded
 * db.read(table, key.toString(), null, result);        // counted as READ-MISSING
 * }</pre>
 *
 * Stateless; thread-safe.
 */
@ThreadSafe
public final class MissingKeys {
  /** What a missing key ends with; URL-safe, so every binding can carry it unescaped. */
  public static final String SUFFIX = "~missing";

  private MissingKeys() {
  }

  /** Appends {@link #SUFFIX} to a loaded key in {@code key}, making it a missing key. */
  public static void appendSuffix(StringBuilder key) {
    key.append(SUFFIX);
  }

  /** The missing key derived from {@code loadedKey} (allocates; see {@link #appendSuffix}). */
  public static String of(String loadedKey) {
    return loadedKey.concat(SUFFIX);
  }

  /**
   * Whether {@code key} has the form of a missing key. A loader must not load a key for which
   * this is true (reject it naming file and line), or a missing-key read could find it.
   */
  public static boolean isMissing(CharSequence key) {
    int n = key.length();
    int s = SUFFIX.length();
    if (n < s) {
      return false;
    }
    for (int i = 0; i < s; i++) {
      if (key.charAt(n - s + i) != SUFFIX.charAt(i)) {
        return false;
      }
    }
    return true;
  }
}
