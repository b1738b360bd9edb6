package org.ycsbbio.bindings.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;
import org.ycsbbio.bindings.mongodb.MongosBackend.Command;
import site.ycsb.DBException;

/**
 * {@code mongodb.shard.setup} against a wire-protocol server that answers as a {@code mongos}
 * ({@link MongosBackend}): the commands sent for each {@code mongodb.shard.key} and
 * {@code mongodb.shard.field}, collections already sharded on the chosen key left alone, and one
 * sharded on another key refused.
 */
class ShardSetupTest {
  private static List<Command> setup(MongosBackend mongos, String... kv) throws Exception {
    try (TestServers servers = new TestServers(mongos)) {
      servers.open(kv).cleanup();
      assertEquals("", servers.printed(), "no warning: the server is a mongos");
    }
    return mongos.commands;
  }

  /** {@code enableSharding} on ycsb, then {@code shardCollection} of each of ycsb.{@code c}. */
  private static List<Command> sharding(String field, Object kind, String... collections) {
    List<Command> out = new ArrayList<>(List.of(new Command("enableSharding", "ycsb", null)));
    for (String c : collections) {
      out.add(new Command("shardCollection", "ycsb." + c, Map.of(field, kind)));
    }
    return out;
  }

  @Test
  void rangedShardsEachCollectionOnIdAscending() throws Exception {
    assertEquals(sharding("_id", 1, "usertable", "rna"),
        setup(new MongosBackend(), "mongodb.shard.setup", "true", "mongodb.shard.key", "ranged",
            "mongodb.shard.collections", "usertable,rna"));
  }

  @Test
  void hashedByDefaultOnTheWorkloadsTables() throws Exception {
    assertEquals(sharding("_id", "hashed", "usertable", "tasks", "rna", "gs", "align"),
        setup(new MongosBackend(), "mongodb.shard.setup", "true", "fasta.table.task", "tasks"));
  }

  @Test
  void anotherFieldShardsEachCollectionOnThatField() throws Exception {
    assertEquals(sharding("t", "hashed", "tasks", "rna", "gs", "align"),
        setup(new MongosBackend(), "mongodb.shard.setup", "true", "mongodb.shard.field", "t",
            "mongodb.shard.collections", "tasks,rna,gs,align"));
    assertEquals(sharding("t", 1, "rna"),
        setup(new MongosBackend(), "mongodb.shard.setup", "true", "mongodb.shard.field", "t",
            "mongodb.shard.key", "ranged", "mongodb.shard.collections", "rna"));
  }

  @Test
  void noSetupNoCommands() throws Exception {
    assertEquals(List.of(), setup(new MongosBackend(), "mongodb.shard.key", "ranged"));
  }

  /** Records that {@code ns} is sharded on {@code key} in the server's config.collections. */
  private static void alreadySharded(TestServers servers, String ns, String key) {
    try (MongoClient c = MongoClients.create("mongodb://" + servers.addresses.get(0))) {
      c.getDatabase("config").getCollection("collections", BsonDocument.class).insertOne(
          BsonDocument.parse("{\"_id\": \"" + ns + "\", \"key\": " + key + "}"));
    }
  }

  @Test
  void aCollectionShardedOnTheSameKeyIsLeftAlone() throws Exception {
    MongosBackend mongos = new MongosBackend();
    try (TestServers servers = new TestServers(mongos)) {
      alreadySharded(servers, "ycsb.usertable", "{\"_id\": 1.0}"); // the legacy shell's double
      servers.open("mongodb.shard.setup", "true", "mongodb.shard.key", "ranged",
          "mongodb.shard.collections", "usertable,rna").cleanup();
    }
    assertEquals(sharding("_id", 1, "rna"), mongos.commands);
  }

  @Test
  void aCollectionShardedOnTheOtherKeyStopsTheRunWithOneLine() throws Exception {
    MongosBackend mongos = new MongosBackend();
    try (TestServers servers = new TestServers(mongos)) {
      alreadySharded(servers, "ycsb.usertable", "{\"_id\": \"hashed\"}");
      String m = assertThrows(DBException.class, () -> servers.open("mongodb.shard.setup", "true",
          "mongodb.shard.key", "ranged", "mongodb.shard.collections", "usertable"))
          .getMessage();
      assertEquals("mongodb.shard.key=ranged: ycsb.usertable is already sharded on"
          + " {\"_id\": \"hashed\"}; drop it or choose that key", m);
      String other = assertThrows(DBException.class, () -> servers.open("mongodb.shard.setup",
          "true", "mongodb.shard.field", "t", "mongodb.shard.collections", "usertable"))
          .getMessage();
      assertEquals("mongodb.shard.key=hashed, mongodb.shard.field=t: ycsb.usertable is already"
          + " sharded on {\"_id\": \"hashed\"}; drop it or choose that key", other);
    }
  }
}
