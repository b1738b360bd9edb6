package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.ScriptedCluster;
import org.ycsbbio.core.testing.ServerProperties;

/**
 * The three real MariaDB servers of the integration tests, started by {@code bin/test} with
 * {@code deploy/local/mariadb-cluster.sh} and handed over as system properties:
 * {@code jdbc.mariadb.urls} (the shard URLs, {@code ;}-separated) and {@code jdbc.mariadb.basedir}
 * (the cluster's directory, for {@code slow}/{@code kill}). Missing properties fail the test: these
 * tests never skip. The password comes from {@code YCSB_DB_PASSWORD} (default {@code ycsb}).
 * {@code slow}, {@code kill} and the other script calls come from {@link ScriptedCluster}.
 */
final class MariaDbCluster extends ScriptedCluster {
  final List<String> urls;
  final List<String> nodes;
  final String password;

  private MariaDbCluster(List<String> urls, String baseDir, String password) {
    super("mariadb-cluster.sh", baseDir, Map.of("YCSB_DB_PASSWORD", password));
    this.urls = urls;
    this.nodes = ShardUrls.nodeNames(urls);
    this.password = password;
  }

  /** The cluster bin/test started; fails (never skips) when there is none. */
  static MariaDbCluster fromSystemProperties() {
    JdbcClient.quietMariaDbDriver(); // as in a run: the binding reports errors, not the driver
    List<String> v = ServerProperties.required("MariaDB integration tests need the servers that "
        + "bin/test starts: run bin/test, or start them with deploy/local/mariadb-cluster.sh start "
        + "3 DIR and pass -Djdbc.mariadb.urls='jdbc:mariadb://127.0.0.1:3307/ycsb;...' "
        + "-Djdbc.mariadb.basedir=DIR", "jdbc.mariadb.urls", "jdbc.mariadb.basedir");
    MariaDbCluster c = new MariaDbCluster(ShardUrls.split(v.get(0)), v.get(1),
        System.getenv().getOrDefault("YCSB_DB_PASSWORD", "ycsb"));
    assertEquals(3, c.urls.size(), "three shards expected: " + c.nodes);
    return c;
  }

  /** The shards' server processes (the first field of each node directory's {@code pid}). */
  List<Long> serverPids() throws IOException {
    List<Long> pids = new ArrayList<>();
    for (int i = 1; i <= urls.size(); i++) {
      String line = Files.readString(Path.of(baseDir(), "node" + i, "pid")).trim();
      pids.add(Long.parseLong(line.split("\\s+")[0]));
    }
    return pids;
  }

  /** {@code db.url} of all shards. */
  String dbUrl() {
    return String.join(";", urls);
  }

  /** Starts the nodes that are down again, e.g. after {@link #kill} (InnoDB recovers). */
  void restart() throws Exception {
    String firstPort = nodes.get(0).substring(nodes.get(0).lastIndexOf(':') + 1);
    script(Map.of(), "start", Integer.toString(urls.size()), baseDir(), firstPort);
  }

  /**
   * The cluster bin/test started, up, with {@code table} dropped and loaded afresh with
   * {@code records} records of {@code workload} (4 threads, batches of 50); fails unless every
   * record was inserted.
   */
  static MariaDbCluster loaded(String workload, String table, int records, Path loadResults)
      throws Exception {
    MariaDbCluster cluster = fromSystemProperties();
    cluster.requireUp();
    cluster.drop(table);
    Properties load = cluster.workload(workload, loadResults, "table", table, "recordcount",
        Integer.toString(records), "threadcount", "4", "db.batchsize", "50");
    assertEquals(records, RunCounts.total(EngineHarness.run(load, true, Duration.ofMinutes(3))));
    return cluster;
  }

  /** {@code workload} against every shard as user ycsb, results in {@code results}, then {@code kv}. */
  Properties workload(String workload, Path results, String... kv) throws IOException {
    String[] all = new String[kv.length + 4];
    all[0] = "db.user";
    all[1] = "ycsb";
    all[2] = "db.passwd";
    all[3] = password;
    System.arraycopy(kv, 0, all, 4, kv.length);
    Properties p = Workloads.of(workload, results, all);
    p.setProperty("db.url", dbUrl());
    return p;
  }

  /** Drops {@code tables} on every shard. */
  void drop(String... tables) throws SQLException {
    for (String url : urls) {
      try (Connection c = DriverManager.getConnection(url, "ycsb", password);
          Statement s = c.createStatement()) {
        for (String t : tables) {
          s.execute("DROP TABLE IF EXISTS `" + t + "`");
        }
      }
    }
  }
}
