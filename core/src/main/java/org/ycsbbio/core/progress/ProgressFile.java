package org.ycsbbio.core.progress;

import java.io.IOException;
import java.nio.file.Path;
import net.jcip.annotations.GuardedBy;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.api.RunLog;

/**
 * The {@code input-progress.csv} ({@link ProgressCsv}) of one run's results directory: when the
 * run is an input-driven load, a row each time {@link #write} is called (every interval of the
 * tracker) and a last one at {@link #close}; otherwise no file. A file that cannot be written is
 * said once to the run's log, and the run goes on without it. Thread-safe (every method is
 * synchronized).
 */
@ThreadSafe
public final class ProgressFile {
  private final Path file;
  private final RunLog log;
  @GuardedBy("this")
  private InputProgress progress;
  @GuardedBy("this")
  private ProgressCsv csv;
  /** No more rows: the file could not be written, or it is closed. */
  @GuardedBy("this")
  private boolean stopped;

  /** The file {@link ProgressCsv#FILE} in {@code resultsDir}; problems go to {@code log}. */
  public ProgressFile(Path resultsDir, RunLog log) {
    this.file = resultsDir.resolve(ProgressCsv.FILE);
    this.log = log;
  }

  /**
   * Takes the load's progress if one is published and none was taken yet: call when the run
   * begins (after the workload's {@code init}), so a load shorter than an interval still gets
   * its row at {@link #close}.
   */
  public synchronized void take() {
    if (progress == null) {
      progress = InputProgress.current();
    }
  }

  /** Appends the load's progress now, if the run is an input-driven load. */
  public synchronized void write() {
    take();
    if (progress == null || stopped) {
      return;
    }
    try {
      if (csv == null) {
        csv = new ProgressCsv(file);
      }
      ProgressMonitor m = ProgressMonitor.of(progress);
      csv.write(m.input(), m.estimate());
    } catch (IOException e) {
      stopped = true;
      log.warn("cannot write " + file + ": " + e.getMessage() + " (input progress not recorded)");
    }
  }

  /** Appends the last row (the run is over) and closes the file. */
  public synchronized void close() {
    write();
    if (csv != null) {
      try {
        csv.close();
      } catch (IOException e) {
        log.warn("cannot close " + file + ": " + e.getMessage());
      }
      csv = null;
    }
    stopped = true;
  }
}
