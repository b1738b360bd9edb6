package org.ycsbbio.bindings.cassandra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A real local Cassandra cluster started by {@code bin/test} with
 * {@code deploy/local/cassandra-cluster.sh} and handed over as system properties
 * {@code cassandra.<kind>.hosts} (comma-separated addresses) and {@code cassandra.<kind>.basedir}
 * (the cluster's directory, for {@code slow}/{@code kill}), where kind is {@code single} or
 * {@code ring}. Missing properties fail the test: these tests never skip.
 */
final class LocalCassandra {
  final List<String> hosts;
  /** Node names as the binding reports them: {@code address:9042}. */
  final List<String> nodes = new ArrayList<>();
  private final String baseDir;
  private final Path script;

  private LocalCassandra(List<String> hosts, String baseDir, Path script) {
    this.hosts = hosts;
    this.baseDir = baseDir;
    this.script = script;
    hosts.forEach(h -> nodes.add(h + ":9042"));
  }

  /** The cluster bin/test started for {@code kind} with {@code size} nodes; fails without it. */
  static LocalCassandra fromSystemProperties(String kind, int size) {
    String hosts = System.getProperty("cassandra." + kind + ".hosts", "");
    String base = System.getProperty("cassandra." + kind + ".basedir", "");
    if (hosts.isBlank() || base.isBlank()) {
      fail("Cassandra integration tests need the nodes that bin/test starts: run bin/test, or "
          + "start them with deploy/local/cassandra-cluster.sh start " + size + " DIR and pass "
          + "-Dcassandra." + kind + ".hosts=127.0.0.1" + (size > 1 ? ",127.0.0.2,..." : "")
          + " -Dcassandra." + kind + ".basedir=DIR");
    }
    Path home = Path.of(System.getProperty("ycsb.bio.home", "../.."));
    LocalCassandra c = new LocalCassandra(List.of(hosts.split(",")), base,
        home.resolve("deploy/local/cassandra-cluster.sh"));
    assertEquals(size, c.hosts.size(), kind + ": " + size + " nodes expected: " + c.hosts);
    return c;
  }

  /** {@code hosts} property of the binding. */
  String contactPoints() {
    return String.join(",", hosts);
  }

  /** Runs {@code cassandra-cluster.sh ARGS} (bounded); returns its output. */
  private String script(Map<String, String> env, String... args)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("bash", script.toString()));
    cmd.addAll(List.of(args));
    Path out = Files.createTempFile("cassandra-cluster", ".out");
    try {
      ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
          .redirectOutput(out.toFile());
      pb.environment().putAll(env);
      Process p = pb.start();
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        fail("cassandra-cluster.sh " + String.join(" ", args) + " did not finish in 120 s");
      }
      String text = Files.readString(out, StandardCharsets.UTF_8);
      assertEquals(0, p.exitValue(), "cassandra-cluster.sh " + String.join(" ", args) + ":\n"
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
    script(Map.of(), "unslow", Integer.toString(i), baseDir);
  }

  /** SIGKILLs node {@code i}. */
  void kill(int i) throws Exception {
    script(Map.of(), "kill", Integer.toString(i), baseDir);
  }

  /** Fails unless every node is up ({@code cassandra-cluster.sh status} exits 0). */
  void requireUp() throws Exception {
    script(Map.of(), "status", baseDir);
  }
}
