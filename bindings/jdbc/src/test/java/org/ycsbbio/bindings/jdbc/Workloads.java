package org.ycsbbio.bindings.jdbc;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Properties;
import org.ycsbbio.core.testing.TestProperties;

/** The repository's workload files as EngineHarness properties for the JDBC binding. */
final class Workloads {
  private Workloads() {
  }

  /** {@code workloads/<name>} plus the harness keys and {@code kv} overrides. */
  static Properties of(String name, Path results, String... kv) throws IOException {
    return TestProperties.workload(name).binding(JdbcClient.class, "jdbc", results).set(kv)
        .build();
  }
}
