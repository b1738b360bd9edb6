package org.ycsbbio.bindings.riak;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.DBException;

/**
 * Test fixture: {@code n} {@link RiakPbTestServer} nodes on loopback sharing one store, and
 * {@link RiakClient}s on them sharing one run's context, whose messages {@link #printed} returns.
 */
final class TestCluster implements AutoCloseable {
  final PbStore store = new PbStore();
  final List<RiakPbTestServer> servers = new ArrayList<>();
  private final ByteArrayOutputStream messages = new ByteArrayOutputStream();
  private final TestClients<RiakClient> clients = new TestClients<>(
      new PrintStream(messages, true, StandardCharsets.UTF_8), RiakClient::new, "riak.nodes",
      "riak.connect.timeout", "2s");

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

  /** What the run's log printed so far. */
  String printed() {
    return messages.toString(StandardCharsets.UTF_8);
  }

  /** The failures reported to the run's log. */
  List<String> failures() {
    return clients.context().log().failures();
  }

  /** Ends the run (its node clients shut down), then stops the servers. */
  @Override
  public void close() {
    clients.close();
    for (RiakPbTestServer s : servers) {
      try {
        s.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
