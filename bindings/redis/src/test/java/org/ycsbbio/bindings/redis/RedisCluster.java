package org.ycsbbio.bindings.redis;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.ycsbbio.core.testing.ScriptedCluster;
import org.ycsbbio.core.testing.ServerProperties;
import org.ycsbbio.core.testing.TestProperties;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;

/**
 * The three Redis masters of the integration tests, started by {@code bin/test} with
 * {@code deploy/local/redis-cluster.sh} and handed over as system properties:
 * {@code redis.cluster.hosts} ({@code host:port} of masters 1..3, comma-separated) and
 * {@code redis.cluster.basedir} (the cluster's directory, for {@code slow}/{@code kill}). Missing
 * properties fail the test: these tests never skip. Questions to the cluster (which master owns a
 * key, slot migration) go over connections of their own, not the binding's.
 */
final class RedisCluster extends ScriptedCluster {
  final List<String> nodes;

  private RedisCluster(List<String> nodes, String baseDir) {
    super("redis-cluster.sh", baseDir, Map.of());
    this.nodes = nodes;
  }

  /** The cluster bin/test started; fails (never skips) when there is none. */
  static RedisCluster fromSystemProperties() {
    List<String> v = ServerProperties.required("Redis integration tests need the cluster that "
        + "bin/test starts: run bin/test, or start it with deploy/local/redis-cluster.sh start 3 "
        + "DIR 7201 and pass -Dredis.cluster.hosts=127.0.0.1:7201,127.0.0.1:7202,127.0.0.1:7203 "
        + "-Dredis.cluster.basedir=DIR", "redis.cluster.hosts", "redis.cluster.basedir");
    RedisCluster c = new RedisCluster(Arrays.asList(v.get(0).split(",")), v.get(1));
    assertEquals(3, c.nodes.size(), "three masters expected: " + c.nodes);
    return c;
  }

  /** The cluster, up, every master emptied. */
  static RedisCluster empty() throws Exception {
    RedisCluster c = fromSystemProperties();
    c.requireUp();
    for (int i = 0; i < c.nodes.size(); i++) {
      try (Jedis j = c.admin(i)) {
        j.flushAll();
      }
    }
    return c;
  }

  /** A connection of its own to master {@code i} (0-based). */
  Jedis admin(int i) {
    return new Jedis(HostAndPort.from(nodes.get(i)));
  }

  /** {@code workload} against the cluster, results in {@code results}, then {@code kv}. */
  Properties workload(String workload, Path results, String... kv) throws IOException {
    return TestProperties.workload(workload).binding(RedisClient.class, "redis", results)
        .set("redis.hosts", String.join(",", nodes)).set(kv).build();
  }

  /** The slot of {@code key} as the cluster computes it ({@code CLUSTER KEYSLOT}). */
  int keyslot(String key) {
    try (Jedis j = admin(0)) {
      return (int) j.clusterKeySlot(key);
    }
  }

  /** {@code host:port} of the master owning {@code slot} by master 1's {@code CLUSTER NODES}. */
  String ownerOf(int slot) {
    try (Jedis j = admin(0)) {
      String owner = Slots.owners(j.clusterNodes())[slot];
      if (owner == null) {
        fail("no master owns slot " + slot);
      }
      return owner;
    }
  }

  /** The master owning {@code key}, by the cluster ({@code CLUSTER KEYSLOT} + {@code CLUSTER NODES}). */
  String ownerOfKey(String key) {
    return ownerOf(keyslot(key));
  }

  /** Node id of master {@code i} (0-based). */
  String id(int i) {
    try (Jedis j = admin(i)) {
      return j.clusterMyId();
    }
  }

  /**
   * Moves {@code slot} with its keys from master {@code from} to master {@code to} (0-based), as
   * {@code redis-cli --cluster reshard} does, and waits (10 s at most) until every master's
   * {@code CLUSTER NODES} names the new owner.
   */
  void moveSlot(int slot, int from, int to) {
    beginMigration(slot, from, to);
    try (Jedis src = admin(from)) {
      List<String> keys = src.clusterGetKeysInSlot(slot, 1000);
      for (String k : keys) {
        migrateKey(from, to, k);
      }
    }
    finishMigration(slot, to);
  }

  /** Marks {@code slot} importing on {@code to} and migrating on {@code from}. */
  void beginMigration(int slot, int from, int to) {
    try (Jedis dst = admin(to); Jedis src = admin(from)) {
      dst.clusterSetSlotImporting(slot, id(from));
      src.clusterSetSlotMigrating(slot, id(to));
    }
  }

  /** Moves {@code key} from master {@code from} to master {@code to} ({@code MIGRATE}). */
  void migrateKey(int from, int to, String key) {
    HostAndPort dst = HostAndPort.from(nodes.get(to));
    try (Jedis src = admin(from)) {
      assertEquals("OK", src.migrate(dst.getHost(), dst.getPort(), key, 0, 5000), key);
    }
  }

  /** Gives {@code slot} to master {@code to} on every master; waits until all agree. */
  void finishMigration(int slot, int to) {
    String target = id(to);
    for (int i = 0; i < nodes.size(); i++) {
      try (Jedis j = admin(i)) {
        j.clusterSetSlotNode(slot, target);
      }
    }
    for (int i = 0; i < nodes.size(); i++) {
      int k = i;
      await().alias("master " + (k + 1) + " sees slot " + slot + " on " + nodes.get(to))
          .atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(50)).until(() -> {
            try (Jedis j = admin(k)) {
              return nodes.get(to).equals(Slots.owners(j.clusterNodes())[slot]);
            }
          });
    }
  }

  /** Starts the masters that are down again (a killed master rejoins with its slots, empty). */
  void restart() throws Exception {
    String first = nodes.get(0).substring(nodes.get(0).lastIndexOf(':') + 1);
    script(Map.of(), "start", Integer.toString(nodes.size()), baseDir(), first);
  }
}
