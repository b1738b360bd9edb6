package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The tail rule against the known truth of the simulated cluster, 20 seeded runs per case, on
 * YCSB's real engine: 5 nodes with log-normal service times (median 500 µs), 8 threads, 10,000
 * reads. A node that stalls for 25 ms (50× the median) out of every 250 ms (10 % of the time)
 * must be named alone; heavy-tailed but equal nodes (σ = 1) and a client pause of the same
 * length and period must name none. Each case may miss once in 20 (the "≥ 19").
 */
class TailVerdictTest {
  private static final int RUNS = 20;

  @TempDir
  Path results;

  private Properties run(String name, int seed, String... extra) {
    return TestProperties.of("workload", "site.ycsb.workloads.CoreWorkload",
        "bio.binding.class", SimClient.class.getName(), "bio.binding.name", "sim",
        "bio.results", results.resolve(name + "-" + seed).toString(), "recordcount", "10000",
        "operationcount", "10000", "readproportion", "1", "updateproportion", "0",
        "requestdistribution", "uniform", "threadcount", "8", "sim.nodes", "5",
        "sim.latency", "500us", "sim.latency.dist", "lognormal", "sim.latency.sigma", "0.5",
        "sim.seed", Integer.toString(seed)).set(extra).build();
  }

  /** The verdicts of 20 seeded runs of {@code name}, one line each. */
  private List<String> verdicts(String name, String... extra) throws Exception {
    List<String> named = new ArrayList<>();
    for (int seed = 1; seed <= RUNS; seed++) {
      TrackingSession.Completed run = EngineHarness.run(run(name, seed, extra), false,
          Duration.ofMinutes(1));
      named.add(run.verdict().bottlenecks() + " " + run.verdict().findings().stream()
          .map(f -> f.node() + " " + f.describe()).toList());
    }
    System.out.println(name + ": " + String.join("\n  ", named));
    return named;
  }

  private static long count(List<String> verdicts, String prefix) {
    return verdicts.stream().filter(v -> v.startsWith(prefix)).count();
  }

  @Test
  void aStallingNodeIsNamedAlone() throws Exception {
    List<String> v = verdicts("stall", "sim.stall.node", "3", "sim.stall.every", "250ms",
        "sim.stall.length", "25ms");
    assertTrue(count(v, "[node3] ") >= RUNS - 1, String.join("\n", v));
  }

  @Test
  void heavyTailedEqualNodesAreNotNamed() throws Exception {
    List<String> v = verdicts("heavy", "sim.latency.sigma", "1");
    assertTrue(count(v, "[] ") >= RUNS - 1, String.join("\n", v));
  }

  @Test
  void aPauseOfTheClientNamesNoNode() throws Exception {
    List<String> v = verdicts("pause", "sim.pause.every", "250ms", "sim.pause.length", "25ms");
    assertTrue(count(v, "[] ") >= RUNS - 1, String.join("\n", v));
  }
}
