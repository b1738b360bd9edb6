package org.ycsbbio.bindings.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ycsbbio.core.testing.CoreWorkloadRuns;
import org.ycsbbio.core.testing.RepositoryRoot;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * Workloads A–G and the FASTA workload through YCSB's engine against two mongo-java-server
 * instances: every operation succeeds and is attributed to the {@code host:port} of a server.
 */
class EngineTest {
  @TempDir
  Path results;
  private TestServers servers;

  @BeforeEach
  void start() throws Exception {
    servers = new TestServers(2, -1, 0);
  }

  @AfterEach
  void stop() throws Exception {
    servers.close();
  }

  @ParameterizedTest
  @MethodSource("org.ycsbbio.core.testing.CoreWorkloadRuns#names")
  void everyCoreWorkloadRunsWithoutErrorsOnBothServers(String workload) throws Exception {
    CoreWorkloadRuns.Phases p = CoreWorkloadRuns.loadAndRun(Workloads.of(workload,
        results.resolve("load"), servers.url(), "recordcount", "400", "threadcount", "2",
        "mongodb.batchsize", "20"), Workloads.of(workload, results.resolve("run"),
        servers.url(), "recordcount", "400", "operationcount", "600", "threadcount", "2"),
        Workloads.TIMEOUT);
    assertEquals(new TreeSet<>(servers.addresses), new TreeSet<>(p.load().summary().nodes()));
    for (String node : servers.addresses) {
      assertTrue(RunCounts.ops(p.run(), node) > 150, node + ": " + RunCounts.ops(p.run(), node));
    }
  }

  @Test
  void theFastaSampleLoadsIntoFourCollectionsAndReadsBack() throws Exception {
    Path sample = RepositoryRoot.path().resolve("workloads/ssearch-sample").toAbsolutePath();
    String index = results.resolve("keys.idx").toString();
    TrackingSession.Completed load = Workloads.run(Workloads.of("fasta", results.resolve("load"),
        servers.url(), "fasta.files", sample + "/*.m10.gz", "fasta.index", index,
        "threadcount", "2", "mongodb.batchsize", "100"), true);
    assertEquals(18_255, RunCounts.total(load), "3 tasks + 3 x 6,084 alignments");
    assertEquals(0, RunCounts.errors(load));
    TrackingSession.Completed run = Workloads.run(Workloads.of("fasta-mixed",
        results.resolve("run"), servers.url(), "fasta.index", index, "operationcount", "2000",
        "threadcount", "2"), false);
    assertEquals(2000, RunCounts.total(run));
    assertEquals(0, RunCounts.errors(run), run.summary().stats().toString());
    assertEquals(Set.copyOf(servers.addresses), Set.copyOf(run.summary().nodes()));
  }
}
