package org.ycsbbio.bindings.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.DBException;

/**
 * Start-up: an unreachable server fails init naming its host:port and never the password;
 * {@code mongodb.shard.setup} on a server that is not a {@code mongos} warns and shards nothing.
 */
class InitTest {
  @Test
  void anUnreachableServerIsNamedWithoutThePassword() throws Exception {
    int port;
    try (ServerSocket probe = new ServerSocket(0)) {
      port = probe.getLocalPort(); // nothing listens here once the probe is closed
    }
    try (TestServers up = new TestServers()) {
      Properties p = new Properties();
      p.setProperty("mongodb.url", "mongodb://" + up.addresses.get(0)
          + ";mongodb://ycsb:hunter2@127.0.0.1:" + port + "/?authSource=admin");
      p.setProperty("mongodb.timeout", "500ms");
      MongoDbClient client = new MongoDbClient();
      client.setProperties(p);
      String m = assertThrows(DBException.class, client::init).getMessage();
      assertTrue(m.startsWith("mongodb: cannot use server 2 of 2 (127.0.0.1:" + port + "): "), m);
      assertFalse(m.contains("hunter2"), m);
      assertEquals(1, m.lines().count(), m);
    }
  }

  @Test
  void shardSetupOnAPlainServerWarnsAndShardsNothing() throws Exception {
    try (TestServers servers = new TestServers()) {
      MongoDbClient db = servers.open("mongodb.shard.setup", "true");
      db.cleanup();
      assertEquals("ycsb: warning: mongodb.shard.setup: " + servers.addresses.get(0)
          + " is not a mongos; nothing sharded" + System.lineSeparator(),
          servers.printed());
    }
  }
}
