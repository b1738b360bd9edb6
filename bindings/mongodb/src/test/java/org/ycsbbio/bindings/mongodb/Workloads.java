package org.ycsbbio.bindings.mongodb;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.tracking.TrackingSession;

/** The repository's workload files as EngineHarness runs of the MongoDB binding. */
final class Workloads {
  /** Upper bound of one phase. */
  static final Duration TIMEOUT = Duration.ofMinutes(3);

  private Workloads() {
  }

  /** {@code workloads/<name>} plus the harness keys, {@code mongodb.url} and {@code kv}. */
  static Properties of(String name, Path results, String url, String... kv) throws IOException {
    return TestProperties.workload(name).binding(MongoDbClient.class, "mongodb", results)
        .set("mongodb.url", url).set(kv).build();
  }

  /** Runs one phase on YCSB's engine with tracking, bounded by {@link #TIMEOUT}. */
  static TrackingSession.Completed run(Properties p, boolean load) throws Exception {
    return EngineHarness.run(p, load, TIMEOUT);
  }
}
