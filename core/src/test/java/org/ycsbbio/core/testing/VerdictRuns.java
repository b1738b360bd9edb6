package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.tracking.TrackingSession;
import org.ycsbbio.core.verdict.Finding;

/** Helpers shared by the bindings' verdict tests against slowed, even and killed nodes. */
public final class VerdictRuns {
  private VerdictRuns() {
  }

  /**
   * Appends one line per run — who was named, READ/UPDATE medians, operations and errors per
   * node, the findings — to stdout and {@code target/verdict-runs.txt}, the stability log.
   */
  public static void log(String what, TrackingSession.Completed run) throws IOException {
    StringBuilder line = new StringBuilder(what).append(": named ")
        .append(run.verdict().bottlenecks());
    for (Operation op : List.of(Operation.READ, Operation.UPDATE)) {
      line.append(" | ").append(op).append(" p50");
      for (NodeOpStats s : run.summary().stats()) {
        if (s.op() == op) {
          line.append(String.format(Locale.ROOT, " %s=%dus(n %d, err %d)", s.node(),
              s.ok().getValueAtPercentile(50), s.totalCount(), s.errorCount()));
        }
      }
    }
    for (Finding f : run.verdict().findings()) {
      line.append(" | ").append(f.node()).append(' ').append(f.describe());
    }
    System.out.println(line);
    Path log = Path.of("target", "verdict-runs.txt");
    Files.createDirectories(log.getParent());
    Files.writeString(log, line + System.lineSeparator(), StandardOpenOption.CREATE,
        StandardOpenOption.APPEND);
  }

  /**
   * Logs run {@code what} and asserts that its verdict names {@code slowed} and no other node, and
   * that no operation failed.
   */
  public static void assertNamedAlone(String what, TrackingSession.Completed run, String slowed)
      throws IOException {
    log(what, run);
    assertEquals(List.of(slowed), run.verdict().bottlenecks(), run.verdict().describe());
    assertEquals(0, RunCounts.errors(run), "failed operations");
  }

  /** Logs run {@code what} and asserts that its verdict names no node. */
  public static void assertNoneNamed(String what, TrackingSession.Completed run)
      throws IOException {
    log(what, run);
    assertEquals(List.of(), run.verdict().bottlenecks(), run.verdict().describe());
  }

  /** Successful operations of {@code node} in a run's time series so far (0 before it exists). */
  public static long okOps(Path series, String node) throws IOException {
    if (!Files.exists(series)) {
      return 0;
    }
    long ok = 0;
    for (String line : Files.readAllLines(series)) {
      String[] f = line.split(",");
      if (f.length > 5 && f[2].equals(node)) {
        ok += Long.parseLong(f[4]);
      }
    }
    return ok;
  }
}
