package org.ycsbbio.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.DamagedInputException;
import org.ycsbbio.core.api.ConfigException;

class ReportCommandTest {
  private static final List<String> NODES = List.of("node1", "node2", "node3");
  private static final long START = 1_700_000_000_000L;

  @TempDir
  Path tmp;

  /** A client with {@code intervals} intervals of 200 READs per node, node3 ten times slower. */
  private Path client(String id, String workload, int intervals, String outcome) throws IOException {
    return client(id, workload, intervals, outcome, null);
  }

  /** As above; {@code identity} (may be null) overrides run.json's identity fields. */
  private Path client(String id, String workload, int intervals, String outcome,
      Map<String, String> identity) throws IOException {
    Random random = new Random(id.hashCode());
    ResultsFixture f = new ResultsFixture(tmp.resolve(id), id, workload);
    if (identity != null) {
      f.identity(Map.of("target_ops_per_sec", "1000", "threads", "2", "client_count", "1",
          "nodes_seen", "3", "label", ""));
      f.identity(identity);
    }
    for (int i = 0; i < intervals; i++) {
      long[][] ok = new long[3][200];
      for (int n = 0; n < 3; n++) {
        for (int k = 0; k < 200; k++) {
          ok[n][k] = (n == 2 ? 2000 : 200) + random.nextInt(50);
        }
      }
      f.interval(NODES, List.of(ok[0], ok[1], ok[2]), new long[0]);
    }
    return f.write(START, outcome);
  }

  private static List<CSVRecord> csv(Path file) throws IOException {
    try (Reader r = Files.newBufferedReader(file)) {
      return CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).build().parse(r)
          .getRecords();
    }
  }

  @Test
  void damagedInputIsLeftOutNamedAndTheRestMerged() throws Exception {
    Path good = client("c1", "workloada", 4, "completed");
    Path truncated = client("c2", "workloada", 4, "completed");
    Path log = truncated.resolve("hdr/READ@node1.hlog");
    String text = Files.readString(log);
    int lastLine = text.lastIndexOf('\n', text.length() - 2);
    Files.writeString(log, text.substring(0, lastLine + 20));   // cut in the middle of a line
    Path interrupted = client("c3", "workloada", 2, "interrupted");
    Path notResults = Files.createDirectories(tmp.resolve("photos"));
    Path out = tmp.resolve("out");

    DamagedInputException e = assertThrows(DamagedInputException.class, () ->
        ReportCommand.write(List.of(good, truncated, interrupted, notResults), out, false));

    assertTrue(e.getMessage().startsWith("report: " + interrupted.resolve("run.json")
        + ": client c3 interrupted"), e.getMessage());
    assertTrue(e.getMessage().contains("and 2 more problems"), e.getMessage());
    String html = Files.readString(out.resolve("report.html"));
    assertTrue(html.contains(notResults + ": not a results directory"), "non-results dir listed");
    assertTrue(html.contains(log + ": truncated (last line cut off); its 3 complete intervals"),
        "truncated log listed");
    assertTrue(html.contains(interrupted.resolve("run.json") + ": client c3 interrupted"),
        "interrupted client listed");
    List<CSVRecord> perNode = csv(out.resolve("per-node.csv"));
    assertEquals("node1", perNode.get(0).get("node"));
    assertEquals(200 * (4 + 3 + 2), Long.parseLong(perNode.get(0).get("count")));
    assertEquals(200 * (4 + 4 + 2), Long.parseLong(perNode.get(1).get("count")));
    assertTrue(html.contains("\"bottlenecks\":[\"node3\"]"), "merged verdict names node3");
  }

  @Test
  void differentWorkloadsAreRefusedUnlessCompared() throws Exception {
    Path a = client("mongo", "workloada", 2, "completed");
    Path b = client("cassandra", "workloadb", 2, "completed");
    Path out = tmp.resolve("out");

    ConfigException refused = assertThrows(ConfigException.class,
        () -> ReportCommand.write(List.of(a, b), out, false));
    assertEquals("report: the directories hold different runs (sim workloada run threads=2: "
        + "mongo; sim workloadb run threads=2: cassandra); give --compare to show them side by "
        + "side",
        refused.getMessage());
    assertTrue(Files.notExists(out.resolve("report.html")));

    assertEquals(0, ReportCommand.write(List.of(a, b), out, true));
    List<CSVRecord> summary = csv(out.resolve("summary.csv"));
    assertEquals(List.of("sim workloada run threads=2", "sim workloadb run threads=2"),
        summary.stream().map(r -> r.get("run")).toList());
    assertEquals(3 * 400, Long.parseLong(summary.get(0).get("count")));
    assertTrue(Files.isRegularFile(out.resolve("sim-workloadb-run-threads-2/per-node.csv")));
  }

  @Test
  void runsDifferingInTargetThreadsClientsNodesOrLabelAreComparedNeverMerged() throws Exception {
    Path base = client("base", "workloada", 2, "completed", Map.of());
    Path twin = client("twin", "workloada", 2, "completed", Map.of());
    List<Map<String, String>> variants = List.of(Map.of("target_ops_per_sec", "2000"),
        Map.of("threads", "8"), Map.of("client_count", "2"), Map.of("nodes_seen", "4"),
        Map.of("label", "ssd"));
    List<Path> dirs = new ArrayList<>(List.of(base, twin));
    for (int i = 0; i < variants.size(); i++) {
      dirs.add(client("v" + i, "workloada", 2, "completed", variants.get(i)));
    }
    Path out = tmp.resolve("out");

    assertEquals(0, ReportCommand.write(dirs, out, false));   // no --compare needed

    List<CSVRecord> summary = csv(out.resolve("summary.csv"));
    List<String> runs = summary.stream().map(r -> r.get("run")).distinct().toList();
    assertEquals(List.of(
        "sim workloada run target=1000 threads=2 nodes=3",
        "sim workloada run target=2000 threads=2 nodes=3",
        "sim workloada run target=1000 threads=8 nodes=3",
        "sim workloada run target=1000 threads=2 clients=2 nodes=3",
        "sim workloada run target=1000 threads=2 nodes=4",
        "sim workloada run target=1000 threads=2 nodes=3 label=ssd"), runs);
    // base and twin are one run of two clients; every other run is one client on its own
    assertEquals(List.of(2L * 3 * 400, 3 * 400L, 3 * 400L, 3 * 400L, 3 * 400L, 3 * 400L),
        runs.stream().map(run -> summary.stream().filter(r -> r.get("run").equals(run))
            .mapToLong(r -> Long.parseLong(r.get("count"))).sum()).toList());
  }

  @Test
  void noResultsDirectoryAtAllIsOneError() throws Exception {
    Path empty = Files.createDirectories(tmp.resolve("empty"));
    Exception e = assertThrows(Exception.class,
        () -> ReportCommand.write(List.of(empty), tmp.resolve("out"), false));
    assertEquals("report: nothing to report: " + empty
        + ": not a results directory (no run.json or hdr/), left out", e.getMessage());
  }

  /**
   * A node whose operations all failed has no latency in the report (null / empty, not 0) and
   * served nothing: 0 ops/s in the report's data and its per-node.csv, 2 errors/s beside it.
   */
  @Test
  void aNodeWhoseOperationsAllFailedHasNoLatencyAndZeroOpsPerSecond() throws Exception {
    ResultsFixture f = new ResultsFixture(tmp.resolve("c1"), "c1", "workloada");
    for (int i = 0; i < 3; i++) {
      f.interval(NODES, List.of(new long[0], new long[] {300, 310}, new long[] {320}),
          new long[] {900, 950});
    }
    Path out = tmp.resolve("out");
    assertEquals(0, ReportCommand.write(List.of(f.write(START, "completed")), out, false));
    String html = Files.readString(out.resolve("report.html"));
    assertTrue(html.contains("{\"count\":0,\"mean\":null,\"p50\":null,\"p95\":null,"
        + "\"p99\":null,\"p999\":null,\"max\":null,\"node\":\"node1\""), "node1's row");
    assertTrue(html.contains("\"p99\":[null,null,null]"), "node1's p99 series has gaps");
    CSVRecord node1 = csv(out.resolve("per-node.csv")).stream()
        .filter(r -> r.get("node").equals("node1")).findFirst().orElseThrow();
    assertEquals("6", node1.get("errors"));
    assertEquals("", node1.get("p99_us"));
    assertEquals("0.000", node1.get("ops_per_sec"));
    assertEquals("2.000", node1.get("errors_per_sec"));
    assertTrue(html.contains("\"node\":\"node1\",\"op\":\"READ\",\"errors\":6,"
        + "\"ops_per_sec\":0.0,\"errors_per_sec\":2.0,"), "node1's row: 0 ops/s");
  }

  @Test
  void hostMetricsAreShownNextToThePerNodeLatency() throws Exception {
    Path c1 = client("c1", "workloada", 4, "completed");
    String cpu = HostSummaryTest.CPU.replace("1700000000;", "1700000001;").replace("1700000001;-1;40", "1700000002;-1;40");
    Path hosts = HostSummaryTest.hostDir(tmp.resolve("hosts"), "db1", cpu);
    Path out = tmp.resolve("out");
    assertEquals(0, ReportCommand.write(List.of(c1, hosts), out, false));   // no problem: not a client
    String html = Files.readString(out.resolve("report.html"));
    assertTrue(html.contains("{\"host\":\"db1\",\"seconds\":2,\"cpuBusyMean\":50.0,"), "host row missing");
  }
}
