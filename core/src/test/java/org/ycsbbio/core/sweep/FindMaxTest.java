package org.ycsbbio.core.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.function.DoubleFunction;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.report.MaxWithinBound;
import org.ycsbbio.core.report.StepResult;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.results.SweepManifest.Search;

/** The search of --find-max against made-up systems. */
class FindMaxTest {
  private static final Search SEARCH = new Search(100_000, 8, 32);

  /**
   * A step of 1 s at {@code target} (0: as fast as possible) that achieved {@code achieved} ops/s
   * with every latency {@code micros} (service and intended).
   */
  private static StepResult step(double target, long achieved, long micros) {
    Histogram ok = new Histogram(3);
    ok.recordValueWithCount(micros, achieved);
    List<NodeOpStats> stats = List.of(new NodeOpStats("node1", Operation.READ, ok,
        new Histogram(3), target > 0 ? ok.copy() : null));
    return StepResult.of("s", 32, target, 1,
        new RunSummary(new TreeMap<>(), 0, 1000, RunStatus.COMPLETED, stats, 5000));
  }

  /** The targets the search runs against {@code system} (target -> step), in order. */
  private static List<Double> search(Search search, DoubleFunction<StepResult> system) {
    List<StepResult> steps = new ArrayList<>();
    List<Double> targets = new ArrayList<>();
    OptionalDouble next;
    while ((next = FindMax.next(steps, search)).isPresent()) {
      targets.add(next.getAsDouble());
      steps.add(system.apply(next.getAsDouble()));
    }
    return targets;
  }

  /** Serves 2000 ops/s at most; p99 5 ms up to 1500 ops/s offered, 300 ms above. */
  private static StepResult knee(double target) {
    return target == 0 ? step(0, 2000, 40_000)
        : step(target, Math.round(Math.min(target, 2000)), target <= 1500 ? 5_000 : 300_000);
  }

  @Test
  void bisectsBelowWhatAsFastAsPossibleAchievedUntilWithinThreePerCent() {
    List<Double> targets = search(SEARCH, FindMaxTest::knee);
    assertEquals(List.of(0.0, 1053.0, 1579.0, 1316.0, 1448.0, 1514.0, 1481.0), targets);
    List<StepResult> steps = targets.stream().map(FindMaxTest::knee).toList();
    MaxWithinBound found = MaxWithinBound.of(steps, SEARCH.p99BoundMicros());
    assertEquals(1481, found.maxTarget());
    assertEquals(1514, found.missed().target());
    assertTrue(found.text().startsWith("Highest offered load within p99 100.0 ms (--find-max, 7 "
        + "steps): 1481 ops/s (step s: achieved 1481 ops/s, p99 5.0 ms); the next target tried, "
        + "1514 ops/s did not (step s: achieved 1514 ops/s, p99 300.0 ms); as fast as possible: "
        + "2000 ops/s, p99 40.0 ms."), found.text());
  }

  @Test
  void stopsAfterItsStepsAndWhenNothingCanBeSearched() {
    assertEquals(3, search(new Search(100_000, 3, 32), FindMaxTest::knee).size());
    List<Double> never = search(SEARCH, t -> step(t, 1000, 300_000));
    assertEquals(List.of(0.0, 526.0, 263.0, 132.0, 66.0, 33.0, 17.0, 9.0), never);
    assertEquals("Highest offered load within p99 100.0 ms (--find-max, 8 steps): none of the "
        + "targets tried held it; the lowest, 9 ops/s did not (step s: achieved 1000 ops/s, p99 "
        + "300.0 ms); as fast as possible: 1000 ops/s, p99 300.0 ms.",
        MaxWithinBound.of(never.stream().map(t -> step(t, 1000, 300_000)).toList(), 100_000)
            .text());
    assertEquals(List.of(0.0), search(SEARCH, t -> StepResult.notCompleted("s", 32, t, 1,
        "failed", "cannot connect")), "a failed first step bounds nothing");
  }

  @Test
  void aStepThatHeldTheBoundWithTooManyFailuresDidNotHoldIt() {
    Histogram ok = new Histogram(3);
    ok.recordValueWithCount(1000, 90);
    Histogram failed = new Histogram(3);
    failed.recordValueWithCount(1000, 10);
    StepResult failing = StepResult.of("s", 32, 100, 1, new RunSummary(new TreeMap<>(), 0, 1000,
        RunStatus.COMPLETED, List.of(new NodeOpStats("node1", Operation.READ, ok, failed,
            ok.copy())), 5000));
    assertEquals(0, MaxWithinBound.of(List.of(step(0, 100, 1000), failing), 100_000)
        .maxTarget());
  }
}
