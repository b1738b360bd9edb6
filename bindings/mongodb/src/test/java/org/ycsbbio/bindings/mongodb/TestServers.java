package org.ycsbbio.bindings.mongodb;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.ycsbbio.core.api.DelayProxy;
import org.ycsbbio.core.testing.TestClients;
import site.ycsb.DBException;

/**
 * MongoDB wire-protocol servers in the test JVM (mongo-java-server, in-memory, reporting server
 * version 5.0), each optionally behind a {@link DelayProxy}, plus helpers to open clients sharing
 * one run's context (whose messages {@link #printed} returns). Close it to end the run and stop
 * every server.
 */
final class TestServers implements AutoCloseable {
  /** MongoDB 5.0: wire version 13. */
  private static final MongoVersion MONGO_5_0 = new MongoVersion() {
    @Override
    public List<Integer> getVersionArray() {
      return List.of(5, 0, 0);
    }

    @Override
    public int getWireVersion() {
      return 13;
    }
  };

  private final ByteArrayOutputStream messages = new ByteArrayOutputStream();
  private final TestClients<MongoDbClient> clients = new TestClients<>(
      new PrintStream(messages, true, StandardCharsets.UTF_8), MongoDbClient::new, "mongodb.url",
      "mongodb.database", "ycsb");
  private final List<MongoServer> servers = new ArrayList<>();
  private final List<DelayProxy> proxies = new ArrayList<>();
  /** {@code host:port} the client connects to, per server, in order. */
  final List<String> addresses = new ArrayList<>();

  /** Starts {@code n} servers; server {@code slowed} (0-based, -1 for none) behind a proxy. */
  TestServers(int n, int slowed, long delayMicros) throws IOException {
    this(n, slowed, delayMicros, new MemoryBackend[n]);
  }

  /** One server answering as a {@code mongos}, recording sharding commands in {@code mongos}. */
  TestServers(MongosBackend mongos) throws IOException {
    this(1, -1, 0, new MemoryBackend[] {mongos});
  }

  private TestServers(int n, int slowed, long delayMicros, MemoryBackend[] backends)
      throws IOException {
    for (int i = 0; i < n; i++) {
      MemoryBackend backend = backends[i] == null ? new MemoryBackend() : backends[i];
      MongoServer server = new MongoServer(backend.version(MONGO_5_0));
      InetSocketAddress address = server.bind();
      servers.add(server);
      int port = address.getPort();
      if (i == slowed) {
        DelayProxy proxy = new DelayProxy(port, Duration.ofNanos(delayMicros * 1000));
        proxies.add(proxy);
        port = proxy.port();
      }
      addresses.add("127.0.0.1:" + port);
    }
  }

  /** A single server without delay. */
  TestServers() throws IOException {
    this(1, -1, 0);
  }

  /** {@code mongodb.url} listing every server. */
  String url() {
    List<String> urls = new ArrayList<>();
    addresses.forEach(a -> urls.add("mongodb://" + a));
    return String.join(";", urls);
  }

  /** An initialised client of every server; {@code kv} are extra properties. */
  MongoDbClient open(String... kv) throws DBException {
    return clients.open(url(), kv);
  }

  /** Name of the node the client named for its last operation. */
  String servedBy(MongoDbClient client) {
    return clients.servedBy(client);
  }

  /** What the run's log printed so far. */
  String printed() {
    return messages.toString(StandardCharsets.UTF_8);
  }

  @Override
  public void close() throws IOException {
    clients.close();
    for (DelayProxy p : proxies) {
      p.close();
    }
    servers.forEach(MongoServer::shutdownNow);
  }
}
