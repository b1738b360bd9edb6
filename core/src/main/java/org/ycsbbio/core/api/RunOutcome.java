package org.ycsbbio.core.api;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import net.jcip.annotations.ThreadSafe;

/**
 * Where workloads and bindings report problems that must reach the user without stopping the
 * process from inside YCSB (YCSB's client thread turns an exception into {@code System.exit(0)}):
 * {@link #fail} marks the run failed — the launcher then ends with status 1 after the results are
 * written — and {@link #warn} tells the user something was skipped. Messages go to stderr as one
 * line each, prefixed {@code ycsb: }.
 */
@ThreadSafe
public final class RunOutcome {
  private static final List<String> FAILURES = new ArrayList<>();
  private static PrintStream out = System.err;

  private RunOutcome() {
  }

  /**
   * The run failed for {@code reason}; said once on stderr, remembered for the exit status. The
   * same reason reported again (e.g. by every client thread) is neither repeated nor re-counted.
   */
  public static synchronized void fail(String reason) {
    if (FAILURES.contains(reason)) {
      return;
    }
    FAILURES.add(reason);
    out.println("ycsb: " + reason);
    out.flush();
  }

  /** Something was skipped or degraded; the run goes on. */
  public static synchronized void warn(String message) {
    out.println("ycsb: warning: " + message);
    out.flush();
  }

  /** The failures reported so far, oldest first. */
  public static synchronized List<String> failures() {
    return List.copyOf(FAILURES);
  }

  /** Forgets earlier failures (a new run in the same process, as in tests). */
  public static synchronized void reset() {
    FAILURES.clear();
  }

  /** Where messages go (tests capture them). */
  public static synchronized void redirect(PrintStream stream) {
    out = stream;
  }
}
