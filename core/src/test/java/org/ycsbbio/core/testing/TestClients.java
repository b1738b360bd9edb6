package org.ycsbbio.core.testing;

import java.io.PrintStream;
import java.util.function.Supplier;
import net.jcip.annotations.ThreadSafe;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.ycsbbio.core.api.NodeAwareDB;
import org.ycsbbio.core.api.BindingContext;
import site.ycsb.DBException;

/**
 * Opens initialised clients of one binding on one shared {@link BindingContext} (one run: shared
 * driver clients, node registry, run log), and names the node a client reported for its last
 * operation. {@link #close} ends the run: the context closes its shared resources; registered
 * as a JUnit extension ({@code @RegisterExtension}) it ends the run after each test. Safe to
 * share between test threads; each client stays confined to one thread, as YCSB's {@code DB}
 * contract says.
 *
 * <pre>{@code
 * TestClients<JdbcClient> clients = new TestClients<>(JdbcClient::new, "db.url");
 * JdbcClient db = clients.open(url, "db.batchsize", "5");
 * db.read(...);
 * assertEquals("shard1", clients.servedBy(db));
 * }</pre>
 */
@ThreadSafe
public final class TestClients<C extends NodeAwareDB> implements AutoCloseable,
    AfterEachCallback {
  private final BindingContext context;
  private final Supplier<C> factory;
  private final String connectionKey;
  private final String[] fixedKv;

  /**
   * @param factory a new, uninitialised client
   * @param connectionKey the property {@link #open}'s first argument sets
   * @param fixedKv {@code key, value, …} every client gets, after the connection
   */
  public TestClients(Supplier<C> factory, String connectionKey, String... fixedKv) {
    this(System.err, factory, connectionKey, fixedKv);
  }

  /** As above, the run's warnings and failures printed to {@code messages}. */
  public TestClients(PrintStream messages, Supplier<C> factory, String connectionKey,
      String... fixedKv) {
    this.context = BindingContext.standalone(messages);
    this.factory = factory;
    this.connectionKey = connectionKey;
    this.fixedKv = fixedKv.clone();
  }

  /** An initialised client of {@code connection}; {@code kv} are extra properties. */
  public C open(String connection, String... kv) throws DBException {
    C client = factory.get();
    client.setProperties(TestProperties.of(connectionKey, connection).set(fixedKv).set(kv)
        .build());
    client.useContext(context);
    client.init();
    return client;
  }

  /** Name of the node the client named for its last operation, {@code none} if it named none. */
  public String servedBy(C client) {
    int index = client.takeServedNodeIndex();
    return index < 0 ? "none" : context.nodes().get(index).name();
  }

  /** The run's context the clients share. */
  public BindingContext context() {
    return context;
  }

  /** Ends the run: closes the shared driver clients. */
  @Override
  public void close() {
    context.close();
  }

  /** As an extension: ends the test's run. */
  @Override
  public void afterEach(ExtensionContext test) {
    close();
  }
}
