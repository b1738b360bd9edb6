package org.ycsbbio.core.api;

/** The five operations of YCSB's {@code DB} contract, in the order used for recorder arrays. */
public enum Operation {
  READ, UPDATE, INSERT, SCAN, DELETE;

  private static final Operation[] VALUES = values();

  /** Number of operations; recorder arrays are sized by it. */
  public static final int COUNT = VALUES.length;

  /** The operation with the given {@link #ordinal()}. */
  public static Operation of(int ordinal) {
    return VALUES[ordinal];
  }
}
