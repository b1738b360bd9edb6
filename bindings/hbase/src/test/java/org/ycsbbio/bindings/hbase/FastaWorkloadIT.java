package org.ycsbbio.bindings.hbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RunCounts;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * FastaWorkload's four record types through the binding on the 3-region-server cluster: a real
 * SSEARCH file of the bundled sample (one file, one query, 2028 alignments) is loaded into tables
 * pre-split automatically by FASTA key into 3 regions (cut at alignments 677 and 1353), one per
 * server, then random loaded records of all four types are read back — a record missing would be
 * an error.
 */
@Order(2)
class FastaWorkloadIT {
  @TempDir
  Path dir;

  private Properties fasta(LocalHBase hbase, String name, String... kv) throws Exception {
    Path home = Path.of(System.getProperty("ycsb.bio.home", "../.."));
    Properties p = hbase.workload(name, dir.resolve(name),
        "fasta.files", home.resolve("workloads/ssearch-sample/sample-01.m10.gz").toString(),
        "fasta.index", dir.resolve("keys.idx").toString(), "fasta.table.task", "fa_task",
        "fasta.table.rna", "fa_rna", "fasta.table.gs", "fa_gs", "fasta.table.align", "fa_align",
        "threadcount", "8", "hbase.regions", "3", "hbase.presplit.fasta.queries", "1",
        "hbase.presplit.fasta.alignments", "2028");
    return TestProperties.copyOf(p).set(kv).build();
  }

  @Test
  void theFourRecordTypesLoadAndReadBack() throws Exception {
    LocalHBase hbase = LocalHBase.fromSystemProperties();
    TrackingSession.Completed load = EngineHarness.run(fasta(hbase, "fasta"), true,
        Duration.ofMinutes(3));
    assertEquals(1 + 3 * 2028, RunCounts.total(load),
        "1 task + 3 records for each of 2028 alignments");
    assertEquals(0, RunCounts.errors(load));
    for (String server : hbase.servers) {
      assertTrue(RunCounts.ops(load, server) > 1500, server + " served "
          + RunCounts.ops(load, server) + " of 6085: the split follows the alignments");
    }

    TrackingSession.Completed run = EngineHarness.run(
        fasta(hbase, "fasta-mixed", "operationcount", "1000"), false, Duration.ofMinutes(2));
    assertEquals(1000, RunCounts.total(run));
    assertEquals(0, RunCounts.errors(run));
  }
}
