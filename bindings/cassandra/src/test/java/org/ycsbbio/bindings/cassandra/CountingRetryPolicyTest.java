package org.ycsbbio.bindings.cassandra;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.datastax.driver.core.ConsistencyLevel;
import com.datastax.driver.core.WriteType;
import com.datastax.driver.core.policies.RetryPolicy.RetryDecision;
import org.junit.jupiter.api.Test;

class CountingRetryPolicyTest {
  private static final ConsistencyLevel ONE = ConsistencyLevel.ONE;

  @Test
  void offByDefaultNothingIsRetriedOrCounted() {
    CountingRetryPolicy p = new CountingRetryPolicy(0);
    assertEquals(RetryDecision.Type.RETHROW, p.onReadTimeout(null, ONE, 1, 0, false, 0).getType());
    assertEquals(RetryDecision.Type.RETHROW,
        p.onWriteTimeout(null, ONE, WriteType.SIMPLE, 1, 0, 0).getType());
    assertEquals(RetryDecision.Type.RETHROW, p.onUnavailable(null, ONE, 1, 0, 0).getType());
    assertEquals(RetryDecision.Type.RETHROW, p.onRequestError(null, ONE, null, 0).getType());
    assertEquals(0, p.retries());
  }

  @Test
  void retriesOnTheNextHostUpToTheLimitAndCountsThem() {
    CountingRetryPolicy p = new CountingRetryPolicy(2);
    RetryDecision first = p.onUnavailable(null, ONE, 1, 0, 0);
    assertEquals(RetryDecision.Type.RETRY, first.getType());
    assertEquals(ONE, first.getRetryConsistencyLevel());
    assertEquals(RetryDecision.Type.RETRY, p.onReadTimeout(null, ONE, 1, 0, false, 1).getType());
    assertEquals(RetryDecision.Type.RETHROW,
        p.onWriteTimeout(null, ONE, WriteType.SIMPLE, 1, 0, 2).getType());
    assertEquals(2, p.retries());
  }
}
