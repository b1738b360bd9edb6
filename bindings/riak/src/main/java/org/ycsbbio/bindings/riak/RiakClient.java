package org.ycsbbio.bindings.riak;

import com.basho.riak.client.api.commands.kv.FetchValue;
import com.basho.riak.client.core.RiakFuture;
import com.basho.riak.client.core.query.Location;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.api.KeyHash;
import org.ycsbbio.core.api.ConfiguredDB;
import org.ycsbbio.core.api.NodeId;
import org.ycsbbio.core.api.RecordCodec;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * YCSB binding for Riak KV over protocol buffers with per-node attribution: the binding, not the
 * client's round-robin, chooses the coordinating node of each operation ({@link
 * org.ycsbbio.core.api.KeyHash}: key hash → one of {@code riak.nodes}) and sends the request to that node alone
 * ({@link RiakNodeClient}), so the node is known and named with {@code servedBy}, failed
 * operations included. The bucket is YCSB's table within {@code riak.bucket_type}; a record is
 * one object ({@link RecordCodec}). Update is fetch + store with the fetched vector clock; scan
 * is a {@code $key} range query (needs a backend with secondary indexes: LevelDB or memory)
 * followed by concurrent fetches of the keys ({@code riak.scan.concurrency} at a time), all on
 * the start key's node. Settings: {@link RiakConfig};
 * see {@code docs/bindings/riak.md}.
 *
 * <p>One instance per YCSB client thread (YCSB's contract); the node clients are shared between
 * instances of a run ({@link RiakNodes}, through the run's context).
 */
@NotThreadSafe
public final class RiakClient extends ConfiguredDB<RiakConfig> {
  private RiakConfig config;
  private List<RiakNodeClient> clients;
  private NodeId[] nodes;
  /** The fetches of the current scan in flight, oldest first; reused from scan to scan. */
  private final ArrayDeque<RiakFuture<FetchValue.Response, Location>> inFlight =
      new ArrayDeque<>();

  public RiakClient() {
    super(RiakConfig.OPTIONS, RiakConfig::from);
  }

  @Override
  protected void start(RiakConfig config) throws DBException {
    this.config = config;
    clients = sharedClient(config, () -> RiakNodes.connect(config), "riak").clients();
    nodes = new NodeId[clients.size()];
    for (int i = 0; i < nodes.length; i++) {
      nodes[i] = node(clients.get(i).name());
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    int n = servedByKeyHash(key, nodes);
    try {
      RiakNodeClient.Stored stored = clients.get(n).fetch(table, key);
      if (stored == null) {
        return Status.NOT_FOUND;
      }
      RecordCodec.select(RecordCodec.decode(stored.value()), fields, result);
      return Status.OK;
    } catch (RiakException | IllegalArgumentException e) {
      return error(n, e);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    int n = servedByKeyHash(startkey, nodes);
    RiakNodeClient node = clients.get(n);
    try {
      fetchAll(node, table, node.keysFrom(table, startkey, recordcount), fields, result);
      return Status.OK;
    } catch (RiakException e) {
      if (e.indexesNotSupported()) {
        context().log().fail("riak: scans need secondary indexes, which this cluster's storage "
            + "backend does not keep (Riak answered '" + e.getMessage() + "'): set "
            + "storage_backend = leveldb on every node, or run a workload without scans");
        return Status.NOT_IMPLEMENTED;
      }
      return error(n, e);
    } catch (IllegalArgumentException e) {
      return error(n, e);
    }
  }

  /**
   * Fetches {@code keys} from {@code node} with at most {@code riak.scan.concurrency} fetches in
   * flight (riak-client's event loop receives the answers; no thread is started), adding the
   * records to {@code result} in key order. A failed fetch fails the scan on {@code node}; the
   * fetches still in flight are then cancelled.
   */
  private void fetchAll(RiakNodeClient node, String table, List<String> keys, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) throws RiakException {
    int sent = 0;
    try {
      for (int done = 0; done < keys.size(); done++) {
        for (; sent < keys.size() && inFlight.size() < config.scanConcurrency(); sent++) {
          inFlight.addLast(node.fetchAsync(table, keys.get(sent)));
        }
        RiakNodeClient.Stored stored = node.stored(inFlight.pollFirst());
        if (stored != null) { // deleted between the index query and the fetch
          HashMap<String, ByteIterator> row = new HashMap<>();
          RecordCodec.select(RecordCodec.decode(stored.value()), fields, row);
          result.add(row);
        }
      }
    } finally {
      while (!inFlight.isEmpty()) {
        inFlight.pollFirst().cancel(true);
      }
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    int n = servedByKeyHash(key, nodes);
    RiakNodeClient node = clients.get(n);
    try {
      RiakNodeClient.Stored stored = node.fetch(table, key);
      if (stored == null) {
        return Status.NOT_FOUND;
      }
      Map<String, byte[]> record = RecordCodec.decode(stored.value());
      record.putAll(RecordCodec.bytes(values));
      node.store(table, key, RecordCodec.encode(record), stored.vclock());
      return Status.OK;
    } catch (RiakException | IllegalArgumentException e) {
      return error(n, e);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    int n = servedByKeyHash(key, nodes);
    try {
      clients.get(n).store(table, key, RecordCodec.encode(RecordCodec.bytes(values)), null);
      return Status.OK;
    } catch (RiakException e) {
      return error(n, e);
    }
  }

  @Override
  public Status delete(String table, String key) {
    int n = servedByKeyHash(key, nodes);
    try {
      clients.get(n).delete(table, key);
      return Status.OK;
    } catch (RiakException e) {
      return error(n, e);
    }
  }

  /**
   * The operation failed: still attributed to node {@code n}. The run's first error per node is
   * printed; the rest are only counted (per node, in the results).
   */
  private Status error(int n, Exception e) {
    context().failed("riak", nodes[n], RiakException.describe(e));
    return Status.ERROR;
  }
}
