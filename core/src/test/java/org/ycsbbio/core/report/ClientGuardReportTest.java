package org.ycsbbio.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.DamagedInputException;
import org.ycsbbio.core.guard.ClientGuard;
import org.ycsbbio.core.guard.ClientSample;
import org.ycsbbio.core.guard.ClientSeriesCsv;
import org.ycsbbio.core.guard.GuardRule;

/**
 * The report of two clients merged, one of which was itself the limit of its run: each client's
 * guard line and own time series are kept and shown, the merged verdict's findings are marked,
 * and a damaged client-timeseries.csv is left out with a problem line, the rest merged.
 */
class ClientGuardReportTest {
  private static final long START = 1_700_000_000_000L;
  private static final List<String> NODES = List.of("node1", "node2", "node3");

  @TempDir
  Path tmp;

  /** A client of 5 one-second intervals in which node2 is 10 times slower, with its own series. */
  private Path client(String id, double cpu) throws IOException {
    List<ClientSample> samples = new ArrayList<>();
    for (int k = 1; k <= 5; k++) {
      samples.add(new ClientSample(START + 1000L * k, 1000, 2, cpu, 2, 100, 500, 0.5 * k));
    }
    ClientGuard guard = ClientGuard.judge(samples, GuardRule.DEFAULT);
    ResultsFixture f = new ResultsFixture(tmp.resolve(id), id, "workloada").identity(Map.of(
        "client_limited", Boolean.toString(guard.limited()), "client_guard", guard.line()));
    for (int k = 0; k < 5; k++) {
      List<long[]> ok = new ArrayList<>();
      for (String node : NODES) {
        long[] v = new long[300];
        Arrays.fill(v, node.equals("node2") ? 5000 : 500);
        ok.add(v);
      }
      f.interval(NODES, ok, new long[0]);
    }
    Path dir = f.write(START, "completed");
    try (Writer w = Files.newBufferedWriter(dir.resolve(ClientSeriesCsv.FILE))) {
      ClientSeriesCsv.write(samples, START, GuardRule.DEFAULT, w);
    }
    return dir;
  }

  private static JsonNode reportData(Path out) throws IOException {
    String html = Files.readString(out.resolve("report.html"));
    String open = "<script type=\"application/json\" id=\"report-data\">";
    int from = html.indexOf(open) + open.length();
    return new ObjectMapper().readTree(html.substring(from, html.indexOf("</script>", from)));
  }

  @Test
  void eachClientsGuardAndSeriesAreShownAndTheMergedFindingsMarked() throws Exception {
    Path limited = client("c1", 0.97);
    Path calm = client("c2", 0.3);
    Path out = tmp.resolve("out");
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream stdout = System.out;
    System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
    try {
      assertEquals(0, ReportCommand.write(List.of(limited, calm), out, false));
    } finally {
      System.setOut(stdout);
    }
    JsonNode run = reportData(out).path("runs").get(0);
    String c1Line = "client-limited: CPU 97 % of 2 cores in 5 of 5 s; findings below may be wrong";
    String c2Line = "client not the limit: at most CPU 30 % of 2 cores, threads waiting for a CPU"
        + " 0.2 times as long as they ran, GC pauses 0 % of the time";
    assertEquals(c1Line, run.path("clients").get(0).path("guard").asText());
    assertTrue(run.path("clients").get(0).path("limited").asBoolean());
    assertEquals(c2Line, run.path("clients").get(1).path("guard").asText());
    assertFalse(run.path("clients").get(1).path("limited").asBoolean());
    JsonNode series = run.path("client_series");
    assertEquals(2, series.size());
    assertEquals("c1", series.get(0).path("client").asText());
    assertEquals(List.of(START + 1000, START + 2000, START + 3000, START + 4000, START + 5000),
        longs(series.get(0).path("t")));
    assertEquals(97.0, series.get(0).path("cpuPercent").get(0).asDouble(), 1e-9);
    assertEquals(100.0 / (0.97 * 2 * 1000), series.get(0).path("runQueue").get(0).asDouble(),
        0.01);
    assertEquals(2.0, series.get(0).path("gcMillisPerSecond").get(0).asDouble(), 1e-9);
    assertEquals(1.5, series.get(0).path("startLateMillis").get(2).asDouble(), 1e-9);
    String text = run.path("verdict").path("text").asText();
    assertTrue(text.startsWith("client c1: " + c1Line + "\nclient c2: " + c2Line + "\n"), text);
    JsonNode findings = run.path("verdict").path("findings");
    assertTrue(findings.size() > 0, text);
    for (JsonNode f : findings) {
      assertEquals("node2", f.path("node").asText());
      assertEquals(ClientGuard.CAVEAT, f.path("caveats").get(0).asText());
    }
    assertTrue(printed.toString(StandardCharsets.UTF_8).contains("client c1: " + c1Line), printed
        .toString(StandardCharsets.UTF_8));
  }

  @Test
  void aDamagedClientSeriesIsLeftOutAndTheRestMerged() throws Exception {
    Path c1 = client("c1", 0.3);
    Files.writeString(c1.resolve(ClientSeriesCsv.FILE), "interval_end_ms,elapsed_s,seconds,cores,"
        + "cpu_percent,gc_ms,run_queue_ms,late_ops,start_late_ms,limited\n1,1,one,2,5,0,,0,,\n");
    Path out = tmp.resolve("out");
    DamagedInputException e = assertThrows(DamagedInputException.class,
        () -> ReportCommand.write(List.of(c1), out, false));
    assertTrue(e.getMessage().contains("client-timeseries.csv: unreadable (client-timeseries.csv"
        + " line 2: "), e.getMessage());
    JsonNode run = reportData(out).path("runs").get(0);
    assertEquals(0, run.path("client_series").get(0).path("t").size());
    assertEquals(1500, run.path("per_node").get(0).path("count").asLong(), "the rest is merged");
  }

  private static List<Long> longs(JsonNode array) {
    List<Long> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asLong()));
    return out;
  }
}
