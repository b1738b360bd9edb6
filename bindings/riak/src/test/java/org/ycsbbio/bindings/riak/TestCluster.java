package org.ycsbbio.bindings.riak;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.DBException;

/**
 * Test fixture: {@code n} {@link RiakPbTestServer} nodes on loopback sharing one store, and
 * {@link RiakClient}s on them with a shared node registry.
 */
final class TestCluster implements AutoCloseable {
  final PbStore store = new PbStore();
  final List<RiakPbTestServer> servers = new ArrayList<>();
  private final TestClients<RiakClient> clients =
      new TestClients<>(RiakClient::new, "riak.nodes", "riak.connect.timeout", "2s");

  TestCluster(int n) throws IOException {
    for (int i = 0; i < n; i++) {
      servers.add(RiakPbTestServer.start(store));
    }
  }

  /** {@code host:port} of every node, in order. */
  List<String> nodes() {
    return servers.stream().map(RiakPbTestServer::address).toList();
  }

  /** The {@code riak.nodes} value. */
  String nodesProperty() {
    return String.join(",", nodes());
  }

  /** An initialised client on every node; {@code kv} are extra properties. */
  RiakClient open(String... kv) throws DBException {
    return clients.open(nodesProperty(), kv);
  }

  /** Name of the node the client named for its last operation. */
  String servedBy(RiakClient client) {
    return clients.servedBy(client);
  }

  @Override
  public void close() {
    for (RiakPbTestServer s : servers) {
      try {
        s.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
