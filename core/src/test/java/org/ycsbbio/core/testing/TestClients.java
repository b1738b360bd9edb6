package org.ycsbbio.core.testing;

import java.util.function.Supplier;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.NodeAwareDB;
import org.ycsbbio.core.api.NodeRegistry;
import site.ycsb.DBException;

/**
 * Opens initialised clients of one binding on one shared {@link NodeRegistry}, and names the node
 * a client reported for its last operation. Safe to share between test threads as far as the
 * registry is; each client stays confined to one thread, as YCSB's {@code DB} contract says.
 *
 * <pre>{@code
 * TestClients<JdbcClient> clients = new TestClients<>(JdbcClient::new, "db.url");
 * JdbcClient db = clients.open(url, "db.batchsize", "5");
 * db.read(...);
 * assertEquals("shard1", clients.servedBy(db));
 * }</pre>
 */
@ThreadSafe
public final class TestClients<C extends NodeAwareDB> {
  private final NodeRegistry nodes = new NodeRegistry();
  private final Supplier<C> factory;
  private final String connectionKey;
  private final String[] fixedKv;

  /**
   * @param factory a new, uninitialised client
   * @param connectionKey the property {@link #open}'s first argument sets
   * @param fixedKv {@code key, value, …} every client gets, after the connection
   */
  public TestClients(Supplier<C> factory, String connectionKey, String... fixedKv) {
    this.factory = factory;
    this.connectionKey = connectionKey;
    this.fixedKv = fixedKv.clone();
  }

  /** An initialised client of {@code connection}; {@code kv} are extra properties. */
  public C open(String connection, String... kv) throws DBException {
    C client = factory.get();
    client.setProperties(TestProperties.of(connectionKey, connection).set(fixedKv).set(kv)
        .build());
    client.useNodeRegistry(nodes);
    client.init();
    return client;
  }

  /** Name of the node the client named for its last operation, {@code none} if it named none. */
  public String servedBy(C client) {
    int index = client.takeServedNodeIndex();
    return index < 0 ? "none" : nodes.get(index).name();
  }
}
