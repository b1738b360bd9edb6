package org.ycsbbio.bindings.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.bson.BsonBoolean;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonMaxKey;
import org.bson.BsonMinKey;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonTimestamp;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * Hashed shard key values against MongoDB's own test vectors: every expected value below is from
 * the server's unit test {@code src/mongo/db/hasher_test.cpp} (mongodb/mongo, test
 * {@code BSONElementHasher.*}, seed 0, "test vectors for hashed indexes"), the function behind
 * {@code convertShardKeyToHashed()} and hashed indexes.
 */
class HashedKeyTest {
  @Test
  void numbersAreSquashedToInt64LikeTheServer() {
    // hasher_test.cpp HashIntOrLongOrDouble
    assertEquals(-944302157085130861L, HashedKey.of(new BsonInt32(42)));
    assertEquals(-944302157085130861L, HashedKey.of(new BsonDouble(42.123)));
    assertEquals(-944302157085130861L, HashedKey.of(new BsonInt64(42)));
    assertEquals(4854801880128277513L, HashedKey.of(new BsonInt32(0)));
    assertEquals(4854801880128277513L, HashedKey.of(new BsonDouble(Double.NaN)));
    assertEquals(5902408780260971510L, HashedKey.of(new BsonInt32(1)));
    assertEquals(5902408780260971510L, HashedKey.of(new BsonDouble(1.987)));
    assertEquals(1140205862565771219L, HashedKey.of(new BsonInt64(-1)));
    assertEquals(1140205862565771219L, HashedKey.of(new BsonDouble(-1.789)));
    assertEquals(6165898260261354870L, HashedKey.of(new BsonInt32(Integer.MIN_VALUE)));
    assertEquals(1143184177162245883L, HashedKey.of(new BsonDouble(Integer.MAX_VALUE)));
    assertEquals(921523596458303250L, HashedKey.of(new BsonDouble(Double.MAX_VALUE)));
    assertEquals(921523596458303250L, HashedKey.of(new BsonInt64(Long.MAX_VALUE)));
    assertEquals(4532067210535695462L, HashedKey.of(new BsonDouble(-Double.MAX_VALUE)));
    assertEquals(4532067210535695462L, HashedKey.of(new BsonInt64(Long.MIN_VALUE)));
  }

  @Test
  void stringsIncludingTheEmptyOne() {
    // hasher_test.cpp HashString
    assertEquals(8478485326885698097L, HashedKey.of("abc"));
    assertEquals(8478485326885698097L, HashedKey.of(new BsonString("abc")));
    assertEquals(2049396243249673340L, HashedKey.of(""));
  }

  @Test
  void objectIdsBooleansAndBounds() {
    // hasher_test.cpp HashObjectId, HashBoolean, HashMinKey, HashMaxKey
    assertEquals(-5588663249627035708L,
        HashedKey.of(new BsonObjectId(new ObjectId("010203040506070809101112"))));
    assertEquals(-4293118519463489418L,
        HashedKey.of(new BsonObjectId(new ObjectId("000000000000000000000000"))));
    assertEquals(6405873908747105701L, HashedKey.of(BsonBoolean.TRUE));
    assertEquals(6289544573401934092L, HashedKey.of(BsonBoolean.FALSE));
    assertEquals(7961148599568647290L, HashedKey.of(new BsonMinKey()));
    assertEquals(5504842513779440750L, HashedKey.of(new BsonMaxKey()));
  }

  @Test
  void unsupportedTypesAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> HashedKey.of(new BsonTimestamp(1, 2)));
  }
}
