package org.ycsbbio.bindings.memcached;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.testing.Fields;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * The binding against the three real servers: the five operations, and the attribution — the
 * server named for each key is the one that holds it, as that server alone answers.
 */
class MemcachedRoundTripIT {
  private final MemcachedServers servers = MemcachedServers.fromSystemProperties();
  private final ByteArrayOutputStream messages = new ByteArrayOutputStream();
  private TestClients<MemcachedClient> clients;

  @BeforeEach
  void emptyServers() throws Exception {
    servers.empty();
    clients = new TestClients<>(new PrintStream(messages, true, StandardCharsets.UTF_8),
        MemcachedClient::new, "memcached.hosts");
  }

  private MemcachedClient open() throws Exception {
    return clients.open(String.join(",", servers.hosts));
  }

  @Test
  void eachKeyIsCountedAgainstTheServerThatHoldsIt() throws Exception {
    MemcachedClient db = open();
    Set<String> named = new HashSet<>();
    try {
      for (int i = 0; i < 300; i++) {
        String key = "user" + i;
        assertEquals(Status.OK, db.insert("usertable", key, Fields.values("field0", "v" + i)));
        String node = clients.servedBy(db);
        named.add(node);
        for (String host : servers.hosts) {
          assertEquals(host.equals(node), servers.holds(host, "usertable:" + key),
              key + " named " + node + "; held by " + host + "?");
        }
      }
    } finally {
      db.cleanup();
      clients.close();
    }
    assertEquals(new HashSet<>(servers.hosts), named, "every server holds some of 300 keys");
  }

  @Test
  void theFiveOperations() throws Exception {
    MemcachedClient db = open();
    try {
      assertEquals(Status.OK, db.insert("t", "k1", Fields.values("a", "1", "b", "2")));
      String node = clients.servedBy(db);
      Map<String, ByteIterator> row = new HashMap<>();
      assertEquals(Status.OK, db.read("t", "k1", null, row));
      assertEquals(Map.of("a", "1", "b", "2"), Fields.strings(row));
      assertEquals(node, clients.servedBy(db));
      assertEquals(Status.OK, db.update("t", "k1", Fields.values("b", "3")));
      row.clear();
      assertEquals(Status.OK, db.read("t", "k1", Set.of("b"), row));
      assertEquals(Map.of("b", "3"), Fields.strings(row));
      row.clear();
      assertEquals(Status.OK, db.read("t", "k1", null, row));
      assertEquals(Map.of("a", "1", "b", "3"), Fields.strings(row), "update merges fields");
      assertEquals(Status.NOT_FOUND, db.update("t", "nokey", Fields.values("b", "3")));
      assertEquals(Status.OK, db.delete("t", "k1"));
      assertEquals(Status.NOT_FOUND, db.delete("t", "k1"));
      assertEquals(Status.NOT_FOUND, db.read("t", "k1", null, new HashMap<>()));
      assertEquals(Status.NOT_IMPLEMENTED,
          db.scan("t", "k1", 10, null, new Vector<HashMap<String, ByteIterator>>()));
    } finally {
      db.cleanup();
      clients.close();
    }
    assertTrue(messages.toString(StandardCharsets.UTF_8).isEmpty(), messages.toString());
  }
}
