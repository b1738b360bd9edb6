package org.ycsbbio.bindings.cassandra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.ScriptedCluster;
import org.ycsbbio.core.testing.ServerProperties;
import org.ycsbbio.core.tracking.TrackingSession;

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
    List<String> v = ServerProperties.required("Cassandra integration tests need the nodes that "
        + "bin/test starts: run bin/test, or start them with deploy/local/cassandra-cluster.sh "
        + "start " + size + " DIR and pass -Dcassandra." + kind + ".hosts=127.0.0.1"
        + (size > 1 ? ",127.0.0.2,..." : "") + " -Dcassandra." + kind + ".basedir=DIR",
        "cassandra." + kind + ".hosts", "cassandra." + kind + ".basedir");
    LocalCassandra c = new LocalCassandra(List.of(v.get(0).split(",")), v.get(1));
    assertEquals(size, c.hosts.size(), kind + ": " + size + " nodes expected: " + c.hosts);
    return c;
  }

  /** {@code hosts} property of the binding. */
  String contactPoints() {
    return String.join(",", hosts);
  }

  /**
   * The ring bin/test started, up, with {@code records} records of {@code workload} loaded into
   * {@code keyspace.table} (schema created, 4 threads); fails unless every record was inserted
   * and each node coordinated more than a fifth of them (balanced tokens, token-aware routing).
   */
  static LocalCassandra loadedRing(String workload, String keyspace, String table, int records,
      Path loadResults) throws Exception {
    LocalCassandra ring = fromSystemProperties("ring", 3);
    ring.requireUp();
    TrackingSession.Completed load = EngineHarness.run(Runs.of(workload, loadResults,
        ring.contactPoints(), "cassandra.keyspace", keyspace, "cassandra.createschema", "true",
        "table", table, "recordcount", Integer.toString(records), "threadcount", "4"), true,
        Duration.ofMinutes(3));
    assertEquals(records, RunCounts.total(load));
    for (String node : ring.nodes) {
      assertTrue(RunCounts.ops(load, node) > records / 5, node + " coordinated "
          + RunCounts.ops(load, node) + " of " + records
          + " inserts: tokens are balanced and routing is token-aware");
    }
    return ring;
  }
}
