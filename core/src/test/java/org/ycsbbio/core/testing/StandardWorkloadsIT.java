package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import site.ycsb.DB;

/**
 * The standard integration test of a binding: YCSB's workloads A–G ({@link CoreWorkloadRuns}:
 * exact counts, no failed operation, YCSB's own counts as the nodes') loaded and run through the
 * engine against the servers {@code bin/test} names in a system property, each from an empty
 * database; every server must serve part of the load. A binding without scans leaves workload E
 * out (it is not run, not skipped). A binding's IT extends it with its constructor and
 * {@link #empty}, and adds its own checks in {@link #check}.
 *
 * <pre>{@code
 * class MemcachedWorkloadsIT extends StandardWorkloadsIT {
 *   MemcachedWorkloadsIT() {
 *     super(MemcachedClient.class, "memcached", "memcached.hosts", Scans.NONE);
 *   }
 *
 *   protected void empty(List<String> servers) throws Exception { ... flush_all ... }
 * }
 * }</pre>
 *
 * The servers come from the system property of the same name as the binding's setting
 * ({@code -Dmemcached.hosts=127.0.0.1:11511,...}); without it the test fails, saying so.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class StandardWorkloadsIT {
  private static final int RECORDS = 300;
  private static final int OPERATIONS = 500;

  /** Whether the binding serves YCSB's {@code scan}. */
  public enum Scans {
    /** It does: workload E runs. */
    SERVED,
    /** It answers NOT_IMPLEMENTED: workload E is left out. */
    NONE
  }

  private final Class<? extends DB> binding;
  private final String bindingName;
  private final String serversKey;
  private final Scans scans;
  @TempDir
  Path results;

  /**
   * @param binding the binding's class
   * @param bindingName its registry name
   * @param serversKey the binding's setting that lists the servers, and the system property
   *     through which {@code bin/test} names them
   * @param scans whether workload E runs
   */
  protected StandardWorkloadsIT(Class<? extends DB> binding, String bindingName,
      String serversKey, Scans scans) {
    this.binding = binding;
    this.bindingName = bindingName;
    this.serversKey = serversKey;
    this.scans = scans;
  }

  /** The servers named by the system property {@code serversKey}; fails when it is not set. */
  protected final List<String> servers() {
    String value = ServerProperties.required(getClass().getSimpleName() + " needs the servers "
        + "bin/test starts: run bin/test, or start them and pass -D" + serversKey
        + "=host:port,... (docs/bindings/" + bindingName + ".md)", serversKey).get(0);
    return Arrays.stream(value.split(",")).map(String::strip).toList();
  }

  /** Removes every record from {@code servers}, so that each workload starts empty. */
  protected abstract void empty(List<String> servers) throws Exception;

  /**
   * The binding's own checks of one workload's phases; the default checks that each server
   * (named as in {@link #servers}) served at least a tenth of the load.
   */
  protected void check(String workload, CoreWorkloadRuns.Phases phases) throws Exception {
    List<String> servers = servers();
    for (String server : servers) {
      assertTrue(RunCounts.ops(phases.load(), server) >= RECORDS / servers.size() / 10 + 1,
          server + " served part of the load: " + phases.load().summary().stats());
    }
  }

  /** The workload of {@code name} against the servers, results under {@code phase}. */
  protected Properties workload(String name, String phase, String... kv) throws Exception {
    return TestProperties.workload(name).binding(binding, bindingName, results.resolve(phase))
        .set(serversKey, String.join(",", servers()), "threadcount", "4", "recordcount",
            Integer.toString(RECORDS), "operationcount", Integer.toString(OPERATIONS)).set(kv)
        .build();
  }

  /** A to G, without E when the binding has no scans. */
  Stream<String> standardWorkloads() {
    return CoreWorkloadRuns.names()
        .filter(w -> scans == Scans.SERVED || !w.equals("workloade"));
  }

  @ParameterizedTest
  @MethodSource("standardWorkloads")
  void everyStandardWorkloadRunsOnEveryServer(String name) throws Exception {
    empty(servers());
    CoreWorkloadRuns.Phases p = CoreWorkloadRuns.loadAndRun(workload(name, name + "-load"),
        workload(name, name + "-run"), Duration.ofMinutes(2));
    check(name, p);
  }
}
