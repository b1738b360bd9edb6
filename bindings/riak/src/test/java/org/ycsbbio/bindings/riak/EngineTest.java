package org.ycsbbio.bindings.riak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.testing.CoreWorkloadRuns;
import org.ycsbbio.core.testing.RepositoryRoot;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * Workloads A–G and FastaWorkload through YCSB's engine over the wire on three test nodes:
 * every operation is attributed to one of the three {@code host:port}s and none fails.
 */
class EngineTest {
  @TempDir
  Path results;
  private TestCluster cluster;

  @BeforeEach
  void start() throws Exception {
    cluster = new TestCluster(3);
  }

  @AfterEach
  void stop() {
    cluster.close();
  }

  private void assertEveryNodeServedWithoutErrors(TrackingSession.Completed run, long minEach) {
    assertEquals(new TreeSet<>(cluster.nodes()), new TreeSet<>(run.summary().nodes()));
    for (String node : cluster.nodes()) {
      assertEquals(0, RunCounts.errors(run, node), node);
      assertTrue(RunCounts.ops(run, node) >= minEach, node + ": " + RunCounts.ops(run, node));
    }
  }

  @ParameterizedTest
  @MethodSource("org.ycsbbio.core.testing.CoreWorkloadRuns#names")
  void loadAndRunAreAttributedToTheThreeNodes(String workload) throws Exception {
    CoreWorkloadRuns.Phases p = CoreWorkloadRuns.loadAndRun(
        Workloads.of(workload, results.resolve("load"), cluster, "recordcount", "300",
            "threadcount", "4"),
        Workloads.of(workload, results.resolve("run"), cluster, "recordcount", "300",
            "operationcount", "600", "threadcount", "4"), Workloads.TIMEOUT);
    assertEquals(300 + RunCounts.ops(p.run(), Operation.INSERT),
        cluster.store.size("default", "usertable"), "loaded records and the run's inserts");
    assertEveryNodeServedWithoutErrors(p.load(), 60);
    assertEveryNodeServedWithoutErrors(p.run(), 120);
  }

  @Test
  void fastaSampleLoadsIntoOneBucketPerRecordTypeAndMixedRunSucceeds() throws Exception {
    String files = RepositoryRoot.path().resolve("workloads/ssearch-sample").toAbsolutePath()
        + "/*.m10.gz";
    String index = results.resolve("keys.idx").toString(); // load writes it, run reads it
    TrackingSession.Completed loaded = Workloads.run(Workloads.of("fasta",
        results.resolve("fasta-load"), cluster, "fasta.files", files, "fasta.index", index,
        "threadcount", "4"), true);
    long records = 0;
    for (String bucket : List.of("task", "rna", "gs", "align")) {
      int n = cluster.store.size("default", bucket);
      assertTrue(n > 0, bucket);
      records += n;
    }
    assertEquals(18_255, records, "the sample's records (README)");
    assertEquals(records, RunCounts.total(loaded));
    assertEveryNodeServedWithoutErrors(loaded, 3000);

    TrackingSession.Completed mixed = Workloads.run(Workloads.of("fasta-mixed",
        results.resolve("fasta-run"), cluster, "fasta.files", files, "fasta.index", index,
        "operationcount", "800",
        "threadcount", "4"), false);
    assertEquals(800, RunCounts.total(mixed));
    assertEveryNodeServedWithoutErrors(mixed, 100);
    assertTrue(mixed.summary().stats().stream().anyMatch(s -> s.op() == Operation.SCAN
        && s.okCount() > 0), "scans ran");
  }
}
