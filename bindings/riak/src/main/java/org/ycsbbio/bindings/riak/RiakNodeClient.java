package org.ycsbbio.bindings.riak;

import com.basho.riak.client.api.RiakCommand;
import com.basho.riak.client.api.cap.VClock;
import com.basho.riak.client.api.commands.indexes.KeyIndexQuery;
import com.basho.riak.client.api.commands.indexes.SecondaryIndexQuery;
import com.basho.riak.client.api.commands.kv.DeleteValue;
import com.basho.riak.client.api.commands.kv.FetchValue;
import com.basho.riak.client.api.commands.kv.StoreValue;
import com.basho.riak.client.core.RiakCluster;
import com.basho.riak.client.core.RiakFuture;
import com.basho.riak.client.core.RiakNode;
import com.basho.riak.client.core.operations.PingOperation;
import com.basho.riak.client.core.query.Location;
import com.basho.riak.client.core.query.Namespace;
import com.basho.riak.client.core.query.RiakObject;
import com.basho.riak.client.core.util.BinaryValue;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.RecordCodec;

/**
 * One Riak node as the coordinator of requests: a {@link RiakCluster} holding only that node, so
 * the client cannot send a request elsewhere and the binding knows who coordinated it. Retries
 * are off (one execution attempt): a failure is the node's, not hidden by another node.
 * Requests carry the configured quorums and timeout; the caller waits at most that timeout plus
 * one second.
 */
@ThreadSafe
public final class RiakNodeClient {
  /** Highest byte string of a {@code $key} range: scans have no end key in YCSB. */
  private static final BinaryValue KEY_RANGE_END = BinaryValue.unsafeCreate(
      new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff});
  private static final long WAIT_SLACK_MS = 1_000;

  private final String name;
  private final RiakConfig config;
  private final RiakCluster cluster;
  private final com.basho.riak.client.api.RiakClient client;

  private RiakNodeClient(String name, RiakConfig config, RiakCluster cluster) {
    this.name = name;
    this.config = config;
    this.cluster = cluster;
    this.client = new com.basho.riak.client.api.RiakClient(cluster);
  }

  /**
   * Connects to node {@code i} of {@code config} and pings it.
   *
   * @throws RiakException naming the node's {@code host:port} when it does not answer
   */
  public static RiakNodeClient connect(RiakConfig config, int i) throws RiakException {
    String name = config.nodes().get(i);
    RiakNode node = new RiakNode.Builder().withRemoteAddress(config.host(i))
        .withRemotePort(config.port(i)).withConnectionTimeout(config.connectTimeoutMillis())
        .withMinConnections(1).build();
    RiakCluster cluster = RiakCluster.builder(node).withExecutionAttempts(1).build();
    RiakNodeClient c = new RiakNodeClient(name, config, cluster);
    try {
      cluster.start();
      c.await(cluster.execute(new PingOperation()));
    } catch (RiakException | RuntimeException e) {
      c.shutdown();
      throw new RiakException("cannot reach node " + name + ": " + why(config, i, e), e);
    }
    return c;
  }

  /**
   * Why node {@code i} did not answer a ping. riak-client reports only "no nodes available"
   * when it cannot connect, so a plain TCP connect finds the system's reason (refused, timed
   * out, unknown host).
   */
  private static String why(RiakConfig config, int i, Exception e) {
    String client = RiakException.describe(e);
    try (Socket probe = new Socket()) {
      probe.connect(new InetSocketAddress(config.host(i), config.port(i)),
          config.connectTimeoutMillis());
      return client + " (the port accepts TCP connections: is it Riak's protocol-buffers port?)";
    } catch (IOException io) {
      return RiakException.describe(io);
    }
  }

  /** {@code host:port} of the node. */
  public String name() {
    return name;
  }

  /** The stored value and its vector clock, or null when the key does not exist. */
  public Stored fetch(String bucket, String key) throws RiakException {
    return stored(fetchAsync(bucket, key));
  }

  /**
   * Sends a fetch of {@code key} without waiting for the answer (riak-client's event loop
   * receives it); {@link #stored} waits for it.
   */
  public RiakFuture<FetchValue.Response, Location> fetchAsync(String bucket, String key) {
    FetchValue.Builder b = new FetchValue.Builder(location(bucket, key))
        .withTimeout(config.requestTimeoutMillis()).withOption(FetchValue.Option.R, config.r())
        .withOption(FetchValue.Option.PR, config.pr());
    if (config.nVal() > 0) {
      b.withOption(FetchValue.Option.N_VAL, config.nVal());
    }
    return client.executeAsync(b.build());
  }

  /**
   * Waits for a fetch sent by {@link #fetchAsync}: the stored value and its vector clock, or null
   * when the key does not exist.
   *
   * @throws RiakException when the node answered an error or not within the request timeout
   */
  public Stored stored(RiakFuture<FetchValue.Response, Location> fetch) throws RiakException {
    FetchValue.Response response = await(fetch);
    List<RiakObject> values = response.getValues();
    if (response.isNotFound() || values.isEmpty()) {
      return null;
    }
    return new Stored(values.get(0).getValue().getValue(), response.getVectorClock());
  }

  /** Stores {@code value}; {@code vclock} is the fetched clock of an update, else null. */
  public void store(String bucket, String key, byte[] value, VClock vclock)
      throws RiakException {
    RiakObject object = new RiakObject().setContentType(RecordCodec.CONTENT_TYPE)
        .setValue(BinaryValue.unsafeCreate(value));
    StoreValue.Builder b = new StoreValue.Builder(object).withLocation(location(bucket, key))
        .withTimeout(config.requestTimeoutMillis()).withOption(StoreValue.Option.W, config.w())
        .withOption(StoreValue.Option.PW, config.pw())
        .withOption(StoreValue.Option.DW, config.dw());
    if (vclock != null) {
      b.withVectorClock(vclock);
    }
    if (config.nVal() > 0) {
      b.withOption(StoreValue.Option.N_VAL, config.nVal());
    }
    execute(b.build());
  }

  /** Deletes {@code key} (Riak answers the same whether or not it existed). */
  public void delete(String bucket, String key) throws RiakException {
    DeleteValue.Builder b = new DeleteValue.Builder(location(bucket, key))
        .withTimeout(config.requestTimeoutMillis()).withOption(DeleteValue.Option.R, config.r())
        .withOption(DeleteValue.Option.PR, config.pr())
        .withOption(DeleteValue.Option.W, config.w())
        .withOption(DeleteValue.Option.PW, config.pw())
        .withOption(DeleteValue.Option.DW, config.dw());
    if (config.nVal() > 0) {
      b.withOption(DeleteValue.Option.N_VAL, config.nVal());
    }
    execute(b.build());
  }

  /** Up to {@code count} keys {@code >= startKey} in key order, through the {@code $key} index. */
  public List<String> keysFrom(String bucket, String startKey, int count) throws RiakException {
    KeyIndexQuery query = new KeyIndexQuery.Builder(namespace(bucket),
        BinaryValue.createFromUtf8(startKey), KEY_RANGE_END).withMaxResults(count)
        .withPaginationSort(true).withTimeout(config.requestTimeoutMillis()).build();
    SecondaryIndexQuery.Response<BinaryValue, ?> response = execute(query);
    List<String> keys = new ArrayList<>();
    for (SecondaryIndexQuery.Response.Entry<BinaryValue> e : response.getEntries()) {
      keys.add(e.getRiakObjectLocation().getKeyAsString());
    }
    return keys;
  }

  /** Stops the node's connections and threads. */
  public void shutdown() {
    try {
      cluster.shutdown().get(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException | RuntimeException e) {
      // Shutting down: nothing left to do for a node that does not stop cleanly.
    }
  }

  private Namespace namespace(String bucket) {
    return new Namespace(config.bucketType(), bucket);
  }

  private Location location(String bucket, String key) {
    return new Location(namespace(bucket), key);
  }

  private <T, S> T execute(RiakCommand<T, S> command) throws RiakException {
    return await(client.executeAsync(command));
  }

  private <T, S> T await(RiakFuture<T, S> future) throws RiakException {
    try {
      return future.get(config.requestTimeoutMillis() + WAIT_SLACK_MS, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new RiakException("interrupted", e);
    } catch (ExecutionException e) {
      throw new RiakException(RiakException.describe(e.getCause()), e.getCause());
    } catch (TimeoutException e) {
      future.cancel(true);
      throw new RiakException("no answer within " + (config.requestTimeoutMillis()
          + WAIT_SLACK_MS) + " ms", e);
    }
  }

  /**
   * A fetched object.
   *
   * @param value the stored bytes
   * @param vclock its vector clock, sent back with an update
   */
  public record Stored(byte[] value, VClock vclock) {
  }
}
