package org.ycsbbio.bindings.mongodb;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import net.jcip.annotations.ThreadSafe;
import org.bson.BsonValue;

/**
 * MongoDB's hashed-index value of a shard key, as the server computes it in
 * {@code BSONElementHasher::hash64} ({@code src/mongo/db/hasher.cpp}) and as
 * {@code convertShardKeyToHashed()} returns it: MD5 over the seed (int32 0, little-endian), the
 * value's canonical type (int32, little-endian) and the value's BSON encoding, numbers first
 * squashed to a 64-bit integer; the result is the digest's first 8 bytes as a little-endian
 * int64. Covers the types a YCSB or FASTA {@code _id} can have: strings, numbers, ObjectId,
 * booleans, null, MinKey and MaxKey; other types are rejected. Stateless and thread-safe.
 */
@ThreadSafe
public final class HashedKey {
  private static final int SEED = 0;
  // Canonical types: mongo/bson/bsonelement.h canonicalizeBSONType.
  private static final int MIN_KEY = -1;
  private static final int NULL = 5;
  private static final int NUMBER = 10;
  private static final int STRING = 15;
  private static final int OBJECT_ID = 35;
  private static final int BOOLEAN = 40;
  private static final int MAX_KEY = 127;

  private HashedKey() {
  }

  /** The hashed value of the string {@code s} (a YCSB key). */
  public static long of(String s) {
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
    ByteBuffer value = little(4 + utf8.length + 1).putInt(utf8.length + 1).put(utf8).put((byte) 0);
    return digest(STRING, value.array());
  }

  /** The hashed value of {@code v}; throws for types a shard key of this binding cannot have. */
  public static long of(BsonValue v) {
    switch (v.getBsonType()) {
      case STRING:
      case SYMBOL:
        return of(v.isString() ? v.asString().getValue() : v.asSymbol().getSymbol());
      case INT32:
      case INT64:
      case DOUBLE:
        // safeNumberLongForHash: NaN -> 0, saturated at the int64 range, else truncated: Java's
        // (long) cast of a double does exactly this.
        long n = v.isDouble() ? (long) v.asDouble().getValue() : v.asNumber().longValue();
        return digest(NUMBER, little(8).putLong(n).array());
      case OBJECT_ID:
        return digest(OBJECT_ID, v.asObjectId().getValue().toByteArray());
      case BOOLEAN:
        return digest(BOOLEAN, new byte[] {(byte) (v.asBoolean().getValue() ? 1 : 0)});
      case NULL:
        return digest(NULL, new byte[0]);
      case MIN_KEY:
        return digest(MIN_KEY, new byte[0]);
      case MAX_KEY:
        return digest(MAX_KEY, new byte[0]);
      default:
        throw new IllegalArgumentException("hashed shard key of BSON type " + v.getBsonType()
            + " is not supported");
    }
  }

  private static ByteBuffer little(int size) {
    return ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
  }

  private static long digest(int canonicalType, byte[] value) {
    MessageDigest md5;
    try {
      md5 = MessageDigest.getInstance("MD5");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("MD5 is required of every Java platform", e);
    }
    md5.update(little(8).putInt(SEED).putInt(canonicalType).array());
    md5.update(value);
    return ByteBuffer.wrap(md5.digest(), 0, 8).order(ByteOrder.LITTLE_ENDIAN).getLong();
  }
}
