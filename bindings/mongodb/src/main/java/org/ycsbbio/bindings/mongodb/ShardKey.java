package org.ycsbbio.bindings.mongodb;

import java.util.Locale;
import net.jcip.annotations.Immutable;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.BsonValue;

/**
 * The shard key {@code mongodb.shard.setup} gives each collection ({@code mongodb.shard.key}).
 * Immutable.
 */
@Immutable
public enum ShardKey {
  /** {@code {_id: "hashed"}}: keys spread evenly; a range of {@code _id}s is on every shard. */
  HASHED(new BsonString("hashed")),
  /** {@code {_id: 1}}: chunks hold ranges of {@code _id}; a range read is targeted. */
  RANGED(new BsonInt32(1));

  private final BsonValue value;

  ShardKey(BsonValue value) {
    this.value = value;
  }

  /** The key pattern of {@code shardCollection}: {@code {_id: "hashed"}} or {@code {_id: 1}}. */
  public BsonDocument pattern() {
    return new BsonDocument("_id", value);
  }

  /**
   * Whether {@code key} (a {@code config.collections} document's {@code key}) is this pattern;
   * a ranged key's 1 may be stored as any number type.
   */
  public boolean matches(BsonValue key) {
    if (key == null || !key.isDocument() || key.asDocument().size() != 1) {
      return false;
    }
    BsonValue v = key.asDocument().get("_id");
    return this == HASHED ? value.equals(v) : v != null && v.isNumber()
        && v.asNumber().doubleValue() == 1;
  }

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
