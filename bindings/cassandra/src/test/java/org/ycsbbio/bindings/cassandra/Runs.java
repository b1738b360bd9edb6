package org.ycsbbio.bindings.cassandra;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Properties;
import org.ycsbbio.core.testing.TestProperties;

/** The repository's workload files as EngineHarness properties for the Cassandra binding. */
final class Runs {
  private Runs() {
  }

  /** {@code workloads/<name>} plus the harness keys, {@code hosts} and {@code kv} overrides. */
  static Properties of(String name, Path results, String hosts, String... kv) throws IOException {
    return TestProperties.workload(name).binding(CassandraClient.class, "cassandra", results)
        .set("hosts", hosts).set(kv).build();
  }
}
