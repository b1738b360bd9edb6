package org.ycsbbio.core.testing;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.tracking.TrackingSession;

/** The repository's workload files as {@link EngineHarness} properties, and per-node counts. */
public final class WorkloadRuns {
  private WorkloadRuns() {
  }

  /**
   * {@code workloads/<name>} plus the harness keys for {@code binding} (registered as
   * {@code bindingName}), results in {@code results}, then the {@code kv} overrides.
   */
  public static Properties of(String name, Class<?> binding, String bindingName, Path results,
      String... kv) throws IOException {
    Path home = Path.of(System.getProperty("ycsb.bio.home", "../.."));
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(home.resolve("workloads").resolve(name))) {
      p.load(r);
    }
    p.setProperty("bio.binding.class", binding.getName());
    p.setProperty("bio.binding.name", bindingName);
    p.setProperty("bio.results", results.toString());
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    return p;
  }

  /** Operations of {@code node} (all types), OK and failed. */
  public static long ops(TrackingSession.Completed run, String node) {
    return run.summary().stats().stream().filter(s -> s.node().equals(node))
        .mapToLong(NodeOpStats::totalCount).sum();
  }

  /** Failed operations of {@code node}. */
  public static long errors(TrackingSession.Completed run, String node) {
    return run.summary().stats().stream().filter(s -> s.node().equals(node))
        .mapToLong(NodeOpStats::errorCount).sum();
  }

  /** Every operation of the run. */
  public static long total(TrackingSession.Completed run) {
    return run.summary().stats().stream().mapToLong(NodeOpStats::totalCount).sum();
  }

  /** Failed operations of the run, all nodes. */
  public static long errors(TrackingSession.Completed run) {
    return run.summary().stats().stream().mapToLong(NodeOpStats::errorCount).sum();
  }
}
