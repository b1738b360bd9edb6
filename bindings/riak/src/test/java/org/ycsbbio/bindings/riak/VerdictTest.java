package org.ycsbbio.bindings.riak;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.VerdictRuns;
import org.ycsbbio.core.tracking.TrackingSession;
import static org.junit.jupiter.api.Assertions.assertEquals;


/**
 * The bottleneck verdict over the wire on three test nodes, workload A paced like YCSB's
 * {@code -target}: every node answers after a base service time of {@value #BASE_MS} ms (as a
 * real node's disk and network would), the slowed node after {@value #SLOW_MS} ms; it is named,
 * and none is named when all are equal. Without the base time the medians are 150–250 us of
 * loopback and scheduling noise alone, and on a shared 2-core machine one of five even runs
 * named a node at x1.5 (measured; see docs/bindings/riak.md). Each test repeats
 * {@code -Driak.verdict.repeat} times (default 1) and appends one line per run to
 * {@code target/verdict-runs.txt}.
 */
class VerdictTest {
  private static final int BASE_MS = 1;
  private static final int SLOW_MS = 3;
  private static final String RECORDS = "1000";
  private static TestCluster cluster;
  private static int repeat;
  @TempDir
  Path results;

  @BeforeAll
  static void loadOnce(@TempDir Path loadResults) throws Exception {
    cluster = new TestCluster(3);
    repeat = Integer.getInteger("riak.verdict.repeat", 1);
    Properties load = Workloads.of("workloada", loadResults, cluster, "recordcount", RECORDS,
        "threadcount", "4");
    assertEquals(1000, RunCounts.total(Workloads.run(load, true)));
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @BeforeEach
  void everyNodeHasTheBaseServiceTime() {
    cluster.servers.forEach(s -> s.delay(Duration.ofMillis(BASE_MS)));
  }

  /** Workload A, 2000 operations paced at 400/s over 4 threads (about 5 s). */
  private Properties paced(String label) throws IOException {
    return Workloads.of("workloada", results.resolve(label), cluster, "recordcount", RECORDS,
        "operationcount", "2000", "threadcount", "4", "target", "400", "bio.interval", "200ms");
  }

  @Test
  void theDelayedNodeAndOnlyItIsNamed() throws Exception {
    String slowed = cluster.nodes().get(1);
    cluster.servers.get(1).delay(Duration.ofMillis(SLOW_MS));
    for (int r = 1; r <= repeat; r++) {
      TrackingSession.Completed run = Workloads.run(paced("slow" + r), false);
      VerdictRuns.assertNamedAlone("slowed " + r + "/" + repeat, run, slowed);
    }
  }

  @Test
  void noNodeIsNamedWhenNoneIsDelayed() throws Exception {
    for (int r = 1; r <= repeat; r++) {
      TrackingSession.Completed run = Workloads.run(paced("even" + r), false);
      VerdictRuns.assertNoneNamed("none slowed " + r + "/" + repeat, run);
    }
  }
}
