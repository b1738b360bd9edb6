package org.ycsbbio.core.api;

import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.config.PropertyReader;

/**
 * All {@link Option}s of one binding, under one key prefix (e.g. {@code redis.}): rejects keys
 * under the prefix that are not declared, suggesting the nearest, and renders the options table
 * of the binding's doc (a binding's unit test compares it with {@code docs/bindings/<name>.md}).
 * Immutable, so safe to share.
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

  private final String prefix;
  private final List<Option<?>> all;

  /**
   * @throws IllegalArgumentException when a key lies outside {@code prefix} or is declared twice
   */
  public Options(String prefix, Option<?>... options) {
    this.prefix = prefix;
    this.all = List.of(options);
    Set<String> keys = all.stream().map(Option::key).collect(Collectors.toSet());
    if (keys.size() != all.size()) {
      throw new IllegalArgumentException("an option key is declared twice: " + all);
    }
    for (Option<?> o : all) {
      if (!o.key().startsWith(prefix)) {
        throw new IllegalArgumentException(o.key() + " is not under " + prefix);
      }
    }
  }

  /** The options, in declaration order. */
  public List<Option<?>> all() {
    return all;
  }

  /**
   * @throws ConfigException for the first key of {@code props} under the prefix that is not
   *     declared, suggesting the nearest declared key
   */
  public void rejectUnknown(Properties props) {
    new PropertyReader(props).rejectUnknown(prefix,
        all.stream().map(Option::key).collect(Collectors.toSet()), List.of());
  }

  /** The options table of the binding's doc: {@link #TABLE_HEADER}, then one row per option. */
  public String markdownTable() {
    return TABLE_HEADER + "\n"
        + all.stream().map(Option::markdownRow).collect(Collectors.joining("\n"));
  }
}
