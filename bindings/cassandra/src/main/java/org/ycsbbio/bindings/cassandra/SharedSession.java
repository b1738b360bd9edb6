package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.Cluster;
import com.datastax.driver.core.PoolingOptions;
import com.datastax.driver.core.QueryOptions;
import com.datastax.driver.core.Session;
import com.datastax.driver.core.SocketOptions;
import com.datastax.driver.core.policies.DCAwareRoundRobinPolicy;
import com.datastax.driver.core.policies.TokenAwarePolicy;
import net.jcip.annotations.GuardedBy;
import net.jcip.annotations.ThreadSafe;

/**
 * The process's one driver {@link Cluster} and {@link Session}, shared by every client thread
 * (the driver is thread-safe and pools its connections): opened by the first {@link #acquire},
 * closed by the last {@link #release}. Token-aware routing over round robin, so a key's request
 * goes to one of its replicas; retries per {@link CountingRetryPolicy}.
 */
@ThreadSafe
final class SharedSession {
  @GuardedBy("SharedSession.class")
  private static SharedSession current;
  @GuardedBy("SharedSession.class")
  private static int users;

  final CassandraConfig config;
  final Cluster cluster;
  final Session session;
  final Statements statements;
  final CountingRetryPolicy retryPolicy;

  private SharedSession(CassandraConfig config) {
    this.config = config;
    this.retryPolicy = new CountingRetryPolicy(config.retries());
    Cluster.Builder b = Cluster.builder().withPort(config.port())
        .withLoadBalancingPolicy(new TokenAwarePolicy(DCAwareRoundRobinPolicy.builder().build()))
        .withRetryPolicy(retryPolicy)
        .withSocketOptions(new SocketOptions().setConnectTimeoutMillis(
            config.connectTimeoutMillis()).setReadTimeoutMillis(config.requestTimeoutMillis()))
        .withPoolingOptions(new PoolingOptions())
        .withQueryOptions(new QueryOptions().setDefaultIdempotence(true))
        .withoutJMXReporting();
    for (String h : config.hosts()) {
      b.addContactPoint(h);
    }
    Cluster c = b.build();
    try {
      this.cluster = c;
      this.session = c.connect();
      if (config.createSchema()) {
        Schema.createKeyspace(session, config);
      }
      this.statements = new Statements(session, config);
    } catch (RuntimeException e) {
      c.close();
      throw e;
    }
  }

  /**
   * The shared session, opened with {@code config} if no client holds one. All clients of a run
   * have the same settings; a client with other settings while a session is open is a bug.
   */
  static synchronized SharedSession acquire(CassandraConfig config) {
    if (current == null) {
      current = new SharedSession(config);
    } else if (!current.config.equals(config)) {
      throw new IllegalStateException("a Cassandra session with other settings is open: "
          + current.config);
    }
    users++;
    return current;
  }

  /**
   * One client is done; the last one closes the session and returns the retries made, else
   * returns -1.
   */
  static synchronized long release() {
    if (current == null || --users > 0) {
      return -1;
    }
    SharedSession s = current;
    current = null;
    s.cluster.close();
    return s.retryPolicy.retries();
  }
}
