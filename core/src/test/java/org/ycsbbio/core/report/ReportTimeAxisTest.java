package org.ycsbbio.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.ResultsDir;
import org.ycsbbio.core.verdict.StallMark;

/**
 * The report's time axis against the truth of each client's own per-node-timeseries.csv (its
 * intervals end at start + k × interval): runs whose start is not on a bucket boundary, a single
 * client, clients started seconds apart, and the steps of a sweep.
 */
class ReportTimeAxisTest {
  private static final List<String> NODES = List.of("node1", "node2", "node3");
  /** As in the run that showed the bug: started at ...228256 ms, 10-s intervals, 14.1 s. */
  private static final long START = 1_700_000_228_256L;

  @TempDir
  Path tmp;

  /**
   * A client of {@code intervals} intervals, node {@code i} serving 100 × (i + 1) + k READs in
   * interval k, and one stall mark 1.2 s after its start.
   */
  private Path client(String id, long start, long intervalMillis, long lastMillis, int intervals,
      Map<String, String> identity) throws IOException {
    ResultsFixture f = new ResultsFixture(tmp.resolve(id), id, "workloada")
        .timing(intervalMillis, lastMillis).identity(identity);
    for (int k = 0; k < intervals; k++) {
      List<long[]> ok = new ArrayList<>();
      for (int n = 0; n < NODES.size(); n++) {
        long[] v = new long[100 * (n + 1) + k];
        Arrays.fill(v, 300 + 100 * n);
        ok.add(v);
      }
      f.interval(NODES, ok, new long[0]);
    }
    f.stall(new StallMark("node2", Operation.READ, start + 1200, start + 1250, 9000, 400));
    return f.write(start, "completed");
  }

  private static JsonNode reportData(Path out) throws IOException {
    String html = Files.readString(new ResultsDir(out).reportHtml());
    String open = "<script type=\"application/json\" id=\"report-data\">";
    int from = html.indexOf(open) + open.length();
    return new ObjectMapper().readTree(html.substring(from, html.indexOf("</script>", from)));
  }

  /** The client's own truth: (node, interval end) -> count of successful operations. */
  private static Map<String, Long> truth(Path client) throws IOException {
    Map<String, Long> counts = new TreeMap<>();
    try (Reader r = Files.newBufferedReader(new ResultsDir(client).timeSeriesCsv())) {
      for (CSVRecord row : CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true)
          .build().parse(r)) {
        counts.put(row.get("node") + " " + row.get("interval_end_ms"),
            Long.parseLong(row.get("count")));
      }
    }
    return counts;
  }

  /**
   * Checks one run of the page: every bucket of every chart over time ends after the run's
   * start and at or before its end, and holds exactly the clients' intervals that ended in it
   * (from their per-node-timeseries.csv), per node; stall marks lie inside the run.
   */
  private static void assertTrueTime(JsonNode run, List<Path> clients) throws IOException {
    long start = run.get("start_ms").asLong();
    long end = run.get("end_ms").asLong();
    Map<String, Long> truth = new TreeMap<>();
    for (Path c : clients) {
      truth(c).forEach((k, v) -> truth.merge(k, v, Long::sum));
    }
    JsonNode byNode = run.get("by_node").get("READ");
    for (String node : NODES) {
      JsonNode s = byNode.get(node);
      Map<String, Long> left = new TreeMap<>(truth);
      left.keySet().removeIf(k -> !k.startsWith(node + " "));
      for (int i = 0; i < s.get("t").size(); i++) {
        long t = s.get("t").get(i).asLong();
        long from = t - s.get("ms").get(i).asLong();
        assertTrue(from >= start && t > from && t <= end,
            node + " bucket (" + (from - start) + ", " + (t - start) + "] ms outside the run of "
                + (end - start) + " ms");
        long expected = 0;
        for (var it = left.entrySet().iterator(); it.hasNext(); ) {
          var e = it.next();
          long intervalEnd = Long.parseLong(e.getKey().substring(node.length() + 1));
          if (intervalEnd > from && intervalEnd <= t) {
            expected += e.getValue();
            it.remove();
          }
        }
        assertEquals(expected, s.get("count").get(i).asLong(),
            node + ": operations completed in (" + (from - start) + ", " + (t - start) + "] ms");
      }
      assertEquals(Map.of(), left, node + ": intervals in no bucket");
    }
    for (JsonNode m : run.get("verdict").get("stalls")) {
      assertTrue(m.get("start_ms").asLong() >= start && m.get("end_ms").asLong() <= end,
          "stall mark outside the run: " + m);
    }
  }

  @Test
  void aSingleRunStartedOffABucketBoundaryIsPlottedWhereItsIntervalsEnded() throws Exception {
    Path c = client("c1", START, 10_000, 4_100, 2, Map.of());
    Path out = tmp.resolve("out");
    assertEquals(0, ReportCommand.write(List.of(c), out, false));
    JsonNode run = reportData(out).get("runs").get(0);
    assertEquals(START, run.get("start_ms").asLong());
    assertEquals(10_000, run.get("bucket_ms").asLong());
    JsonNode read = run.get("by_op").get("READ");
    // the csv's first interval ends at start + 10 s, the last at the run's end, 14.1 s
    assertEquals(List.of(START + 10_000, START + 14_100), longs(read.get("t")));
    assertEquals(List.of(10_000L, 4_100L), longs(read.get("ms")));
    assertTrue(truth(c).containsKey("node1 " + (START + 10_000)));
    assertTrue(truth(c).containsKey("node1 " + (START + 14_100)));
    assertTrueTime(run, List.of(c));
  }

  @Test
  void clientsStartedSecondsApartShareTheEarliestStart() throws Exception {
    Path c1 = client("c1", START, 1_000, 500, 6, Map.of());
    Path c2 = client("c2", START + 3_400, 1_000, 200, 6, Map.of());
    Path out = tmp.resolve("out");
    assertEquals(0, ReportCommand.write(List.of(c1, c2), out, false));
    JsonNode run = reportData(out).get("runs").get(0);
    assertEquals(START, run.get("start_ms").asLong());
    assertEquals(START + 3_400 + 5_200, run.get("end_ms").asLong());
    JsonNode t = run.get("by_op").get("READ").get("t");
    assertEquals(START + 1_000, t.get(0).asLong());              // c1's first interval end
    assertEquals(START + 8_600, t.get(t.size() - 1).asLong());   // c2's last completion
    assertTrueTime(run, List.of(c1, c2));
  }

  @Test
  void theStepsOfASweepEachRunOnTheirOwnTime() throws Exception {
    Path s1 = client("s1", START, 1_000, 700, 3, Map.of("target_ops_per_sec", "500"));
    Path s2 = client("s2", START + 4_933, 1_000, 300, 3, Map.of("target_ops_per_sec", "1000"));
    Path out = tmp.resolve("out");
    assertEquals(0, ReportCommand.write(List.of(s1, s2), out, false));
    JsonNode runs = reportData(out).get("runs");
    assertEquals(2, runs.size());
    assertEquals(START, runs.get(0).get("start_ms").asLong());
    assertEquals(START + 4_933, runs.get(1).get("start_ms").asLong());
    assertTrueTime(runs.get(0), List.of(s1));
    assertTrueTime(runs.get(1), List.of(s2));
    assertEquals(List.of(START + 4_933 + 1_000, START + 4_933 + 2_000, START + 4_933 + 2_300),
        longs(runs.get(1).get("by_op").get("READ").get("t")));
  }

  private static List<Long> longs(JsonNode array) {
    List<Long> values = new ArrayList<>();
    array.forEach(v -> values.add(v.asLong()));
    return values;
  }
}
