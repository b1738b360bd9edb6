package org.ycsbbio.bindings.memcached;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.testing.VerdictRuns;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The bottleneck verdict on the three real servers, workload A paced like YCSB's {@code -target}
 * ({@link VerdictRuns#paced}, as the Redis and MariaDB verdict tests): server 2, SIGSTOPped 75 %
 * of every 20 ms by {@code deploy/local/fault-pid.sh} given its pid, is named alone; none is
 * named when none is slowed. Each test starts from a freshly loaded table.
 */
class MemcachedVerdictIT {
  private static final int RECORDS = 2000;
  private static final int SLOW_DUTY = 75;
  private static final int SLOW_PERIOD_MS = 20;
  private final MemcachedServers servers = MemcachedServers.fromSystemProperties();
  @TempDir
  Path results;

  private Properties workload(String label, String... kv) throws IOException {
    return TestProperties.workload("workloada")
        .binding(MemcachedClient.class, "memcached", results.resolve(label))
        .set("memcached.hosts", String.join(",", servers.hosts), "recordcount",
            Integer.toString(RECORDS)).set(kv).build();
  }

  @BeforeEach
  void load() throws Exception {
    servers.faults.requireRunning();
    servers.empty();
    TrackingSession.Completed load = EngineHarness.run(workload("load", "threadcount", "4"),
        true, Duration.ofMinutes(2));
    assertEquals(RECORDS, RunCounts.total(load));
    assertEquals(0, RunCounts.errors(load));
  }

  private TrackingSession.Completed pacedRun(String label) throws Exception {
    return EngineHarness.run(VerdictRuns.paced(workload(label)), false, Duration.ofMinutes(2));
  }

  @Test
  void theServerStalledByItsPidAndOnlyItIsNamed() throws Exception {
    VerdictRuns.assertEachNamedAlone("slowed", 1, servers.faults, 2, SLOW_DUTY, SLOW_PERIOD_MS,
        this::pacedRun, servers.hosts.get(1));
  }

  @Test
  void noServerIsNamedWhenNoneIsSlowed() throws Exception {
    VerdictRuns.assertEachNoneNamed("none slowed", 1, this::pacedRun);
  }
}
