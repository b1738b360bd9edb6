package org.ycsbbio.bindings.hbase;

import org.ycsbbio.core.api.NodeRegistry;
import site.ycsb.DBException;

/** Test helpers: HBaseClients on a shared node registry. */
final class TestClients {
  final NodeRegistry nodes = new NodeRegistry();

  /** An initialised client with properties {@code kv}. */
  HBaseClient open(String... kv) throws DBException {
    HBaseClient client = new HBaseClient();
    client.setProperties(LocalHBase.properties(kv));
    client.useNodeRegistry(nodes);
    client.init();
    return client;
  }

  /** Name of the node the client named for its last operation. */
  String servedBy(HBaseClient client) {
    int index = client.takeServedNodeIndex();
    return index < 0 ? "none" : nodes.get(index).name();
  }
}
