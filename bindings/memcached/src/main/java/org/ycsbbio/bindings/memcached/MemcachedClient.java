package org.ycsbbio.bindings.memcached;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import net.jcip.annotations.NotThreadSafe;
import net.spy.memcached.CASResponse;
import net.spy.memcached.CASValue;
import net.spy.memcached.ConnectionFactoryBuilder;
import net.spy.memcached.ConnectionObserver;
import net.spy.memcached.DefaultHashAlgorithm;
import net.spy.memcached.FailureMode;
import net.spy.memcached.MemcachedNode;
import net.spy.memcached.transcoders.SerializingTranscoder;
import org.ycsbbio.core.api.DriverLog;
import org.ycsbbio.core.api.HashRing;
import org.ycsbbio.core.api.HostPort;
import org.ycsbbio.core.api.ConfiguredDB;
import org.ycsbbio.core.api.NodeId;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;
import org.ycsbbio.core.api.RecordCodec;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * The {@code memcached} binding: YCSB on memcached servers through spymemcached, each operation
 * counted against the server that holds its key. A record is one item ({@link RecordCodec}) at
 * key {@code table:key}; the client spreads keys over {@code memcached.hosts} on its ketama ring,
 * and the binding names the owner from the same ring ({@link HashRing#ketama} over the client's
 * own node addresses). Updates merge fields with {@code gets} + {@code cas}; memcached keeps no
 * key order, so scans are not implemented. One spymemcached client (one I/O thread) serves every
 * client thread of a run; it is opened once per run, after every server has accepted a connection
 * within {@code memcached.timeout}, and shut down with the run. See docs/bindings/memcached.md.
 *
 * <p>Confined to one YCSB client thread, as YCSB's {@code DB} contract says.
 */
@NotThreadSafe
public final class MemcachedClient extends ConfiguredDB<MemcachedClient.Settings> {
  static final Option<List<HostPort>> HOSTS = Option.hostPorts("memcached.hosts", 11211,
      "the servers, `host:port` comma-separated, in the same order for every client (the ring "
          + "depends on it)");
  static final Option<Long> TIMEOUT = Option.millis("memcached.timeout", 2000, 1, 600_000,
      "how long start-up waits for every server to accept a connection, and each operation for "
          + "its answer");
  static final Options OPTIONS = new Options("memcached.", HOSTS, TIMEOUT);
  /** {@code cas} conflicts an update retries before it fails. */
  private static final int CAS_ATTEMPTS = 16;

  /** The settings a run's client is opened with: equal settings share one client. */
  record Settings(List<HostPort> hosts, long timeoutMillis) {
    static Settings read(Properties props) {
      OPTIONS.rejectUnknown(props);
      return new Settings(HOSTS.read(props), TIMEOUT.read(props));
    }
  }

  private net.spy.memcached.MemcachedClient client;
  private HashRing ring;
  private NodeId[] nodes;

  public MemcachedClient() {
    super(OPTIONS, Settings::read);
  }

  @Override
  protected void start(Settings s) throws DBException {
    client = sharedClient(s, () -> connect(s), net.spy.memcached.MemcachedClient::shutdown,
        "memcached");
    List<String> ringKeys = new ArrayList<>();
    List<NodeId> named = new ArrayList<>();
    for (MemcachedNode m : client.getNodeLocator().getAll()) {
      InetSocketAddress a = (InetSocketAddress) m.getSocketAddress();
      String key = String.valueOf(a);   // spymemcached's ketama key of a node
      ringKeys.add(key.startsWith("/") ? key.substring(1) : key);
      named.add(node(new HostPort(a.getHostString(), a.getPort()).toString()));
    }
    ring = HashRing.ketama(ringKeys);
    nodes = named.toArray(NodeId[]::new);
  }

  /**
   * The run's client, once every server accepted a connection (the kit's probe first, for the
   * system's reason when one does not; then the client's own connections).
   */
  private static net.spy.memcached.MemcachedClient connect(Settings s) throws IOException {
    List<String> down = HostPort.unreachable(s.hosts(), s.timeoutMillis());
    if (!down.isEmpty()) {
      throw new IOException(String.join("; ", down) + " (" + HOSTS.key() + ")");
    }
    DriverLog.setUnlessSet("net.spy.log.LoggerImpl", "net.spy.memcached.compat.log.SLF4JLogger");
    SerializingTranscoder bytes = new SerializingTranscoder();
    bytes.setCompressionThreshold(Integer.MAX_VALUE);   // records are stored as they are
    CountDownLatch connected = new CountDownLatch(s.hosts().size());
    ConnectionObserver counter = new ConnectionObserver() {
      @Override
      public void connectionEstablished(SocketAddress address, int reconnectCount) {
        connected.countDown();
      }

      @Override
      public void connectionLost(SocketAddress address) {
        // the client reconnects by itself; operations meanwhile fail (FailureMode.Cancel)
      }
    };
    List<InetSocketAddress> addresses = s.hosts().stream().map(HostPort::address).toList();
    net.spy.memcached.MemcachedClient c = new net.spy.memcached.MemcachedClient(
        new ConnectionFactoryBuilder().setLocatorType(ConnectionFactoryBuilder.Locator.CONSISTENT)
            .setHashAlg(DefaultHashAlgorithm.KETAMA_HASH).setFailureMode(FailureMode.Cancel)
            .setOpTimeout(s.timeoutMillis()).setTranscoder(bytes).setDaemon(true)
            .setInitialObservers(List.of(counter)).build(), addresses);
    try {
      if (!connected.await(s.timeoutMillis(), TimeUnit.MILLISECONDS)) {
        c.shutdown();
        throw new IOException("not every server of " + HOSTS.key() + " connected within "
            + s.timeoutMillis() + " ms");
      }
    } catch (InterruptedException e) {
      c.shutdown();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while connecting", e);
    }
    return c;
  }

  private static String itemKey(String table, String key) {
    return table + ":" + key;
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    String k = itemKey(table, key);
    int n = servedByRing(k, ring, nodes);
    try {
      byte[] stored = (byte[]) client.get(k);
      if (stored == null) {
        return Status.NOT_FOUND;
      }
      RecordCodec.select(RecordCodec.decode(stored), fields, result);
      return Status.OK;
    } catch (RuntimeException e) {
      return failed(n, e);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return Status.NOT_IMPLEMENTED;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    String k = itemKey(table, key);
    int n = servedByRing(k, ring, nodes);
    Map<String, byte[]> changed = RecordCodec.bytes(values);
    try {
      for (int attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
        CASValue<Object> stored = client.gets(k);
        if (stored == null) {
          return Status.NOT_FOUND;
        }
        Map<String, byte[]> record = RecordCodec.decode((byte[]) stored.getValue());
        record.putAll(changed);
        CASResponse r = client.cas(k, stored.getCas(), RecordCodec.encode(record));
        if (r == CASResponse.OK) {
          return Status.OK;
        }
        if (r == CASResponse.NOT_FOUND) {
          return Status.NOT_FOUND;
        }
        if (r != CASResponse.EXISTS) {   // EXISTS: changed since gets; read it again
          return failed(n, "cas answered " + r);
        }
      }
      return failed(n, CAS_ATTEMPTS + " cas conflicts in a row");
    } catch (RuntimeException e) {
      return failed(n, e);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    String k = itemKey(table, key);
    int n = servedByRing(k, ring, nodes);
    try {
      boolean stored = client.set(k, 0, RecordCodec.encode(RecordCodec.bytes(values))).get();
      return stored ? Status.OK : failed(n, "not stored");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return failed(n, e);
    } catch (ExecutionException | RuntimeException e) {
      return failed(n, e);
    }
  }

  @Override
  public Status delete(String table, String key) {
    String k = itemKey(table, key);
    int n = servedByRing(k, ring, nodes);
    try {
      return client.delete(k).get() ? Status.OK : Status.NOT_FOUND;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return failed(n, e);
    } catch (ExecutionException | RuntimeException e) {
      return failed(n, e);
    }
  }

  private Status failed(int n, Exception e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return failed(n, root.getMessage() != null ? root.getMessage() : root.toString());
  }

  private Status failed(int n, String why) {
    context().failed("memcached", nodes[n], why);
    return Status.ERROR;
  }
}
