package org.ycsbbio.bindings.mongodb;

import com.mongodb.ConnectionString;
import com.mongodb.ReadPreference;
import com.mongodb.WriteConcern;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.config.PropertyReader;

/**
 * Settings of the MongoDB binding, read and checked once (in {@code validate()} and
 * {@code init()}). Keys (upstream YCSB's MongoDB names where they exist):
 * <ul>
 *   <li>{@code mongodb.url} — a connection string, or several separated by {@code ;} (one per
 *       independent server or cluster; keys are spread over them by their hashed value); default
 *       {@code mongodb://localhost:27017};</li>
 *   <li>{@code mongodb.database} — default: the URL's database, else {@code ycsb};</li>
 *   <li>{@code mongodb.writeConcern} — {@code acknowledged} (default), {@code w1}, {@code w2},
 *       {@code w3}, {@code majority}, {@code journaled} or {@code unacknowledged};</li>
 *   <li>{@code mongodb.readPreference} — {@code primary} (default), {@code primaryPreferred},
 *       {@code secondary}, {@code secondaryPreferred}, {@code nearest};</li>
 *   <li>{@code mongodb.batchsize} — inserts buffered per collection and server, sent as one
 *       unordered {@code insertMany} (default 1: none);</li>
 *   <li>{@code mongodb.timeout} — server selection and connect timeout (default 10s);</li>
 *   <li>{@code mongodb.shard.setup} — on a {@code mongos}: enable sharding and shard each of
 *       {@code mongodb.shard.collections} on hashed {@code _id} (default false);</li>
 *   <li>{@code mongodb.shard.collections} — comma-separated; default the {@code table} and the
 *       four FASTA tables ({@code fasta.table.*}, default task, rna, gs, align);</li>
 *   <li>{@code mongodb.routing} — per-shard attribution from the routing table: {@code auto}
 *       (default: when connected to a {@code mongos}), {@code on}, {@code off};</li>
 *   <li>{@code mongodb.routing.refresh} — how often the routing table's version is checked
 *       (default 1s; 0: only after a {@code StaleConfig} error).</li>
 * </ul>
 * Unknown {@code mongodb.*} keys are rejected with the nearest known key.
 *
 * @param urls one connection string per server or cluster; never part of {@link #toString()}
 * @param nodeNames {@code host:port} of each URL's first host, for operations no server answered
 * @param database database name
 * @param writeConcern write concern of every write
 * @param readPreference read preference of every read
 * @param batchSize inserts per batch, 1 for none
 * @param timeoutMillis server selection and connect timeout, ms
 * @param shardSetup whether to shard the collections on hashed {@code _id} when on a mongos
 * @param shardCollections collections sharded by the setup
 * @param routing {@code auto}, {@code on} or {@code off}
 * @param refreshMillis routing table version check interval, ms, 0 for none
 */
@Immutable
public record MongoDbConfig(List<String> urls, List<String> nodeNames, String database,
    WriteConcern writeConcern, ReadPreference readPreference, int batchSize, long timeoutMillis,
    boolean shardSetup, List<String> shardCollections, String routing, long refreshMillis) {

  private static final Set<String> KEYS = Set.of("mongodb.url", "mongodb.database",
      "mongodb.writeConcern", "mongodb.readPreference", "mongodb.batchsize", "mongodb.timeout",
      "mongodb.shard.setup", "mongodb.shard.collections", "mongodb.routing",
      "mongodb.routing.refresh");
  private static final Pattern SEPARATOR = Pattern.compile(";\\s*(?=mongodb(\\+srv)?://)");
  private static final Map<String, WriteConcern> WRITE_CONCERNS = Map.of(
      "acknowledged", WriteConcern.ACKNOWLEDGED, "w1", WriteConcern.W1, "w2", WriteConcern.W2,
      "w3", WriteConcern.W3, "majority", WriteConcern.MAJORITY, "journaled",
      WriteConcern.JOURNALED, "unacknowledged", WriteConcern.UNACKNOWLEDGED);
  private static final List<String> READ_PREFERENCES = List.of("primary", "primaryPreferred",
      "secondary", "secondaryPreferred", "nearest");
  private static final long HOUR_MS = 3_600_000L;

  public MongoDbConfig {
    urls = List.copyOf(urls);
    nodeNames = List.copyOf(nodeNames);
    shardCollections = List.copyOf(shardCollections);
  }

  /** Reads and validates the {@code mongodb.*} keys. */
  public static MongoDbConfig from(Properties props) {
    PropertyReader r = new PropertyReader(props);
    r.rejectUnknown("mongodb.", KEYS, List.of());
    List<String> urls = new ArrayList<>();
    for (String part : SEPARATOR.split(r.string("mongodb.url", "mongodb://localhost:27017"))) {
      if (!part.isBlank()) {
        urls.add(part.strip().replaceFirst("[;\\s]+$", ""));
      }
    }
    if (urls.isEmpty()) {
      throw new ConfigException("mongodb.url: empty");
    }
    List<String> names = new ArrayList<>();
    String urlDatabase = null;
    for (int i = 0; i < urls.size(); i++) {
      ConnectionString cs = parse(urls.get(i), i, urls.size());
      String host = cs.getHosts().get(0);
      names.add(host.contains(":") && !host.endsWith("]") ? host : host + ":27017");
      urlDatabase = urlDatabase == null ? cs.getDatabase() : urlDatabase;
    }
    String wc = r.string("mongodb.writeConcern", "acknowledged");
    WriteConcern writeConcern = WRITE_CONCERNS.get(wc.toLowerCase(Locale.ROOT));
    if (writeConcern == null) {
      throw new ConfigException("mongodb.writeConcern=" + wc + ": must be one of "
          + String.join(", ", new TreeSet<>(WRITE_CONCERNS.keySet())));
    }
    String rp = r.string("mongodb.readPreference", "primary");
    if (READ_PREFERENCES.stream().noneMatch(rp::equalsIgnoreCase)) {
      throw new ConfigException("mongodb.readPreference=" + rp + ": must be one of "
          + String.join(", ", READ_PREFERENCES));
    }
    String routing = r.string("mongodb.routing", "auto").toLowerCase(Locale.ROOT);
    if (!List.of("auto", "on", "off").contains(routing)) {
      throw new ConfigException("mongodb.routing=" + routing + ": must be auto, on or off");
    }
    return new MongoDbConfig(urls, names,
        r.string("mongodb.database", urlDatabase == null ? "ycsb" : urlDatabase), writeConcern,
        ReadPreference.valueOf(rp), r.integer("mongodb.batchsize", 1, 1, 100_000),
        r.durationMillis("mongodb.timeout", 10_000, 1, HOUR_MS),
        r.bool("mongodb.shard.setup", false), shardCollections(r), routing,
        r.durationMillis("mongodb.routing.refresh", 1_000, 0, HOUR_MS));
  }

  private static ConnectionString parse(String url, int index, int count) {
    try {
      return new ConnectionString(url);
    } catch (IllegalArgumentException e) {
      // Neither the URL nor the driver's message (which may quote it) is echoed: passwords.
      throw new ConfigException("mongodb.url: URL " + (index + 1) + " of " + count
          + " is not a MongoDB connection string (mongodb://host:port/...; separate URLs with ;)");
    }
  }

  private static List<String> shardCollections(PropertyReader r) {
    String listed = r.string("mongodb.shard.collections", null);
    Set<String> out = new LinkedHashSet<>();
    if (listed != null) {
      for (String c : listed.split(",")) {
        if (!c.isBlank()) {
          out.add(c.strip());
        }
      }
      return List.copyOf(out);
    }
    out.add(r.string("table", "usertable"));
    for (String t : List.of("task", "rna", "gs", "align")) {
      out.add(r.string("fasta.table." + t, t));
    }
    return List.copyOf(out);
  }

  /** These settings with another batch size. */
  public MongoDbConfig withBatchSize(int size) {
    return new MongoDbConfig(urls, nodeNames, database, writeConcern, readPreference, size,
        timeoutMillis, shardSetup, shardCollections, routing, refreshMillis);
  }

  /** Number of independent servers or clusters. */
  public int servers() {
    return urls.size();
  }

  /** Without the URLs (which may carry a password). */
  @Override
  public String toString() {
    return "MongoDbConfig[nodes=" + nodeNames + ", database=" + database + ", writeConcern="
        + writeConcern + ", readPreference=" + readPreference.getName() + ", batchSize="
        + batchSize + ", timeoutMillis=" + timeoutMillis + ", shardSetup=" + shardSetup
        + ", shardCollections=" + shardCollections + ", routing=" + routing + ", refreshMillis="
        + refreshMillis + "]";
  }
}
