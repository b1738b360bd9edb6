package org.ycsbbio.bench;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.export.HistogramLogSink;
import org.ycsbbio.core.export.RunJson;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.verdict.Verdict;

/**
 * Synthesises the input of the report-merge benchmark: CLIENTS results directories, each with
 * one HdrHistogram interval log (HistogramLogWriter, 1-second intervals, absolute timestamps, as
 * the core writes them) per node × operation, for 5 nodes × 4 operations, plus run.json. Each
 * interval holds 200-800 latencies (node3 ten times slower; one interval in 50 also a FAILED
 * histogram), drawn from 64 pre-built histograms per node so generation stays quick.
 *   ReportLogsGen OUT_DIR [CLIENTS] [SECONDS]
 */
public final class ReportLogsGen {
  private static final List<Operation> OPS =
      List.of(Operation.READ, Operation.UPDATE, Operation.INSERT, Operation.SCAN);
  private static final int NODES = 5;

  private ReportLogsGen() {
  }

  public static void main(String[] args) throws IOException {
    Path out = Path.of(args[0]);
    int clients = args.length > 1 ? Integer.parseInt(args[1]) : 8;
    int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 3600;
    Random random = new Random(1);
    Histogram[][] pool = new Histogram[NODES][64];
    for (int n = 0; n < NODES; n++) {
      for (int k = 0; k < pool[n].length; k++) {
        pool[n][k] = new Histogram(3);
        int samples = 200 + random.nextInt(600);
        for (int s = 0; s < samples; s++) {
          pool[n][k].recordValue((n == 2 ? 2000 : 200) + (long) (random.nextGaussian() * 30 + 60)
              + (random.nextInt(1000) == 0 ? 20_000 : 0));
        }
      }
    }
    long start = 1_790_000_000_000L;
    for (int c = 1; c <= clients; c++) {
      Path dir = Files.createDirectories(out.resolve("c" + c + "/hdr"));
      long clientStart = start + c * 137;   // clients' intervals do not line up
      for (int n = 1; n <= NODES; n++) {
        for (Operation op : OPS) {
          writeLog(dir.resolve(HistogramLogSink.fileName(op.name(), "node" + n)), pool[n - 1],
              clientStart, seconds, random);
        }
      }
      writeRunJson(out.resolve("c" + c), "c" + c, clientStart, clientStart + seconds * 1000L);
    }
  }

  private static void writeLog(Path file, Histogram[] pool, long start, int seconds, Random random)
      throws IOException {
    try (PrintStream ps = new PrintStream(new FileOutputStream(file.toFile()), false,
        StandardCharsets.US_ASCII)) {
      HistogramLogWriter w = new HistogramLogWriter(ps);
      w.outputLogFormatVersion();
      w.outputStartTime(start);
      w.outputLegend();
      for (int s = 0; s < seconds; s++) {
        long t = start + s * 1000L;
        Histogram h = pool[random.nextInt(pool.length)];
        h.setStartTimeStamp(t);
        h.setEndTimeStamp(t + 1000);
        h.setTag(null);
        w.outputIntervalHistogram(h);
        if (s % 50 == 0) {
          h.setTag(HistogramLogSink.FAILED_TAG);
          w.outputIntervalHistogram(h);
          h.setTag(null);
        }
      }
    }
  }

  private static void writeRunJson(Path dir, String id, long start, long end) throws IOException {
    Map<String, String> info = new TreeMap<>(Map.of("binding", "sim", "client_id", id,
        "phase", "run", "workload_file", "workloads/workloada", "threads", "8",
        "interval_ms", "1000"));
    RunSummary run = new RunSummary(new TreeMap<>(info), start, end, RunStatus.COMPLETED,
        List.of(), 5000);
    try (Writer w = Files.newBufferedWriter(dir.resolve("run.json"), StandardCharsets.UTF_8)) {
      RunJson.write(run, Verdict.empty(), w);
    }
  }
}
