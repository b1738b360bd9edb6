package org.ycsbbio.bindings.hbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.hadoop.hbase.client.Durability;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.core.testing.TestProperties;
import site.ycsb.Utils;

/** Settings and split points, without a server. */
class HBaseConfigTest {
  private static HBaseConfig config(String... kv) {
    String[] all = Arrays.copyOf(kv, kv.length + 2);
    all[kv.length] = "hbase.zookeeper.quorum";
    all[kv.length + 1] = "zk1, zk2";
    return HBaseConfig.from(TestProperties.of(all).build());
  }

  @Test
  void defaultsFollowHBaseAndUpstreamYcsb() {
    HBaseConfig c = config();
    assertEquals(java.util.List.of("zk1", "zk2"), c.quorum());
    assertEquals(2181, c.zkPort());
    assertEquals("family", c.family());
    assertEquals(false, c.buffered());
    assertEquals(12L << 20, c.writeBufferBytes());
    assertEquals(Durability.USE_DEFAULT, c.durability());
    assertEquals(1, c.regions());
    assertEquals(SplitKeys.Shape.YCSB, c.splitShape());
    assertEquals(15, c.retries());
    assertEquals(1_200_000, c.operationTimeoutMillis());
  }

  @Test
  void badInputNamesTheKey() {
    assertEquals("hbase.regoins: unknown key (did you mean hbase.regions?)",
        assertThrows(ConfigException.class, () -> config("hbase.regoins", "4")).getMessage());
    assertTrue(assertThrows(ConfigException.class, () -> config("durability", "sometimes"))
        .getMessage().startsWith("durability=sometimes: must be"));
    assertTrue(assertThrows(ConfigException.class, () -> config("hbase.presplit.keys", "x"))
        .getMessage().startsWith("hbase.presplit.keys=x"));
    assertThrows(ConfigException.class, () -> HBaseConfig.from(TestProperties.of().build()));
  }

  @Test
  void autoSplitsFastaKeysForTheFastaWorkload() {
    assertEquals(SplitKeys.Shape.FASTA,
        config("workload", "org.ycsbbio.fasta.workload.FastaWorkload").splitShape());
    assertEquals(SplitKeys.Shape.YCSB, config("workload", "site.ycsb.workloads.CoreWorkload")
        .splitShape());
  }

  /** YCSB's own hashed keys of 200,000 records fall about evenly into 10 regions. */
  @Test
  void ycsbSplitPointsShareHashedKeysEvenly() {
    byte[][] splits = SplitKeys.of(config("hbase.regions", "10"));
    assertEquals(9, splits.length);
    int[] perRegion = new int[10];
    for (long k = 0; k < 200_000; k++) {
      byte[] key = ("user" + Utils.hash(k)).getBytes(StandardCharsets.UTF_8);
      int region = 0;
      while (region < splits.length && Arrays.compare(key, splits[region]) >= 0) {
        region++;
      }
      perRegion[region]++;
    }
    for (int n : perRegion) {
      assertTrue(Math.abs(n - 20_000) < 400, Arrays.toString(perRegion));
    }
  }

  @Test
  void fastaSplitPointsCutFilesQueriesAndAlignmentsEvenly() {
    byte[][] three = SplitKeys.of(config("hbase.regions", "3", "hbase.presplit.keys", "fasta",
        "hbase.presplit.fasta.queries", "1", "hbase.presplit.fasta.alignments", "2028"));
    assertEquals("f0000000000q0000001a0000677", new String(three[0], StandardCharsets.UTF_8));
    assertEquals("f0000000000q0000001a0001353", new String(three[1], StandardCharsets.UTF_8));
    byte[][] files = SplitKeys.of(config("hbase.regions", "4", "hbase.presplit.keys", "fasta",
        "hbase.presplit.fasta.files", "100", "hbase.presplit.fasta.queries", "50"));
    assertEquals("f0000000025q0000001a0000001", new String(files[0], StandardCharsets.UTF_8));
    assertEquals("f0000000075q0000001a0000001", new String(files[2], StandardCharsets.UTF_8));
    assertTrue(assertThrows(ConfigException.class, () -> SplitKeys.of(config("hbase.regions", "5",
        "hbase.presplit.keys", "fasta", "hbase.presplit.fasta.queries", "2"))).getMessage()
        .startsWith("hbase.regions=5: more than the 2 keys"));
  }


  /** The options table of docs/bindings/hbase.md is the declaration's, row for row. */
  @Test
  void theDocsTableIsTheDeclaration() throws Exception {
    OptionsDocTable.assertDocuments("docs/bindings/hbase.md", HBaseConfig.OPTIONS);
  }
}
