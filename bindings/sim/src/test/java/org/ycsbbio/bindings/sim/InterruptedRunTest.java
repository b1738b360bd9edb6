package org.ycsbbio.bindings.sim;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.results.ResultsDir;
import org.ycsbbio.core.testing.TimeSeriesChecks;

/**
 * A run stopped half-way (SIGTERM, as Ctrl-C or a killed job would) still writes what it measured
 * and says why it stopped.
 */
class InterruptedRunTest {
  @Test
  void aRunKilledMidWayKeepsItsMeasurementsAndSaysWhy(@TempDir Path results) throws Exception {
    String home = System.getProperty("ycsb.bio.home");
    List<String> cmd = List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dycsb.bio.home=" + home, "-cp", System.getProperty("java.class.path"),
        "org.ycsbbio.core.cli.Main", "run", "sim", "-P", home + "/workloads/workloadc",
        "-threads", "2", "-p", "operationcount=1000000000", "-p", "bio.interval=200ms",
        "-p", "sim.latency=100us", "-p", "bio.results=" + results);
    Process run = new ProcessBuilder(cmd).redirectErrorStream(true)
        .redirectOutput(results.resolveSibling(results.getFileName() + ".log").toFile()).start();
    try {
      Path series = new ResultsDir(results).timeSeriesCsv();
      await().alias("time series has data").atMost(Duration.ofSeconds(60))
          .pollInterval(Duration.ofMillis(100))
          .until(() -> Files.exists(series) && Files.readAllLines(series).size() > 6);
      run.destroy();
      assertTrue(run.waitFor(30, TimeUnit.SECONDS), "process stopped after SIGTERM");
    } finally {
      run.destroyForcibly();
    }
    TimeSeriesChecks.assertInFlightAtMost(new ResultsDir(results).timeSeriesCsv(), 2);
    String json = Files.readString(new ResultsDir(results).runJson());
    assertTrue(json.contains("\"outcome\": \"interrupted\""), json);
    assertTrue(json.contains("the process stopped before the run finished"), json);
    List<String> perNode = Files.readAllLines(new ResultsDir(results).perNodeCsv());
    assertEquals(6, perNode.size(), "header + 5 nodes: " + perNode);
    for (String row : perNode.subList(1, perNode.size())) {
      long count = Long.parseLong(row.split(",")[2]);
      assertTrue(count > 0, row);
    }
    File[] logs = new ResultsDir(results).hdr().toFile().listFiles();
    assertEquals(5, logs == null ? 0 : logs.length);
  }
}
