package org.ycsbbio.bindings.cassandra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import org.ycsbbio.core.testing.ClusterScript;

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
  private final ClusterScript script;

  private LocalCassandra(List<String> hosts, String baseDir) {
    this.hosts = hosts;
    this.script = new ClusterScript("cassandra-cluster.sh", baseDir);
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
    LocalCassandra c = new LocalCassandra(List.of(hosts.split(",")), base);
    assertEquals(size, c.hosts.size(), kind + ": " + size + " nodes expected: " + c.hosts);
    return c;
  }

  /** {@code hosts} property of the binding. */
  String contactPoints() {
    return String.join(",", hosts);
  }

  /** Node {@code i} (1-based) SIGSTOPped {@code duty}% of every {@code periodMs} ms. */
  void slow(int i, int duty, int periodMs) throws Exception {
    script.slow(i, duty, periodMs);
  }

  /** Ends node {@code i}'s duty cycle. */
  void unslow(int i) throws Exception {
    script.unslow(i);
  }

  /** SIGKILLs node {@code i}. */
  void kill(int i) throws Exception {
    script.kill(i);
  }

  /** Fails unless every node is up ({@code cassandra-cluster.sh status} exits 0). */
  void requireUp() throws Exception {
    script.requireUp();
  }
}
