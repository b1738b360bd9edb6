package org.ycsbbio.bindings.jdbc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jcip.annotations.Immutable;

/**
 * Splits {@code db.url} into one JDBC URL per shard and names each shard's node.
 *
 * <p>Shards are separated by {@code ;}, but only where the next part starts with {@code jdbc:},
 * so URLs that use {@code ;} themselves (H2's {@code jdbc:h2:mem:a;DB_CLOSE_DELAY=-1}) keep
 * their settings. A node is named {@code host:port} from the URL's {@code //authority} (the
 * driver's default port when none is given); URLs without one (embedded H2) are named
 * {@code shard1..shardN} by position. When two shards would get the same name, both get
 * {@code host:port/database}, and if that is still ambiguous, {@code shardN}.
 */
@Immutable
public final class ShardUrls {
  private static final Pattern SEPARATOR = Pattern.compile(";\\s*(?=jdbc:)");
  private static final Pattern AUTHORITY =
      Pattern.compile("^jdbc:([a-zA-Z0-9]+)(?::[a-zA-Z0-9]+)*://([^/?;]+)(/[^?;]*)?");
  private static final Map<String, Integer> DEFAULT_PORTS = Map.of(
      "mariadb", 3306, "mysql", 3306, "postgresql", 5432, "h2", 9092, "sqlserver", 1433,
      "db2", 50000, "oracle", 1521);

  private ShardUrls() {
  }

  /** The shard URLs of {@code dbUrl}, trimmed, in order; empty parts are dropped. */
  public static List<String> split(String dbUrl) {
    List<String> out = new ArrayList<>();
    for (String part : SEPARATOR.split(dbUrl.trim())) {
      String url = part.trim().replaceFirst("[;\\s]+$", "");
      if (!url.isEmpty()) {
        out.add(url);
      }
    }
    return out;
  }

  /** The node name of every shard, in order, unique. */
  public static List<String> nodeNames(List<String> urls) {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < urls.size(); i++) {
      names.add(hostPort(urls.get(i)).orElse(fallback(i)));
    }
    disambiguate(names, urls, true);
    disambiguate(names, urls, false);
    return names;
  }

  /** {@code host:port} of {@code url}, when it has a {@code //host[:port]} authority. */
  static Optional<String> hostPort(String url) {
    Matcher m = AUTHORITY.matcher(url);
    if (!m.find()) {
      return Optional.empty();
    }
    String authority = m.group(2);
    int at = authority.lastIndexOf('@');
    if (at >= 0) {
      authority = authority.substring(at + 1); // never name a node after user:password@
    }
    if (authority.isEmpty() || authority.contains("(")) {
      return Optional.empty(); // address=(host=..)(port=..) syntax
    }
    List<String> hosts = new ArrayList<>();
    for (String host : authority.split(",")) {
      hosts.add(withPort(host.trim(), m.group(1).toLowerCase(Locale.ROOT)));
    }
    return Optional.of(String.join(",", hosts));
  }

  private static String withPort(String host, String subprotocol) {
    boolean hasPort = host.startsWith("[") ? host.contains("]:") : host.contains(":");
    Integer port = DEFAULT_PORTS.get(subprotocol);
    return hasPort || port == null ? host : host + ":" + port;
  }

  private static String fallback(int index) {
    return "shard" + (index + 1);
  }

  private static void disambiguate(List<String> names, List<String> urls, boolean byDatabase) {
    Map<String, Integer> counts = new HashMap<>();
    names.forEach(n -> counts.merge(n, 1, Integer::sum));
    for (int i = 0; i < names.size(); i++) {
      if (counts.get(names.get(i)) == 1) {
        continue;
      }
      Matcher m = AUTHORITY.matcher(urls.get(i));
      boolean withDb = byDatabase && m.find() && m.group(3) != null && m.group(3).length() > 1;
      names.set(i, withDb ? names.get(i) + m.group(3) : fallback(i));
    }
  }
}
