package org.ycsbbio.bindings.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import org.bson.BsonMaxKey;
import org.bson.BsonMinKey;
import org.bson.BsonString;
import org.bson.BsonTimestamp;
import org.bson.BsonValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Key → shard on recorded routing tables ({@code src/test/resources/routing}): hashed (6.0 format)
 * and ranged (4.4 and 6.0/7.0 formats), at and beside chunk boundaries ({@code [min, max)}),
 * MinKey and MaxKey chunks, after a split and after a migration.
 */
class RoutingTableTest {
  @Test
  void hashedKeysGoToTheChunkHoldingTheirHashedValue() {
    RoutingTable t = Fixture.load("hashed-6.0.json").table();
    assertEquals(ShardKey.HASHED, t.shardKey());
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
    assertEquals(ShardKey.RANGED, t.shardKey());
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
  void rangedTableOfMongoDb7AtChunkBoundariesAndMinKeyMaxKey() {
    RoutingTable t = Fixture.load("ranged-7.0.json").table();
    assertEquals(ShardKey.RANGED, t.shardKey());
    assertEquals("ycsb.rna", t.namespace());
    assertEquals(Map.of("shard01", 2L, "shard02", 1L, "shard03", 1L), t.chunksPerShard());
    assertEquals("shard01", t.shardOf(""), "the smallest string is in the MinKey chunk");
    assertEquals("shard01", t.shardOf("F0000000009"), "upper case sorts before lower case");
    assertEquals("shard01", t.shardOf("f000000000"), "a prefix sorts before the bound");
    assertEquals("shard01", t.shardOf("f0000000001\u00ff"));
    assertEquals("shard02", t.shardOf("f0000000002"), "min is inclusive");
    assertEquals("shard02", t.shardOf("f0000000005q0000000z"));
    assertEquals("shard01", t.shardOf("f0000000005q0000001"), "max is exclusive");
    assertEquals("shard01", t.shardOf("f0000000005q00000010"), "longer sorts after its prefix");
    assertEquals("shard01", t.shardOf("f0000000007q9999999a9999999"));
    assertEquals("shard03", t.shardOf("f0000000008"));
    assertEquals("shard03", t.shardOf("user9999"), "up to MaxKey");
    assertEquals("shard03", t.shardOf("\uffff\uffff"), "the largest strings too");
    RoutingTable.Version v = t.version();
    assertEquals(new BsonTimestamp(1710267800, 4), v.epoch(), "7.0: the collection timestamp");
    assertEquals(new BsonTimestamp(3, 1), v.lastmod());
  }

  /** Every fixture: the binary search names the one chunk whose [min, max) holds the key. */
  @ParameterizedTest
  @ValueSource(strings = {"hashed-6.0.json", "ranged-4.4.json", "ranged-7.0.json"})
  void everyKeyGoesToTheOneChunkHoldingIt(String fixture) {
    Fixture f = Fixture.load(fixture);
    RoutingTable t = f.table();
    List<String> keys = new ArrayList<>(List.of("", "\u00e9", "\uffff"));
    for (BsonDocument c : f.chunks()) {
      BsonValue min = c.getDocument("min").get("_id");
      if (min.isString()) {
        String b = min.asString().getValue();
        keys.addAll(List.of(b, b + "0", b.substring(0, b.length() - 1)));
      }
    }
    Random random = new Random(42);
    for (int i = 0; i < 1000; i++) {
      keys.add((random.nextBoolean() ? "user" : "f") + random.nextLong(10_000_000_000L));
    }
    for (String key : keys) {
      BsonValue v = t.shardKey() == ShardKey.HASHED ? new BsonInt64(HashedKey.of(key))
          : new BsonString(key);
      List<String> holding = f.chunks().stream()
          .filter(c -> BsonOrder.INSTANCE.compare(c.getDocument("min").get("_id"), v) <= 0
              && BsonOrder.INSTANCE.compare(v, c.getDocument("max").get("_id")) < 0)
          .map(c -> c.getString("shard").getValue()).toList();
      assertEquals(1, holding.size(), key + " is in exactly one chunk");
      assertEquals(holding.get(0), t.shardOf(key), key);
    }
  }

  @Test
  void aSplitKeepsTheShardAndAMigrationMovesTheRange() {
    Fixture f = Fixture.load("ranged-7.0.json");
    List<BsonDocument> split = new ArrayList<>(f.chunks());
    BsonDocument third = split.get(2).clone();
    third.put("max", new BsonDocument("_id", new BsonString("f0000000006")));
    third.put("lastmod", new BsonTimestamp(3, 2));
    split.set(2, third);
    BsonDocument upper = chunk(new BsonString("f0000000006"), new BsonString("f0000000008"),
        "shard01", 0);
    upper.put("lastmod", new BsonTimestamp(3, 3));
    split.add(upper);
    RoutingTable afterSplit = RoutingTable.parse(f.collection(), split);
    assertEquals("shard01", afterSplit.shardOf("f0000000005q0000002"));
    assertEquals("shard01", afterSplit.shardOf("f0000000006"));
    assertEquals(Map.of("shard01", 3L, "shard02", 1L, "shard03", 1L),
        afterSplit.chunksPerShard());
    assertEquals(new BsonTimestamp(3, 3), afterSplit.version().lastmod(),
        "a split bumps the collection version");

    BsonDocument moved = upper.clone();
    moved.put("shard", new BsonString("shard02"));
    moved.put("lastmod", new BsonTimestamp(4, 0));
    split.set(split.indexOf(upper), moved);
    RoutingTable afterMove = RoutingTable.parse(f.collection(), split);
    assertEquals("shard01", afterMove.shardOf("f0000000005q0000002"), "the lower half stays");
    assertEquals("shard02", afterMove.shardOf("f0000000006"), "the moved half is on shard02");
    assertEquals("shard02", afterMove.shardOf("f0000000007z"));
    assertEquals("shard03", afterMove.shardOf("f0000000008"));
    assertEquals(new BsonTimestamp(4, 0), afterMove.version().lastmod());
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
