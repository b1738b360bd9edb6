package org.ycsbbio.bindings.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ycsbbio.core.testing.Fields.strings;
import static org.ycsbbio.core.testing.Fields.values;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.Vector;
import org.bson.BsonString;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.testing.FastaRecords;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * Every operation over the wire against two mongo-java-server instances: results, NOT_FOUND,
 * field subsets, scans, batched inserts, non-text bytes, and the node each operation is
 * attributed to (the {@code host:port} the driver reports, on the key's server); and FASTA
 * records in a cluster sharded on {@code t}, whose routing table the server holds.
 */
class RoundTripTest {
  private TestServers servers;
  private MongoDbClient db;

  @BeforeEach
  void start() throws Exception {
    servers = new TestServers(2, -1, 0);
    db = servers.open();
  }

  @AfterEach
  void stop() throws Exception {
    db.cleanup();
    servers.close();
  }

  private String serverOf(String key) {
    return servers.addresses.get((int) Long.remainderUnsigned(HashedKey.of(key), 2));
  }

  @Test
  void everyOperationReturnsWhatTheServerHoldsAndNamesTheKeysServer() {
    for (int i = 0; i < 20; i++) {
      String key = "user" + i;
      assertEquals(Status.OK, db.insert("usertable", key, values("a", "x" + i, "b", "y")));
      assertEquals(serverOf(key), servers.servedBy(db), key);
    }
    assertTrue(Set.of(servers.addresses.get(0), servers.addresses.get(1))
        .contains(serverOf("user3")));
    Map<String, ByteIterator> out = new HashMap<>();
    assertEquals(Status.OK, db.read("usertable", "user3", null, out));
    assertEquals(serverOf("user3"), servers.servedBy(db));
    assertEquals(Map.of("a", "x3", "b", "y"), strings(out));

    Map<String, ByteIterator> some = new HashMap<>();
    assertEquals(Status.OK, db.read("usertable", "user4", Set.of("b"), some));
    assertEquals(Map.of("b", "y"), strings(some));

    assertEquals(Status.OK, db.update("usertable", "user5", values("b", "changed", "c", "new")));
    Map<String, ByteIterator> updated = new HashMap<>();
    db.read("usertable", "user5", null, updated);
    assertEquals(Map.of("a", "x5", "b", "changed", "c", "new"), strings(updated));

    assertEquals(Status.NOT_FOUND, db.read("usertable", "nobody", null, new HashMap<>()));
    assertEquals(serverOf("nobody"), servers.servedBy(db), "NOT_FOUND is attributed too");
    assertEquals(Status.NOT_FOUND, db.update("usertable", "nobody", values("a", "1")));
    assertEquals(Status.OK, db.delete("usertable", "user6"));
    assertEquals(Status.NOT_FOUND, db.delete("usertable", "user6"));
    assertEquals(Status.NOT_FOUND, db.read("usertable", "user6", null, new HashMap<>()));
    assertEquals(Status.ERROR, db.insert("usertable", "user7", values("a", "dup")),
        "a duplicate _id is an error");
    assertEquals(serverOf("user7"), servers.servedBy(db), "errors are attributed too");
  }

  @Test
  void scansReadTheStartKeysServerInKeyOrder() {
    List<String> onFirst = new ArrayList<>();
    for (int i = 10; i < 40; i++) {
      String key = "user" + i;
      db.insert("usertable", key, values("n", "" + i));
      if (serverOf(key).equals(serverOf("user10"))) {
        onFirst.add(key);
      }
    }
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertEquals(Status.OK, db.scan("usertable", "user10", 5, Set.of("n"), rows));
    assertEquals(serverOf("user10"), servers.servedBy(db));
    List<String> got = new ArrayList<>();
    rows.forEach(r -> got.add("user" + strings(r).get("n")));
    assertEquals(onFirst.subList(0, 5), got);
  }

  @Test
  void bytesThatAreNotTextSurviveExactly() {
    byte[] raw = {(byte) 0xff, 0, (byte) 0xc3, 'a'};
    Map<String, ByteIterator> v = new HashMap<>();
    v.put("raw", new ByteArrayByteIterator(raw));
    assertEquals(Status.OK, db.insert("usertable", "bin", v));
    Map<String, ByteIterator> out = new HashMap<>();
    assertEquals(Status.OK, db.read("usertable", "bin", null, out));
    assertEquals(List.of((byte) 0xff, (byte) 0, (byte) 0xc3, (byte) 'a'),
        bytes(out.get("raw").toArray()));
  }

  @Test
  void batchedInsertsAreSentEveryBatchSizePerServerAndAtCleanup() throws Exception {
    MongoDbClient batching = servers.open("mongodb.batchsize", "5");
    int[] pending = new int[2];
    int sent = 0;
    for (int i = 0; i < 23; i++) {
      String key = "b" + i;
      int s = servers.addresses.indexOf(serverOf(key));
      Status status = batching.insert("usertable", key, values("f", "v" + i));
      pending[s]++;
      if (pending[s] == 5) {
        assertEquals(Status.OK, status, key + " completes a batch");
        pending[s] = 0;
        sent += 5;
      } else {
        assertEquals(Status.BATCHED_OK, status, key);
      }
      assertEquals(serverOf(key), servers.servedBy(batching), key);
    }
    assertEquals(sent, found(23), "only full batches were sent before cleanup");
    batching.cleanup();
    assertEquals(23, found(23), "cleanup sent the rest");
  }

  private int found(int n) {
    int found = 0;
    for (int i = 0; i < n; i++) {
      found += db.read("usertable", "b" + i, null, new HashMap<>()) == Status.OK ? 1 : 0;
    }
    return found;
  }

  @Test
  void fastaRecordsRoundTripInTheirOwnCollections() {
    List<FastaRecords.Rec> recs = FastaRecords.sample("");
    FastaRecords.insertAll(db, recs);
    FastaRecords.readBackAll(db, recs, r -> { });
    FastaRecords.readSomeTaskFields(db, "");
    assertEquals(Status.NOT_FOUND, db.read("task", FastaRecords.FIRST_ALIGNMENT, null,
        new HashMap<>()), "an alignment key is not in the task collection");
    FastaRecords.annotateFirst(db, "", "bits", "48.9");
  }

  /**
   * FASTA records in collections sharded on hashed {@code t} (the thesis' Figure 5.6), routing
   * documents in the server's {@code config} database: each insert is counted against the shard of
   * its {@code t}, each read back by key against {@code all-shards}.
   */
  @Test
  void fastaRecordsShardedOnTAreInsertedByTAndReadBackFromAllShards() throws Exception {
    Fixture hashedT = Fixture.load("hashed-t-7.0.json");
    try (TestServers cluster = new TestServers();
        MongoClient admin = MongoClients.create("mongodb://" + cluster.addresses.get(0))) {
      hashedT.recordAs(admin.getDatabase("config"), "ycsb", "task", "rna", "gs", "align");
      MongoDbClient routed = cluster.open("mongodb.routing", "on", "mongodb.routing.refresh",
          "0");
      try {
        List<FastaRecords.Rec> recs = FastaRecords.sample("");
        Set<String> insertedOn = new TreeSet<>();
        for (FastaRecords.Rec r : recs) {
          assertEquals(Status.OK, routed.insert(r.table(), r.key(), FastaRecords.values(r)));
          String shard = Fixture.shardHolding(hashedT, new BsonString(r.fields().get("t")));
          assertEquals(shard, cluster.servedBy(routed), r.table() + " " + r.key());
          insertedOn.add(shard);
        }
        assertEquals(Set.of("shard01", "shard02", "shard03"), insertedOn);
        FastaRecords.readBackAll(routed, recs,
            r -> assertEquals("all-shards", cluster.servedBy(routed), r.key()));
        FastaRecords.annotateFirst(routed, "", "bits", "48.9");
        assertEquals("all-shards", cluster.servedBy(routed), "a read by key");
      } finally {
        routed.cleanup();
      }
    }
  }

  private static List<Byte> bytes(byte[] b) {
    List<Byte> out = new ArrayList<>();
    for (byte x : b) {
      out.add(x);
    }
    return out;
  }
}
