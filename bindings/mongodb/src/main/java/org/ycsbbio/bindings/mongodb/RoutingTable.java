package org.ycsbbio.bindings.mongodb;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import net.jcip.annotations.Immutable;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import org.bson.BsonNull;
import org.bson.BsonString;
import org.bson.BsonTimestamp;
import org.bson.BsonType;
import org.bson.BsonValue;

/**
 * Which shard owns which documents of one sharded collection, and so which shards {@code mongos}
 * sends an operation to: the collection's document of {@code config.collections} (shard key
 * pattern, {@code uuid}, {@code timestamp} or {@code lastmodEpoch}) and its chunks of
 * {@code config.chunks} ({@code min}, {@code max}, {@code shard}, {@code lastmod}), as a
 * cluster's config servers hold them. A chunk owns {@code [min, max)} of the shard key's values:
 * for a ranged key the values themselves in MongoDB's order ({@link BsonOrder}), for a hashed key
 * their {@link HashedKey} values. The key is one field ({@link ShardKeyPattern}): {@code _id} or
 * another field of the documents; compound keys are rejected at parse.
 *
 * <p>The binding's reads, updates, deletes and scans select by {@code _id}; {@code mongos} sends
 * them to the one shard that can hold a match when the key is on {@code _id}, and to every shard
 * owning chunks of the collection when it is not (scatter-gather). Inserts go to the shard of
 * the document's value of the key field. Immutable and thread-safe.
 */
@Immutable
public final class RoutingTable {
  /**
   * The collection version: the collection's epoch or timestamp and the highest chunk
   * {@code lastmod}; any migration, split or merge changes it.
   *
   * @param epoch the collection's {@code timestamp} (5.0+) or {@code lastmodEpoch}
   * @param lastmod highest {@code lastmod} of its chunks
   */
  public record Version(BsonValue epoch, BsonTimestamp lastmod) {
  }

  private final String namespace;
  private final ShardKeyPattern shardKey;
  private final BsonValue[] mins;
  private final String[] shards;
  private final Set<String> owners;
  private final Version version;

  private RoutingTable(String namespace, ShardKeyPattern shardKey, BsonValue[] mins,
      String[] shards, Version version) {
    this.namespace = namespace;
    this.shardKey = shardKey;
    this.mins = mins;
    this.shards = shards;
    this.owners = Set.copyOf(new TreeSet<>(List.of(shards)));
    this.version = version;
  }

  /**
   * The table of {@code collection} (a {@code config.collections} document) from its
   * {@code chunks} in any order.
   *
   * @throws IllegalArgumentException when the shard key is not one field, hashed or ranged, or
   *     the chunks do not cover the key space from MinKey to MaxKey without gaps or overlaps
   */
  public static RoutingTable parse(BsonDocument collection, List<BsonDocument> chunks) {
    String ns = collection.getString("_id").getValue();
    BsonDocument key = collection.getDocument("key");
    ShardKeyPattern shardKey = ShardKeyPattern.of(key);
    if (shardKey == null) {
      throw new IllegalArgumentException(ns + ": shard key " + key.toJson()
          + " is not one field, hashed or ranged ({field: 1} or {field: \"hashed\"})");
    }
    String field = shardKey.field();
    List<BsonDocument> sorted = new ArrayList<>(chunks);
    sorted.sort(Comparator.comparing(c -> bound(c, "min", field), BsonOrder.INSTANCE));
    if (sorted.isEmpty()
        || bound(sorted.get(0), "min", field).getBsonType() != BsonType.MIN_KEY
        || bound(sorted.get(sorted.size() - 1), "max", field).getBsonType() != BsonType.MAX_KEY) {
      throw new IllegalArgumentException(ns + ": chunks do not span MinKey to MaxKey");
    }
    BsonValue[] mins = new BsonValue[sorted.size()];
    String[] shards = new String[sorted.size()];
    BsonTimestamp lastmod = new BsonTimestamp(0);
    for (int i = 0; i < mins.length; i++) {
      BsonDocument c = sorted.get(i);
      mins[i] = bound(c, "min", field);
      shards[i] = c.getString("shard").getValue();
      if (i > 0 && BsonOrder.INSTANCE.compare(bound(sorted.get(i - 1), "max", field), mins[i])
          != 0) {
        throw new IllegalArgumentException(ns + ": chunks leave a gap or overlap at "
            + c.getDocument("min").toJson());
      }
      BsonTimestamp m = c.getTimestamp("lastmod");
      lastmod = m.compareTo(lastmod) > 0 ? m : lastmod;
    }
    return new RoutingTable(ns, shardKey, mins, shards, new Version(epochOf(collection), lastmod));
  }

  /** The collection's {@code timestamp} (MongoDB 5.0+) or, before, its {@code lastmodEpoch}. */
  static BsonValue epochOf(BsonDocument collection) {
    return collection.containsKey("timestamp") ? collection.get("timestamp")
        : collection.get("lastmodEpoch");
  }

  private static BsonValue bound(BsonDocument chunk, String which, String field) {
    BsonValue v = chunk.getDocument(which).get(field);
    if (v == null) {
      throw new IllegalArgumentException("a chunk without " + which + "." + field + ": "
          + chunk.getDocument(which).toJson());
    }
    return v;
  }

  /** The shard owning the documents whose shard key field holds the string {@code value}. */
  public String shardOf(String value) {
    return chunkShard(shardKey.kind() == ShardKey.HASHED ? new BsonInt64(HashedKey.of(value))
        : new BsonString(value));
  }

  /**
   * The shard {@code mongos} sends an equality on {@code _id} to (a read, update or delete of
   * {@code id}): the one owning it when the key is on {@code _id}, else the only shard owning
   * chunks; null when every shard owning chunks is asked.
   */
  public String shardOfId(String id) {
    return shardKey.onId() ? shardOf(id) : onlyOwner();
  }

  /**
   * The shard {@code mongos} sends {@code _id >= start} to (a scan): with a ranged key on
   * {@code _id} the owner of every chunk from {@code start}'s up when it is one shard; else the
   * only shard owning chunks; null when several shards are asked.
   */
  public String shardOfIdsFrom(String start) {
    if (!shardKey.onId() || shardKey.kind() == ShardKey.HASHED) {
      return onlyOwner();
    }
    int first = chunkOf(new BsonString(start));
    for (int i = first + 1; i < shards.length; i++) {
      if (!shards[i].equals(shards[first])) {
        return null;
      }
    }
    return shards[first];
  }

  /**
   * The shard an insert of {@code doc} goes to: the owner of its value of the key field (null
   * when it has none, as MongoDB routes a document missing the field since 4.4); null when the
   * value is of a type this table cannot order or hash (e.g. binary).
   */
  public String shardOfDocument(BsonDocument doc) {
    BsonValue v = doc.get(shardKey.field());
    if (v == null) {
      v = BsonNull.VALUE;
    } else if (!BsonOrder.orders(v)) {
      return null;
    }
    return chunkShard(shardKey.kind() == ShardKey.HASHED ? new BsonInt64(HashedKey.of(v)) : v);
  }

  private String onlyOwner() {
    return owners.size() == 1 ? shards[0] : null;
  }

  private String chunkShard(BsonValue v) {
    return shards[chunkOf(v)];
  }

  /** Index of the last chunk whose min is at most {@code v} (a hashed value for a hashed key). */
  private int chunkOf(BsonValue v) {
    int lo = 0;
    int hi = mins.length - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (BsonOrder.INSTANCE.compare(mins[mid], v) <= 0) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  /** The collection's shard key. */
  public ShardKeyPattern shardKey() {
    return shardKey;
  }

  /** Every shard owning chunks of the collection: those a scatter-gather operation asks. */
  public Set<String> owners() {
    return owners;
  }

  /** {@code database.collection}. */
  public String namespace() {
    return namespace;
  }

  /** The version this table was built from. */
  public Version version() {
    return version;
  }

  /** Number of chunks per shard, for messages and tests. */
  public Map<String, Long> chunksPerShard() {
    Map<String, Long> out = new TreeMap<>();
    for (String s : shards) {
      out.merge(s, 1L, Long::sum);
    }
    return out;
  }
}
