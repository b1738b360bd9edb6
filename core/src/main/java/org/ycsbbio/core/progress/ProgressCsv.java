package org.ycsbbio.core.progress;

import java.io.Closeable;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.jcip.annotations.NotThreadSafe;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.api.InputProgress.Snapshot;
import org.ycsbbio.core.export.Csv;

/**
 * {@code input-progress.csv} of a results directory: one row per interval of an input-driven
 * load, flushed as written, so a watcher ({@code bin/ycsb sweep}) can read the last row while the
 * load runs. Columns: {@code elapsed_s}, {@code input}, {@code files_done}, {@code files_total},
 * {@code bytes_read}, {@code bytes_total}, {@code records}, {@code bytes_per_sec},
 * {@code records_per_sec}, {@code eta_s}. A total is empty while not known yet and
 * {@code unknown} when it cannot be known (a pipe); {@code eta_s} is empty without an ETA.
 * Not thread-safe: its owner ({@link ProgressFile}) serialises the writes; {@link #lastRow} may
 * be called from any thread.
 */
@NotThreadSafe
public final class ProgressCsv implements Closeable {
  /** The file's name in a results directory. */
  public static final String FILE = "input-progress.csv";
  private static final String[] HEADER = {"elapsed_s", "input", "files_done", "files_total",
      "bytes_read", "bytes_total", "records", "bytes_per_sec", "records_per_sec", "eta_s"};
  private static final String UNKNOWN = "unknown";
  /** Bytes read from the end of the file to find its last row. */
  private static final int TAIL_BYTES = 8192;

  private final Writer out;
  private final CSVPrinter csv;

  /** Creates (or empties) {@code file} and writes the header. */
  public ProgressCsv(Path file) throws IOException {
    out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    csv = Csv.printer(out, HEADER);
    out.flush();
  }

  /** Appends the row of {@code e} for the input called {@code input}, and flushes it. */
  public void write(String input, Estimate e) throws IOException {
    Snapshot s = e.now();
    csv.printRecord(String.format(Locale.ROOT, "%.3f", e.elapsedNanos() / 1e9), input,
        s.filesDone(), total(s.filesTotal()), s.bytesRead(), total(s.bytesTotal()), s.records(),
        String.format(Locale.ROOT, "%.1f", e.bytesPerSec()),
        String.format(Locale.ROOT, "%.1f", e.recordsPerSec()),
        e.etaSeconds() == Estimate.NONE ? "" : e.etaSeconds());
    out.flush();
  }

  private static Object total(long total) {
    return total == InputProgress.NOT_YET_KNOWN ? "" : total == InputProgress.UNKNOWABLE ? UNKNOWN
        : total;
  }

  @Override
  public void close() throws IOException {
    csv.close();
  }

  /**
   * One row: the input's name and the estimate it holds (its snapshot's instant is the time
   * since the load started).
   */
  public record Row(String input, Estimate estimate) {
    /** The row as the status line shows it. */
    public String text() {
      return ProgressText.of(input, estimate);
    }
  }

  /**
   * The last complete row of {@code file}, or empty when the file does not exist or holds no row
   * yet.
   *
   * @throws IOException when the file cannot be read or its last row is not one of this format
   */
  public static Optional<Row> lastRow(Path file) throws IOException {
    String tail;
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "r")) {
      long from = Math.max(0, f.length() - TAIL_BYTES);
      byte[] bytes = new byte[(int) (f.length() - from)];
      f.seek(from);
      f.readFully(bytes);
      tail = new String(bytes, StandardCharsets.UTF_8);
    } catch (NoSuchFileException | java.io.FileNotFoundException e) {
      return Optional.empty();
    }
    int end = tail.lastIndexOf('\n');
    if (end < 0) {
      return Optional.empty();
    }
    String line = tail.substring(tail.lastIndexOf('\n', end - 1) + 1, end);
    if (line.startsWith(HEADER[0] + ",")) {
      return Optional.empty();
    }
    try {
      List<CSVRecord> records = CSVFormat.RFC4180.parse(new StringReader(line)).getRecords();
      CSVRecord r = records.get(0);
      long elapsedNanos = Math.round(Double.parseDouble(r.get(0)) * 1e9);
      Snapshot s = new Snapshot(elapsedNanos, Long.parseLong(r.get(2)), parseTotal(r.get(3)),
          Long.parseLong(r.get(4)), parseTotal(r.get(5)), Long.parseLong(r.get(6)));
      return Optional.of(new Row(r.get(1), new Estimate(s, elapsedNanos,
          Double.parseDouble(r.get(7)), Double.parseDouble(r.get(8)),
          r.get(9).isEmpty() ? Estimate.NONE : Long.parseLong(r.get(9)))));
    } catch (RuntimeException e) {
      throw new IOException(file + ": not a row of " + FILE + ": " + line, e);
    }
  }

  private static long parseTotal(String cell) {
    return cell.isEmpty() ? InputProgress.NOT_YET_KNOWN
        : cell.equals(UNKNOWN) ? InputProgress.UNKNOWABLE : Long.parseLong(cell);
  }
}
