package org.ycsbbio.bindings.redis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.ycsbbio.core.testing.Fields.strings;
import static org.ycsbbio.core.testing.Fields.values;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.Vector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * YCSB's {@code DB} contract on a real three-master cluster, each operation's master checked
 * against the cluster's own answer ({@code CLUSTER KEYSLOT} + {@code CLUSTER NODES} on a separate
 * connection), and redirections: a slot moved under a running client ({@code MOVED}) and a key
 * moved while its slot migrates ({@code ASK}) are served by, and counted against, the master
 * that answered.
 */
class RedisRoundTripIT {
  private RedisCluster cluster;
  private TestClients<RedisClient> clients;
  private RedisClient db;

  @BeforeEach
  void open() throws Exception {
    cluster = RedisCluster.empty();
    clients = new TestClients<>(RedisClient::new, "redis.hosts");
    db = clients.open(String.join(",", cluster.nodes));
  }

  @AfterEach
  void close() {
    db.cleanup();
    clients.close();
  }

  private void assertServedByOwnerOf(String storedKey) {
    assertEquals(cluster.ownerOfKey(storedKey), clients.servedBy(db), storedKey);
  }

  @Test
  void crudIsAttributedToTheMasterOwningEachKeysSlot() {
    Set<String> masters = new TreeSet<>();
    for (int i = 0; i < 30; i++) {
      String key = "user" + i;
      assertEquals(Status.OK, db.insert("usertable", key, values("f0", "v" + i, "f1", "w" + i)));
      assertServedByOwnerOf("usertable:" + key);
      masters.add(cluster.ownerOfKey("usertable:" + key));

      Map<String, ByteIterator> all = new HashMap<>();
      assertEquals(Status.OK, db.read("usertable", key, null, all));
      assertServedByOwnerOf("usertable:" + key);
      assertEquals(Map.of("f0", "v" + i, "f1", "w" + i), strings(all));

      assertEquals(Status.OK, db.update("usertable", key, values("f1", "u" + i)));
      assertServedByOwnerOf("usertable:" + key);
      Map<String, ByteIterator> some = new HashMap<>();
      assertEquals(Status.OK, db.read("usertable", key, Set.of("f1", "nope"), some));
      assertEquals(Map.of("f1", "u" + i), strings(some));
    }
    assertEquals(new TreeSet<>(cluster.nodes), masters, "keys spread over every master");
    assertEquals(Status.OK, db.delete("usertable", "user3"));
    assertServedByOwnerOf("usertable:user3");
    assertEquals(Status.NOT_FOUND, db.read("usertable", "user3", null, new HashMap<>()));
    assertEquals(Status.NOT_FOUND, db.delete("usertable", "user3"));
    assertEquals(Status.NOT_FOUND, db.read("usertable", "user4", Set.of("nope"), new HashMap<>()));
    // the same key in another table is another record (FASTA's tables share keys)
    assertEquals(Status.NOT_FOUND, db.read("othertable", "user4", null, new HashMap<>()));
  }

  @Test
  void scansReturnRecordsInKeyOrderAndCountAgainstTheIndexMaster() throws Exception {
    for (int i = 29; i >= 0; i--) {
      String key = String.format("k%02d", i);
      assertEquals(Status.OK, db.insert("scantable", key, values("id", key, "x", "y")));
    }
    assertEquals(Status.OK, db.delete("scantable", "k12"));
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertEquals(Status.OK, db.scan("scantable", "k10", 5, Set.of("id"), rows));
    assertServedByOwnerOf("{scantable}:index");
    List<String> ids = new ArrayList<>();
    for (HashMap<String, ByteIterator> r : rows) {
      assertEquals(Set.of("id"), r.keySet());
      ids.add(strings(r).get("id"));
    }
    assertEquals(List.of("k10", "k11", "k13", "k14", "k15"), ids);
    Vector<HashMap<String, ByteIterator>> tail = new Vector<>();
    assertEquals(Status.OK, db.scan("scantable", "k28", 10, null, tail));
    assertEquals(2, tail.size());
    assertEquals(Map.of("id", "k29", "x", "y"), strings(tail.get(1)));

    // emptying (a load-phase sweep's step start): every master's records of the table and its
    // index go; other tables stay, also one whose name would match as an unescaped glob
    assertEquals(Status.OK, db.insert("usertable", "k10", values("id", "k10")));
    assertEquals(Status.OK, db.insert("scan*", "k10", values("id", "k10")));
    db.emptyTables(List.of("scan*"));
    assertEquals(Status.NOT_FOUND, db.read("scan*", "k10", null, new HashMap<>()));
    assertEquals(Status.OK, db.read("scantable", "k10", null, new HashMap<>()),
        "'scan*' is a name, not a pattern");
    db.emptyTables(List.of("scantable", "no_such_table"));
    for (int i = 0; i < 30; i++) {
      String key = String.format("k%02d", i);
      assertEquals(Status.NOT_FOUND, db.read("scantable", key, null, new HashMap<>()), key);
    }
    Vector<HashMap<String, ByteIterator>> none = new Vector<>();
    assertEquals(Status.OK, db.scan("scantable", "k00", 10, null, none));
    assertEquals(0, none.size(), "the index is gone too");
    for (int i = 0; i < cluster.nodes.size(); i++) {
      try (redis.clients.jedis.Jedis j = cluster.admin(i)) {
        assertEquals(Set.of(), j.keys("*scan*"), cluster.nodes.get(i));
      }
    }
    assertEquals(Status.OK, db.read("usertable", "k10", null, new HashMap<>()));
  }

  /** A key of {@code table} whose slot master {@code master} (0-based) owns. */
  private String keyOn(String table, int master) {
    for (int i = 0; i < 1000; i++) {
      if (cluster.ownerOfKey(table + ":m" + i).equals(cluster.nodes.get(master))) {
        return "m" + i;
      }
    }
    throw new AssertionError("no key of 1000 on " + cluster.nodes.get(master));
  }

  @Test
  void aSlotMovedUnderTheClientIsFollowedAndCountedAgainstItsNewMaster() {
    String key = keyOn("usertable", 0);
    int slot = cluster.keyslot("usertable:" + key);
    assertEquals(Status.OK, db.insert("usertable", key, values("f", "moved")));
    assertEquals(cluster.nodes.get(0), clients.servedBy(db));
    cluster.moveSlot(slot, 0, 1);
    try {
      for (int r = 0; r < 2; r++) { // the first read is redirected (MOVED), the second goes direct
        Map<String, ByteIterator> out = new HashMap<>();
        assertEquals(Status.OK, db.read("usertable", key, null, out));
        assertEquals(cluster.nodes.get(1), clients.servedBy(db));
        assertEquals(cluster.ownerOfKey("usertable:" + key), cluster.nodes.get(1));
        assertEquals(Map.of("f", "moved"), strings(out));
      }
    } finally {
      cluster.moveSlot(slot, 1, 0);
    }
    assertEquals(Status.OK, db.update("usertable", key, values("f", "back")));
    assertEquals(cluster.nodes.get(0), clients.servedBy(db));
  }

  @Test
  void aKeyMovedWhileItsSlotMigratesIsAskedForOnTheImportingMaster() {
    String key = keyOn("usertable", 2);
    String other = null;
    int slot = cluster.keyslot("usertable:" + key);
    for (int i = 0; i < 200_000 && other == null; i++) {
      if (i != Integer.parseInt(key.substring(1))
          && Slots.of(Slots.key("usertable", "m" + i)) == slot) {
        other = "m" + i;
      }
    }
    assertNotEquals(null, other, "a second key in slot " + slot);
    assertEquals(slot, cluster.keyslot("usertable:" + other));
    assertEquals(Status.OK, db.insert("usertable", key, values("f", "asked")));
    assertEquals(Status.OK, db.insert("usertable", other, values("f", "stays")));
    cluster.beginMigration(slot, 2, 0);
    try {
      cluster.migrateKey(2, 0, "usertable:" + key);
      Map<String, ByteIterator> out = new HashMap<>();
      assertEquals(Status.OK, db.read("usertable", key, null, out));
      assertEquals(cluster.nodes.get(0), clients.servedBy(db), "ASK: the importing master answered");
      assertEquals(Map.of("f", "asked"), strings(out));
      Map<String, ByteIterator> stays = new HashMap<>();
      assertEquals(Status.OK, db.read("usertable", other, null, stays));
      assertEquals(cluster.nodes.get(2), clients.servedBy(db), "not yet migrated: the owner");
      assertEquals(Map.of("f", "stays"), strings(stays));
    } finally {
      cluster.migrateKey(2, 0, "usertable:" + other);
      cluster.finishMigration(slot, 0);
      cluster.moveSlot(slot, 0, 2);
    }
  }
}
