package org.ycsbbio.core.tracking;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.BindingContext;
import org.ycsbbio.core.api.RunLog;
import org.ycsbbio.core.results.RunStatus;

/**
 * The process-wide home of the tracking session. YCSB's {@code Client} creates one {@code DB} per
 * thread and an exporter by class name, with no object to share between them, so the session
 * lives here. {@code bin/ycsb} {@linkplain #prepare prepares} it before YCSB starts its clock; the
 * first {@link TrackingDB} to initialise begins it (or opens one, outside {@code bin/ycsb}); the
 * last of the client threads YCSB built to release it (or fail) ends it; it closes — final
 * interval, summary files — when the exporter asks for the results, or, if the process stops
 * early, from the launcher's shutdown hook ({@link #closeInterrupted}), so a run that dies
 * half-way still writes what it measured and says why it stopped. Opening and closing thus stay
 * outside the run time YCSB measures, and out of YCSB's {@code CLEANUP} latency.
 */
@ThreadSafe
public final class TrackingRuntime {
  private static TrackingSession open;
  private static int built;
  private static int released;
  private static int failedToStart;
  private static final List<String> failures = new ArrayList<>();
  private static TrackingSession.Completed last;
  private static RunLog log;

  private TrackingRuntime() {
  }

  /**
   * Opens the session of the coming run from {@code props} (results directory, sampler thread)
   * before YCSB starts timing it; the run's clock starts when the first client thread joins.
   */
  public static void prepare(Properties props) {
    prepare(props, System.err);
  }

  /**
   * {@link #prepare(Properties)}, the run's warnings and failures printed to {@code messages}
   * (tests capture them; the caller owns the stream).
   */
  public static synchronized void prepare(Properties props, PrintStream messages) {
    if (open == null) {
      log = new RunLog(messages, RunLog.DEBUG.read(props));
      open = new TrackingSession(TrackingConfig.from(props), log);
      built = 0;
      released = 0;
      failedToStart = 0;
      failures.clear();
      last = null;
    }
  }

  /**
   * YCSB built one client thread's {@link TrackingDB} for the prepared run. YCSB builds them all
   * before starting any thread, and runs fewer threads than {@code threadcount} when there are
   * fewer operations, so these are the threads to wait for. One built after the run began is not
   * waited for (the run may end before its operations): that fails the run.
   */
  static synchronized void threadBuilt() {
    if (open == null) {
      return;
    }
    if (open.begun()) {
      failures.add("a client thread was built after the run began (build every client thread "
          + "before starting any, as YCSB does): the run may end before its operations");
    } else {
      built++;
    }
  }

  /** Client threads of the open session: those YCSB built, else {@code threadcount}. */
  private static int expectedThreads() {
    return built > 0 ? built : open.config().expectedThreads();
  }

  /** Joins the current session, opening one from {@code props} if none is open. */
  static synchronized TrackingSession acquire(Properties props) {
    prepare(props);
    open.begin();
    return open;
  }

  /**
   * Writes every interval the open session's client threads have moved past (YCSB asks for its
   * status line); does nothing when no session is open.
   */
  static void sampleNow() {
    TrackingSession s;
    synchronized (TrackingRuntime.class) {
      s = open;
    }
    if (s != null) {
      s.sampleNow();
    }
  }

  /** A client thread is done with {@code session}; the last one ends the run's clock. */
  static synchronized void release(TrackingSession session) {
    if (session == open && ++released >= expectedThreads()) {
      session.end();
    }
  }

  /**
   * The log of the current run (the open or last session's), where workloads and the launcher
   * report warnings and failures; without a session (per-node tracking off) the untracked
   * bindings' log.
   */
  public static synchronized RunLog log() {
    return log != null ? log : BindingContext.untracked().log();
  }

  /** A client thread could not start ({@code why}); it counts as released. */
  static synchronized void threadFailedToStart(TrackingSession session, String why) {
    if (session == open) {
      failedToStart++;
      threadFailed(session, why);
    }
  }

  /** A client thread failed ({@code why}); it counts as released. */
  static synchronized void threadFailed(TrackingSession session, String why) {
    if (session == open) {
      failures.add(why);
      release(session);
    }
  }

  /**
   * Whether no client thread of the open session got past its start (every one failed in
   * {@code init()}, e.g. no server answered): the run never started, so there is no per-node
   * table or verdict to show.
   */
  static synchronized boolean noThreadStarted() {
    return open != null && failedToStart > 0 && failedToStart >= expectedThreads();
  }

  /**
   * Closes the open session, if any (threads that never released it are reported; a session no
   * thread began is a run YCSB gave no thread, e.g. a load of 0 records), and returns the results
   * of the last closed session.
   */
  public static synchronized Optional<TrackingSession.Completed> finish() {
    if (open != null) {
      int expected = expectedThreads();
      if (open.begun() && released < expected) {
        failures.add((expected - released) + " of " + expected
            + " client threads did not finish cleanly");
      }
      closeOpen(endStatus());
    }
    return Optional.ofNullable(last);
  }

  private static RunStatus endStatus() {
    return failures.isEmpty() ? RunStatus.COMPLETED
        : new RunStatus(RunStatus.Outcome.INCOMPLETE, String.join("; ", failures));
  }

  private static void closeOpen(RunStatus status) {
    last = open.close(status);
    open = null;
  }

  /**
   * Whether a session was prepared but no client thread ever began it: YCSB gave up before
   * running anything (e.g. its workload failed to initialise, which YCSB ends with exit status 0).
   */
  public static synchronized boolean preparedButNeverStarted() {
    return open != null && !open.begun();
  }

  /**
   * The process is stopping: if a session is still open (the run did not finish), close it so
   * what was measured is written, with the outcome {@code interrupted}. Called by the launcher's
   * shutdown hook.
   */
  public static synchronized void closeInterrupted() {
    if (open == null) {
      return;
    }
    if (released >= expectedThreads()) {
      closeOpen(endStatus());   // every thread finished; only the exporter did not run
    } else {
      closeOpen(new RunStatus(RunStatus.Outcome.INTERRUPTED,
          "the process stopped before the run finished (signal, error or exit)"));
    }
  }
}
