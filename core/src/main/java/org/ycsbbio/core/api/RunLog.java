package org.ycsbbio.core.api;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import net.jcip.annotations.GuardedBy;
import net.jcip.annotations.ThreadSafe;

/**
 * Where a run's workload and binding report problems that must reach the user without stopping
 * the process from inside YCSB (YCSB's client thread turns an exception into
 * {@code System.exit(0)}): {@link #fail} marks the run failed — the launcher then ends with status
 * 1 after the results are written — and {@link #warn} tells the user something was skipped. Each
 * message is one line, prefixed {@code ycsb: }. One instance per run, owned by whoever runs it
 * (the tracking session; a test); the caller owns {@code out}.
 */
@ThreadSafe
public final class RunLog {
  private final PrintStream out;
  @GuardedBy("this")
  private final List<String> failures = new ArrayList<>();

  /** A log printing to {@code out} (stderr in a run; a buffer in tests). */
  public RunLog(PrintStream out) {
    this.out = Objects.requireNonNull(out, "out");
  }

  /**
   * The run failed for {@code reason}; said once, remembered for the exit status. The same reason
   * reported again (e.g. by every client thread) is neither repeated nor re-counted.
   */
  public synchronized void fail(String reason) {
    if (failures.contains(reason)) {
      return;
    }
    failures.add(reason);
    print("ycsb: " + reason);
  }

  /** Something was skipped or degraded; the run goes on. */
  public synchronized void warn(String message) {
    print("ycsb: warning: " + message);
  }

  /** A fact worth one line (e.g. how many retries a driver made); not a problem. */
  public synchronized void note(String message) {
    print("ycsb: " + message);
  }

  private void print(String line) {
    out.println(line);
    out.flush();
  }

  /** The failures reported so far, oldest first. */
  public synchronized List<String> failures() {
    return List.copyOf(failures);
  }
}
