package org.ycsbbio.core.api;

import java.util.Properties;
import java.util.function.Function;
import site.ycsb.DB;
import site.ycsb.DBException;

/**
 * A YCSB {@link DB} that says which node served each operation. This is all a binding adds to
 * YCSB's contract: resolve a {@link NodeId} once per node with {@link #node(String)} (at discovery
 * or when the driver first reports it), then call {@link #servedBy(NodeId)} inside each operation.
 * Timing, histograms, logs and the verdict come from the shared tracker that wraps the binding.
 *
 * <pre>{@code
 * public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> out) {
 *   Shard shard = shards.forKey(key);
 *   servedBy(shard.nodeId);        // NodeId resolved once per shard with node("shard-2")
 *   return shard.read(table, key, fields, out);
 * }
 * }</pre>
 *
 * <p>Everything a binding shares with the other instances of its run (driver client, node cache,
 * failure reporting, run log) comes from its {@link #context()}, handed over before
 * {@code init()}; a binding keeps no static state. Like every YCSB {@code DB}, an instance is
 * confined to one client thread; the context is shared and thread-safe. Without the tracker
 * (tracking off) {@link #servedBy} is a harmless no-op apart from storing an int.
 */
public abstract class NodeAwareDB extends DB {
  private static final int NONE = -1;

  private BindingContext context;
  private int servedNodeIndex = NONE;

  /**
   * The binding's settings, declared once: {@code bin/ycsb options NAME --markdown} prints their
   * table for {@code docs/bindings/NAME.md}, and the default {@link #validate} checks them. The
   * default is none.
   */
  public Options options() {
    return Options.NONE;
  }

  /**
   * Checks the binding's settings without connecting anywhere, so {@code bin/ycsb} can reject a
   * bad value with one line before the run starts. The default rejects unknown keys under the
   * {@linkplain #options() options'} prefixes and reads every option once.
   *
   * @throws org.ycsbbio.core.api.ConfigException naming the key when a value is unusable
   */
  public void validate(Properties props) {
    options().check(props);
  }

  /**
   * Reads this instance's settings ({@link #getProperties()}) with {@code reader}, typically the
   * binding's {@code Config::from}, in {@code init()}: a {@link ConfigException} becomes the
   * {@link DBException} YCSB expects from {@code init()}, with the same one-line message.
   */
  protected final <C> C settings(Function<Properties, C> reader) throws DBException {
    try {
      return reader.apply(getProperties());
    } catch (ConfigException e) {
      throw new DBException(e.getMessage(), e);
    }
  }

  /**
   * Infrastructure: the tracker (or a test) hands over the run's context before {@code init()}.
   * Bindings do not call this.
   */
  public final void useContext(BindingContext runContext) {
    this.context = runContext;
  }

  /**
   * The run's context: shared resources, node cache, failure reporting, run log. Without a
   * tracker (YCSB built the binding itself, {@code bio.tracking=false}) the process's
   * {@linkplain BindingContext#untracked untracked} context.
   */
  protected final BindingContext context() {
    BindingContext c = context;
    if (c == null) {
      c = BindingContext.untracked();
      context = c;
    }
    return c;
  }

  /**
   * The run's one driver client for {@code settings} (equal settings share one; see
   * {@link BindingContext#shared}), opened by {@code opener} once per run — a failed open fails
   * every client thread at once, none tries again — and closed with the run as
   * {@link AutoCloseable}. A failure becomes the {@link DBException} YCSB expects from
   * {@code init()}: {@code failure + ": " + the cause's message}, one line, so let the opener's
   * exception name the server and the setting ({@code "127.0.0.1:11211: Connection refused
   * (memcached.hosts)"}).
   */
  protected final <T> T sharedClient(Object settings, BindingContext.Opener<T, ?> opener,
      String failure) throws DBException {
    return sharedClient(settings, opener, BindingContext::closeIfCloseable, failure);
  }

  /**
   * {@link #sharedClient(Object, BindingContext.Opener, String)} for a client closed by
   * {@code closer} ({@code Driver::shutdown}, any method).
   */
  protected final <T> T sharedClient(Object settings, BindingContext.Opener<T, ?> opener,
      BindingContext.Closer<? super T> closer, String failure) throws DBException {
    try {
      return context().shared(settings, opener, closer);
    } catch (Exception e) {
      throw new DBException(failure + ": " + e.getMessage(), e);
    }
  }

  /** The node called {@code name} ({@code host:port}, shard or server name); cache the result. */
  protected final NodeId node(String name) {
    return context().node(name);
  }

  /** Records that the current operation was served by {@code node}; the last call wins. */
  protected final void servedBy(NodeId node) {
    servedNodeIndex = node.index();
  }

  /**
   * Key-hash placement in one call: names {@code nodes[KeyHash.bucketOf(key, nodes.length)]} as
   * the node serving the current operation and returns that index. For bindings that spread keys
   * over their nodes themselves (client-side sharding, a coordinator per key).
   */
  protected final int servedByKeyHash(CharSequence key, NodeId[] nodes) {
    int i = KeyHash.bucketOf(key, nodes.length);
    servedNodeIndex = nodes[i].index();
    return i;
  }

  /**
   * Consistent-hash placement in one call: names {@code nodes[ring.ownerOf(key)]} (the ring's
   * nodes in the same order) as the node serving the current operation and returns that index.
   * For bindings whose client places keys on such a ring ({@link HashRing#ketama}: memcached
   * clients).
   */
  protected final int servedByRing(String key, HashRing ring, NodeId[] nodes) {
    int i = ring.ownerOf(key);
    servedNodeIndex = nodes[i].index();
    return i;
  }

  /**
   * Infrastructure: returns the index of the node named by the last {@link #servedBy} call since
   * the previous take, or -1 when the binding named none, and resets it.
   */
  public final int takeServedNodeIndex() {
    int index = servedNodeIndex;
    servedNodeIndex = NONE;
    return index;
  }
}
