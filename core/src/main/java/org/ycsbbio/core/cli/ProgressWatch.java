package org.ycsbbio.core.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import net.jcip.annotations.GuardedBy;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.progress.ProgressCsv;

/**
 * Shows the input progress of a sweep's child run while it runs: a daemon thread reads the last
 * row of the child's {@code input-progress.csv} (written by an input-driven load every
 * {@code bio.interval}) once a second and prints each new one as
 * {@code sweep: NAME: input fasta.files: 44 of 256 files, ..., ETA 5m30s}; {@link #close} prints
 * the last row if it is new. A child that is no input-driven load writes no such file and gets
 * no line. Thread-safe.
 */
@ThreadSafe
final class ProgressWatch implements AutoCloseable {
  private static final long POLL_MILLIS = 1000;

  private final Path file;
  private final String name;
  private final PrintStream out;
  private final CountDownLatch stop = new CountDownLatch(1);
  private final Thread thread;
  @GuardedBy("this")
  private String lastPrinted;

  private ProgressWatch(Path file, String name, PrintStream out) {
    this.file = file;
    this.name = name;
    this.out = out;
    this.thread = new Thread(this::watch, "sweep-progress-" + name);
    thread.setDaemon(true);
  }

  /** Starts watching {@code resultsDir}'s progress file for the run called {@code name}. */
  static ProgressWatch start(Path resultsDir, String name, PrintStream out) {
    ProgressWatch w = new ProgressWatch(resultsDir.resolve(ProgressCsv.FILE), name, out);
    w.thread.start();
    return w;
  }

  private void watch() {
    try {
      while (!stop.await(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
        printIfNew();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private synchronized void printIfNew() {
    Optional<ProgressCsv.Row> row;
    try {
      row = ProgressCsv.lastRow(file);
    } catch (IOException e) {
      return; // a row being written, or a damaged file: the child's own outputs say more
    }
    if (row.isPresent()) {
      String line = "sweep: " + name + ": " + row.get().text();
      if (!line.equals(lastPrinted)) {
        out.println(line);
        lastPrinted = line;
      }
    }
  }

  /** Stops watching (the child has ended) and prints the last row if it is new. */
  @Override
  public void close() {
    stop.countDown();
    try {
      thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt(); // the sweep is being stopped: no last line then
      return;
    }
    printIfNew();
  }
}
