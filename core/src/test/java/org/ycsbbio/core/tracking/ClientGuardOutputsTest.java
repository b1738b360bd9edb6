package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.guard.ClientSample;
import org.ycsbbio.core.guard.ClientSeriesCsv;
import org.ycsbbio.core.guard.GuardRule;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.core.testing.TestProperties;

/**
 * What a run writes of its client guard: client-timeseries.csv (one row per second, with the
 * start lateness of a paced run), the guard's line first in verdict.txt and in run.json; and the
 * guard's settings, checked and documented.
 */
class ClientGuardOutputsTest {
  @TempDir
  Path results;

  @Test
  void aRunWritesItsOwnSeriesAndTheGuardsLine() throws Exception {
    TrackingSession.Completed run = EngineHarness.run(TestProperties.of(
        "workload", "site.ycsb.workloads.CoreWorkload", "bio.binding.class", "site.ycsb.BasicDB",
        "basicdb.verbose", "false", "bio.results", results.toString(), "recordcount", "100",
        "operationcount", "100000000", "maxexecutiontime", "3", "threadcount", "2",
        "target", "400", "measurement.interval", "both", "bio.interval", "1s").build(), false,
        Duration.ofMinutes(1));
    List<ClientSample> samples;
    try (Reader in = Files.newBufferedReader(results.resolve(ClientSeriesCsv.FILE))) {
      samples = ClientSeriesCsv.read(in);
    }
    assertTrue(samples.size() >= 2, "samples: " + samples);
    assertTrue(samples.stream().allMatch(s -> s.endMillis() <= run.summary().endMillis()
        && s.cores() == Runtime.getRuntime().availableProcessors() && s.cpuShare() >= 0),
        samples.toString());
    long paced = samples.stream().mapToLong(ClientSample::lateOps).sum();
    long all = run.summary().stats().stream().mapToLong(s -> s.okCount()).sum();
    assertEquals(all, paced, "every paced operation is in the client's series once");
    String verdict = Files.readString(results.resolve("verdict.txt"));
    assertEquals(run.client().line(), verdict.lines().findFirst().orElseThrow());
    assertEquals(run.client().line() + "\n" + run.verdict().describe(), run.describe());
    JsonNode info = new ObjectMapper().readTree(results.resolve("run.json").toFile()).path("info");
    assertEquals(run.client().line(), info.path("client_guard").asText());
    assertEquals(Boolean.toString(run.client().limited()), info.path("client_limited").asText());
  }

  @Test
  void settingsAreDocumentedAndCheckedWithTheOtherBioKeys() throws Exception {
    OptionsDocTable.assertDocuments("docs/tracking.md", GuardRule.OPTIONS);
    TrackingConfig config = TrackingConfig.from(TestProperties.of("bio.binding.class", "x",
        "bio.guard.share", "0.5").build());
    assertEquals(0.5, config.guardRule().share());
    ConfigException e = assertThrows(ConfigException.class, () -> TrackingConfig.from(
        TestProperties.of("bio.binding.class", "x", "bio.guard.cpus", "0.5").build()));
    assertTrue(e.getMessage().contains("bio.guard.cpu"), e.getMessage());
  }
}
