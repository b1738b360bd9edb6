package org.ycsbbio.bindings.mongodb;

import static com.mongodb.client.model.Filters.eq;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Sorts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import net.jcip.annotations.ThreadSafe;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonTimestamp;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.api.RunLog;

/**
 * The routing tables of one cluster's collections, read from its {@code config} database
 * (through {@code mongos}) when a collection is first used, and read again when its version
 * changes: a daemon thread compares each table's {@link RoutingTable.Version} with the config
 * servers' every {@code refreshMillis}, and {@link #refresh} does it at once (after a
 * {@code StaleConfig} error). Answers which node an operation is counted against: the one shard
 * {@code mongos} sends it to, or {@value NodeRegistry#ALL_SHARDS} when it asks several (the
 * shards of each table read are handed to {@code spanned}). A collection that is not sharded
 * belongs to its database's primary shard ({@code config.databases}). Thread-safe: lookups read
 * an immutable table.
 */
@ThreadSafe
final class ShardRouter implements AutoCloseable {
  /**
   * What is known of one collection: its table when sharded, else the primary shard; neither
   * when the config database could not be read (then it is not tried again).
   */
  private record Entry(RoutingTable table, String primary, boolean unreadable) {
    Entry(RoutingTable table, String primary) {
      this(table, primary, false);
    }
  }

  private final MongoDatabase config;
  private final String database;
  private final Map<String, Entry> entries = new ConcurrentHashMap<>();
  private final ScheduledExecutorService poller;
  private final RunLog log;
  private final Consumer<Set<String>> spanned;

  /**
   * Reads {@code database}'s routing from {@code config} (the cluster's config database);
   * problems reading it are warnings to {@code log}; the shards owning chunks of each table read
   * go to {@code spanned} (those {@value NodeRegistry#ALL_SHARDS} stands for).
   */
  ShardRouter(MongoDatabase config, String database, long refreshMillis, RunLog log,
      Consumer<Set<String>> spanned) {
    this.config = config;
    this.log = log;
    this.database = database;
    this.spanned = spanned;
    if (refreshMillis > 0) {
      poller = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "mongodb-routing-refresh");
        t.setDaemon(true);
        return t;
      });
      poller.scheduleWithFixedDelay(this::refreshChanged, refreshMillis, refreshMillis,
          TimeUnit.MILLISECONDS);
    } else {
      poller = null;
    }
  }

  /**
   * The node of a read, update or delete of {@code _id} {@code key} in {@code collection}: its
   * shard, {@value NodeRegistry#ALL_SHARDS} when the shard key is on another field; empty when
   * not known.
   */
  Optional<String> byId(String collection, String key) {
    Entry e = entry(collection);
    return Optional.ofNullable(e.table == null ? e.primary
        : severalIfNull(e.table.shardOfId(key)));
  }

  /** The node of a scan of {@code collection} from {@code _id} {@code start}, as {@link #byId}. */
  Optional<String> byIdsFrom(String collection, String start) {
    Entry e = entry(collection);
    return Optional.ofNullable(e.table == null ? e.primary
        : severalIfNull(e.table.shardOfIdsFrom(start)));
  }

  /**
   * The node of an insert of {@code doc} into {@code collection}: the shard of its value of the
   * key field; empty when not known.
   */
  Optional<String> byDocument(String collection, BsonDocument doc) {
    Entry e = entry(collection);
    return Optional.ofNullable(e.table == null ? e.primary : e.table.shardOfDocument(doc));
  }

  private static String severalIfNull(String shard) {
    return shard == null ? NodeRegistry.ALL_SHARDS : shard;
  }

  private Entry entry(String collection) {
    return entries.computeIfAbsent(collection, this::loadOrGiveUp);
  }

  /** Reads {@code collection}'s routing again now (after a {@code StaleConfig} error). */
  void refresh(String collection) {
    entries.put(collection, loadOrGiveUp(collection));
  }

  /** Reloads every table whose version on the config servers differs from the one held. */
  void refreshChanged() {
    for (Map.Entry<String, Entry> e : entries.entrySet()) {
      if (e.getValue().unreadable()) {
        continue;
      }
      try {
        if (!Objects.equals(version(e.getKey()), versionOf(e.getValue()))) {
          entries.put(e.getKey(), load(e.getKey()));
        }
      } catch (RuntimeException ex) { // driver or malformed documents: keep the table held
        log.warn("mongodb: cannot check the routing table of " + e.getKey() + ": "
            + MongoServers.oneLine(ex));
      }
    }
  }

  private static RoutingTable.Version versionOf(Entry e) {
    return e.table == null ? null : e.table.version();
  }

  private Entry loadOrGiveUp(String collection) {
    try {
      return load(collection);
    } catch (RuntimeException e) { // driver or malformed documents
      log.warn("mongodb: cannot read the routing table of " + database + "." + collection
          + " (operations are attributed to the server that answered): "
          + MongoServers.oneLine(e));
      return new Entry(null, null, true);
    }
  }

  private Entry load(String collection) {
    String ns = database + "." + collection;
    BsonDocument coll = collections().find(eq("_id", ns)).first();
    String primary = primaryShard();
    if (coll == null || coll.getBoolean("dropped", BsonBoolean.FALSE).getValue()) {
      return new Entry(null, primary);
    }
    List<BsonDocument> chunks = chunks().find(chunkFilter(coll)).into(new ArrayList<>());
    try {
      RoutingTable table = RoutingTable.parse(coll, chunks);
      spanned.accept(table.owners());
      return new Entry(table, primary);
    } catch (IllegalArgumentException e) {
      log.warn("mongodb: no per-shard attribution for " + ns + ": " + e.getMessage());
      return new Entry(null, null);
    }
  }

  /** The current version of {@code collection} on the config servers, null when not sharded. */
  private RoutingTable.Version version(String collection) {
    BsonDocument coll = collections().find(eq("_id", database + "." + collection)).first();
    if (coll == null || coll.getBoolean("dropped", BsonBoolean.FALSE).getValue()) {
      return null;
    }
    BsonDocument newest = chunks().find(chunkFilter(coll)).sort(Sorts.descending("lastmod"))
        .limit(1).first();
    BsonTimestamp lastmod = newest == null ? new BsonTimestamp(0)
        : newest.getTimestamp("lastmod");
    return new RoutingTable.Version(RoutingTable.epochOf(coll), lastmod);
  }

  /** Chunks name their collection by {@code uuid} since 5.0, by {@code ns} before. */
  private static BsonDocument chunkFilter(BsonDocument coll) {
    return coll.containsKey("uuid") && coll.containsKey("timestamp")
        ? new BsonDocument("uuid", coll.get("uuid"))
        : new BsonDocument("ns", coll.get("_id"));
  }

  private String primaryShard() {
    BsonDocument db = config.getCollection("databases", BsonDocument.class)
        .find(eq("_id", database)).first();
    return db == null || !db.isString("primary") ? null : db.getString("primary").getValue();
  }

  private MongoCollection<BsonDocument> collections() {
    return config.getCollection("collections", BsonDocument.class);
  }

  private MongoCollection<BsonDocument> chunks() {
    return config.getCollection("chunks", BsonDocument.class);
  }

  @Override
  public void close() {
    if (poller != null) {
      poller.shutdownNow();
    }
  }
}
