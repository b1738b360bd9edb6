package org.ycsbbio.core.api;

/**
 * The operations the tracker records, in the order used for recorder arrays: the five of YCSB's
 * {@code DB} contract, and {@link #READ_MISSING}, a read of a key the workload made absent on
 * purpose ({@link MissingKeys}). {@link #toString()} is the name in every output.
 */
public enum Operation {
  READ, UPDATE, INSERT, SCAN, DELETE,
  /**
   * A read of a {@linkplain MissingKeys missing key}: NOT_FOUND is its success, a record found
   * its failure. Reported as {@code READ-MISSING}.
   */
  READ_MISSING;

  private static final Operation[] VALUES = values();

  /** Number of operations; recorder arrays are sized by it. */
  public static final int COUNT = VALUES.length;

  /** The name in YCSB's output and ours: {@code READ} … {@code DELETE}, {@code READ-MISSING}. */
  @Override
  public String toString() {
    return this == READ_MISSING ? "READ-MISSING" : name();
  }

  /** The operation with the given {@link #ordinal()}. */
  public static Operation of(int ordinal) {
    return VALUES[ordinal];
  }
}
