package org.ycsbbio.bindings.cassandra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ycsbbio.core.testing.ScriptedCluster;

/**
 * A real local Cassandra cluster started by {@code bin/test} with
 * {@code deploy/local/cassandra-cluster.sh} and handed over as system properties
 * {@code cassandra.<kind>.hosts} (comma-separated addresses) and {@code cassandra.<kind>.basedir}
 * (the cluster's directory, for {@code slow}/{@code kill}), where kind is {@code single} or
 * {@code ring}. Missing properties fail the test: these tests never skip. {@code slow},
 * {@code kill} and the other script calls come from {@link ScriptedCluster}.
 */
final class LocalCassandra extends ScriptedCluster {
  final List<String> hosts;
  /** Node names as the binding reports them: {@code address:9042}. */
  final List<String> nodes = new ArrayList<>();

  private LocalCassandra(List<String> hosts, String baseDir) {
    super("cassandra-cluster.sh", baseDir, Map.of());
    this.hosts = hosts;
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
}
