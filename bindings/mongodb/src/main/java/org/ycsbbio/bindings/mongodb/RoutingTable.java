package org.ycsbbio.bindings.mongodb;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import net.jcip.annotations.Immutable;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import org.bson.BsonString;
import org.bson.BsonTimestamp;
import org.bson.BsonType;
import org.bson.BsonValue;

/**
 * Which shard owns each {@code _id} of one sharded collection: the collection's document of
 * {@code config.collections} (shard key pattern, {@code uuid}, {@code timestamp} or
 * {@code lastmodEpoch}) and its chunks of {@code config.chunks} ({@code min}, {@code max},
 * {@code shard}, {@code lastmod}), as a cluster's config servers hold them. A chunk owns
 * {@code [min, max)}; for a ranged key the bounds are {@code _id} strings in MongoDB's order
 * ({@link BsonOrder}), for a hashed key {@link HashedKey} values. Only shard keys on {@code _id}
 * alone ({@link ShardKey}) can be evaluated from a YCSB key; other patterns are rejected at
 * parse. Immutable and thread-safe.
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
  private final ShardKey shardKey;
  private final BsonValue[] mins;
  private final String[] shards;
  private final Version version;

  private RoutingTable(String namespace, ShardKey shardKey, BsonValue[] mins, String[] shards,
      Version version) {
    this.namespace = namespace;
    this.shardKey = shardKey;
    this.mins = mins;
    this.shards = shards;
    this.version = version;
  }

  /**
   * The table of {@code collection} (a {@code config.collections} document) from its
   * {@code chunks} in any order.
   *
   * @throws IllegalArgumentException when the shard key is not on {@code _id} alone, or the
   *     chunks do not cover the key space from MinKey to MaxKey without gaps or overlaps
   */
  public static RoutingTable parse(BsonDocument collection, List<BsonDocument> chunks) {
    String ns = collection.getString("_id").getValue();
    BsonDocument key = collection.getDocument("key");
    ShardKey shardKey = ShardKey.HASHED.matches(key) ? ShardKey.HASHED
        : ShardKey.RANGED.matches(key) ? ShardKey.RANGED : null;
    if (shardKey == null) {
      throw new IllegalArgumentException(ns + ": shard key " + key.toJson()
          + " is not on _id alone ({_id: 1} or {_id: \"hashed\"})");
    }
    List<BsonDocument> sorted = new ArrayList<>(chunks);
    sorted.sort(Comparator.comparing(c -> bound(c, "min"), BsonOrder.INSTANCE));
    if (sorted.isEmpty() || bound(sorted.get(0), "min").getBsonType() != BsonType.MIN_KEY
        || bound(sorted.get(sorted.size() - 1), "max").getBsonType() != BsonType.MAX_KEY) {
      throw new IllegalArgumentException(ns + ": chunks do not span MinKey to MaxKey");
    }
    BsonValue[] mins = new BsonValue[sorted.size()];
    String[] shards = new String[sorted.size()];
    BsonTimestamp lastmod = new BsonTimestamp(0);
    for (int i = 0; i < mins.length; i++) {
      BsonDocument c = sorted.get(i);
      mins[i] = bound(c, "min");
      shards[i] = c.getString("shard").getValue();
      if (i > 0 && BsonOrder.INSTANCE.compare(bound(sorted.get(i - 1), "max"), mins[i]) != 0) {
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

  private static BsonValue bound(BsonDocument chunk, String which) {
    return Objects.requireNonNull(chunk.getDocument(which).get("_id"), which + "._id");
  }

  /** The shard owning the document whose {@code _id} is the string {@code key}. */
  public String shardOf(String key) {
    return shardOfValue(shardKey == ShardKey.HASHED ? new BsonInt64(HashedKey.of(key))
        : new BsonString(key));
  }

  private String shardOfValue(BsonValue v) {
    int lo = 0;
    int hi = mins.length - 1;
    while (lo < hi) { // the last chunk whose min <= v
      int mid = (lo + hi + 1) >>> 1;
      if (BsonOrder.INSTANCE.compare(mins[mid], v) <= 0) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return shards[lo];
  }

  /** The collection's shard key: {@code {_id: "hashed"}} or {@code {_id: 1}}. */
  public ShardKey shardKey() {
    return shardKey;
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
