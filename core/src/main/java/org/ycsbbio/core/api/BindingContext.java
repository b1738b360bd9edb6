package org.ycsbbio.core.api;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import net.jcip.annotations.GuardedBy;
import net.jcip.annotations.ThreadSafe;

/**
 * What one run gives its binding: the run's node registry (with a cache from driver handles to
 * nodes), failure reporting that prints the first error per node, the run's {@link RunLog}, and
 * run-scoped shared resources (one driver client per run, closed with the context). The tracking
 * session owns the run's context and hands it to every binding instance before {@code init()};
 * a test builds its own with {@link #standalone} and closes it, so no global state is reset.
 *
 * <pre>{@code
 * DriverClient client = context.shared(config, () -> DriverClient.open(config)); // once per run
 * Driver d = context.shared(config, () -> Driver.connect(config), Driver::shutdown); // any close
 * NodeId node = context.nodeFor(driverHost, h -> h.address() + ":" + h.port());  // cached
 * context.failed("mydb", node, e.getMessage());                                  // once per node
 * }</pre>
 *
 * <p>Thread-safe: every client thread of the run calls it. {@link #nodeFor} is a lock-free map
 * lookup once a handle is known; {@link #shared} serialises opening (rare) and returns the same
 * instance — or the same failure — to every caller with an equal key.
 */
@ThreadSafe
public final class BindingContext implements AutoCloseable {
  /** Opens a shared resource; may throw the driver's checked exception. */
  @FunctionalInterface
  public interface Opener<T, E extends Exception> {
    T open() throws E;
  }

  /** Closes a shared resource by whatever method its driver has ({@code shutdown}, ...). */
  @FunctionalInterface
  public interface Closer<T> {
    void close(T resource) throws Exception;
  }

  /** A resource of the run and how it closes. */
  private record Held(Object resource, Closer<Object> closer) {
  }

  /** An open that failed: every later caller with the same key gets the same exception. */
  private record Failed(Exception cause) {
  }

  @GuardedBy("BindingContext.class")
  private static BindingContext untracked;

  private final NodeRegistry nodes;
  private final RunLog log;
  private final ConcurrentHashMap<Object, NodeId> byHandle = new ConcurrentHashMap<>();
  private final Set<Integer> reportedNodes = ConcurrentHashMap.newKeySet();
  @GuardedBy("this")
  private final Map<Object, Object> resources = new LinkedHashMap<>();
  @GuardedBy("this")
  private boolean closed;

  /** The context of a run whose nodes go to {@code nodes} and whose messages go to {@code log}. */
  public BindingContext(NodeRegistry nodes, RunLog log) {
    this.nodes = Objects.requireNonNull(nodes, "nodes");
    this.log = Objects.requireNonNull(log, "log");
  }

  /** A fresh context with its own registry, printing to {@code out}: for tests and tools. */
  public static BindingContext standalone(PrintStream out) {
    return new BindingContext(new NodeRegistry(), new RunLog(out));
  }

  /**
   * The context of bindings that YCSB built without the tracker ({@code bio.tracking=false}): one
   * per process, printing to stderr, closed by the launcher at exit ({@link #closeUntracked}).
   */
  public static synchronized BindingContext untracked() {
    if (untracked == null) {
      untracked = standalone(System.err);
    }
    return untracked;
  }

  /**
   * Closes the untracked context if one was opened, and returns its failures (none if none was
   * opened). Called by the launcher at exit.
   */
  public static synchronized List<String> closeUntracked() {
    if (untracked == null) {
      return List.of();
    }
    untracked.close();
    return untracked.log.failures();
  }

  /** The run's node registry. */
  public NodeRegistry nodes() {
    return nodes;
  }

  /** Where the run's warnings and failures go. */
  public RunLog log() {
    return log;
  }

  /** The node called {@code name} ({@code host:port}, shard or server name). */
  public NodeId node(String name) {
    return nodes.register(name);
  }

  /**
   * The pseudo-node {@value NodeRegistry#ALL_SHARDS} of operations that the nodes {@code shards}
   * answer together (a scatter-gather read): the verdict does not compare it with single nodes,
   * and when it serves an operation, {@code shards} count among the run's nodes seen. Call it
   * when the set becomes known (a routing table read), not per operation.
   */
  public NodeId allShards(Collection<String> shards) {
    nodes.addSpanned(shards);
    return nodes.register(NodeRegistry.ALL_SHARDS);
  }

  /**
   * The node of a driver handle (a host object, a server name, an address), named by
   * {@code naming} the first time the run sees the handle and cached for the rest of the run.
   * Handles must have value equality; {@code naming} must give equal handles the same name.
   */
  public <H> NodeId nodeFor(H handle, Function<? super H, String> naming) {
    NodeId known = byHandle.get(handle);
    if (known != null) {
      return known;
    }
    NodeId node = nodes.register(naming.apply(handle));
    NodeId raced = byHandle.putIfAbsent(handle, node);
    return raced != null ? raced : node;
  }

  /**
   * An operation served by {@code node} failed with {@code what}: the first failure per node of
   * the run is printed as {@code <binding>: operation on <node> failed: <what>}, later ones are
   * only counted (per node, in the results). Returns whether this one was printed.
   */
  public boolean failed(String binding, NodeId node, String what) {
    if (!reportedNodes.add(node.index())) {
      return false;
    }
    log.warn(binding + ": operation on " + node.name() + " failed: " + what
        + " (further errors on this node are counted, not printed)");
    return true;
  }

  /**
   * The run's resource for {@code key} (e.g. the binding's config record: equal configs share one
   * driver client), opened by {@code opener} on first use and, if {@link AutoCloseable}, closed
   * when the context closes, latest first. Keys of different resources must differ (use a record
   * per kind of resource).
   *
   * <p>One attempt per run: when the open fails, every later caller with the same key gets the
   * same exception at once, so the client threads of a run that cannot connect do not each wait
   * out a connect timeout, and all report the one failure.
   *
   * @throws IllegalStateException when the context is closed
   */
  public <T, E extends Exception> T shared(Object key, Opener<T, E> opener) throws E {
    return shared(key, opener, BindingContext::closeIfCloseable);
  }

  /**
   * {@link #shared(Object, Opener)} for a resource whose driver closes it by another method than
   * {@link AutoCloseable#close} ({@code shutdown()}, {@code disconnect()}): {@code closer} runs
   * when the context closes.
   */
  @SuppressWarnings("unchecked")
  public synchronized <T, E extends Exception> T shared(Object key, Opener<T, E> opener,
      Closer<? super T> closer) throws E {
    if (closed) {
      throw new IllegalStateException("the run's binding context is closed");
    }
    Object known = resources.get(key);
    if (known instanceof Failed f) {
      throw BindingContext.<E>rethrown(f.cause());
    }
    if (known == null) {
      T opened;
      try {
        opened = Objects.requireNonNull(opener.open(), "opener returned null");
      } catch (Exception e) {
        resources.put(key, new Failed(e));
        throw BindingContext.<E>rethrown(e);
      }
      resources.put(key, new Held(opened, (Closer<Object>) closer));
      return opened;
    }
    return (T) ((Held) known).resource();
  }

  /** {@code e} as the opener's exception type (it is one, or unchecked). */
  @SuppressWarnings("unchecked")
  private static <E extends Exception> E rethrown(Exception e) throws E {
    if (e instanceof RuntimeException r) {
      throw r;
    }
    return (E) e;
  }

  static void closeIfCloseable(Object resource) throws Exception {
    if (resource instanceof AutoCloseable c) {
      c.close();
    }
  }

  /**
   * Closes the shared resources, latest first; a resource that fails to close is reported as a
   * warning and the others are still closed. Idempotent.
   */
  @Override
  public void close() {
    List<Held> open = new ArrayList<>();
    synchronized (this) {
      if (closed) {
        return;
      }
      closed = true;
      for (Object r : resources.values()) {
        if (r instanceof Held h) {
          open.add(h);
        }
      }
      resources.clear();
    }
    for (int i = open.size() - 1; i >= 0; i--) {
      Held h = open.get(i);
      try {
        h.closer().close(h.resource());
      } catch (Exception e) {
        log.warn("closing " + h.resource().getClass().getSimpleName() + " failed: " + e);
      }
    }
  }
}
