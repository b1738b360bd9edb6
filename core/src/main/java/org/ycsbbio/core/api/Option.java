package org.ycsbbio.core.api;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Properties;
import java.util.stream.Collectors;
import net.jcip.annotations.Immutable;

/**
 * One setting of a binding or workload, declared once: key, type, default, unit, bounds and a
 * one-line doc. A binding or workload declares its settings as constants, groups them in
 * {@link Options} (which rejects unknown keys and renders the documentation table) and reads
 * each once, in {@code init()}, into its config record. Reading fails with a
 * {@link ConfigException} of one line naming the key and the bad value (never the value of a
 * {@link #secret}). Immutable, so safe to share.
 *
 * <p>A key is dotted, each part starting with a lower-case letter ({@code redis.timeout},
 * upstream names such as {@code hbase.zookeeper.property.clientPort} or plain {@code hosts}); a
 * part {@code K} declares a family of numbered keys ({@code sim.node.K.latency}), read through
 * {@link #at}.
 *
 * <pre>{@code
 * static final Option<Long> TIMEOUT = Option.millis("mydb.timeout", 2000, 1, 60_000,
 *     "connect and read timeout of each connection");
 * long timeoutMillis = TIMEOUT.read(props);
 * }</pre>
 *
 * @param <T> the value's type: {@link String}, {@link Integer}, {@link Long} (a number, or a
 *     duration in milliseconds or nanoseconds), {@link Double}, {@link Boolean}, a list of
 *     strings or of {@link HostPort}s, or an enum
 */
@Immutable
public final class Option<T> {
  private enum Kind { TEXT, OPTIONAL_TEXT, SECRET, LIST, HOST_PORTS, INTEGER, LONG, DECIMAL, MILLIS,
    NANOS, FLAG, CHOICE, ONE_OF }

  private static final String KEY = "[a-z][A-Za-z0-9_]*(\\.([a-z][A-Za-z0-9_]*|K|[0-9]+))*";

  private final String key;
  private final Kind kind;
  private final Class<T> type;
  private final T defaultValue;
  private final Number min;
  private final Number max;
  private final String unit;
  private final String doc;
  /** Text values must match this regular expression ({@code null}: any), else {@link #why}. */
  private final String pattern;
  private final String why;
  /** How the default is computed when the key is unset ({@code null}: {@link #defaultValue}). */
  private final String defaultRule;
  /** The accepted words of a {@link #oneOf} option; empty for the other kinds. */
  private final List<String> words;

  private Option(String key, Kind kind, Class<T> type, T defaultValue, Number min, Number max,
      String unit, String doc) {
    this(key, kind, type, defaultValue, min, max, unit, doc, null, null, null, List.of());
  }

  private Option(String key, Kind kind, Class<T> type, T defaultValue, Number min, Number max,
      String unit, String doc, String pattern, String why, String defaultRule,
      List<String> words) {
    if (!key.matches(KEY)) {
      throw new IllegalArgumentException("option key must be dotted words: " + key);
    }
    if (doc.isBlank() || doc.contains("\n") || doc.contains("|")) {
      throw new IllegalArgumentException(key + ": doc must be one line without '|'");
    }
    if (min.doubleValue() > max.doubleValue()) {
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
    this.pattern = pattern;
    this.why = why;
    this.defaultRule = defaultRule;
    this.words = List.copyOf(words);
  }

  /** Free text; {@code defaultValue} null makes the option required. */
  public static Option<String> text(String key, String defaultValue, String doc) {
    return new Option<>(key, Kind.TEXT, String.class, defaultValue, 0, 0, "", doc);
  }

  /** Free text that may be left unset: {@link #read} gives null then. */
  public static Option<String> optionalText(String key, String doc) {
    return new Option<>(key, Kind.OPTIONAL_TEXT, String.class, null, 0, 0, "", doc);
  }

  /**
   * A secret such as a password, read exactly as given (not trimmed; null when unset) and never
   * part of a message.
   */
  public static Option<String> secret(String key, String doc) {
    return new Option<>(key, Kind.SECRET, String.class, null, 0, 0, "", doc);
  }

  /**
   * A required comma-separated list (entries stripped, blanks dropped) of at least one
   * {@code item} (e.g. "contact point", used in the error when none is given).
   */
  @SuppressWarnings("unchecked")
  public static Option<List<String>> list(String key, String item, String doc) {
    return new Option<>(key, Kind.LIST, (Class<List<String>>) (Class<?>) List.class, null, 0, 0,
        item, doc);
  }

  /**
   * A required comma-separated list of servers, {@code host:port} each ({@code [v6]:port}; a
   * bare host gets {@code defaultPort}, 0 when a port must be given), none listed twice: read as
   * {@link HostPort}s in the order given. A bad entry fails with
   * {@code key=value: 'entry' is not host:port}.
   */
  public static Option<List<HostPort>> hostPorts(String key, int defaultPort, String doc) {
    return hostPorts(key, defaultPort, null, doc);
  }

  /** {@link #hostPorts(String, int, String)} with {@code defaults} when the key is unset. */
  @SuppressWarnings("unchecked")
  public static Option<List<HostPort>> hostPorts(String key, int defaultPort,
      List<HostPort> defaults, String doc) {
    if (defaultPort < 0 || defaultPort > 65_535) {
      throw new IllegalArgumentException(key + ": default port " + defaultPort);
    }
    return new Option<>(key, Kind.HOST_PORTS, (Class<List<HostPort>>) (Class<?>) List.class,
        defaults == null ? null : List.copyOf(defaults), defaultPort, 65_535, "", doc);
  }

  /** A whole number in {@code [min, max]}, counted in {@code unit} (e.g. "redirections"). */
  public static Option<Integer> integer(String key, int defaultValue, int min, int max,
      String unit, String doc) {
    checkDefault(key, defaultValue, min, max);
    return new Option<>(key, Kind.INTEGER, Integer.class, defaultValue, min, max, unit, doc);
  }

  /** A whole number in {@code [min, max]} that may exceed an {@code int}. */
  public static Option<Long> longInteger(String key, long defaultValue, long min, long max,
      String unit, String doc) {
    checkDefault(key, defaultValue, min, max);
    return new Option<>(key, Kind.LONG, Long.class, defaultValue, min, max, unit, doc);
  }

  /** A whole number in {@code [min, max]} that may be left unset: {@link #read} gives null then. */
  public static Option<Long> optionalLong(String key, long min, long max, String unit,
      String doc) {
    return new Option<>(key, Kind.LONG, Long.class, null, min, max, unit, doc);
  }

  /** A number with a fraction in {@code [min, max]}, counted in {@code unit}. */
  public static Option<Double> decimal(String key, double defaultValue, double min, double max,
      String unit, String doc) {
    if (!(defaultValue >= min && defaultValue <= max)) {
      throw new IllegalArgumentException(key + ": default " + defaultValue + " out of bounds");
    }
    return new Option<>(key, Kind.DECIMAL, Double.class, defaultValue, min, max, unit, doc);
  }

  /** A duration in milliseconds in {@code [min, max]}: {@code 2s}, {@code 500ms}; bare = ms. */
  public static Option<Long> millis(String key, long defaultValue, long min, long max,
      String doc) {
    checkDefault(key, defaultValue, min, max);
    return new Option<>(key, Kind.MILLIS, Long.class, defaultValue, min, max, "ms", doc);
  }

  /**
   * A duration in nanoseconds in {@code [minNanos, maxNanos]}: {@code 2s}, {@code 200us}; a bare
   * number counts {@code bareUnit}s ({@code "us"}, {@code "ms"} or {@code "s"}).
   */
  public static Option<Long> nanos(String key, long defaultNanos, String bareUnit, long minNanos,
      long maxNanos, String doc) {
    checkDefault(key, defaultNanos, minNanos, maxNanos);
    Durations.parseNanos("1" + bareUnit, 1);
    return new Option<>(key, Kind.NANOS, Long.class, defaultNanos, minNanos, maxNanos, bareUnit,
        doc);
  }

  /** {@code true} or {@code false} (also on/off, yes/no, 1/0). */
  public static Option<Boolean> flag(String key, boolean defaultValue, String doc) {
    return new Option<>(key, Kind.FLAG, Boolean.class, defaultValue, 0, 0, "", doc);
  }

  /** One of {@code type}'s constants, written in lower case (read in any case). */
  public static <E extends Enum<E>> Option<E> choice(String key, Class<E> type, E defaultValue,
      String doc) {
    Objects.requireNonNull(defaultValue, "defaultValue");
    return new Option<>(key, Kind.CHOICE, type, defaultValue, 0, 0, "", doc);
  }

  /**
   * One of {@code words}, written exactly so (an upstream key whose reader compares text, such
   * as YCSB's {@code requestdistribution}); others fail with {@code must be one of a | b}.
   */
  public static Option<String> oneOf(String key, String defaultValue, List<String> words,
      String doc) {
    if (words.isEmpty() || !words.contains(defaultValue)
        || words.stream().anyMatch(w -> w.isBlank() || w.contains("|"))) {
      throw new IllegalArgumentException(key + ": default " + defaultValue + " not among "
          + words);
    }
    return new Option<>(key, Kind.ONE_OF, String.class, defaultValue, 0, 0, "", doc, null, null,
        null, words);
  }

  private static void checkDefault(String key, long value, long min, long max) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(key + ": default " + value + " not in " + min + ".." + max);
    }
  }

  /**
   * Member {@code k} of a numbered family ({@code sim.node.K.latency} at 3 is
   * {@code sim.node.3.latency}), defaulting to {@code defaultValue}.
   */
  public Option<T> at(int k, T defaultValue) {
    if (!key.contains(".K")) {
      throw new IllegalStateException(key + " is not a numbered family");
    }
    return new Option<>(key.replaceFirst("\\.K(\\.|$)", "." + k + "$1"), kind, type,
        defaultValue, min, max, unit, doc, pattern, why, defaultRule,
        words);
  }

  /**
   * This text option, accepting only values that match {@code regex} (shown as its bounds);
   * others fail with {@code key=value: why}.
   */
  public Option<T> matching(String regex, String why) {
    if (kind != Kind.TEXT && kind != Kind.OPTIONAL_TEXT || regex.contains("|")) {
      throw new IllegalStateException(key + ": only text matches a pattern, without '|'");
    }
    if (defaultValue != null && !((String) defaultValue).matches(regex)) {
      throw new IllegalArgumentException(key + ": default " + defaultValue + " does not match");
    }
    return new Option<>(key, kind, type, defaultValue, min, max, unit, doc, regex, why,
        defaultRule, words);
  }

  /**
   * This option with a default its reader computes from other settings when the key is unset
   * ({@link #read} gives null then): {@code rule} says how, in the default column of the docs
   * table (e.g. {@code YCSB's status.interval}; one line, no '|').
   */
  public Option<T> computedDefault(String rule) {
    if (rule.isBlank() || rule.contains("\n") || rule.contains("|")) {
      throw new IllegalArgumentException(key + ": default rule must be one line without '|'");
    }
    return new Option<>(key, kind, type, defaultValue, min, max, unit, doc, pattern, why, rule,
        words);
  }

  /** This option with the upper bound {@code max}, for a bound that depends on another option. */
  public Option<T> atMost(long max) {
    return new Option<>(key, kind, type, defaultValue, min, max, unit, doc, pattern, why,
        defaultRule, words);
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
    T value = value(props);
    if (pattern != null && value != null && !((String) value).matches(pattern)) {
      throw invalid((String) value, why);
    }
    return value;
  }

  private T value(Properties props) {
    PropertyReader r = new PropertyReader(props);
    if (defaultRule != null && r.string(key, null) == null) {
      return null;
    }
    return type.cast(switch (kind) {
      case TEXT -> defaultValue == null ? r.required(key) : r.string(key, (String) defaultValue);
      case OPTIONAL_TEXT -> r.string(key, null);
      case SECRET -> props.getProperty(key);
      case LIST -> r.requiredList(key, unit);
      case HOST_PORTS -> defaultValue != null && r.string(key, null) == null ? defaultValue
          : hostPorts(r.requiredList(key, "host:port"), props.getProperty(key));
      case INTEGER -> r.integer(key, (Integer) defaultValue, min.intValue(), max.intValue());
      case LONG -> defaultValue == null && r.string(key, null) == null ? null
          : r.longValue(key, defaultValue == null ? 0 : (Long) defaultValue, min.longValue(),
              max.longValue());
      case DECIMAL -> r.decimal(key, (Double) defaultValue, min.doubleValue(), max.doubleValue());
      case MILLIS -> r.durationMillis(key, (Long) defaultValue, min.longValue(), max.longValue());
      case NANOS -> r.durationNanos(key, (Long) defaultValue, Durations.parseNanos("1" + unit, 1),
          min.longValue(), max.longValue());
      case FLAG -> r.bool(key, (Boolean) defaultValue);
      case CHOICE -> constant(r.string(key, null));
      case ONE_OF -> word(r.string(key, (String) defaultValue));
    });
  }

  private List<HostPort> hostPorts(List<String> entries, String value) {
    List<HostPort> out = new ArrayList<>();
    for (String e : entries) {
      HostPort hp;
      try {
        hp = HostPort.parse(e, min.intValue());
      } catch (IllegalArgumentException bad) {
        throw invalid(value, bad.getMessage());
      }
      if (out.contains(hp)) {
        throw invalid(value, "'" + hp + "' is listed twice");
      }
      out.add(hp);
    }
    return List.copyOf(out);
  }

  private String word(String value) {
    if (!words.contains(value)) {
      throw invalid(value, "must be one of " + String.join(" | ", words));
    }
    return value;
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

  /** The type as the docs show it: {@code text}, {@code duration}, {@code a | b}, ... */
  public String typeText() {
    return switch (kind) {
      case TEXT, OPTIONAL_TEXT -> "text";
      case SECRET -> "secret";
      case LIST -> "list";
      case HOST_PORTS -> "host:port list";
      case INTEGER, LONG -> "integer";
      case DECIMAL -> "decimal";
      case MILLIS, NANOS -> "duration";
      case FLAG -> "true \\| false";
      case CHOICE -> Arrays.stream(type.getEnumConstants())
          .map(c -> ((Enum<?>) c).name().toLowerCase(Locale.ROOT))
          .collect(Collectors.joining(" \\| "));
      case ONE_OF -> String.join(" \\| ", words);
    };
  }

  /**
   * The default as the docs show it: its {@link #computedDefault} rule, else the value;
   * {@code (required)} or {@code (none)} when it has none.
   */
  public String defaultText() {
    if (defaultRule != null) {
      return defaultRule;
    }
    if (defaultValue == null) {
      return kind == Kind.TEXT || kind == Kind.LIST || kind == Kind.HOST_PORTS ? "(required)"
          : "(none)";
    }
    if (kind == Kind.NANOS) {
      return Durations.format((Long) defaultValue);
    }
    if (kind == Kind.DECIMAL) {
      return plain((Double) defaultValue);
    }
    if (kind == Kind.HOST_PORTS) {
      return ((List<?>) defaultValue).stream().map(Object::toString)
          .collect(Collectors.joining(","));
    }
    return defaultValue instanceof Enum<?> e ? e.name().toLowerCase(Locale.ROOT)
        : defaultValue.toString();
  }

  /**
   * Bounds as the docs show them ({@code 1..60000}; a text's pattern), empty when the type has
   * none.
   */
  public String boundsText() {
    return switch (kind) {
      case INTEGER, LONG, MILLIS -> min + ".." + max;
      case DECIMAL -> plain(min.doubleValue()) + ".." + plain(max.doubleValue());
      case NANOS -> Durations.format(min.longValue()) + ".." + Durations.format(max.longValue());
      case HOST_PORTS -> min.intValue() > 0 ? "default port " + min : "";
      default -> pattern == null ? "" : "`" + pattern + "`";
    };
  }

  private static String plain(double d) {
    return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
  }

  /**
   * The unit ({@code ms}, {@code redirections}); for a nanosecond duration, the unit of a bare
   * number; empty when the value has none.
   */
  public String unit() {
    return kind == Kind.LIST ? "" : unit;
  }

  /** The documentation table's row: {@code | `key` | type | default | unit | bounds | doc |}. */
  public String markdownRow() {
    return "| `" + key + "` | " + typeText() + " | " + defaultText() + " | " + unit() + " | "
        + boundsText() + " | " + doc + " |";
  }

  /**
   * The error for a value of this option that a binding's own check rejects: one line,
   * {@code key=value: why} ({@code key: why} for a secret, whose value is never shown).
   */
  public ConfigException invalid(String value, String why) {
    return new ConfigException(key + (kind == Kind.SECRET ? "" : "=" + value) + ": " + why);
  }

  @Override
  public String toString() {
    return key;
  }
}
