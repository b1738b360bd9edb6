package org.ycsbbio.bindings.cassandra;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * FastaWorkload's four record types through the binding on one real node: a real SSEARCH file of
 * the bundled sample is loaded (tables created by {@code cassandra.createschema}), then random
 * loaded records of all four types are read back — a record missing would be an error.
 */
class FastaWorkloadIT {
  @TempDir
  Path dir;

  private Properties fasta(String name, String... kv) throws Exception {
    LocalCassandra c = LocalCassandra.fromSystemProperties("single", 1);
    Path home = Path.of(System.getProperty("ycsb.bio.home", "../.."));
    Properties p = Runs.of(name, dir.resolve(name), c.contactPoints(), SingleNodeIT.schema(
        "fasta.files", home.resolve("workloads/ssearch-sample/sample-01.m10.gz").toString(),
        "fasta.index", dir.resolve("keys.idx").toString(), "fasta.table.task", "fa_task",
        "fasta.table.rna", "fa_rna", "fasta.table.gs", "fa_gs", "fasta.table.align", "fa_align",
        "threadcount", "8"));
    return TestProperties.copyOf(p).set(kv).build();
  }

  @Test
  void theFourRecordTypesLoadAndReadBack() throws Exception {
    TrackingSession.Completed load = EngineHarness.run(fasta("fasta"), true, Duration.ofMinutes(3));
    assertEquals(1 + 3 * 2028, RunCounts.total(load), "1 task + 3 records for each of 2028 alignments");
    assertEquals(0, load.summary().stats().stream().mapToLong(NodeOpStats::errorCount).sum());

    TrackingSession.Completed run = EngineHarness.run(fasta("fasta-mixed", "operationcount", "1000"),
        false, Duration.ofMinutes(2));
    assertEquals(1000, RunCounts.total(run));
    for (NodeOpStats s : run.summary().stats()) {
      assertEquals(0, s.errorCount(), s.op() + " on " + s.node());
    }
  }
}
