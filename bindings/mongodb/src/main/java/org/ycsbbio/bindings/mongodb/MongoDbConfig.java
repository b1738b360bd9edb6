package org.ycsbbio.bindings.mongodb;

import com.mongodb.ConnectionString;
import com.mongodb.ReadPreference;
import com.mongodb.WriteConcern;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;

/**
 * Settings of the MongoDB binding: declared once here ({@link #OPTIONS}, the table of
 * {@code docs/bindings/mongodb.md}), read and checked once per client in {@code validate()} and
 * {@code init()}. Unknown {@code mongodb.*} keys are rejected with the nearest known key.
 * Upstream YCSB's spellings {@code mongodb.writeConcern} and {@code mongodb.readPreference} are
 * read as {@code mongodb.writeconcern} and {@code mongodb.readpreference}.
 *
 * @param urls one connection string per server or cluster; never part of {@link #toString()}
 * @param nodeNames {@code host:port} of each URL's first host, for operations no server answered
 * @param database database name
 * @param writeConcern write concern of every write
 * @param readPreference read preference of every read
 * @param batchSize inserts per batch, 1 for none
 * @param timeoutMillis server selection and connect timeout, ms
 * @param shardSetup whether to shard the collections when on a mongos
 * @param shardKey the shard key the setup uses: {@code mongodb.shard.key} on
 *     {@code mongodb.shard.field}
 * @param shardCollections collections sharded by the setup
 * @param routing when to attribute operations per shard
 * @param refreshMillis routing table version check interval, ms, 0 for none
 */
@Immutable
public record MongoDbConfig(List<String> urls, List<String> nodeNames, String database,
    WriteConcern writeConcern, ReadPreference readPreference, int batchSize, long timeoutMillis,
    boolean shardSetup, ShardKeyPattern shardKey, List<String> shardCollections, Routing routing,
    long refreshMillis) {

  /** Write concerns by name. */
  public enum WriteConcernName {
    ACKNOWLEDGED(WriteConcern.ACKNOWLEDGED), W1(WriteConcern.W1), W2(WriteConcern.W2),
    W3(WriteConcern.W3), MAJORITY(WriteConcern.MAJORITY), JOURNALED(WriteConcern.JOURNALED),
    UNACKNOWLEDGED(WriteConcern.UNACKNOWLEDGED);

    private final WriteConcern concern;

    WriteConcernName(WriteConcern concern) {
      this.concern = concern;
    }
  }

  /** Read preferences by name (matched ignoring case: {@code secondaryPreferred}). */
  public enum ReadPreferenceName { PRIMARY, PRIMARYPREFERRED, SECONDARY, SECONDARYPREFERRED,
    NEAREST }

  /** When operations are attributed per shard. */
  public enum Routing {
    /** When connected to a {@code mongos}. */
    AUTO,
    /** Always: the {@code config} database is read. */
    ON,
    /** Never: the server that answered. */
    OFF;

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  private static final long HOUR_MS = 3_600_000L;

  static final Option<String> URL = Option.text("mongodb.url", "mongodb://localhost:27017",
      "a connection string, or several separated by `;` (independent servers or clusters, keys"
          + " spread over them by hashed value)");
  static final Option<String> DATABASE = Option.text("mongodb.database", "ycsb",
      "database of every collection; when unset, the first URL's database if it names one");
  static final Option<WriteConcernName> WRITE_CONCERN = Option.choice("mongodb.writeconcern",
      WriteConcernName.class, WriteConcernName.ACKNOWLEDGED,
      "write concern of every write (overrides the URL's `w=`); also read as"
          + " `mongodb.writeConcern`");
  static final Option<ReadPreferenceName> READ_PREFERENCE = Option.choice(
      "mongodb.readpreference", ReadPreferenceName.class, ReadPreferenceName.PRIMARY,
      "read preference of every read (overrides the URL's); also read as `mongodb.readPreference`");
  static final Option<Integer> BATCH_SIZE = Option.integer("mongodb.batchsize", 1, 1, 100_000,
      "inserts", "inserts buffered per collection and URL, sent as one unordered `insertMany`;"
          + " 1: no batching");
  static final Option<Long> TIMEOUT = Option.millis("mongodb.timeout", 10_000, 1, HOUR_MS,
      "server selection and connect timeout");
  static final Option<Boolean> SHARD_SETUP = Option.flag("mongodb.shard.setup", false,
      "on a `mongos`: `enableSharding` on the database and `shardCollection` of each of"
          + " `mongodb.shard.collections` on `mongodb.shard.key` of `mongodb.shard.field`");
  static final Option<ShardKey> SHARD_KEY = Option.choice("mongodb.shard.key", ShardKey.class,
      ShardKey.HASHED, "shard key of the setup, on `mongodb.shard.field`: `hashed` ="
          + " `{FIELD: \"hashed\"}`, `ranged` = `{FIELD: 1}`");
  static final Option<String> SHARD_FIELD = Option.text("mongodb.shard.field",
      ShardKeyPattern.ID, "the field the setup shards on: `_id` (the key), or a field of the"
          + " documents such as FASTA's `t` (then reads, updates, deletes and scans by key ask"
          + " every shard)").matching("[^$.][^.]*", "a field name: not empty, not starting with"
          + " $, without a dot (the binding's documents are flat)");
  static final Option<String> SHARD_COLLECTIONS = Option.text("mongodb.shard.collections", "",
      "comma-separated collections the setup shards; empty: `table` and the four"
          + " `fasta.table.*` (default usertable, task, rna, gs, align)");
  static final Option<Routing> ROUTING = Option.choice("mongodb.routing", Routing.class,
      Routing.AUTO, "per-shard attribution from the routing table: `auto` when the server is a"
          + " `mongos`, `on` always, `off` never (the server that answered)");
  static final Option<Long> REFRESH = Option.millis("mongodb.routing.refresh", 1_000, 0, HOUR_MS,
      "how often each routing table's version is checked; 0: only after a `StaleConfig` error");

  /** Every option of the binding, in the order of the doc's table. */
  static final Options OPTIONS = new Options("mongodb.", URL, DATABASE, WRITE_CONCERN,
      READ_PREFERENCE, BATCH_SIZE, TIMEOUT, SHARD_SETUP, SHARD_KEY, SHARD_FIELD, SHARD_COLLECTIONS,
      ROUTING, REFRESH);

  /** Upstream YCSB's key spellings, read as the option beside them. */
  private static final List<Upstream> UPSTREAM = List.of(
      new Upstream("mongodb.writeConcern", WRITE_CONCERN),
      new Upstream("mongodb.readPreference", READ_PREFERENCE));

  private record Upstream(String key, Option<?> option) {
  }

  private static final Pattern SEPARATOR = Pattern.compile(";\\s*(?=mongodb(\\+srv)?://)");

  public MongoDbConfig {
    urls = List.copyOf(urls);
    nodeNames = List.copyOf(nodeNames);
    shardCollections = List.copyOf(shardCollections);
  }

  /** Reads and validates the {@code mongodb.*} keys. */
  public static MongoDbConfig from(Properties given) {
    Properties props = withUpstreamKeysRenamed(given);
    OPTIONS.rejectUnknown(props);
    List<String> urls = new ArrayList<>();
    for (String part : SEPARATOR.split(URL.read(props))) {
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
    String database = urlDatabase != null && value(props, DATABASE.key(), null) == null
        ? urlDatabase : DATABASE.read(props);
    return new MongoDbConfig(urls, names, database, read(WRITE_CONCERN, props, given).concern,
        ReadPreference.valueOf(read(READ_PREFERENCE, props, given).name()), BATCH_SIZE.read(props),
        TIMEOUT.read(props), SHARD_SETUP.read(props),
        new ShardKeyPattern(SHARD_FIELD.read(props), SHARD_KEY.read(props)),
        shardCollections(props), ROUTING.read(props), REFRESH.read(props));
  }

  /**
   * {@code given}'s properties with upstream spellings under our keys, so that unknown-key checks
   * and reading see one key each.
   */
  private static Properties withUpstreamKeysRenamed(Properties given) {
    Properties props = new Properties();
    for (String k : given.stringPropertyNames()) {
      props.setProperty(k, given.getProperty(k));
    }
    for (Upstream u : UPSTREAM) {
      String v = props.getProperty(u.key());
      if (v != null) {
        if (props.getProperty(u.option().key()) != null) {
          throw new ConfigException(u.key() + " and " + u.option().key()
              + ": the same setting twice; set one");
        }
        props.remove(u.key());
        props.setProperty(u.option().key(), v);
      }
    }
    return props;
  }

  /** {@code option}'s value; an error names the key as the user spelled it. */
  private static <T> T read(Option<T> option, Properties props, Properties given) {
    try {
      return option.read(props);
    } catch (ConfigException e) {
      for (Upstream u : UPSTREAM) {
        if (u.option() == option && given.getProperty(u.key()) != null) {
          throw new ConfigException(spelledAsGiven(u, e.getMessage()), e);
        }
      }
      throw e;
    }
  }

  private static String spelledAsGiven(Upstream u, String message) {
    return message.startsWith(u.option().key() + "=")
        ? u.key() + message.substring(u.option().key().length()) : message;
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

  private static String value(Properties props, String key, String fallback) {
    String v = props.getProperty(key);
    return v == null || v.isBlank() ? fallback : v.strip();
  }

  private static List<String> shardCollections(Properties props) {
    String listed = SHARD_COLLECTIONS.read(props);
    Set<String> out = new LinkedHashSet<>();
    if (!listed.isEmpty()) {
      for (String c : listed.split(",")) {
        if (!c.isBlank()) {
          out.add(c.strip());
        }
      }
      return List.copyOf(out);
    }
    out.add(value(props, "table", "usertable"));
    for (String t : List.of("task", "rna", "gs", "align")) {
      out.add(value(props, "fasta.table." + t, t));
    }
    return List.copyOf(out);
  }

  /** These settings with another batch size. */
  public MongoDbConfig withBatchSize(int size) {
    return new MongoDbConfig(urls, nodeNames, database, writeConcern, readPreference, size,
        timeoutMillis, shardSetup, shardKey, shardCollections, routing, refreshMillis);
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
        + ", shardKey=" + shardKey + ", shardCollections=" + shardCollections + ", routing="
        + routing + ", refreshMillis=" + refreshMillis + "]";
  }
}
