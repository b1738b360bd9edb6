package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.EndPoint;
import com.datastax.driver.core.Host;
import com.datastax.driver.core.Metadata;
import com.datastax.driver.core.exceptions.CoordinatorException;
import com.datastax.driver.core.exceptions.NoHostAvailableException;
import com.datastax.driver.core.exceptions.ReadFailureException;
import com.datastax.driver.core.exceptions.ReadTimeoutException;
import com.datastax.driver.core.exceptions.UnavailableException;
import com.datastax.driver.core.exceptions.WriteFailureException;
import com.datastax.driver.core.exceptions.WriteTimeoutException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import net.jcip.annotations.ThreadSafe;

/**
 * Which node an operation is counted against, named {@code address:port} (the node's CQL
 * endpoint, e.g. {@code 127.0.0.2:9042}): the coordinator that answered, the key's first replica,
 * or for a failure the node the failure names. Stateless apart from the driver's metadata.
 */
@ThreadSafe
final class NodeNames {
  /** Pseudo-node of failures that name no node (e.g. no host was tried at all). */
  static final String NO_HOST = "no-host";

  private final Metadata metadata;
  private final String keyspace;

  NodeNames(Metadata metadata, String keyspace) {
    this.metadata = metadata;
    this.keyspace = keyspace;
  }

  /** {@code address:port} of {@code host}. */
  static String of(Host host) {
    return of(host.getEndPoint());
  }

  static String of(EndPoint endPoint) {
    InetSocketAddress a = endPoint.resolve();
    return (a.getAddress() != null ? a.getAddress().getHostAddress() : a.getHostString()) + ":"
        + a.getPort();
  }

  /** The first replica of {@code key} in the driver's token map, or null if it knows none. */
  Host replicaOf(String key) {
    Set<Host> replicas = metadata.getReplicas(keyspace,
        ByteBuffer.wrap(key.getBytes(StandardCharsets.UTF_8)));
    return replicas.isEmpty() ? null : replicas.iterator().next();
  }

  /**
   * The replica to blame for a failure the coordinator reported about the replicas of
   * {@code key}: one the driver sees down, else the only replica (replication factor 1), else
   * null.
   */
  private Host replicaToBlame(String key) {
    Set<Host> replicas = metadata.getReplicas(keyspace,
        ByteBuffer.wrap(key.getBytes(StandardCharsets.UTF_8)));
    for (Host h : replicas) {
      if (!h.isUp()) {
        return h;
      }
    }
    return replicas.size() == 1 ? replicas.iterator().next() : null;
  }

  /**
   * The node a failed operation on {@code key} is counted against. When the coordinator answered
   * that the key's replicas failed (unavailable, replica timeout or failure) or no host could be
   * tried: the replica to blame (one the driver sees down, else the only one). Otherwise, or
   * without such a replica, the host the exception names (the coordinator that reported it, the
   * connection that broke or timed out, the first host a {@link NoHostAvailableException} lists);
   * else {@link #NO_HOST}.
   */
  String ofFailure(String key, RuntimeException e) {
    if (e instanceof UnavailableException || e instanceof ReadTimeoutException
        || e instanceof WriteTimeoutException || e instanceof ReadFailureException
        || e instanceof WriteFailureException
        || e instanceof NoHostAvailableException n && n.getErrors().isEmpty()) {
      Host blamed = replicaToBlame(key);
      if (blamed != null) {
        return of(blamed);
      }
    }
    if (e instanceof CoordinatorException c && c.getEndPoint() != null) {
      return of(c.getEndPoint());
    }
    if (e instanceof NoHostAvailableException n && !n.getErrors().isEmpty()) {
      return of(n.getErrors().keySet().iterator().next());
    }
    return NO_HOST;
  }
}
