package org.ycsbbio.core.progress;

import java.io.PrintStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.InputProgress;
import site.ycsb.StatusThread;

/**
 * A stream that passes everything through to the stream it wraps, except YCSB's status lines
 * ({@code -s}) of an input-driven load: there YCSB's "est completion in ..." — computed from
 * the operation count, which such a load only has as an upper bound ("2 days" for a 7-minute
 * load) — gives way to the load's input progress and ETA ({@link ProgressText}):
 * <pre>
 * 2026-01-01 10:00:00:000 70 sec: 673972 operations; 9788.2 current ops/sec; input fasta.files:
 *   44 of 256 files, 180.2 of 1040.1 MB (17.3 %), 2.5 MB/s, 9612 records/s, ETA 5m30s; [INSERT: ...]
 * </pre>
 * YCSB's {@code StatusThread} prints each line with one {@code println}; only calls from that
 * thread are looked at, and only while a load has published its {@link InputProgress}. Every
 * other line and byte goes through unchanged. Thread-safe as {@link PrintStream} is.
 */
@ThreadSafe
public final class StatusLines extends PrintStream {
  private static final Pattern ESTIMATE = Pattern.compile("est completion in (?:\\d+ [a-z]+ ?)+");
  private static final Pattern AFTER_COUNTS =
      Pattern.compile(" sec: \\d+ operations; (?:[0-9.]+ current ops/sec; )?");

  /** A stream writing to {@code out}, flushing at every line as {@code System.err} does. */
  public StatusLines(PrintStream out) {
    super(out, true);
  }

  /** Makes {@code System.out} and {@code System.err} such streams over themselves. */
  public static void install() {
    System.setOut(new StatusLines(System.out));
    System.setErr(new StatusLines(System.err));
  }

  @Override
  public void println(Object x) {
    InputProgress progress;
    if (x instanceof CharSequence line && Thread.currentThread() instanceof StatusThread
        && (progress = InputProgress.current()) != null) {
      ProgressMonitor m = ProgressMonitor.of(progress);
      super.println(withProgress(line.toString(), ProgressText.of(m.input(), m.estimate())));
      return;
    }
    super.println(x);
  }

  /**
   * YCSB's status {@code line} with {@code progress} in place of its completion estimate (or,
   * without one, after its counts), followed by {@code "; "}.
   */
  static String withProgress(String line, String progress) {
    Matcher m = ESTIMATE.matcher(line);
    if (m.find()) {
      return line.substring(0, m.start()) + progress + "; " + line.substring(m.end());
    }
    m = AFTER_COUNTS.matcher(line);
    if (m.find()) {
      return line.substring(0, m.end()) + progress + "; " + line.substring(m.end());
    }
    return line + " " + progress;
  }
}
