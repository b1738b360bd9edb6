package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The three real MariaDB servers of the integration tests, started by {@code bin/test} with
 * {@code deploy/local/mariadb-cluster.sh} and handed over as system properties:
 * {@code jdbc.mariadb.urls} (the shard URLs, {@code ;}-separated) and {@code jdbc.mariadb.basedir}
 * (the cluster's directory, for {@code slow}/{@code kill}). Missing properties fail the test: these
 * tests never skip. The password comes from {@code YCSB_DB_PASSWORD} (default {@code ycsb}).
 */
final class MariaDbCluster {
  final List<String> urls;
  final List<String> nodes;
  final String password = System.getenv().getOrDefault("YCSB_DB_PASSWORD", "ycsb");
  private final Path script;
  private final String baseDir;

  private MariaDbCluster(List<String> urls, String baseDir, Path script) {
    this.urls = urls;
    this.nodes = ShardUrls.nodeNames(urls);
    this.baseDir = baseDir;
    this.script = script;
  }

  /** The cluster bin/test started; fails (never skips) when there is none. */
  static MariaDbCluster fromSystemProperties() {
    JdbcClient.quietMariaDbDriver(); // as in a run: the binding reports errors, not the driver
    String urls = System.getProperty("jdbc.mariadb.urls", "");
    String base = System.getProperty("jdbc.mariadb.basedir", "");
    if (urls.isBlank() || base.isBlank()) {
      fail("MariaDB integration tests need the servers that bin/test starts: run bin/test, or "
          + "start them with deploy/local/mariadb-cluster.sh start 3 DIR and pass "
          + "-Djdbc.mariadb.urls='jdbc:mariadb://127.0.0.1:3307/ycsb;...' -Djdbc.mariadb.basedir=DIR");
    }
    Path home = Path.of(System.getProperty("ycsb.bio.home", "../.."));
    MariaDbCluster c = new MariaDbCluster(ShardUrls.split(urls), base,
        home.resolve("deploy/local/mariadb-cluster.sh"));
    assertEquals(3, c.urls.size(), "three shards expected: " + c.nodes);
    return c;
  }

  /** {@code db.url} of all shards. */
  String dbUrl() {
    return String.join(";", urls);
  }

  /** Runs {@code mariadb-cluster.sh ARGS} (bounded); returns its output. */
  String script(String... args) throws IOException, InterruptedException {
    return script(Map.of(), args);
  }

  private String script(Map<String, String> env, String... args)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("bash", script.toString()));
    cmd.addAll(List.of(args));
    Path out = Files.createTempFile("mariadb-cluster", ".out");
    try {
      ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
          .redirectOutput(out.toFile());
      pb.environment().put("YCSB_DB_PASSWORD", password);
      pb.environment().putAll(env);
      Process p = pb.start();
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        fail("mariadb-cluster.sh " + String.join(" ", args) + " did not finish in 120 s");
      }
      String text = Files.readString(out, StandardCharsets.UTF_8);
      assertEquals(0, p.exitValue(), "mariadb-cluster.sh " + String.join(" ", args) + ":\n"
          + text);
      return text;
    } finally {
      Files.deleteIfExists(out);
    }
  }

  /** Node {@code i} (1-based) SIGSTOPped {@code duty}% of every {@code periodMs} ms. */
  void slow(int i, int duty, int periodMs) throws Exception {
    script(Map.of("SLOW_PERIOD_MS", Integer.toString(periodMs)), "slow", Integer.toString(i),
        baseDir, Integer.toString(duty));
  }

  /** Ends node {@code i}'s duty cycle. */
  void unslow(int i) throws Exception {
    script("unslow", Integer.toString(i), baseDir);
  }

  /** SIGKILLs node {@code i}. */
  void kill(int i) throws Exception {
    script("kill", Integer.toString(i), baseDir);
  }

  /** Fails unless every node is up ({@code mariadb-cluster.sh status} exits 0). */
  void requireUp() throws Exception {
    script("status", baseDir);
  }

  /** Starts the nodes that are down again, e.g. after {@link #kill} (InnoDB recovers). */
  void restart() throws Exception {
    String firstPort = nodes.get(0).substring(nodes.get(0).lastIndexOf(':') + 1);
    script("start", Integer.toString(urls.size()), baseDir, firstPort);
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
