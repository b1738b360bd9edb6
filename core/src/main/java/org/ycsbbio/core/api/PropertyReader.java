package org.ycsbbio.core.api;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import net.jcip.annotations.NotThreadSafe;

/**
 * Reads typed, validated values out of YCSB's {@link Properties} for {@link Option#read}. Every
 * failure is a {@link ConfigException} that names the key, the bad value and the accepted range.
 * Never on the hot path.
 */
@NotThreadSafe
final class PropertyReader {
  private static final long NANOS_PER_MILLI = 1_000_000L;
  private final Properties props;

  PropertyReader(Properties props) {
    this.props = props;
  }

  /** The raw value, or {@code fallback} when the key is absent or blank. */
  String string(String key, String fallback) {
    String v = props.getProperty(key);
    return v == null || v.isBlank() ? fallback : v.trim();
  }

  /** A required value; fails naming the key when absent. */
  String required(String key) {
    String v = string(key, null);
    if (v == null) {
      throw new ConfigException(key + ": required but not set");
    }
    return v;
  }

  /**
   * A required comma-separated list (entries stripped, blanks dropped); fails naming the key when
   * absent or empty, saying it wants {@code what}, e.g. "contact point".
   */
  List<String> requiredList(String key, String what) {
    List<String> items = Arrays.stream(required(key).split(",")).map(String::strip)
        .filter(item -> !item.isEmpty()).toList();
    if (items.isEmpty()) {
      throw new ConfigException(key + ": no " + what + " given (comma-separated)");
    }
    return items;
  }

  /** An integer within {@code [min, max]}. */
  int integer(String key, int fallback, int min, int max) {
    return (int) longValue(key, fallback, min, max);
  }

  /** A long within {@code [min, max]}. */
  long longValue(String key, long fallback, long min, long max) {
    String v = string(key, null);
    long value;
    if (v == null) {
      value = fallback;
    } else {
      try {
        value = Long.parseLong(v);
      } catch (NumberFormatException e) {
        throw new ConfigException(key + "=" + v + ": not a whole number", e);
      }
    }
    if (value < min || value > max) {
      throw new ConfigException(key + "=" + value + ": must be between " + min + " and " + max);
    }
    return value;
  }

  /** A floating-point number within {@code [min, max]}. */
  double decimal(String key, double fallback, double min, double max) {
    String v = string(key, null);
    double value;
    if (v == null) {
      value = fallback;
    } else {
      try {
        value = Double.parseDouble(v);
      } catch (NumberFormatException e) {
        throw new ConfigException(key + "=" + v + ": not a number", e);
      }
    }
    if (!(value >= min && value <= max)) {
      throw new ConfigException(key + "=" + v + ": must be between " + min + " and " + max);
    }
    return value;
  }

  /** {@code true}/{@code false} (also {@code on}/{@code off}, {@code yes}/{@code no}). */
  boolean bool(String key, boolean fallback) {
    String v = string(key, null);
    if (v == null) {
      return fallback;
    }
    return switch (v.toLowerCase(Locale.ROOT)) {
      case "true", "on", "yes", "1" -> true;
      case "false", "off", "no", "0" -> false;
      default -> throw new ConfigException(key + "=" + v + ": must be true or false");
    };
  }

  /** A duration such as {@code 2ms} in nanoseconds, within {@code [minNanos, maxNanos]}. */
  long durationNanos(String key, long fallbackNanos, long bareUnitNanos, long minNanos,
      long maxNanos) {
    String v = string(key, null);
    long value;
    if (v == null) {
      value = fallbackNanos;
    } else {
      try {
        value = Durations.parseNanos(v, bareUnitNanos);
      } catch (IllegalArgumentException e) {
        throw new ConfigException(key + "=" + v + ": " + e.getMessage(), e);
      }
    }
    if (value < minNanos || value > maxNanos) {
      throw new ConfigException(key + "=" + v + ": must be between " + Durations.format(minNanos)
          + " and " + Durations.format(maxNanos));
    }
    return value;
  }

  /**
   * A duration in milliseconds, a bare number meaning milliseconds (timeouts of database
   * clients), within {@code [minMillis, maxMillis]}; {@link #durationNanos} at millisecond unit.
   */
  long durationMillis(String key, long fallbackMillis, long minMillis, long maxMillis) {
    return durationNanos(key, fallbackMillis * NANOS_PER_MILLI, NANOS_PER_MILLI,
        minMillis * NANOS_PER_MILLI, maxMillis * NANOS_PER_MILLI) / NANOS_PER_MILLI;
  }

  /** Levenshtein distance of {@code a} and {@code b}. */
  static int editDistance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
