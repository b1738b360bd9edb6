package org.ycsbbio.workload;

import java.util.HashMap;
import java.util.random.RandomGenerator;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.api.MissingKeys;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;

/**
 * One run-phase thread's reads of loaded keys, a set share of them made missing
 * ({@link MissingKeys}: the tracker counts those as {@code READ-MISSING}). The key is built in a
 * reused builder and the result goes to a reused map, so a read allocates only its key string
 * (YCSB's {@code DB} takes a {@code String}). Confined to its thread.
 *
 * <pre>{@code
 * boolean missing = reads.drawMissing(random);
 * reads.key().append(loadedKey);                // or appended in place, digit by digit
 * reads.read(db, table, missing);
 * }</pre>
 */
@NotThreadSafe
public final class KeyReads {
  private final double missingShare;
  private final StringBuilder key = new StringBuilder(64);
  private final HashMap<String, ByteIterator> result = new HashMap<>();

  /** Reads of which a share {@code missingShare} (0 to 1) asks for missing keys. */
  public KeyReads(double missingShare) {
    if (!(missingShare >= 0 && missingShare <= 1)) {
      throw new IllegalArgumentException("missing share must be in [0, 1], was " + missingShare);
    }
    this.missingShare = missingShare;
  }

  /**
   * Whether the next read asks for a missing key. Draws from {@code random} only when the share
   * is neither 0 nor 1, so a run without missing reads keeps its random sequence.
   */
  public boolean drawMissing(RandomGenerator random) {
    return missingShare > 0 && (missingShare >= 1 || random.nextDouble() < missingShare);
  }

  /** The key builder, emptied: append the loaded key of the next read to it. */
  public StringBuilder key() {
    key.setLength(0);
    return key;
  }

  /**
   * Reads all fields of the key in {@link #key()} from {@code table}, made missing first when
   * {@code missing}.
   */
  public Status read(DB db, String table, boolean missing) {
    if (missing) {
      MissingKeys.appendSuffix(key);
    }
    result.clear();
    return db.read(table, key.toString(), null, result);
  }
}
