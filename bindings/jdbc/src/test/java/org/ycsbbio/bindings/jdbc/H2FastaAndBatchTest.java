package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ycsbbio.core.testing.Fields.strings;
import static org.ycsbbio.core.testing.Fields.values;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.KeyHash;
import org.ycsbbio.core.testing.FastaRecords;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/** FASTA-shaped tables and batched inserts on embedded H2 shards. */
class H2FastaAndBatchTest {
  private final TestClients<JdbcClient> clients = new TestClients<>(JdbcClient::new, "db.url");
  private final String id = UUID.randomUUID().toString().substring(0, 8);
  private final List<String> shards = List.of("jdbc:h2:mem:fa1-" + id + ";DB_CLOSE_DELAY=-1",
      "jdbc:h2:mem:fa2-" + id + ";DB_CLOSE_DELAY=-1", "jdbc:h2:mem:fa3-" + id + ";DB_CLOSE_DELAY=-1");

  @AfterEach
  void shutdown() throws Exception {
    for (String url : shards) {
      ShardSql.execute(url, "SHUTDOWN");
    }
  }

  @Test
  void fastaLikeRecordsRoundTripWithQuotedAndAddedColumns() throws Exception {
    JdbcClient db = clients.open(String.join(";", shards));
    try {
      FastaRoundTrip.loadAndCheck(db, 3, "");
    } finally {
      db.cleanup();
    }
  }

  @Test
  void batchedInsertsAreSentEveryBatchSizePerShardAndAtCleanup() throws Exception {
    JdbcClient db = clients.open(String.join(";", shards), "db.batchsize", "5");
    int[] pending = new int[3];
    List<String> flushedBy = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      String key = "user" + i;
      int s = KeyHash.bucketOf(key, 3);
      Status status = db.insert("usertable", key, values("field0", "v" + i, "field1", "w"));
      assertEquals("shard" + (s + 1), clients.servedBy(db), key);
      pending[s]++;
      if (pending[s] == 5) {
        assertEquals(Status.OK, status, key + " completes a batch of shard " + (s + 1));
        pending[s] = 0;
        flushedBy.add(key);
      } else {
        assertEquals(Status.BATCHED_OK, status, key);
      }
    }
    int stored = 0;
    for (String url : shards) {
      stored += ShardSql.keysIn(url, "usertable").size();
    }
    assertEquals(5 * flushedBy.size(), stored, "only full batches were sent before cleanup");
    assertTrue(stored < 40);

    db.cleanup();
    for (int s = 0; s < 3; s++) {
      for (String key : ShardSql.keysIn(shards.get(s), "usertable")) {
        assertEquals(s, KeyHash.bucketOf(key, 3), key);
      }
    }
    JdbcClient reader = clients.open(String.join(";", shards));
    try {
      for (int i = 0; i < 40; i++) {
        Map<String, ByteIterator> out = new HashMap<>();
        assertEquals(Status.OK, reader.read("usertable", "user" + i, null, out), "user" + i);
        assertEquals(Map.of("field0", "v" + i, "field1", "w"), strings(out));
      }
    } finally {
      reader.cleanup();
    }
  }

  @Test
  void batchesMixTablesAndFieldSets() throws Exception {
    JdbcClient db = clients.open(String.join(";", shards), "db.batchsize", "4");
    for (FastaRecords.Rec r : FastaRecords.sample("b_")) {
      List<String> kv = new ArrayList<>();
      r.fields().forEach((k, v) -> {
        kv.add(k);
        kv.add(v);
      });
      assertTrue(db.insert(r.table(), r.key(), values(kv.toArray(new String[0]))).isOk());
    }
    db.cleanup();
    JdbcClient reader = clients.open(String.join(";", shards));
    try {
      for (FastaRecords.Rec r : FastaRecords.sample("b_")) {
        Map<String, ByteIterator> out = new HashMap<>();
        assertEquals(Status.OK, reader.read(r.table(), r.key(), null, out), r.key());
        assertEquals(r.fields(), strings(out));
      }
    } finally {
      reader.cleanup();
    }
  }
}
