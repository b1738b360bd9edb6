package org.ycsbbio.bindings.cassandra;

import java.util.Properties;
import org.ycsbbio.core.api.NodeRegistry;
import site.ycsb.DBException;

/** Test helpers: CassandraClients on a shared node registry, values as YCSB passes them. */
final class TestClients {
  final NodeRegistry nodes = new NodeRegistry();

  /** An initialised client of {@code hosts}; {@code kv} are extra properties. */
  CassandraClient open(String hosts, String... kv) throws DBException {
    Properties p = new Properties();
    p.setProperty("hosts", hosts);
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    CassandraClient client = new CassandraClient();
    client.setProperties(p);
    client.useNodeRegistry(nodes);
    client.init();
    return client;
  }

  /** Name of the node the client named for its last operation. */
  String servedBy(CassandraClient client) {
    int index = client.takeServedNodeIndex();
    return index < 0 ? "none" : nodes.get(index).name();
  }
}
