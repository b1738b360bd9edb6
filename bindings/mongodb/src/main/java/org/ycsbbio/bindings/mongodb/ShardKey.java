package org.ycsbbio.bindings.mongodb;

import java.util.Locale;
import net.jcip.annotations.Immutable;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.BsonValue;

/**
 * How a shard key spreads documents ({@code mongodb.shard.key}): by the hashed value of its field
 * or by ranges of the value itself. The field is {@link ShardKeyPattern}'s. Immutable.
 */
@Immutable
public enum ShardKey {
  /** {@code {field: "hashed"}}: values spread evenly; a range of values is on every shard. */
  HASHED(new BsonString("hashed")),
  /** {@code {field: 1}}: chunks hold ranges of values; a range read is targeted. */
  RANGED(new BsonInt32(1));

  private final BsonValue value;

  ShardKey(BsonValue value) {
    this.value = value;
  }

  /** The value of the field in a key pattern: {@code "hashed"} or {@code 1}. */
  BsonValue value() {
    return value;
  }

  /**
   * Whether {@code v}, the value of a key pattern's field as {@code config.collections} holds
   * it, is this kind; a ranged key's 1 may be stored as any number type.
   */
  boolean matches(BsonValue v) {
    return this == HASHED ? value.equals(v)
        : v != null && v.isNumber() && v.asNumber().doubleValue() == 1;
  }

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
