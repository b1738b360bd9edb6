package org.ycsbbio.core.testing;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import net.jcip.annotations.NotThreadSafe;
import site.ycsb.DB;

/**
 * Builds the {@link Properties} a binding test hands to a client or to {@link EngineHarness}:
 * a workload file of the repository (or nothing), the harness keys, then {@code key, value, …}
 * pairs, later ones overriding earlier ones.
 *
 * <pre>{@code
 * Properties p = TestProperties.workload("workloada")
 *     .binding(JdbcClient.class, "jdbc", results).set("recordcount", "100").build();
 * }</pre>
 */
@NotThreadSafe
public final class TestProperties {
  private final Properties props = new Properties();

  private TestProperties() {
  }

  /** Starts from the pairs {@code kv}. */
  public static TestProperties of(String... kv) {
    return new TestProperties().set(kv);
  }

  /** Starts from a copy of {@code base}. */
  public static TestProperties copyOf(Properties base) {
    TestProperties t = new TestProperties();
    t.props.putAll(base);
    return t;
  }

  /** Starts from {@code workloads/<fileName>} of the repository. */
  public static TestProperties workload(String fileName) throws IOException {
    TestProperties t = new TestProperties();
    Path file = RepositoryRoot.path().resolve("workloads").resolve(fileName);
    try (Reader r = Files.newBufferedReader(file)) {
      t.props.load(r);
    }
    return t;
  }

  /** The harness keys: {@code bio.binding.class}, {@code bio.binding.name}, {@code bio.results}. */
  public TestProperties binding(Class<? extends DB> client, String name, Path results) {
    return set("bio.binding.class", client.getName(), "bio.binding.name", name,
        "bio.results", results.toString());
  }

  /**
   * Sets {@code key, value, …} in order.
   *
   * @throws IllegalArgumentException when a key has no value
   */
  public TestProperties set(String... kv) {
    if (kv.length % 2 != 0) {
      throw new IllegalArgumentException("key " + kv[kv.length - 1] + " has no value");
    }
    for (int i = 0; i < kv.length; i += 2) {
      props.setProperty(kv[i], kv[i + 1]);
    }
    return this;
  }

  /** A copy of what was set. */
  public Properties build() {
    Properties copy = new Properties();
    copy.putAll(props);
    return copy;
  }
}
