package org.ycsbbio.bindings.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.bson.BsonDocument;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;
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

  /**
   * The thesis' Figure 5.6 setup through YCSB's engine: the four collections sharded on hashed
   * {@code t} (routing documents on the server, read as from a {@code mongos}), one file of the
   * SSEARCH sample loaded (each shard counted exactly the documents whose {@code t} it owns), then
   * {@code fasta-mixed} (short scans: the test server sorts each one): reads, scans and updates by
   * key on {@code all-shards}, which the verdict leaves out, inserts on their shards; every
   * operation counted once.
   */
  @Test
  void theFastaSampleShardedOnTCountsInsertsPerShardAndReadsOnAllShards() throws Exception {
    Fixture hashedT = Fixture.load("hashed-t-7.0.json");
    List<String> collections = List.of("task", "rna", "gs", "align");
    try (TestServers cluster = new TestServers();
        MongoClient admin = MongoClients.create("mongodb://" + cluster.addresses.get(0))) {
      hashedT.recordAs(admin.getDatabase("config"), "ycsb", collections.toArray(new String[0]));
      String[] routing = {"mongodb.routing", "on", "mongodb.routing.refresh", "0"};
      Path sample = RepositoryRoot.path().resolve("workloads/ssearch-sample").toAbsolutePath();
      String index = results.resolve("keys.idx").toString();
      TrackingSession.Completed load = Workloads.run(Workloads.of("fasta",
          results.resolve("load"), cluster.url(), "fasta.files", sample + "/sample-01.m10.gz",
          "fasta.index", index, "threadcount", "2", "mongodb.batchsize", "100", routing[0],
          routing[1], routing[2], routing[3]), true);
      assertEquals(0, RunCounts.errors(load));
      Map<String, Long> held = new TreeMap<>();
      for (String c : collections) {
        for (BsonDocument d : admin.getDatabase("ycsb").getCollection(c, BsonDocument.class)
            .find()) {
          held.merge(Fixture.shardHolding(hashedT, d.get("t")), 1L, Long::sum);
        }
      }
      assertEquals(3, held.size(), held.toString());
      Map<String, Long> counted = new TreeMap<>();
      load.summary().stats().forEach(st -> counted.merge(st.node(), st.totalCount(), Long::sum));
      assertEquals(held, counted, "each insert on the shard owning its t, none on all-shards");
      assertTrue(RunCounts.total(load) > 5000, "one file: " + RunCounts.total(load));

      TrackingSession.Completed run = Workloads.run(Workloads.of("fasta-mixed",
          results.resolve("run"), cluster.url(), "fasta.files", sample + "/sample-01.m10.gz",
          "fasta.index", index, "operationcount", "2000", "fasta.scan.max", "20",
          "threadcount", "2", routing[0], routing[1], routing[2], routing[3]), false);
      assertEquals(2000, RunCounts.total(run));
      assertEquals(0, RunCounts.errors(run), run.summary().stats().toString());
      for (NodeOpStats st : run.summary().stats()) {
        assertEquals(st.op() == Operation.INSERT, !st.node().equals("all-shards"),
            st.node() + " " + st.op() + ": inserts on their shard, the rest on all-shards");
      }
      assertTrue(RunCounts.ops(run, "all-shards") > 1500, "about 90 % read, scan, update");
      assertEquals("3", run.summary().info().get("nodes_seen"), "all-shards stands for three");
      assertTrue(run.verdict().notes().contains("READ: all-shards (several shards answering"
          + " together) is not compared with single nodes"), run.verdict().notes().toString());
    }
  }
}
