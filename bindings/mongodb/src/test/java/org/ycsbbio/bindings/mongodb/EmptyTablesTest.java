package org.ycsbbio.bindings.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ycsbbio.core.testing.Fields.values;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Indexes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;
import org.ycsbbio.bindings.mongodb.MongosBackend.Command;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.Status;

/**
 * Emptying the collections before a load (a load-phase sweep's step start) over the wire: on
 * every server, documents deleted and the collection with its indexes kept; with
 * {@code mongodb.shard.setup} against a {@code mongos}, dropped and sharded anew by the next run.
 */
class EmptyTablesTest {
  private static MongoDatabase ycsb(MongoClient c) {
    return c.getDatabase("ycsb");
  }

  @Test
  void everyServerLosesTheDocumentsAndKeepsTheCollectionAndItsIndexes() throws Exception {
    try (TestServers servers = new TestServers(2, -1, 0)) {
      MongoDbClient db = servers.open();
      for (int i = 0; i < 20; i++) {
        assertEquals(Status.OK, db.insert("usertable", "user" + i, values("a", "x")));
        assertEquals(Status.OK, db.insert("other", "user" + i, values("a", "x")));
      }
      List<MongoClient> direct = new ArrayList<>();
      servers.addresses.forEach(a -> direct.add(MongoClients.create("mongodb://" + a)));
      try {
        for (MongoClient c : direct) {
          assertTrue(ycsb(c).getCollection("usertable").countDocuments() > 0, "both hold some");
          ycsb(c).getCollection("usertable").createIndex(Indexes.ascending("a"));
        }
        db.emptyTables(List.of("usertable", "nosuchcollection"));
        long others = 0;
        for (MongoClient c : direct) {
          assertEquals(0, ycsb(c).getCollection("usertable").countDocuments());
          List<String> indexed = new ArrayList<>();
          ycsb(c).getCollection("usertable").listIndexes(BsonDocument.class)
              .forEach(ix -> indexed.add(ix.getString("name").getValue()));
          assertTrue(indexed.contains("a_1"), "an index made by hand stays: " + indexed);
          others += ycsb(c).getCollection("other").countDocuments();
        }
        assertEquals(20, others, "a collection not named is kept");
      } finally {
        direct.forEach(MongoClient::close);
      }
      assertEquals(Status.NOT_FOUND, db.read("usertable", "user3", null, new HashMap<>()));
      assertEquals(Status.OK, db.insert("usertable", "user3", values("a", "again")));
      db.cleanup();
    }
  }

  @Test
  void withShardSetupTheCollectionIsDroppedAndShardedAnewByTheNextRun() throws Exception {
    MongosBackend mongos = new MongosBackend();
    try (TestServers servers = new TestServers(mongos)) {
      String[] setup = {"mongodb.shard.setup", "true", "mongodb.shard.collections", "usertable"};
      MongoDbClient first = servers.open(setup);
      assertEquals(Status.OK, first.insert("usertable", "user1", values("a", "x")));
      first.emptyTables(List.of("usertable"));
      first.cleanup();
      try (MongoClient c = MongoClients.create("mongodb://" + servers.addresses.get(0))) {
        assertTrue(ycsb(c).listCollectionNames().into(new ArrayList<>()).stream()
            .noneMatch("usertable"::equals), "dropped");
      }
      mongos.commands.clear();
      try (TestClients<MongoDbClient> nextRun = new TestClients<>(MongoDbClient::new,
          "mongodb.url", "mongodb.database", "ycsb")) {
        nextRun.open(servers.url(), setup).cleanup();
      }
      assertEquals(List.of(new Command("enableSharding", "ycsb", null),
          new Command("shardCollection", "ycsb.usertable", Map.of("_id", "hashed"))),
          mongos.commands);
    }
  }
}
