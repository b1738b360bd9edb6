package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.Cluster;
import com.datastax.driver.core.PoolingOptions;
import com.datastax.driver.core.QueryOptions;
import com.datastax.driver.core.Session;
import com.datastax.driver.core.SocketOptions;
import com.datastax.driver.core.policies.DCAwareRoundRobinPolicy;
import com.datastax.driver.core.policies.TokenAwarePolicy;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.RunLog;

/**
 * A run's one driver {@link Cluster} and {@link Session}, shared by every client thread (the
 * driver is thread-safe and pools its connections): opened once per run through the binding
 * context's {@code shared}, closed with it. Token-aware routing over round robin, so a key's
 * request goes to one of its replicas; retries per {@link CountingRetryPolicy}, said on close.
 */
@ThreadSafe
final class SharedSession implements AutoCloseable {
  final CassandraConfig config;
  final Cluster cluster;
  final Session session;
  final Statements<?> statements;
  final CountingRetryPolicy retryPolicy;
  private final RunLog log;

  /**
   * Connects (and creates the schema with {@code cassandra.createschema}).
   *
   * @param log where {@link #close} says how many retries were made; null: not said
   */
  SharedSession(CassandraConfig config, RunLog log) {
    this.config = config;
    this.log = log;
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
        Schema.createKeyspace(session, config, log);
      }
      this.statements = Statements.of(session, config, log);
    } catch (RuntimeException e) {
      c.close();
      throw e;
    }
  }

  /** Closes the driver; says how many retries were made when retries were allowed. */
  @Override
  public void close() {
    cluster.close();
    if (log != null && config.retries() > 0) {
      log.note("cassandra: " + retryPolicy.retries() + " retries (cassandra.retries="
          + config.retries() + ")");
    }
  }
}
