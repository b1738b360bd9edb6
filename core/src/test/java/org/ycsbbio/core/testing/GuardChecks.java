package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.ycsbbio.core.guard.ClientGuard;
import org.ycsbbio.core.guard.ClientSample;
import org.ycsbbio.core.guard.ClientSeriesCsv;
import org.ycsbbio.core.tracking.TrackingSession;
import org.ycsbbio.core.verdict.Finding;

/**
 * The client guard's checks shared by the binding tests that run a client beside CPU hogs and
 * without them. Stateless.
 */
public final class GuardChecks {
  /**
   * An interval of a run without hogs is judged only when other processes used less than this
   * share of the client's CPU in it: on a machine shared with other builds they take the
   * client's CPU as hogs do, and the guard rightly says so.
   */
  public static final double QUIET_OTHERS_SHARE = 0.2;

  private GuardChecks() {
  }

  /**
   * Client CPU per operation (seconds) in {@code run}, a run with a target and
   * {@code measurement.interval=both} (so every operation has an intended start), its first
   * second (a JVM compiling) left out.
   */
  public static double cpuSecondsPerOperation(TrackingSession.Completed run) throws IOException {
    List<ClientSample> samples = ownSeries(run);
    double cpuSeconds = 0;
    long ops = 0;
    for (ClientSample s : samples.subList(1, samples.size())) {
      cpuSeconds += s.cpuShare() * s.cores() * s.millis() / 1000.0;
      ops += s.lateOps();
    }
    assertTrue(ops > 0 && cpuSeconds > 0, "nothing measured: " + samples);
    return cpuSeconds / ops;
  }

  private static List<ClientSample> ownSeries(TrackingSession.Completed run) throws IOException {
    try (Reader in = Files.newBufferedReader(
        run.config().resultsDir().resolve(ClientSeriesCsv.FILE))) {
      return ClientSeriesCsv.read(in);
    }
  }

  /**
   * Asserts that {@code run} was judged client-limited and that every output says so: the
   * verdict's first line, run.json, a limited row in client-timeseries.csv and the caveat on
   * every finding.
   */
  public static void assertLimited(TrackingSession.Completed run) throws IOException {
    Path dir = run.config().resultsDir();
    String verdict = Files.readString(dir.resolve("verdict.txt"));
    assertTrue(run.client().limited(), verdict);
    assertTrue(verdict.startsWith("client-limited: ")
        && verdict.lines().findFirst().orElseThrow().endsWith("; findings below may be wrong"),
        verdict);
    JsonNode info = new ObjectMapper().readTree(dir.resolve("run.json").toFile()).path("info");
    assertEquals("true", info.path("client_limited").asText(), info.toString());
    assertEquals(run.client().line(), info.path("client_guard").asText());
    assertTrue(Files.readAllLines(dir.resolve(ClientSeriesCsv.FILE)).stream().skip(1)
        .anyMatch(l -> !l.endsWith(",")), "no limited row in " + ClientSeriesCsv.FILE);
    for (Finding f : run.verdict().findings()) {
      assertEquals(List.of(ClientGuard.CAVEAT), f.caveats(), f.describe());
    }
  }

  /**
   * Asserts that {@code run} did not make itself the limit: its CPU never reached the guard's
   * bound, and over the intervals in which other processes left its CPU quiet
   * ({@link #QUIET_OTHERS_SHARE}, measured by {@code others}) the guard finds it not limited. On
   * a quiet machine every interval counts, so the run itself must not be client-limited. When
   * other processes kept its CPU busy in more than half of the run, there is too little to judge
   * and the test is skipped (reported as skipped, with the numbers), not passed. Returns the
   * judgement over the quiet intervals, in one line, for the test's log.
   */
  public static String assertNotLimitedByItself(TrackingSession.Completed run, OtherLoad others)
      throws IOException {
    List<ClientSample> samples = ownSeries(run);
    assertFalse(samples.isEmpty(), "no client samples");
    for (ClientSample s : samples) {
      assertFalse(run.config().guardRule().exceeded(s).contains("cpu"), "CPU over the bound: "
          + s);
    }
    List<ClientSample> quiet = samples.stream()
        .filter(s -> others.othersShare(s.startMillis(), s.endMillis()) < QUIET_OTHERS_SHARE)
        .toList();
    ClientGuard overQuiet = ClientGuard.judge(quiet, run.config().guardRule());
    String line = String.format(Locale.ROOT, "%d of %d intervals quiet (others < %.0f %% of the"
        + " client's CPU): %s | the run's own guard: %s", quiet.size(), samples.size(),
        100 * QUIET_OTHERS_SHARE, overQuiet.line(), run.client().line());
    assumeTrue(2 * quiet.size() >= samples.size(), "other processes kept the client's CPU busy:"
        + " too few quiet intervals to judge: " + line);
    assertFalse(overQuiet.limited(), line);
    return line;
  }
}
