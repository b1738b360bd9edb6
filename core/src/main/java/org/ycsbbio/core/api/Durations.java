package org.ycsbbio.core.api;

import java.util.Locale;

/**
 * Parses human durations such as {@code 200us}, {@code 2ms}, {@code 1.5s}, {@code 500ns}, as
 * duration {@link Option}s and command-line flags read them. Stateless.
 */
public final class Durations {
  private Durations() {
  }

  /**
   * Parses {@code text} into nanoseconds.
   *
   * @param text a non-negative number followed by one of {@code ns us ms s m}; a bare number is
   *     read in {@code bareUnitNanos}
   * @param bareUnitNanos the unit of a number without suffix, in nanoseconds
   * @throws IllegalArgumentException naming the accepted forms when {@code text} is malformed
   */
  public static long parseNanos(String text, long bareUnitNanos) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    int split = 0;
    while (split < t.length() && (Character.isDigit(t.charAt(split)) || t.charAt(split) == '.')) {
      split++;
    }
    if (split == 0) {
      throw new IllegalArgumentException("'" + text + "' is not a duration (use e.g. 200us, 2ms, 1s)");
    }
    double number;
    try {
      number = Double.parseDouble(t.substring(0, split));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + text + "' is not a duration (use e.g. 200us, 2ms, 1s)", e);
    }
    long unit = switch (t.substring(split).trim()) {
      case "" -> bareUnitNanos;
      case "ns" -> 1L;
      case "us", "µs" -> 1_000L;
      case "ms" -> 1_000_000L;
      case "s" -> 1_000_000_000L;
      case "m", "min" -> 60_000_000_000L;
      default -> throw new IllegalArgumentException(
          "'" + text + "' has an unknown unit (use ns, us, ms, s or m)");
    };
    return Math.round(number * unit);
  }

  /** Formats nanoseconds compactly for messages, e.g. {@code 2ms}, {@code 250us}. */
  public static String format(long nanos) {
    if (nanos % 1_000_000_000L == 0 && nanos != 0) {
      return nanos / 1_000_000_000L + "s";
    }
    if (nanos % 1_000_000L == 0 && nanos != 0) {
      return nanos / 1_000_000L + "ms";
    }
    if (nanos % 1_000L == 0) {
      return nanos / 1_000L + "us";
    }
    return nanos + "ns";
  }
}
