package org.ycsbbio.core.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.results.RunSummary;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;

class ExportersTest {
  private static Histogram values(long... micros) {
    Histogram h = new Histogram(3);
    for (long v : micros) {
      h.recordValue(v);
    }
    return h;
  }

  private static RunSummary run() {
    Histogram slowish = values(1000, 2000, 6000, 8000);
    return new RunSummary(new TreeMap<>(java.util.Map.of("binding", "sim")), 1_000, 3_000,
        RunStatus.COMPLETED, List.of(
            new NodeOpStats("127.0.0.2:9042", Operation.READ, slowish, values(50), null),
            new NodeOpStats("node,\"odd\"", Operation.UPDATE, values(10, 20), new Histogram(3),
                null)),
        5_000);
  }

  @Test
  void perNodeCsvHasOneRowPerNodeAndOperationWithSlowShare() throws Exception {
    StringBuilder out = new StringBuilder();
    PerNodeCsv.write(run(), out);
    List<CSVRecord> rows = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true)
        .build().parse(new StringReader(out.toString())).getRecords();
    assertEquals(2, rows.size());
    CSVRecord read = rows.get(0);
    assertEquals("127.0.0.2:9042", read.get("node"));
    assertEquals("READ", read.get("operation"));
    assertEquals("4", read.get("count"));
    assertEquals("1", read.get("errors"));
    assertEquals("2.000", read.get("ops_per_sec"), "successful operations over 2 s");
    assertEquals("0.500", read.get("errors_per_sec"));
    assertEquals("1.000000", read.get("share"), "the only node of READ");
    assertEquals(0.5, Double.parseDouble(read.get("slow_share")), 1e-9);
    assertEquals(7000, Double.parseDouble(read.get("slow_mean_us")), 10);
    assertEquals("node,\"odd\"", rows.get(1).get("node"));
  }

  /**
   * A node whose operations all failed has no latency (empty cells and "-", never 0 µs) and
   * served nothing: 0 ops/s in every file, its failures per second beside it.
   */
  @Test
  void operationsThatAllFailedHaveNoLatencyRatherThanZeroAndZeroOpsPerSecond(@TempDir Path dir)
      throws Exception {
    RunSummary run = new RunSummary(new TreeMap<>(java.util.Map.of("binding", "sim")), 1_000,
        3_000, RunStatus.COMPLETED, List.of(
            new NodeOpStats("127.0.0.3:9042", Operation.READ, new Histogram(3), values(900, 950),
                null),
            new NodeOpStats("127.0.0.4:9042", Operation.READ, values(40), new Histogram(3), null)),
        5_000);
    StringBuilder perNode = new StringBuilder();
    PerNodeCsv.write(run, perNode);
    StringBuilder summary = new StringBuilder();
    SummaryCsv.write("r", new RunSummary(run.info(), 1_000, 3_000, RunStatus.COMPLETED,
        List.of(run.stats().get(0)), 5_000), SummaryCsv.printer(summary));
    Path series = dir.resolve("series.csv");
    try (TimeSeriesCsvSink sink = new TimeSeriesCsvSink(series)) {
      sink.interval(1_000, 1_000, 2_000, run.stats());
    }
    List<CSVRecord> perNodeRows = parse(perNode.toString());
    List<CSVRecord> seriesRows = parse(Files.readString(series));
    for (CSVRecord row : List.of(perNodeRows.get(0), seriesRows.get(0), parse(summary.toString())
        .get(0))) {
      assertEquals("0", row.get("count"));
      assertEquals("2", row.get("errors"));
      assertEquals("0.000", row.get("ops_per_sec"), row.toString());
      assertTrue(Double.parseDouble(row.get("errors_per_sec")) > 0, row.toString());
      for (String column : List.of("mean_us", "p50_us", "p95_us", "p99_us", "max_us")) {
        assertEquals("", row.get(column), column + " of " + row);
      }
    }
    assertEquals("", perNodeRows.get(0).get("slow_share"));
    assertEquals("40", perNodeRows.get(1).get("p50_us"), "a node with OK operations keeps them");
    assertEquals("40", seriesRows.get(1).get("max_us"));
    StringBuilder table = new StringBuilder();
    PerNodeTable.write(run, java.util.Set.of(), table);
    String failedLine = table.toString().lines().filter(l -> l.contains("127.0.0.3")).findFirst()
        .orElseThrow();
    assertTrue(failedLine.trim().endsWith("-         -         -         -         -"), failedLine);
    assertTrue(failedLine.matches(".*READ +0 +2 +0\\.0 +1\\.0 +66\\.7% .*"), failedLine);
    StringBuilder json = new StringBuilder();
    RunJson.write(run, org.ycsbbio.core.verdict.Verdict.empty(), json);
    assertTrue(json.toString().contains("{\"node\": \"127.0.0.3:9042\", \"op\": \"READ\", "
        + "\"count\": 0, \"errors\": 2, \"ops_per_sec\": 0.000, \"errors_per_sec\": 1.000, "
        + "\"share\": 0.666667}"), json.toString());
  }

  private static List<CSVRecord> parse(String csv) throws java.io.IOException {
    return CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).build()
        .parse(new StringReader(csv)).getRecords();
  }

  @Test
  void ycsbLinesUseYcsbNamesAndFormat() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (TextMeasurementsExporter text = new TextMeasurementsExporter(bytes)) {
      PerNodeYcsbLines.write(run(), List.of(95.0, 99.0, 99.9), text);
    }
    String out = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(out.contains("[READ@127.0.0.2:9042], Operations, 4\n"), out);
    long p99 = values(1000, 2000, 6000, 8000).getValueAtPercentile(99);
    assertTrue(p99 >= 8000 && p99 <= 8008, "3 significant digits: " + p99);
    assertTrue(out.contains("[READ@127.0.0.2:9042], 99thPercentileLatency(us), " + p99 + "\n"), out);
    assertTrue(out.contains("[READ@127.0.0.2:9042], 99.9PercentileLatency(us), " + p99 + "\n"), out);
    assertTrue(out.contains("[READ-FAILED@127.0.0.2:9042], Return=ERROR, 1\n"), out);
    assertEquals("1st", YcsbHistogramLines.percentileName(1).substring(0, 3));
    assertEquals("12thPercentileLatency(us)", YcsbHistogramLines.percentileName(12));
    assertEquals("23rdPercentileLatency(us)", YcsbHistogramLines.percentileName(23));
  }

  @Test
  void intervalLogsReadBackAndMergeExactly(@TempDir Path dir) throws Exception {
    Path a = dir.resolve("a");
    Path b = dir.resolve("b");
    try (HistogramLogSink clientA = new HistogramLogSink(a);
        HistogramLogSink clientB = new HistogramLogSink(b)) {
      clientA.interval(1_000, 1_000, 2_000, List.of(stats(values(100, 200, 300))));
      clientA.interval(1_000, 2_000, 3_000, List.of(stats(values(400))));
      clientB.interval(1_000, 1_000, 2_000, List.of(stats(values(200, 5000))));
    }
    Histogram merged = new Histogram(3);
    for (Path client : List.of(a, b)) {
      Path log = client.resolve(HistogramLogSink.fileName("READ", "node1:9042"));
      try (FileInputStream in = new FileInputStream(log.toFile())) {
        HistogramLogReader reader = new HistogramLogReader(in);
        EncodableHistogram h;
        while ((h = reader.nextIntervalHistogram()) != null) {
          merged.add((Histogram) h);
        }
      }
    }
    Histogram expected = values(100, 200, 300, 400, 200, 5000);
    assertEquals(expected, merged);
    assertTrue(Files.readString(a.resolve("READ@node1_9042.hlog")).contains("#[StartTime: 1.000"));
  }

  @Test
  void hdrHistogramsOwnLogProcessorReadsTheLogs(@TempDir Path dir) throws Exception {
    try (HistogramLogSink sink = new HistogramLogSink(dir)) {
      sink.interval(1_000, 1_000, 2_000, List.of(stats(values(100, 200, 300))));
      sink.interval(1_000, 2_000, 3_000, List.of(stats(values(400, 500))));
    }
    Path log = dir.resolve(HistogramLogSink.fileName("READ", "node1:9042"));
    Path out = dir.resolve("processed");
    new org.HdrHistogram.HistogramLogProcessor(new String[] {"-i", log.toString(), "-o",
        out.toString(), "-outputValueUnitRatio", "1"}).run();
    String hgrm = Files.readString(Path.of(out + ".hgrm"));
    assertTrue(hgrm.contains("Total count    =            5"), hgrm);
    assertTrue(hgrm.contains("Max     =      500"), hgrm);
  }

  private static NodeOpStats stats(Histogram ok) {
    return new NodeOpStats("node1:9042", Operation.READ, ok, new Histogram(3), null);
  }
}
