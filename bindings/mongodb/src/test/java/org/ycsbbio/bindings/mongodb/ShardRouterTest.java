package org.ycsbbio.bindings.mongodb;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ycsbbio.core.testing.Fields.strings;
import static org.ycsbbio.core.testing.Fields.values;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Updates;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import org.bson.BsonDocument;
import org.bson.BsonNull;
import org.bson.BsonString;
import org.bson.BsonTimestamp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.RunLog;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * The router reading recorded routing documents from a {@code config} database served over the
 * wire (mongo-java-server holds them as a config server would), and reading them again when the
 * collection version changes (a chunk migration) or when told to (after {@code StaleConfig});
 * collections sharded on {@code _id} and on another field ({@code t}): which node the client
 * counts each operation against.
 */
class ShardRouterTest {
  private TestServers servers;
  private MongoClient client;
  private MongoDatabase config;
  private final ByteArrayOutputStream warnings = new ByteArrayOutputStream();
  private final RunLog log = new RunLog(new PrintStream(warnings, true, StandardCharsets.UTF_8));
  private final Set<String> spanned = ConcurrentHashMap.newKeySet();

  @BeforeEach
  void recordRoutingTables() throws Exception {
    servers = new TestServers();
    client = MongoClients.create("mongodb://" + servers.addresses.get(0));
    config = client.getDatabase("config");
    for (String name : new String[] {"hashed-6.0.json", "ranged-4.4.json", "ranged-7.0.json",
        "hashed-t-7.0.json", "ranged-t-4.4.json"}) {
      Fixture f = Fixture.load(name);
      config.getCollection("collections", BsonDocument.class).insertOne(f.collection());
      config.getCollection("chunks", BsonDocument.class).insertMany(f.chunks());
      if (name.equals("hashed-6.0.json")) {
        config.getCollection("databases", BsonDocument.class).insertMany(f.databases());
      }
    }
  }

  private ShardRouter router(long refreshMillis) {
    return new ShardRouter(config, "ycsb", refreshMillis, log, spanned::addAll);
  }

  @AfterEach
  void stop() throws Exception {
    client.close();
    servers.close();
  }

  /** Moves the chunk starting at {@code min} of the hashed table to {@code shard}. */
  private void migrate(long min, String shard, boolean bumpVersion) {
    var update = bumpVersion
        ? Updates.combine(Updates.set("shard", shard), Updates.set("lastmod",
            new BsonTimestamp(2, 0)))
        : Updates.set("shard", shard);
    assertEquals(1, config.getCollection("chunks").updateOne(Filters.eq("min._id", min), update)
        .getModifiedCount());
  }

  private static String keyIn(long from, long to) {
    for (int i = 0; ; i++) {
      long h = HashedKey.of("user" + i);
      if (h >= from && h < to) {
        return "user" + i;
      }
    }
  }

  @Test
  void readsTablesByUuidAndByNsAndThePrimaryShardOfUnshardedCollections() {
    try (ShardRouter router = router(0)) {
      String low = keyIn(Long.MIN_VALUE, -4611686018427387902L);
      assertEquals(Optional.of("shard01"), router.byId("usertable", low));
      assertEquals(Optional.of("shard02"), router.byId("usertable", "abc"));
      assertEquals(Optional.of("rs-b"), router.byId("align", "f0000000003q0000001a0000001"));
      assertEquals(Optional.of("shard01"), router.byId("task", "f0000000003q0000001"),
          "not sharded: the database's primary shard");
      assertEquals(Optional.empty(), new ShardRouter(config, "other", 0, log, spanned::addAll)
          .byId("t", "k"),
          "unknown database: no shard");
    }
  }

  @Test
  void aMigrationIsSeenWhenTheCollectionVersionChanges() {
    String key = keyIn(0, 4611686018427387902L);
    try (ShardRouter router = router(50)) {
      assertEquals(Optional.of("shard02"), router.byId("usertable", key));
      migrate(0, "shard03", true);
      await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(20))
          .until(() -> router.byId("usertable", key).equals(Optional.of("shard03")));
    }
  }

  @Test
  void anUnchangedVersionKeepsTheTableAndRefreshReadsItAnyway() {
    String key = keyIn(0, 4611686018427387902L);
    try (ShardRouter router = router(0)) {
      assertEquals(Optional.of("shard02"), router.byId("usertable", key));
      migrate(0, "shard03", false);
      router.refreshChanged();
      assertEquals(Optional.of("shard02"), router.byId("usertable", key),
          "same version: the table held is kept");
      router.refresh("usertable"); // what a StaleConfig error triggers
      assertEquals(Optional.of("shard03"), router.byId("usertable", key));
    }
  }

  @Test
  void aRangedChunkSplitThenMigratedIsSeenWhenItsVersionChanges() {
    var chunks = config.getCollection("chunks", BsonDocument.class);
    try (ShardRouter router = router(0)) {
      assertEquals(Optional.of("shard01"), router.byId("rna", "f0000000006"));
      assertEquals(Optional.of("shard02"), router.byId("rna", "f0000000002"));
      assertEquals(Optional.of("shard03"), router.byId("rna", "f0000000009"));
      // split [f0000000005q0000001, f0000000008) at f0000000006, as the config server commits it
      assertEquals(1, chunks.updateOne(Filters.eq("min._id", "f0000000005q0000001"),
          Updates.combine(Updates.set("max._id", "f0000000006"),
              Updates.set("lastmod", new BsonTimestamp(3, 2)))).getModifiedCount());
      chunks.insertOne(RoutingTableTest.chunk(new BsonString("f0000000006"),
          new BsonString("f0000000008"), "shard01", 0)
          .append("uuid", Fixture.load("ranged-7.0.json").collection().get("uuid")));
      assertEquals(1, chunks.updateOne(Filters.eq("min._id", "f0000000006"),
          Updates.set("lastmod", new BsonTimestamp(3, 3))).getModifiedCount());
      router.refreshChanged();
      assertEquals(Optional.of("shard01"), router.byId("rna", "f0000000006"),
          "a split moves nothing");
      // migrate the upper half to shard02
      assertEquals(1, chunks.updateOne(Filters.eq("min._id", "f0000000006"), Updates.combine(
          Updates.set("shard", "shard02"), Updates.set("lastmod", new BsonTimestamp(4, 0))))
          .getModifiedCount());
      router.refreshChanged();
      assertEquals(Optional.of("shard02"), router.byId("rna", "f0000000006"));
      assertEquals(Optional.of("shard02"), router.byId("rna", "f0000000007z"));
      assertEquals(Optional.of("shard01"), router.byId("rna", "f0000000005q0000002"),
          "the lower half stays");
      assertEquals(Optional.of("shard03"), router.byId("rna", "f0000000008"));
    }
    assertEquals("", warnings.toString(StandardCharsets.UTF_8), "no warning");
  }

  @Test
  void theClientNamesTheOwningShardWhenRoutingIsOn() throws Exception {
    MongoDbClient db = servers.open("mongodb.routing", "on", "mongodb.routing.refresh", "0");
    try {
      String low = keyIn(Long.MIN_VALUE, 0);
      String high = keyIn(0, Long.MAX_VALUE);
      assertEquals(Status.OK, db.insert("usertable", low, values("f", "1")));
      assertEquals("shard01", servers.servedBy(db));
      assertEquals(Status.NOT_FOUND, db.read("usertable", high, null, new HashMap<>()));
      assertEquals("shard02", servers.servedBy(db));
      assertEquals(Status.OK, db.insert("task", "f0000000001q0000001", values("q", "1")));
      assertEquals("shard01", servers.servedBy(db), "unsharded: primary shard");
      assertEquals(Status.OK, db.insert("rna", "f0000000009", values("s", "1")));
      assertEquals("shard03", servers.servedBy(db), "ranged: the chunk up to MaxKey");
      assertEquals(Status.NOT_FOUND, db.read("rna", "f0000000002", null, new HashMap<>()));
      assertEquals("shard02", servers.servedBy(db), "ranged: a key equal to a chunk's min");
    } finally {
      db.cleanup();
    }
  }

  @Test
  void onAnotherFieldInsertsGoToTheFieldsShardAndOperationsByIdToAllShards() {
    Fixture hashedT = Fixture.load("hashed-t-7.0.json");
    try (ShardRouter router = router(0)) {
      String key = "f0000000001q0000001a0000001";
      assertEquals(Optional.of("all-shards"), router.byId("gs", key));
      assertEquals(Optional.of("all-shards"), router.byIdsFrom("gs", key));
      for (String t : List.of("1.7", "1.8", "1.9", "1.10")) {
        BsonDocument doc = new BsonDocument("_id", new BsonString(key))
            .append("t", new BsonString(t));
        assertEquals(Optional.of(Fixture.shardHolding(hashedT, new BsonString(t))),
            router.byDocument("gs", doc), t);
      }
      assertEquals(Set.of("shard01", "shard02", "shard03"), spanned,
          "all-shards stands for the shards owning chunks of gs");
      assertEquals(Optional.of("rs-c"), router.byDocument("tasks", new BsonDocument("t",
          new BsonString("2.3"))), "ranged on t");
      assertEquals(Optional.of("all-shards"), router.byId("tasks", "f0000000002q0000001"));
      assertEquals(Set.of("shard01", "shard02", "shard03", "rs-a", "rs-b", "rs-c"), spanned);
      // keys on _id: scans ask every shard unless one owns everything from the start key up
      assertEquals(Optional.of("all-shards"), router.byIdsFrom("usertable", "user1"),
          "hashed _id: a range is on every shard");
      assertEquals(Optional.of("shard03"), router.byIdsFrom("rna", "f0000000008"));
      assertEquals(Optional.of("all-shards"), router.byIdsFrom("rna", "f0000000002"));
      assertEquals(Optional.of("shard01"), router.byIdsFrom("task", "f0000000001q0000001"),
          "not sharded: the primary shard");
    }
    assertEquals("", warnings.toString(StandardCharsets.UTF_8), "no warning");
  }

  /**
   * The thesis' Figure 5.6 over the wire: inserts into a collection sharded on hashed {@code t}
   * are counted against the shard of their {@code t}; reads, updates, deletes and scans by key,
   * which every shard answers, against {@code all-shards}.
   */
  @Test
  void theClientCountsOperationsByKeyOfACollectionShardedOnAnotherFieldAgainstAllShards()
      throws Exception {
    Fixture hashedT = Fixture.load("hashed-t-7.0.json");
    MongoDbClient db = servers.open("mongodb.routing", "on", "mongodb.routing.refresh", "0");
    try {
      Set<String> insertedOn = new TreeSet<>();
      for (int n = 1; n <= 30; n++) {
        String t = "3." + n;
        assertEquals(Status.OK, db.insert("gs", "k" + n, values("t", t, "seq_id", "NM_" + n)));
        String shard = Fixture.shardHolding(hashedT, new BsonString(t));
        assertEquals(shard, servers.servedBy(db), t);
        insertedOn.add(shard);
      }
      assertEquals(Set.of("shard01", "shard02", "shard03"), insertedOn);
      Map<String, ByteIterator> out = new HashMap<>();
      assertEquals(Status.OK, db.read("gs", "k7", null, out));
      assertEquals("all-shards", servers.servedBy(db));
      assertEquals(Map.of("t", "3.7", "seq_id", "NM_7"), strings(out));
      assertEquals(Status.NOT_FOUND, db.read("gs", "k99", null, new HashMap<>()));
      assertEquals("all-shards", servers.servedBy(db));
      assertEquals(Status.OK, db.update("gs", "k8", values("note", "x")));
      assertEquals("all-shards", servers.servedBy(db));
      assertEquals(Status.OK, db.delete("gs", "k9"));
      assertEquals("all-shards", servers.servedBy(db));
      assertEquals(Status.OK, db.scan("gs", "k1", 3, null, new Vector<>()));
      assertEquals("all-shards", servers.servedBy(db));
      assertEquals(Status.OK, db.insert("gs", "n1", values("seq_id", "NM_0")));
      assertEquals(Fixture.shardHolding(hashedT, BsonNull.VALUE), servers.servedBy(db),
          "no t: routed as t: null");
      assertEquals(Status.ERROR, db.insert("gs", "k10", values("t", "3.10")));
      assertEquals(Fixture.shardHolding(hashedT, new BsonString("3.10")), servers.servedBy(db),
          "a duplicate key: the error is counted on the shard the insert went to");
    } finally {
      db.cleanup();
    }
  }

  @Test
  void anUnreadableTableIsReportedOnceAndTheAnsweringServerNamed() throws Exception {
    config.getCollection("collections", BsonDocument.class).insertOne(BsonDocument.parse(
        "{\"_id\": \"ycsb.broken\", \"key\": \"not a document\"}"));
    MongoDbClient db = servers.open("mongodb.routing", "on", "mongodb.routing.refresh", "0");
    try {
      for (int i = 0; i < 3; i++) {
        assertEquals(Status.OK, db.insert("broken", "k" + i, values("f", "1")));
        assertEquals(servers.addresses.get(0), servers.servedBy(db));
      }
    } finally {
      db.cleanup();
    }
    String warnings = servers.printed();
    assertEquals(1, warnings.lines().count(), warnings);
    assertTrue(warnings.startsWith("ycsb: warning: mongodb: cannot read the routing table of "
        + "ycsb.broken"), warnings);
  }
}
