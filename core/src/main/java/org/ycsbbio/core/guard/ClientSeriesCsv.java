package org.ycsbbio.core.guard;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.ycsbbio.core.export.Csv;

/**
 * {@code client-timeseries.csv}: the client's own time series, one row per
 * {@link ClientSample} with the criteria of the {@link GuardRule} it exceeded:
 * {@code interval_end_ms}, {@code elapsed_s}, {@code seconds} (the interval's length),
 * {@code cores}, {@code cpu_percent} (of those cores), {@code gc_ms}, {@code run_queue_ms}
 * (summed over threads), {@code late_ops}, {@code start_late_ms} (their mean lateness),
 * {@code limited} ({@code cpu}, {@code run-queue}, {@code gc} joined by {@code +}; empty when
 * none). Cells the OS or JVM does not show are empty. Pure: the caller owns the streams.
 */
public final class ClientSeriesCsv {
  /** The file's name in a results directory. */
  public static final String FILE = "client-timeseries.csv";
  private static final String[] HEADER = {"interval_end_ms", "elapsed_s", "seconds", "cores",
      "cpu_percent", "gc_ms", "run_queue_ms", "late_ops", "start_late_ms", "limited"};

  private ClientSeriesCsv() {
  }

  /** Writes {@code samples} of a run that began at {@code runStartMillis}, judged by {@code rule}. */
  public static void write(List<ClientSample> samples, long runStartMillis, GuardRule rule,
      Appendable out) throws IOException {
    CSVPrinter csv = Csv.printer(out, HEADER);
    for (ClientSample s : samples) {
      csv.printRecord(s.endMillis(), decimal((s.endMillis() - runStartMillis) / 1000.0),
          decimal(s.millis() / 1000.0), s.cores(),
          s.cpuShare() < 0 ? "" : decimal(100 * s.cpuShare()), s.gcMillis(),
          s.runQueueMillis() < 0 ? "" : decimal(s.runQueueMillis()), s.lateOps(),
          s.lateOps() == 0 ? "" : decimal(s.startLateMillis()),
          String.join("+", rule.exceeded(s)));
    }
    csv.flush();
  }

  /**
   * The samples of a {@code client-timeseries.csv} (the {@code limited} column is the writer's
   * judgement and is not read back).
   *
   * @throws IOException when a row is not a number where one belongs, naming the row
   */
  public static List<ClientSample> read(Reader in) throws IOException {
    List<ClientSample> samples = new ArrayList<>();
    for (CSVRecord r : CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).build()
        .parse(in)) {
      try {
        samples.add(new ClientSample(Long.parseLong(r.get("interval_end_ms")),
            Math.round(Double.parseDouble(r.get("seconds")) * 1000),
            Integer.parseInt(r.get("cores")), orMinusOne(r.get("cpu_percent"), 100),
            Long.parseLong(r.get("gc_ms")), orMinusOne(r.get("run_queue_ms"), 1),
            Long.parseLong(r.get("late_ops")), r.get("start_late_ms").isEmpty() ? 0
                : Double.parseDouble(r.get("start_late_ms"))));
      } catch (IllegalArgumentException e) {
        throw new IOException(FILE + " line " + (r.getRecordNumber() + 1) + ": " + e.getMessage(),
            e);
      }
    }
    return samples;
  }

  private static double orMinusOne(String cell, double scale) {
    return cell.isEmpty() ? -1 : Double.parseDouble(cell) / scale;
  }

  private static String decimal(double value) {
    return String.format(Locale.ROOT, "%.3f", value);
  }
}
