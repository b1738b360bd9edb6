package org.ycsbbio.bindings.cassandra;

import com.datastax.driver.core.Cluster;
import com.datastax.driver.core.ConsistencyLevel;
import com.datastax.driver.core.Statement;
import com.datastax.driver.core.WriteType;
import com.datastax.driver.core.exceptions.DriverException;
import com.datastax.driver.core.policies.RetryPolicy;
import java.util.concurrent.atomic.LongAdder;
import net.jcip.annotations.ThreadSafe;

/**
 * Retries a request that timed out, found too few replicas or failed on its connection, on the
 * next host, at most {@code max} times; every retry is counted. {@code max = 0} never retries
 * (YCSB-Bio's default: a failure is measured, not hidden).
 */
@ThreadSafe
final class CountingRetryPolicy implements RetryPolicy {
  private final int max;
  private final LongAdder retries = new LongAdder();

  CountingRetryPolicy(int max) {
    this.max = max;
  }

  /** Retries made so far. */
  long retries() {
    return retries.sum();
  }

  private RetryDecision decide(int retriesSoFar, ConsistencyLevel cl) {
    if (retriesSoFar >= max) {
      return RetryDecision.rethrow();
    }
    retries.increment();
    return RetryDecision.tryNextHost(cl);
  }

  @Override
  public RetryDecision onReadTimeout(Statement statement, ConsistencyLevel cl, int required,
      int received, boolean dataRetrieved, int nbRetry) {
    return decide(nbRetry, cl);
  }

  @Override
  public RetryDecision onWriteTimeout(Statement statement, ConsistencyLevel cl,
      WriteType writeType, int required, int received, int nbRetry) {
    return decide(nbRetry, cl);
  }

  @Override
  public RetryDecision onUnavailable(Statement statement, ConsistencyLevel cl, int required,
      int alive, int nbRetry) {
    return decide(nbRetry, cl);
  }

  @Override
  public RetryDecision onRequestError(Statement statement, ConsistencyLevel cl,
      DriverException e, int nbRetry) {
    return decide(nbRetry, cl);
  }

  @Override
  public void init(Cluster cluster) {
  }

  @Override
  public void close() {
  }
}
