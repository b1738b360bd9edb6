package org.ycsbbio.core.api;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import net.jcip.annotations.Immutable;

/**
 * All {@link Option}s of one binding or workload, under its key prefixes (e.g. {@code redis.},
 * {@code fasta.}): rejects keys under a prefix that are not declared, suggesting the nearest, and
 * renders the options table of its doc (a unit test compares it with
 * {@code docs/bindings/<name>.md}, {@code docs/fasta.md}, {@code docs/nr.md}).
 * An option outside the prefixes must be one word (an upstream YCSB key such as {@code hosts});
 * unknown one-word keys are not rejected, since YCSB and the workload read them too. Keys of a
 * numbered family ({@code sim.node.K.latency}) are known for every {@code K} ≥ 1. Immutable, so
 * safe to share.
 *
 * <pre>{@code
 * static final Options OPTIONS = new Options("mydb.", HOSTS, TIMEOUT);
 * OPTIONS.rejectUnknown(props);  // "mydb.timout: unknown key (did you mean mydb.timeout?)"
 * }</pre>
 */
@Immutable
public final class Options {
  /** Header and separator of {@link #markdownTable()}. */
  public static final String TABLE_HEADER =
      "| key | type | default | unit | bounds | meaning |\n|---|---|---|---|---|---|";

  /** No options: the binding has no settings of its own. */
  public static final Options NONE = new Options(List.of());

  private final List<String> prefixes;
  private final List<Option<?>> all;
  private final Set<String> keys;
  private final List<Pattern> families;

  /** Options under one prefix. */
  public Options(String prefix, Option<?>... options) {
    this(List.of(prefix), options);
  }

  /**
   * @throws IllegalArgumentException when a dotted key lies outside every prefix or a key is
   *     declared twice
   */
  public Options(List<String> prefixes, Option<?>... options) {
    this.prefixes = List.copyOf(prefixes);
    this.all = List.of(options);
    this.keys = all.stream().map(Option::key).collect(Collectors.toUnmodifiableSet());
    if (keys.size() != all.size()) {
      throw new IllegalArgumentException("an option key is declared twice: " + all);
    }
    for (Option<?> o : all) {
      if (o.key().contains(".") && this.prefixes.stream().noneMatch(o.key()::startsWith)) {
        throw new IllegalArgumentException(o.key() + " is not under " + prefixes);
      }
    }
    this.families = keys.stream().filter(k -> k.contains(".K"))
        .map(k -> Pattern.compile(Pattern.quote(k).replace(".K", "\\E\\.[1-9][0-9]*\\Q")))
        .toList();
  }

  /** The options, in declaration order. */
  public List<Option<?>> all() {
    return all;
  }

  /**
   * @throws ConfigException for the first key of {@code props} under a prefix that is not
   *     declared, suggesting the nearest declared key
   */
  public void rejectUnknown(Properties props) {
    for (String key : props.stringPropertyNames()) {
      if (prefixes.stream().noneMatch(key::startsWith) || keys.contains(key)
          || families.stream().anyMatch(p -> p.matcher(key).matches())) {
        continue;
      }
      throw new ConfigException(key + ": unknown key" + nearest(key, keys)
          .map(k -> " (did you mean " + k + "?)").orElse(""));
    }
  }

  /** The one of {@code known} nearest to {@code given} by edit distance; empty if none. */
  public static Optional<String> nearest(String given, Collection<String> known) {
    return known.stream()
        .min(Comparator.comparingInt(k -> PropertyReader.editDistance(k, given)));
  }

  /**
   * Checks {@code props} as a binding's {@code validate} does by default: {@link #rejectUnknown},
   * then every option read once (numbered families are checked by the binding).
   *
   * @throws ConfigException for the first unknown key or bad value
   */
  public void check(Properties props) {
    rejectUnknown(props);
    for (Option<?> o : all) {
      if (!o.key().contains(".K")) {
        o.read(props);
      }
    }
  }

  /** The options table of the binding's doc: {@link #TABLE_HEADER}, then one row per option. */
  public String markdownTable() {
    return all.stream().map(Option::markdownRow)
        .collect(Collectors.joining("\n", TABLE_HEADER + (all.isEmpty() ? "" : "\n"), ""));
  }
}
