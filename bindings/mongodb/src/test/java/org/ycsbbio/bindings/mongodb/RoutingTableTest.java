package org.ycsbbio.bindings.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import org.bson.BsonMaxKey;
import org.bson.BsonMinKey;
import org.bson.BsonString;
import org.bson.BsonTimestamp;
import org.bson.BsonValue;
import org.junit.jupiter.api.Test;

/**
 * Key → shard on recorded routing tables ({@code src/test/resources/routing}): hashed (6.0 format)
 * and ranged (4.4 format), at and beside chunk boundaries ({@code [min, max)}).
 */
class RoutingTableTest {
  @Test
  void hashedKeysGoToTheChunkHoldingTheirHashedValue() {
    RoutingTable t = Fixture.load("hashed-6.0.json").table();
    assertTrue(t.hashed());
    assertEquals("ycsb.usertable", t.namespace());
    assertEquals(Map.of("shard01", 2L, "shard02", 2L), t.chunksPerShard());
    // hasher_test.cpp: "abc" -> 8478485326885698097 (>= 4611686018427387902: 4th chunk),
    // "" -> 2049396243249673340 (in [0, 4611686018427387902): 3rd chunk).
    assertEquals("shard02", t.shardOf("abc"));
    assertEquals("shard02", t.shardOf(""));
    int[] perShard = new int[2];
    for (int i = 0; i < 1000; i++) {
      String key = "user" + i;
      long h = HashedKey.of(key);
      assertEquals(h < 0 ? "shard01" : "shard02", t.shardOf(key), key + " hashes to " + h);
      perShard[h < 0 ? 0 : 1]++;
    }
    assertTrue(perShard[0] > 400 && perShard[1] > 400, "hashing spreads keys");
  }

  @Test
  void aHashedValueEqualToABoundBelongsToTheChunkStartingThere() {
    long h = HashedKey.of("user1");
    RoutingTable t = RoutingTable.parse(Fixture.load("hashed-6.0.json").collection(),
        List.of(chunk(minKey(), new BsonInt64(h - 1), "a", 1),
            chunk(new BsonInt64(h - 1), new BsonInt64(h), "b", 2),
            chunk(new BsonInt64(h), new BsonInt64(h + 1), "c", 3),
            chunk(new BsonInt64(h + 1), maxKey(), "d", 4)));
    assertEquals("c", t.shardOf("user1"), "min is inclusive, max exclusive");
  }

  @Test
  void rangedKeysAtAndBesideBoundaries() {
    RoutingTable t = Fixture.load("ranged-4.4.json").table();
    assertFalse(t.hashed());
    assertEquals("rs-a", t.shardOf(""));
    assertEquals("rs-a", t.shardOf("f0000000001q0000009a0000042"));
    assertEquals("rs-b", t.shardOf("f0000000002"), "a key equal to min is in that chunk");
    assertEquals("rs-b", t.shardOf("f0000000002q0000001"));
    assertEquals("rs-b", t.shardOf("f0000000005q0000001a0000000"));
    assertEquals("rs-c", t.shardOf("f0000000005q0000001a0000001"), "max is exclusive");
    assertEquals("rs-c", t.shardOf("n0000t0003s000000000017"));
    assertEquals("rs-c", t.shardOf("\u00e9"), "UTF-8 bytes order: é after every ASCII key");
  }

  @Test
  void chunkOrderInTheConfigDatabaseDoesNotMatter() {
    Fixture f = Fixture.load("ranged-4.4.json");
    List<BsonDocument> shuffled = new ArrayList<>(f.chunks());
    Collections.reverse(shuffled);
    RoutingTable t = RoutingTable.parse(f.collection(), shuffled);
    assertEquals("rs-b", t.shardOf("f0000000003"));
  }

  @Test
  void theVersionIsTheEpochAndTheHighestLastmod() {
    RoutingTable.Version v = Fixture.load("hashed-6.0.json").table().version();
    assertEquals(new BsonTimestamp(1701172854, 2), v.epoch(), "5.0+: the collection timestamp");
    assertEquals(new BsonTimestamp(1, 3), v.lastmod());
    RoutingTable.Version old = Fixture.load("ranged-4.4.json").table().version();
    assertTrue(old.epoch().isObjectId(), "4.4: lastmodEpoch");
    assertEquals(new BsonTimestamp(2, 1), old.lastmod(), "highest, not the last listed");
  }

  @Test
  void unusableTablesAreRejected() {
    Fixture f = Fixture.load("ranged-4.4.json");
    List<BsonDocument> gap = new ArrayList<>(f.chunks());
    gap.remove(1);
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> RoutingTable.parse(f.collection(), gap)).getMessage().contains("gap"));
    assertThrows(IllegalArgumentException.class,
        () -> RoutingTable.parse(f.collection(), f.chunks().subList(1, 3)));
    BsonDocument compound = f.collection().clone();
    compound.put("key", BsonDocument.parse("{\"query_id\": 1, \"_id\": 1}"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> RoutingTable.parse(compound, f.chunks())).getMessage()
        .contains("is not on _id alone"));
  }

  static BsonDocument chunk(BsonValue min, BsonValue max, String shard, int minor) {
    return new BsonDocument("min", new BsonDocument("_id", min))
        .append("max", new BsonDocument("_id", max)).append("shard", new BsonString(shard))
        .append("lastmod", new BsonTimestamp(1, minor));
  }

  static BsonValue minKey() {
    return new BsonMinKey();
  }

  static BsonValue maxKey() {
    return new BsonMaxKey();
  }
}
