package org.ycsbbio.core.progress;

import net.jcip.annotations.GuardedBy;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.InputProgress;

/**
 * The one estimator of an {@link InputProgress}, shared by everyone who shows it in this process
 * (YCSB's status line, the results directory's {@code input-progress.csv}), so they agree and
 * each feeds it samples. Thread-safe: {@link #estimate} is serialised (it is called a few times
 * a second at most).
 */
@ThreadSafe
public final class ProgressMonitor {
  @GuardedBy("ProgressMonitor.class")
  private static ProgressMonitor last;

  private final InputProgress progress;
  @GuardedBy("this")
  private final InputEta eta;

  private ProgressMonitor(InputProgress progress) {
    this.progress = progress;
    this.eta = new InputEta(progress.startNanos());
  }

  /** The monitor of {@code progress} (a new one when the process's load changed). */
  public static synchronized ProgressMonitor of(InputProgress progress) {
    if (last == null || last.progress != progress) {
      last = new ProgressMonitor(progress);
    }
    return last;
  }

  /** What the line calls the input. */
  public String input() {
    return progress.input();
  }

  /** The estimate now, kept as a sample. */
  public synchronized Estimate estimate() {
    return eta.add(progress.snapshot(System.nanoTime()));
  }
}
