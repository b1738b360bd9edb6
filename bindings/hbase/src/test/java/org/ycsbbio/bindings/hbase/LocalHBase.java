package org.ycsbbio.bindings.hbase;


import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.ServerName;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.ycsbbio.core.testing.ScriptedCluster;
import org.ycsbbio.core.testing.ServerProperties;
import org.ycsbbio.core.testing.TestClients;
import org.ycsbbio.core.testing.TestProperties;

/**
 * The real local HBase cluster bin/test starts with {@code deploy/local/hbase-cluster.sh start 3}
 * and hands over as system properties {@code hbase.cluster.zkport} (ZooKeeper's port; region
 * server i listens on it + 10 + i) and {@code hbase.cluster.basedir} (for {@code slow}/{@code kill}).
 * Missing properties fail the test: these tests never skip.
 */
final class LocalHBase extends ScriptedCluster {
  static final int SIZE = 3;
  final int zkPort;
  /** Region server names as the binding reports them: {@code 127.0.0.1:port}. */
  final List<String> servers = new ArrayList<>();

  private LocalHBase(int zkPort, String baseDir) {
    super("hbase-cluster.sh", baseDir, Map.of());
    this.zkPort = zkPort;
    for (int i = 1; i <= SIZE; i++) {
      servers.add("127.0.0.1:" + (zkPort + 10 + i));
    }
  }

  /** The cluster bin/test started; fails without it. */
  static LocalHBase fromSystemProperties() {
    List<String> v = ServerProperties.required("HBase integration tests need the cluster that "
        + "bin/test starts: run bin/test, or start it with deploy/local/hbase-cluster.sh start 3 "
        + "DIR and pass -Dhbase.cluster.zkport=16100 -Dhbase.cluster.basedir=DIR",
        "hbase.cluster.zkport", "hbase.cluster.basedir");
    return new LocalHBase(Integer.parseInt(v.get(0)), v.get(1));
  }

  /** Binding properties reaching this cluster, creating tables, then {@code kv}. */
  String[] binding(String... kv) {
    List<String> all = new ArrayList<>(List.of("hbase.zookeeper.quorum", "127.0.0.1",
        "hbase.zookeeper.property.clientPort", Integer.toString(zkPort), "hbase.createtable",
        "true", "hbase.client.retries.number", "10", "hbase.client.pause", "50ms",
        "hbase.rpc.timeout", "2s", "hbase.client.operation.timeout", "4s"));
    all.addAll(List.of(kv));
    return all.toArray(new String[0]);
  }

  /** {@code workloads/<name>} for the binding on this cluster. */
  Properties workload(String name, Path results, String... kv) throws IOException {
    return TestProperties.workload(name).binding(HBaseClient.class, "hbase", results)
        .set(binding(kv)).build();
  }

  /** Clients of this cluster on one node registry; {@code open("127.0.0.1", kv…)}. */
  TestClients<HBaseClient> clients() {
    return new TestClients<>(HBaseClient::new, "hbase.zookeeper.quorum", binding());
  }

  /** A connection of its own (not the binding's), to look at and move regions. */
  Connection connect() throws IOException {
    return ConnectionFactory.createConnection(SharedConnection.configuration(
        HBaseConfig.from(TestProperties.of(binding()).build())));
  }

  /** {@code s} as the binding names it. */
  static String name(ServerName s) {
    return s.getAddress().toString();
  }

  /** 1-based index of the server that does not hold {@code hbase:meta}, highest first. */
  int serverWithoutMeta(Connection c) throws IOException {
    ServerName meta = c.getRegionLocator(TableName.META_TABLE_NAME)
        .getRegionLocation(HConstants.EMPTY_START_ROW, true).getServerName();
    for (int i = SIZE; i >= 1; i--) {
      if (!servers.get(i - 1).equals(name(meta))) {
        return i;
      }
    }
    throw new IllegalStateException("every server holds hbase:meta");
  }
}
