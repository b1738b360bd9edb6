package org.ycsbbio.bindings.riak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ycsbbio.core.testing.Fields.values;

import java.net.ServerSocket;
import java.util.HashMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.KeyHash;
import site.ycsb.DBException;
import site.ycsb.Status;

/** A node that does not answer is named by its host:port: at init, and when it dies later. */
class UnreachableNodeTest {
  private TestCluster cluster;

  @BeforeEach
  void start() throws Exception {
    cluster = new TestCluster(2);
  }

  @AfterEach
  void stop() {
    cluster.close();
  }

  private static int closedPort() throws Exception {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort(); // nothing listens here once the probe is closed
    }
  }

  @Test
  void initFailsNamingTheNodeThatDoesNotAnswer() throws Exception {
    String dead = "127.0.0.1:" + closedPort();
    for (int attempt = 0; attempt < 2; attempt++) {
      DBException e = assertThrows(DBException.class, () -> cluster.open("riak.nodes",
          cluster.nodesProperty() + "," + dead));
      assertEquals("riak: cannot reach node " + dead + ": Connection refused", e.getMessage());
    }
    RiakClient live = cluster.open();
    try {
      assertEquals(Status.OK, live.insert("usertable", "k", values("f", "v")),
          "the live nodes still serve a client of their own");
    } finally {
      live.cleanup();
    }
  }

  @Test
  void aNodeThatDiesAfterInitFailsItsOperationsUnderItsName() throws Exception {
    RiakClient db = cluster.open("riak.request.timeout", "2s");
    try {
      cluster.servers.get(1).close();
      String deadNode = cluster.nodes().get(1);
      int failed = 0;
      for (int i = 0; i < 20; i++) {
        String key = "user" + i;
        Status s = db.read("usertable", key, null, new HashMap<>());
        String node = cluster.servedBy(db);
        if (KeyHash.bucketOf(key, 2) == 1) {
          assertEquals(deadNode, node, key);
          assertEquals(Status.ERROR, s, key);
          failed++;
        } else {
          assertEquals(Status.NOT_FOUND, s, key);
        }
      }
      assertTrue(failed > 0);
      String printed = cluster.printed();
      assertTrue(printed.startsWith("ycsb: warning: riak: operation on " + deadNode
          + " failed: "), printed);
      assertEquals(1, printed.lines().count(), "one warning per node and run: " + printed);
    } finally {
      db.cleanup();
    }
  }
}
