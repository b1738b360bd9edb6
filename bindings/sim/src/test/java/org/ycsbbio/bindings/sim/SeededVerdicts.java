package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.tracking.TrackingSession;
import org.ycsbbio.core.verdict.Finding;

/**
 * Twenty seeded runs of one case of the tail and stall tests on YCSB's real engine: 5 nodes with
 * log-normal service times (median 500 µs, σ = 0.5 unless overridden), 8 threads, uniform
 * reads, the verdict's time series at 50 ms. Each case is its own test class, so that surefire
 * runs the cases in parallel JVMs (the engine's measurements are per JVM).
 */
final class SeededVerdicts {
  static final int RUNS = 20;
  /**
   * Runs that must be right. Each rule names a node at p ≤ 0.0005 (z 3.29), per node and
   * operation: with 5 nodes that is about one false naming in 400 runs of equal nodes, by design.
   * Asking all 20 runs to be right would then fail about one execution in 20 with nothing wrong;
   * at least 19 of 20 (the verdict's acceptance criterion, docs/verdict.md) fails about one in
   * 800.
   */
  static final int RIGHT_AT_LEAST = RUNS - 1;

  /** Who each rule named in one run, and the verdict in one line. */
  record Named(List<String> all, List<String> byTail, List<String> byStall, String line) {
  }

  private SeededVerdicts() {
  }

  /** Asserts that {@code right} holds for at least {@link #RIGHT_AT_LEAST} of the runs {@code v}. */
  static void assertRightInEnough(List<Named> v, Predicate<Named> right) {
    assertTrue(v.stream().filter(right).count() >= RIGHT_AT_LEAST, lines(v));
  }

  /** {@link #RUNS} runs of {@code operations} reads with {@code extra} settings. */
  static List<Named> run(Path results, String name, int operations, String... extra)
      throws Exception {
    List<Named> named = new ArrayList<>();
    for (int seed = 1; seed <= RUNS; seed++) {
      TrackingSession.Completed run = EngineHarness.run(TestProperties.of(
          "workload", "site.ycsb.workloads.CoreWorkload",
          "bio.binding.class", SimClient.class.getName(), "bio.binding.name", "sim",
          "bio.results", results.resolve(name + "-" + seed).toString(), "recordcount", "10000",
          "operationcount", Integer.toString(operations), "readproportion", "1",
          "updateproportion", "0", "requestdistribution", "uniform", "threadcount", "8",
          "sim.nodes", "5", "sim.latency", "500us", "sim.latency.dist", "lognormal",
          "sim.latency.sigma", "0.5", "bio.interval", "1s",
          "bio.verdict.stall.interval", "50ms", "sim.seed", Integer.toString(seed))
          .set(extra).build(), false, Duration.ofMinutes(1));
      List<Finding> f = run.verdict().findings();
      named.add(new Named(run.verdict().bottlenecks(), nodes(f, "tail"), nodes(f, "stall"),
          run.verdict().bottlenecks() + " " + f.stream().map(x -> x.node() + " " + x.describe())
              .toList()));
    }
    System.out.println(name + ":\n  " + lines(named).replace("\n", "\n  "));
    return named;
  }

  private static List<String> nodes(List<Finding> findings, String kind) {
    return findings.stream().filter(f -> f.kind().equals(kind)).map(Finding::node).distinct()
        .sorted().toList();
  }

  /** The runs' verdicts, one line each, for failure messages. */
  static String lines(List<Named> runs) {
    return String.join("\n", runs.stream().map(Named::line).toList());
  }
}
