package org.ycsbbio.core.export;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jcip.annotations.NotThreadSafe;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.ResultsDir;

/**
 * Writes one HdrHistogram interval log per node × operation, {@code hdr/OP@NODE.hlog} of a
 * results directory ({@link ResultsDir#hdrLog}), readable
 * by HdrHistogram's {@code HistogramLogProcessor} and mergeable exactly across client machines.
 * Successful operations are untagged; failed ones carry the tag {@code FAILED}, and
 * intended-start (coordinated-omission corrected) latencies the tag {@code INTENDED}. Values are
 * microseconds; timestamps are absolute epoch seconds. Each interval is flushed.
 */
@NotThreadSafe
public final class HistogramLogSink implements IntervalSink {
  /** Tag of failed operations' histograms. */
  public static final String FAILED_TAG = "FAILED";
  /** Tag of intended-start histograms. */
  public static final String INTENDED_TAG = "INTENDED";

  private final ResultsDir dir;
  private final Map<String, Log> logs = new HashMap<>();

  private record Log(PrintStream out, HistogramLogWriter writer) {
  }

  /** Creates {@code hdr/} in {@code dir} if needed; logs open as node × operation pairs appear. */
  public HistogramLogSink(ResultsDir dir) throws IOException {
    Files.createDirectories(dir.hdr());
    this.dir = dir;
  }

  @Override
  public void interval(long runStart, long intervalStart, long intervalEnd,
      List<NodeOpStats> rows) throws IOException {
    for (NodeOpStats row : rows) {
      Log log = logs.get(row.node() + '\u0000' + row.op());
      if (log == null) {
        log = open(row, runStart);
      }
      write(log, row.ok(), null, intervalStart, intervalEnd);
      write(log, row.failed(), FAILED_TAG, intervalStart, intervalEnd);
      if (row.intendedOk() != null) {
        write(log, row.intendedOk(), INTENDED_TAG, intervalStart, intervalEnd);
      }
      log.out().flush();
    }
  }

  private static void write(Log log, Histogram h, String tag, long start, long end) {
    if (h.getTotalCount() == 0) {
      return;
    }
    h.setStartTimeStamp(start);
    h.setEndTimeStamp(end);
    h.setTag(tag);
    log.writer().outputIntervalHistogram(h);
    h.setTag(null);
  }

  private Log open(NodeOpStats row, long runStart) throws IOException {
    Path file = dir.hdrLog(row.op().toString(), row.node());
    PrintStream out = new PrintStream(new FileOutputStream(file.toFile()), false,
        StandardCharsets.US_ASCII);
    HistogramLogWriter writer = new HistogramLogWriter(out);
    writer.outputComment("YCSB-Bio per-node latency (us): operation " + row.op() + " on node "
        + row.node());
    writer.outputLogFormatVersion();
    writer.outputStartTime(runStart);
    writer.outputLegend();
    Log log = new Log(out, writer);
    logs.put(row.node() + '\u0000' + row.op(), log);
    return log;
  }

  @Override
  public void close() {
    logs.values().forEach(l -> l.out().close());
    logs.clear();
  }
}
