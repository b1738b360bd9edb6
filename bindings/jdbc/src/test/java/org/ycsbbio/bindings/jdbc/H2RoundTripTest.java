package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ycsbbio.core.testing.Fields.strings;
import static org.ycsbbio.core.testing.Fields.values;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.Vector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.KeyHash;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/** The five operations against two embedded H2 shards, checked through SQL on each shard. */
class H2RoundTripTest {
  private final TestClients<JdbcClient> clients = new TestClients<>(JdbcClient::new, "db.url");
  private final String id = UUID.randomUUID().toString().substring(0, 8);
  private final String shard1 = "jdbc:h2:mem:rt1-" + id + ";DB_CLOSE_DELAY=-1";
  private final String shard2 = "jdbc:h2:mem:rt2-" + id + ";DB_CLOSE_DELAY=-1";
  private JdbcClient db;

  @BeforeEach
  void open() throws Exception {
    db = clients.open(shard1 + ";" + shard2);
  }

  @AfterEach
  void close() throws Exception {
    db.cleanup();
    ShardSql.execute(shard1, "SHUTDOWN");
    ShardSql.execute(shard2, "SHUTDOWN");
  }

  private static String shardName(String key) {
    return "shard" + (KeyHash.bucketOf(key, 2) + 1);
  }

  @Test
  void allFiveOperationsRoundTripOnTheKeysShard() throws Exception {
    List<String> keys = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      String key = "user" + (1000 + i);
      keys.add(key);
      assertEquals(Status.OK, db.insert("usertable", key,
          values("field0", "a" + i, "field1", "b" + i, "field2", "c" + i)));
      assertEquals(shardName(key), clients.servedBy(db), key);
    }
    // Each row is on the shard the hash says, and nowhere else.
    TreeSet<String> on1 = ShardSql.keysIn(shard1, "usertable");
    TreeSet<String> on2 = ShardSql.keysIn(shard2, "usertable");
    assertEquals(40, on1.size() + on2.size());
    assertFalse(on1.isEmpty() || on2.isEmpty(), "both shards hold keys");
    on1.forEach(k -> assertEquals(0, KeyHash.bucketOf(k, 2), k));

    Map<String, ByteIterator> all = new HashMap<>();
    assertEquals(Status.OK, db.read("usertable", "user1007", null, all));
    assertEquals(Map.of("field0", "a7", "field1", "b7", "field2", "c7"), strings(all));
    Map<String, ByteIterator> some = new HashMap<>();
    assertEquals(Status.OK, db.read("usertable", "user1007", Set.of("field1"), some));
    assertEquals(Map.of("field1", "b7"), strings(some));

    assertEquals(Status.OK, db.update("usertable", "user1007", values("field1", "new")));
    assertEquals(shardName("user1007"), clients.servedBy(db));
    all.clear();
    db.read("usertable", "user1007", null, all);
    assertEquals(Map.of("field0", "a7", "field1", "new", "field2", "c7"), strings(all));

    String start = "user1010";
    TreeSet<String> sameShard = KeyHash.bucketOf(start, 2) == 0 ? on1 : on2;
    List<String> expected = new ArrayList<>(sameShard.tailSet(start, true)).subList(0, 5);
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertEquals(Status.OK, db.scan("usertable", start, 5, Set.of("field0"), rows));
    assertEquals(shardName(start), clients.servedBy(db));
    assertEquals(5, rows.size());
    for (int i = 0; i < 5; i++) {
      int ordinal = Integer.parseInt(expected.get(i).substring(4)) - 1000;
      assertEquals(Map.of("field0", "a" + ordinal), strings(rows.get(i)), expected.get(i));
    }

    assertEquals(Status.OK, db.delete("usertable", "user1007"));
    assertEquals(shardName("user1007"), clients.servedBy(db));
    assertEquals(Status.NOT_FOUND, db.read("usertable", "user1007", null, new HashMap<>()));
    assertEquals(Status.NOT_FOUND, db.delete("usertable", "user1007"));
    assertEquals(Status.NOT_FOUND, db.update("usertable", "user1007", values("field0", "x")));
    assertEquals(39, ShardSql.keysIn(shard1, "usertable").size()
        + ShardSql.keysIn(shard2, "usertable").size());
  }

  @Test
  void emptyingTruncatesEveryShardAndKeepsTheTables() throws Exception {
    for (int i = 0; i < 40; i++) {
      assertEquals(Status.OK, db.insert("usertable", "user" + i, values("field0", "a", "extra", "b")));
      assertEquals(Status.OK, db.insert("other", "user" + i, values("field0", "a")));
    }
    assertFalse(ShardSql.keysIn(shard1, "usertable").isEmpty()
        || ShardSql.keysIn(shard2, "usertable").isEmpty(), "both shards hold rows");
    db.emptyTables(List.of("usertable", "nosuchtable"));
    assertTrue(ShardSql.keysIn(shard1, "usertable").isEmpty());
    assertTrue(ShardSql.keysIn(shard2, "usertable").isEmpty());
    assertEquals(40, ShardSql.keysIn(shard1, "other").size()
        + ShardSql.keysIn(shard2, "other").size(), "a table not named is kept");
    // the table and its columns are still there: a record with every field goes in again
    assertEquals(Status.OK, db.insert("usertable", "user1", values("field0", "a", "extra", "b")));
    Map<String, ByteIterator> row = new HashMap<>();
    assertEquals(Status.OK, db.read("usertable", "user1", Set.of("extra"), row));
    assertEquals(Map.of("extra", "b"), strings(row));
  }

  @Test
  void failedOperationsAreErrorsAttributedToTheirShard() throws Exception {
    assertEquals(Status.OK, db.insert("usertable", "user1", values("field0", "v")));
    assertEquals(Status.ERROR, db.insert("usertable", "user1", values("field0", "again")));
    assertEquals(shardName("user1"), clients.servedBy(db));
    JdbcClient strict = clients.open(shard1 + ";" + shard2, "jdbc.createtables", "false");
    try {
      assertEquals(Status.ERROR, strict.read("missing", "user2", null, new HashMap<>()));
      assertEquals(shardName("user2"), clients.servedBy(strict));
      assertEquals(Status.ERROR, strict.insert("usertable", "user3", values("nofield", "v")));
      assertEquals(shardName("user3"), clients.servedBy(strict));
      // the connection survives a failed statement
      assertEquals(Status.OK, strict.read("usertable", "user1", null, new HashMap<>()));
    } finally {
      strict.cleanup();
    }
  }

  @Test
  void readsOfMissingTablesOrFieldsAreNotErrors() throws Exception {
    assertEquals(Status.NOT_FOUND, db.read("nosuchtable", "k", Set.of("f"), new HashMap<>()));
    assertEquals(Status.OK, db.insert("t", "k", values("a", "1")));
    Map<String, ByteIterator> out = new HashMap<>();
    assertEquals(Status.OK, db.read("t", "k", Set.of("a", "never-written"), out));
    assertEquals(Map.of("a", "1"), strings(out));
  }

  @Test
  void aTableDroppedBehindTheClientsBackIsCreatedAgain() throws Exception {
    String key = "user7";
    assertEquals(Status.OK, db.insert("usertable", key, values("field0", "v")));
    String url = KeyHash.bucketOf(key, 2) == 0 ? shard1 : shard2;
    ShardSql.execute(url, "DROP TABLE \"usertable\"");
    assertEquals(Status.OK, db.insert("usertable", key, values("field0", "w")));
    Map<String, ByteIterator> out = new HashMap<>();
    assertEquals(Status.OK, db.read("usertable", key, null, out));
    assertEquals(Map.of("field0", "w"), strings(out));
  }

  @Test
  void nonAsciiValuesAndKeysRoundTrip() throws Exception {
    assertTrue(db.insert("t", "clé-ü", values("fäld", "välue ✓")).isOk());
    Map<String, ByteIterator> out = new HashMap<>();
    assertEquals(Status.OK, db.read("t", "clé-ü", null, out));
    assertEquals(Map.of("fäld", "välue ✓"), strings(out));
  }
}
