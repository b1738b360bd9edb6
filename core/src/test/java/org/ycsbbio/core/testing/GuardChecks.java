package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
   * Asserts that {@code run}, made while the client had its CPU ({@link Precedence}), did not make
   * itself the limit: its CPU never reached the guard's bound and the guard does not judge the
   * run client-limited. Returns the guard's line, for the test's log.
   */
  public static String assertNotLimited(TrackingSession.Completed run) throws IOException {
    List<ClientSample> samples = ownSeries(run);
    assertFalse(samples.isEmpty(), "no client samples");
    for (ClientSample s : samples) {
      assertFalse(run.config().guardRule().exceeded(s).contains("cpu"), "CPU over the bound: "
          + s);
    }
    assertFalse(run.client().limited(), run.client().line() + "\n" + samples);
    return run.client().line();
  }
}
