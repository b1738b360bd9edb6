package org.ycsbbio.bindings.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.bson.BsonBinary;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import org.bson.BsonMaxKey;
import org.bson.BsonMinKey;
import org.bson.BsonNull;
import org.bson.BsonString;
import org.bson.BsonTimestamp;
import org.bson.BsonValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Key → shard on recorded routing tables ({@code src/test/resources/routing}): on {@code _id},
 * hashed (6.0 format) and ranged (4.4 and 6.0/7.0 formats), at and beside chunk boundaries
 * ({@code [min, max)}), MinKey and MaxKey chunks, after a split and after a migration; on another
 * field ({@code t}), hashed (7.0) and ranged (4.4): inserts by the document's value, operations
 * by {@code _id} on every shard; and which shards a scan by {@code _id} asks.
 */
class RoutingTableTest {
  @Test
  void hashedKeysGoToTheChunkHoldingTheirHashedValue() {
    RoutingTable t = Fixture.load("hashed-6.0.json").table();
    assertEquals(new ShardKeyPattern("_id", ShardKey.HASHED), t.shardKey());
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
    assertEquals(new ShardKeyPattern("_id", ShardKey.RANGED), t.shardKey());
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
    assertEquals(new ShardKeyPattern("_id", ShardKey.RANGED), t.shardKey());
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

  /**
   * Every fixture: the binary search names the one chunk whose [min, max) holds the value, for a
   * value of the key field given alone and, for inserts, in a document.
   */
  @ParameterizedTest
  @ValueSource(strings = {"hashed-6.0.json", "ranged-4.4.json", "ranged-7.0.json",
      "hashed-t-7.0.json", "ranged-t-4.4.json"})
  void everyValueGoesToTheOneChunkHoldingIt(String fixture) {
    Fixture f = Fixture.load(fixture);
    RoutingTable t = f.table();
    String field = t.shardKey().field();
    List<String> values = new ArrayList<>(List.of("", "\u00e9", "\uffff"));
    for (BsonDocument c : f.chunks()) {
      BsonValue min = c.getDocument("min").get(field);
      if (min.isString()) {
        String b = min.asString().getValue();
        values.addAll(List.of(b, b + "0", b.substring(0, b.length() - 1)));
      }
    }
    Random random = new Random(42);
    for (int i = 0; i < 1000; i++) {
      values.add(random.nextBoolean() ? random.nextInt(3) + "." + random.nextInt(100_000)
          : (random.nextBoolean() ? "user" : "f") + random.nextLong(10_000_000_000L));
    }
    for (String value : values) {
      String holding = Fixture.shardHolding(f, new BsonString(value));
      assertEquals(holding, t.shardOf(value), value);
      BsonDocument doc = new BsonDocument("_id", new BsonString(value + "k"));
      doc.put(field, new BsonString(value));
      assertEquals(holding, t.shardOfDocument(doc), value);
    }
  }

  @Test
  void aCollectionShardedOnAnotherFieldTakesInsertsByThatFieldAndAsksEveryShardById() {
    Fixture f = Fixture.load("hashed-t-7.0.json");
    RoutingTable t = f.table();
    assertEquals(new ShardKeyPattern("t", ShardKey.HASHED), t.shardKey());
    assertEquals("ycsb.gs", t.namespace());
    assertEquals(Map.of("shard01", 2L, "shard02", 2L, "shard03", 2L), t.chunksPerShard());
    assertEquals(Set.of("shard01", "shard02", "shard03"), t.owners());
    Map<String, Integer> perShard = new TreeMap<>();
    for (int n = 1; n <= 3000; n++) {
      String value = "0." + n;
      long h = HashedKey.of(value);
      String expected = h < -6148914691236517204L || h >= 0 && h < 3074457345618258602L
          ? "shard01" : h < -3074457345618258602L || h >= 3074457345618258602L
          && h < 6148914691236517204L ? "shard02" : "shard03";
      BsonDocument doc = new BsonDocument("_id", new BsonString("f0000000000q0000001"))
          .append("t", new BsonString(value)).append("query_id", new BsonString("RNA_1"));
      assertEquals(expected, t.shardOfDocument(doc), value + " hashes to " + h);
      perShard.merge(expected, 1, Integer::sum);
      assertNull(t.shardOfId(doc.getString("_id").getValue()), "by _id: every shard is asked");
    }
    perShard.values().forEach(n -> assertTrue(n > 800, "hashing spreads t: " + perShard));
    assertNull(t.shardOfIdsFrom("f0000000000q0000001a0000001"), "a scan asks every shard too");
    assertEquals(Fixture.shardHolding(f, BsonNull.VALUE),
        t.shardOfDocument(new BsonDocument("_id", new BsonString("n0000t0000s000000000001"))),
        "a document without t is routed as t: null (MongoDB 4.4+)");
    assertNull(t.shardOfDocument(new BsonDocument("t", new BsonBinary(new byte[] {-1}))),
        "a binary t (bytes that are not UTF-8) is not evaluated");
  }

  @Test
  void aRangedKeyOnAnotherFieldAndTheOnlyShardOfAFreshCollection() {
    Fixture f = Fixture.load("ranged-t-4.4.json");
    RoutingTable t = f.table();
    assertEquals(new ShardKeyPattern("t", ShardKey.RANGED), t.shardKey());
    assertEquals("rs-a", t.shardOfDocument(new BsonDocument("t", new BsonString("0.17"))));
    assertEquals("rs-a", t.shardOfDocument(new BsonDocument("t", new BsonString("1.499"))));
    assertEquals("rs-b", t.shardOfDocument(new BsonDocument("t", new BsonString("1.5"))),
        "min is inclusive");
    assertEquals("rs-b", t.shardOfDocument(new BsonDocument("t", new BsonString("2.1999"))));
    assertEquals("rs-c", t.shardOfDocument(new BsonDocument("t", new BsonString("2.25"))));
    assertEquals("rs-a", t.shardOfDocument(new BsonDocument()), "null sorts before strings");
    assertNull(t.shardOfId("f0000000001q0000001"));
    // a fresh collection: one chunk on one shard, so mongos asks that shard alone
    BsonDocument only = chunk(minKey(), maxKey(), "rs-b", 1);
    only.put("min", new BsonDocument("t", minKey()));
    only.put("max", new BsonDocument("t", maxKey()));
    RoutingTable fresh = RoutingTable.parse(f.collection(), List.of(only));
    assertEquals("rs-b", fresh.shardOfId("f0000000001q0000001"));
    assertEquals("rs-b", fresh.shardOfIdsFrom("f0000000001q0000001"));
  }

  @Test
  void aScanByIdAsksOneShardOnlyWhenEveryChunkFromItsStartIsThere() {
    RoutingTable ranged = Fixture.load("ranged-7.0.json").table();
    assertEquals("shard03", ranged.shardOfIdsFrom("f0000000008"), "the last chunk's shard");
    assertEquals("shard03", ranged.shardOfIdsFrom("user1"));
    assertNull(ranged.shardOfIdsFrom("f0000000007"), "shard01's chunk, then shard03's");
    assertNull(ranged.shardOfIdsFrom(""), "from the start: every shard");
    assertNull(Fixture.load("hashed-6.0.json").table().shardOfIdsFrom("user1"),
        "hashed: a range of _id is on every shard");
    assertEquals("rs-c", Fixture.load("ranged-4.4.json").table().shardOfIdsFrom("n0000"));
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
    assertEquals("ycsb.align: shard key {\"query_id\": 1, \"_id\": 1} is not one field, hashed"
        + " or ranged ({field: 1} or {field: \"hashed\"})", assertThrows(
        IllegalArgumentException.class, () -> RoutingTable.parse(compound, f.chunks()))
        .getMessage());
    BsonDocument otherField = f.collection().clone();
    otherField.put("key", BsonDocument.parse("{\"t\": 1}"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> RoutingTable.parse(otherField, f.chunks())).getMessage()
        .startsWith("a chunk without min.t: "), "chunk bounds must be on the key's field");
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
