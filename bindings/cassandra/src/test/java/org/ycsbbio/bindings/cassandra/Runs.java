package org.ycsbbio.bindings.cassandra;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.tracking.TrackingSession;

/** The repository's workload files as EngineHarness runs of the Cassandra binding. */
final class Runs {
  private Runs() {
  }

  /** {@code workloads/<name>} plus the harness keys, {@code hosts} and {@code kv} overrides. */
  static Properties of(String name, Path results, String hosts, String... kv) throws IOException {
    Path home = Path.of(System.getProperty("ycsb.bio.home", "../.."));
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(home.resolve("workloads").resolve(name))) {
      p.load(r);
    }
    p.setProperty("bio.binding.class", CassandraClient.class.getName());
    p.setProperty("bio.binding.name", "cassandra");
    p.setProperty("bio.results", results.toString());
    p.setProperty("hosts", hosts);
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    return p;
  }

  /** Runs one phase on YCSB's engine with tracking. */
  static TrackingSession.Completed run(Properties p, boolean load, Duration timeout)
      throws Exception {
    return EngineHarness.run(p, load, timeout);
  }

  /** Operations of {@code node} (all types), OK and failed. */
  static long ops(TrackingSession.Completed run, String node) {
    return run.summary().stats().stream().filter(s -> s.node().equals(node))
        .mapToLong(NodeOpStats::totalCount).sum();
  }

  /** Failed operations of {@code node}. */
  static long errors(TrackingSession.Completed run, String node) {
    return run.summary().stats().stream().filter(s -> s.node().equals(node))
        .mapToLong(NodeOpStats::errorCount).sum();
  }

  /** Every operation of the run. */
  static long total(TrackingSession.Completed run) {
    return run.summary().stats().stream().mapToLong(NodeOpStats::totalCount).sum();
  }
}
