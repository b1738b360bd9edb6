package org.ycsbbio.bindings.riak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ycsbbio.core.testing.Fields.strings;
import static org.ycsbbio.core.testing.Fields.values;

import com.basho.riak.client.api.cap.Quorum;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.KeyHash;
import org.ycsbbio.core.testing.FastaRecords;
import shaded.com.basho.riak.protobuf.RiakKvPB.RpbGetReq;
import shaded.com.basho.riak.protobuf.RiakKvPB.RpbPutReq;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * Every operation over the wire against three protocol-buffers test nodes: each goes to the
 * node {@link KeyHash} chose, is named after it, and reaches that node only.
 */
class RoundTripTest {
  private TestCluster cluster;
  private RiakClient db;

  @BeforeEach
  void start() throws Exception {
    cluster = new TestCluster(3);
    db = cluster.open("riak.r", "quorum", "riak.w", "2", "riak.n_val", "1");
  }

  @AfterEach
  void stop() throws Exception {
    db.cleanup();
    cluster.close();
  }

  /** The node of {@code key} (host:port); checks the request reached that node and no other. */
  private String expectOnlyOn(String key, long[] before) {
    int n = KeyHash.bucketOf(key, 3);
    for (int i = 0; i < 3; i++) {
      long got = cluster.servers.get(i).kvRequests() - before[i];
      assertTrue(i == n ? got > 0 : got == 0, key + ": node " + i + " got " + got);
    }
    return cluster.nodes().get(n);
  }

  private long[] requests() {
    return cluster.servers.stream().mapToLong(RiakPbTestServer::kvRequests).toArray();
  }

  @Test
  void insertReadUpdateDeleteGoToTheKeysNodeAndAreNamedAfterIt() {
    for (int i = 0; i < 12; i++) {
      String key = "user" + i;
      long[] before = requests();
      assertEquals(Status.OK, db.insert("usertable", key, values("field0", "a" + i, "field1",
          "b")));
      assertEquals(expectOnlyOn(key, before), cluster.servedBy(db), key);

      before = requests();
      Map<String, ByteIterator> out = new HashMap<>();
      assertEquals(Status.OK, db.read("usertable", key, null, out));
      assertEquals(Map.of("field0", "a" + i, "field1", "b"), strings(out));
      assertEquals(expectOnlyOn(key, before), cluster.servedBy(db), key);

      before = requests();
      assertEquals(Status.OK, db.update("usertable", key, values("field1", "c" + i)));
      assertEquals(expectOnlyOn(key, before), cluster.servedBy(db), key);
      Map<String, ByteIterator> some = new HashMap<>();
      assertEquals(Status.OK, db.read("usertable", key, Set.of("field1"), some));
      assertEquals(Map.of("field1", "c" + i), strings(some), "update merges fields");

      before = requests();
      assertEquals(Status.OK, db.delete("usertable", key));
      assertEquals(expectOnlyOn(key, before), cluster.servedBy(db), key);
      assertEquals(Status.NOT_FOUND, db.read("usertable", key, null, new HashMap<>()));
      assertEquals(Status.NOT_FOUND, db.update("usertable", key, values("field1", "x")));
    }
    assertEquals(0, cluster.store.size("default", "usertable"));
  }

  @Test
  void scanReturnsRecordsFromTheStartKeyInKeyOrderThroughTheKeyIndex() {
    for (int i = 10; i < 30; i++) {
      assertEquals(Status.OK, db.insert("usertable", "user" + i, values("field0", "v" + i,
          "field1", "w")));
    }
    assertEquals(Status.OK, db.insert("othertable", "user15", values("field0", "other")));
    long[] before = requests();
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertEquals(Status.OK, db.scan("usertable", "user15", 5, Set.of("field0"), rows));
    assertEquals(expectOnlyOn("user15", before), cluster.servedBy(db));
    List<String> got = new ArrayList<>();
    for (HashMap<String, ByteIterator> row : rows) {
      Map<String, String> fields = strings(row);
      assertEquals(Set.of("field0"), fields.keySet());
      got.add(fields.get("field0"));
    }
    assertEquals(List.of("v15", "v16", "v17", "v18", "v19"), got);

    Vector<HashMap<String, ByteIterator>> tail = new Vector<>();
    assertEquals(Status.OK, db.scan("usertable", "user28", 10, null, tail));
    assertEquals(2, tail.size(), "only user28 and user29 follow");
  }

  @Test
  void fastaRecordsRoundTripOneBucketPerRecordType() {
    List<FastaRecords.Rec> recs = FastaRecords.sample("");
    FastaRecords.insertAll(db, recs);
    FastaRecords.readBackAll(db, recs, r -> assertEquals(
        cluster.nodes().get(KeyHash.bucketOf(r.key(), cluster.nodes().size())),
        cluster.servedBy(db), r.key()));
    // The alignments of one query are a contiguous key range: all of them, from any node.
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertEquals(Status.OK, db.scan("align", FastaRecords.FIRST_ALIGNMENT, 3,
        Set.of("hit", "expect"), rows));
    assertEquals(List.of("1", "2", "3"), FastaRecords.hitsOf(rows));
    FastaRecords.annotateFirst(db, "", "ident", "0.811");
    for (String bucket : List.of("task", "rna", "gs", "align")) {
      assertTrue(cluster.store.size("default", bucket) > 0, bucket);
    }
    assertEquals(2, cluster.store.size("default", "task"));
    assertEquals(6, cluster.store.size("default", "align"));
  }

  @Test
  void quorumsNValAndTimeoutAreSentWithEachRequest() {
    assertEquals(Status.OK, db.insert("usertable", "user1", values("f", "v")));
    RiakPbTestServer node = cluster.servers.get(KeyHash.bucketOf("user1", 3));
    RpbPutReq put = node.lastPut();
    assertEquals(2, put.getW());
    assertEquals(Quorum.defaultQuorum().getIntValue(), put.getPw());
    assertEquals(1, put.getNVal());
    assertEquals(10_000, put.getTimeout());
    assertEquals(Status.OK, db.update("usertable", "user1", values("f", "w")));
    assertTrue(node.lastPut().hasVclock(), "an update sends the fetched vector clock");
    RpbGetReq get = node.lastGet();
    assertEquals(Quorum.quorumQuorum().getIntValue(), get.getR());
    assertEquals(1, get.getNVal());
  }

  @Test
  void bucketTypeIsSentWithEveryRequest() throws Exception {
    RiakClient typed = cluster.open("riak.bucket_type", "ycsb");
    try {
      assertEquals(Status.OK, typed.insert("usertable", "k1", values("f", "v")));
      assertEquals(1, cluster.store.size("ycsb", "usertable"));
      assertEquals(0, cluster.store.size("default", "usertable"));
      assertEquals(Status.OK, typed.read("usertable", "k1", null, new HashMap<>()));
      assertEquals(Status.NOT_FOUND, db.read("usertable", "k1", null, new HashMap<>()));
    } finally {
      typed.cleanup();
    }
  }

  @Test
  void aBackendWithoutIndexesFailsTheRunWithOneClearLine() {
    cluster.servers.forEach(s -> s.indexes(false));
    Set<String> nodesHit = new HashSet<>();
    for (int i = 0; i < 30 && nodesHit.size() < 3; i++) {
      String start = "user" + i;
      assertEquals(Status.NOT_IMPLEMENTED, db.scan("usertable", start, 10, null, new Vector<>()));
      String node = cluster.servedBy(db);
      assertEquals(cluster.nodes().get(KeyHash.bucketOf(start, 3)), node);
      nodesHit.add(node);
    }
    assertEquals(3, nodesHit.size(), "scans on every node");
    String line = "riak: scans need secondary indexes, which this cluster's storage backend "
        + "does not keep (Riak answered '" + RiakPbTestServer.NO_INDEXES + "'): set "
        + "storage_backend = leveldb on every node, or run a workload without scans";
    assertEquals(List.of(line), cluster.failures());
    assertEquals("ycsb: " + line, cluster.printed().strip(), "one line for the whole run");
  }
}
