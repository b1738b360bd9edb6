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
 * message is one line, prefixed {@code ycsb: }; a failure's stack trace follows only with
 * {@link #DEBUG} ({@code -p bio.debug=true}). One instance per run, owned by whoever runs it
 * (the tracking session; a test); the caller owns {@code out}.
 *
 * <p>A workload, which YCSB builds by class name with nothing to hand it, reaches the log of its
 * run through {@link #current()}:
 *
 * <pre>{@code
 * RunLog.current().fail(e.getMessage());   // from doInsert: the run ends with exit status 1
 * requestStop();
 * }</pre>
 */
@ThreadSafe
public final class RunLog {
  /** Print the stack trace of a failure after its line. */
  public static final Option<Boolean> DEBUG = Option.flag("bio.debug", false,
      "print the stack trace of a failure after its one-line message");

  @GuardedBy("RunLog.class")
  private static RunLog current;

  private final PrintStream out;
  private final boolean debug;
  @GuardedBy("this")
  private final List<String> failures = new ArrayList<>();

  /** A log printing to {@code out} (stderr in a run; a buffer in tests), without stack traces. */
  public RunLog(PrintStream out) {
    this(out, false);
  }

  /** A log printing to {@code out}; with {@code debug}, a failure's stack trace too. */
  public RunLog(PrintStream out, boolean debug) {
    this.out = Objects.requireNonNull(out, "out");
    this.debug = debug;
  }

  /**
   * The log of this process's run: the one the launcher {@linkplain #publish published} for it,
   * else (per-node tracking off, or no launcher) the log of the bindings YCSB built itself
   * ({@link BindingContext#untracked}), whose failures also end the process with status 1.
   */
  public static RunLog current() {
    RunLog published;
    synchronized (RunLog.class) {
      published = current;
    }
    return published != null ? published : BindingContext.untracked().log();
  }

  /**
   * Infrastructure: makes {@code log} the run's log for {@link #current()} (the tracking session
   * publishes its log as the run is prepared). Workloads and bindings do not call this.
   */
  public static synchronized void publish(RunLog log) {
    current = Objects.requireNonNull(log, "log");
  }

  /**
   * The run failed for {@code reason}; said once, remembered for the exit status. The same reason
   * reported again (e.g. by every client thread) is neither repeated nor re-counted.
   */
  public synchronized void fail(String reason) {
    fail(reason, null);
  }

  /**
   * {@link #fail(String)}, with the exception behind it: its stack trace follows the line when
   * the log was made with {@code debug}, once per reason.
   */
  public synchronized void fail(String reason, Throwable cause) {
    if (failures.contains(reason)) {
      return;
    }
    failures.add(reason);
    print("ycsb: " + reason);
    if (debug && cause != null) {
      cause.printStackTrace(out);
      out.flush();
    }
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
