package org.ycsbbio.bindings.mongodb;

import net.jcip.annotations.Immutable;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * A shard key on one field: {@code {field: "hashed"}} or {@code {field: 1}}, the field being
 * {@code _id} (the record's key) or another field of the documents ({@code mongodb.shard.field},
 * e.g. FASTA's {@code t}). Compound keys are not represented. Immutable.
 *
 * @param field the field the key is on
 * @param kind hashed or ranged
 */
@Immutable
public record ShardKeyPattern(String field, ShardKey kind) {
  /** The field holding the record's key. */
  public static final String ID = "_id";

  /**
   * The pattern {@code key} (a {@code config.collections} document's {@code key}) is, or null
   * when it is no single-field hashed or ranged key.
   */
  static ShardKeyPattern of(BsonValue key) {
    if (key == null || !key.isDocument() || key.asDocument().size() != 1) {
      return null;
    }
    String field = key.asDocument().getFirstKey();
    BsonValue v = key.asDocument().get(field);
    for (ShardKey kind : ShardKey.values()) {
      if (kind.matches(v)) {
        return new ShardKeyPattern(field, kind);
      }
    }
    return null;
  }

  /** Whether the key is on the record's key, {@code _id}. */
  public boolean onId() {
    return ID.equals(field);
  }

  /** The pattern as {@code shardCollection} takes it. */
  public BsonDocument document() {
    return new BsonDocument(field, kind.value());
  }

  /** Whether {@code key} (a {@code config.collections} document's {@code key}) is this pattern. */
  boolean matches(BsonValue key) {
    return equals(of(key));
  }

  /** The pattern as JSON, e.g. {@code {"t": "hashed"}}. */
  @Override
  public String toString() {
    return document().toJson();
  }
}
