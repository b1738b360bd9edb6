package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.Properties;
import java.util.stream.Stream;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * YCSB's core workloads A–G loaded and run on the engine ({@link EngineHarness}) with the counts
 * every binding must show: the load inserts exactly {@code recordcount} records, the run issues
 * exactly {@code operationcount} transactions, no operation of either phase fails, and YCSB's own
 * output counts each operation type exactly as the nodes' sum. Binding tests add what is theirs
 * (which nodes served, what the database holds).
 *
 * <pre>{@code
 * @ParameterizedTest
 * @MethodSource("org.ycsbbio.core.testing.CoreWorkloadRuns#names")
 * void workloads(String name) throws Exception {
 *   CoreWorkloadRuns.Phases p = CoreWorkloadRuns.loadAndRun(props(name, "load"),
 *       props(name, "run"), Duration.ofMinutes(2));
 *   ...
 * }
 * }</pre>
 */
public final class CoreWorkloadRuns {
  private CoreWorkloadRuns() {
  }

  /** What the two phases measured. */
  public record Phases(TrackingSession.Completed load, TrackingSession.Completed run) {
  }

  /** The repository's core workload files, A to G, for {@code @MethodSource}. */
  public static Stream<String> names() {
    return Stream.of("workloada", "workloadb", "workloadc", "workloadd", "workloade",
        "workloadf", "workloadg");
  }

  /**
   * Runs the load phase of {@code load}, then the transactions of {@code run}, each within
   * {@code timeout}, and asserts the counts above. A run with read-modify-writes (workload F:
   * the other half are reads) is counted by its reads, one per transaction; its updates come on
   * top.
   */
  public static Phases loadAndRun(Properties load, Properties run, Duration timeout)
      throws Exception {
    TrackingSession.Completed loaded = EngineHarness.run(load, true, timeout);
    assertEquals(Long.parseLong(load.getProperty("recordcount")), RunCounts.total(loaded),
        "records inserted");
    assertEquals(0, RunCounts.errors(loaded), "failed inserts: " + loaded.summary().stats());
    assertYcsbCountsAsTheNodes(loaded);
    TrackingSession.Completed ran = EngineHarness.run(run, false, timeout);
    long transactions = Long.parseLong(run.getProperty("operationcount"));
    if (Double.parseDouble(run.getProperty("readmodifywriteproportion", "0")) > 0) {
      assertEquals(transactions, RunCounts.ops(ran, Operation.READ), "one read per transaction");
      assertTrue(RunCounts.total(ran) > transactions, "read-modify-writes add updates");
    } else {
      assertEquals(transactions, RunCounts.total(ran), "transactions");
    }
    assertEquals(0, RunCounts.errors(ran), "failed operations: " + ran.summary().stats());
    assertYcsbCountsAsTheNodes(ran);
    return new Phases(loaded, ran);
  }

  /**
   * YCSB's {@code Operations} of each operation type (successful ones) and its {@code Return=}
   * lines (all, e.g. {@code OK} and {@code BATCHED_OK}) = the nodes' sums.
   */
  private static void assertYcsbCountsAsTheNodes(TrackingSession.Completed phase)
      throws IOException {
    YcsbOutput ycsb = YcsbOutput.current();
    for (Operation op : Operation.values()) {
      long all = RunCounts.ops(phase, op);
      assertEquals(all - RunCounts.errors(phase, op), ycsb.count(op.name(), "Operations"),
          "YCSB's [" + op + "], Operations");
      assertEquals(all, ycsb.returns(op.name()), "YCSB's [" + op + "], Return= lines");
    }
  }
}
