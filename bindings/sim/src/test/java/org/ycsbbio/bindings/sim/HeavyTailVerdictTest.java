package org.ycsbbio.bindings.sim;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Equal nodes with heavy-tailed service times (log-normal σ = 1) are named by no rule in at least
 * 19 of 20 seeded runs of 10,000 reads ({@link SeededVerdicts}).
 */
class HeavyTailVerdictTest {
  @TempDir
  Path results;

  @Test
  void heavyTailedEqualNodesAreNotNamed() throws Exception {
    List<SeededVerdicts.Named> v = SeededVerdicts.run(results, "heavy", 10_000,
        "sim.latency.sigma", "1");
    SeededVerdicts.assertRightInEnough(v, n -> n.all().isEmpty());
  }
}
