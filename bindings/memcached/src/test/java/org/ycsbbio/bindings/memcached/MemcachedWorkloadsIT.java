package org.ycsbbio.bindings.memcached;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.testing.CoreWorkloadRuns;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.StandardWorkloadsIT;

/**
 * YCSB's workloads A–G but E (memcached keeps no key order: no scans) on the three real servers
 * through the test kit's standard IT; each server holds exactly the items the binding counted
 * against it.
 */
class MemcachedWorkloadsIT extends StandardWorkloadsIT {
  private final MemcachedServers servers = MemcachedServers.fromSystemProperties();

  MemcachedWorkloadsIT() {
    super(MemcachedClient.class, "memcached", "memcached.hosts", Scans.NONE);
  }

  @Override
  protected void empty(List<String> hosts) throws Exception {
    servers.empty();
  }

  @Override
  protected void check(String workload, CoreWorkloadRuns.Phases p) throws Exception {
    super.check(workload, p);
    for (String host : servers.hosts) {
      long inserted = RunCounts.ops(p.load(), host, Operation.INSERT)
          + RunCounts.ops(p.run(), host, Operation.INSERT);
      assertEquals(inserted, servers.items(host), host + ": items = inserts counted against it");
    }
  }
}
