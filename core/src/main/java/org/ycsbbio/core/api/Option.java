package org.ycsbbio.core.api;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.Properties;
import java.util.stream.Collectors;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.config.PropertyReader;

/**
 * One setting of a binding, declared once: key, type, default, unit, bounds and a one-line doc.
 * A binding declares its settings as constants, groups them in {@link Options} (which rejects
 * unknown keys and renders the documentation table) and reads each once, in {@code init()}, into
 * its config record. Reading fails with a {@link ConfigException} of one line naming the key and
 * the bad value. Immutable, so safe to share.
 *
 * <pre>{@code
 * static final Option<Long> TIMEOUT = Option.millis("mydb.timeout", 2000, 1, 60_000,
 *     "connect and read timeout of each connection");
 * long timeoutMillis = TIMEOUT.read(props);
 * }</pre>
 *
 * @param <T> the value's type: {@link String}, {@link Integer}, {@link Long} (milliseconds),
 *     {@link Boolean} or an enum
 */
@Immutable
public final class Option<T> {
  private enum Kind { TEXT, INTEGER, MILLIS, FLAG, CHOICE }

  private final String key;
  private final Kind kind;
  private final Class<T> type;
  private final T defaultValue;
  private final long min;
  private final long max;
  private final String unit;
  private final String doc;

  private Option(String key, Kind kind, Class<T> type, T defaultValue, long min, long max,
      String unit, String doc) {
    if (!key.matches("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+")) {
      throw new IllegalArgumentException("option key must be dotted lower case: " + key);
    }
    if (doc.isBlank() || doc.contains("\n") || doc.contains("|")) {
      throw new IllegalArgumentException(key + ": doc must be one line without '|'");
    }
    if (min > max) {
      throw new IllegalArgumentException(key + ": min " + min + " > max " + max);
    }
    this.key = key;
    this.kind = kind;
    this.type = type;
    this.defaultValue = defaultValue;
    this.min = min;
    this.max = max;
    this.unit = unit;
    this.doc = doc;
  }

  /** Free text; {@code defaultValue} null makes the option required. */
  public static Option<String> text(String key, String defaultValue, String doc) {
    return new Option<>(key, Kind.TEXT, String.class, defaultValue, 0, 0, "", doc);
  }

  /** A whole number in {@code [min, max]}, counted in {@code unit} (e.g. "redirections"). */
  public static Option<Integer> integer(String key, int defaultValue, int min, int max,
      String unit, String doc) {
    checkDefault(key, defaultValue, min, max);
    return new Option<>(key, Kind.INTEGER, Integer.class, defaultValue, min, max, unit, doc);
  }

  /** A duration in milliseconds in {@code [min, max]}: {@code 2s}, {@code 500ms}; bare = ms. */
  public static Option<Long> millis(String key, long defaultValue, long min, long max,
      String doc) {
    checkDefault(key, defaultValue, min, max);
    return new Option<>(key, Kind.MILLIS, Long.class, defaultValue, min, max, "ms", doc);
  }

  /** {@code true} or {@code false} (also on/off, yes/no, 1/0). */
  public static Option<Boolean> flag(String key, boolean defaultValue, String doc) {
    return new Option<>(key, Kind.FLAG, Boolean.class, defaultValue, 0, 0, "", doc);
  }

  /** One of {@code type}'s constants, written in lower case. */
  public static <E extends Enum<E>> Option<E> choice(String key, Class<E> type, E defaultValue,
      String doc) {
    Objects.requireNonNull(defaultValue, "defaultValue");
    return new Option<>(key, Kind.CHOICE, type, defaultValue, 0, 0, "", doc);
  }

  private static void checkDefault(String key, long value, long min, long max) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(key + ": default " + value + " not in " + min + ".." + max);
    }
  }

  /** The property key, e.g. {@code redis.timeout}. */
  public String key() {
    return key;
  }

  /** The one-line description. */
  public String doc() {
    return doc;
  }

  /**
   * This option's value in {@code props} (the default when absent or blank).
   *
   * @throws ConfigException naming the key and the value when it is missing (a required option),
   *     malformed or out of bounds
   */
  public T read(Properties props) {
    PropertyReader r = new PropertyReader(props);
    return type.cast(switch (kind) {
      case TEXT -> defaultValue == null ? r.required(key) : r.string(key, (String) defaultValue);
      case INTEGER -> r.integer(key, (Integer) defaultValue, (int) min, (int) max);
      case MILLIS -> r.durationMillis(key, (Long) defaultValue, min, max);
      case FLAG -> r.bool(key, (Boolean) defaultValue);
      case CHOICE -> constant(r.string(key, null));
    });
  }

  private Object constant(String value) {
    if (value == null) {
      return defaultValue;
    }
    for (T c : type.getEnumConstants()) {
      if (((Enum<?>) c).name().equalsIgnoreCase(value)) {
        return c;
      }
    }
    throw invalid(value, "must be one of " + typeText().replace("\\|", "|"));
  }

  /** The type as the docs show it: {@code text}, {@code integer}, {@code duration}, {@code a | b}. */
  public String typeText() {
    return switch (kind) {
      case TEXT -> "text";
      case INTEGER -> "integer";
      case MILLIS -> "duration";
      case FLAG -> "true \\| false";
      case CHOICE -> Arrays.stream(type.getEnumConstants())
          .map(c -> ((Enum<?>) c).name().toLowerCase(Locale.ROOT))
          .collect(Collectors.joining(" \\| "));
    };
  }

  /** The default as the docs show it; {@code (required)} for a required option. */
  public String defaultText() {
    if (defaultValue == null) {
      return "(required)";
    }
    return defaultValue instanceof Enum<?> e ? e.name().toLowerCase(Locale.ROOT)
        : defaultValue.toString();
  }

  /** Bounds as the docs show them ({@code 1..60000}), empty when the type has none. */
  public String boundsText() {
    return kind == Kind.INTEGER || kind == Kind.MILLIS ? min + ".." + max : "";
  }

  /** The unit ({@code ms}, {@code redirections}), empty when the value has none. */
  public String unit() {
    return unit;
  }

  /** The documentation table's row: {@code | `key` | type | default | unit | bounds | doc |}. */
  public String markdownRow() {
    return "| `" + key + "` | " + typeText() + " | " + defaultText() + " | " + unit + " | "
        + boundsText() + " | " + doc + " |";
  }

  /**
   * The error for a value of this option that a binding's own check rejects: one line,
   * {@code key=value: why}.
   */
  public ConfigException invalid(String value, String why) {
    return new ConfigException(key + "=" + value + ": " + why);
  }

  @Override
  public String toString() {
    return key;
  }
}
