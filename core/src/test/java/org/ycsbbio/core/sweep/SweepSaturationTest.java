package org.ycsbbio.core.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.results.SweepManifest.Step;

class SweepSaturationTest {
  private static Step done(int threads, double target, double achieved, long p99) {
    return new Step("s", threads, target, 1, "d", "pending", "", 0, 0).completed(achieved, p99);
  }

  private static Step pending(int threads, double target) {
    return new Step("s", threads, target, 1, "d", "pending", "", 0, 0);
  }

  @Test
  void stalledThroughputWithExplodedP99IsPastSaturation() {
    List<Step> steps = List.of(done(8, 1000, 1000, 2000), done(8, 2000, 1990, 5000),
        done(8, 4000, 2050, 20_000));
    assertEquals("past saturation at step 3 (threads 8, target 4000): achieved 2050 ops/s vs "
        + "1990 at the step before, p99 20.0 ms vs 2.0 ms at the first",
        SweepSaturation.why(steps, 2));
  }

  @Test
  void eitherConditionAloneIsNotEnough() {
    // stalled (+3 %) but p99 only 9.9 x the first
    assertNull(SweepSaturation.why(List.of(done(8, 1000, 1000, 2000), done(8, 2000, 1990, 5000),
        done(8, 4000, 2049, 19_800)), 2));
    // p99 exploded but throughput still rose by 5 %
    assertNull(SweepSaturation.why(List.of(done(8, 1000, 1000, 2000), done(8, 2000, 2000, 5000),
        done(8, 4000, 2100, 50_000)), 2));
  }

  @Test
  void onlyTheSameThreadCountAtLowerTargetsCounts() {
    // the steps before are another thread count: no series yet
    assertNull(SweepSaturation.why(List.of(done(4, 1000, 1000, 100), done(8, 2000, 1000, 5000)),
        1));
    // a failed or pending step before is left out; max is above every target
    List<Step> steps = List.of(done(8, 1000, 1000, 100), pending(8, 2000),
        done(8, 0, 1040, 1000));
    assertEquals("past saturation at step 3 (threads 8, target max): achieved 1040 ops/s vs "
        + "1000 at the step before, p99 1.0 ms vs 100 us at the first",
        SweepSaturation.why(steps, 2));
    // one target only: repeats or threads are not a load series
    assertNull(SweepSaturation.why(List.of(done(8, 1000, 1000, 100), done(8, 1000, 900, 5000)),
        1));
    assertNull(SweepSaturation.why(List.of(done(8, 1000, 1000, 100)), 0));
  }
}
