package org.ycsbbio.bindings.sim;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A node that stalls for 25 ms (50× the median) out of every 200 ms (12.5 % of the time) is named
 * alone in at least 19 of 20 seeded runs of 20,000 reads (about ten stalls each) by the verdict
 * and by the stall rule alone ({@link SeededVerdicts}). The tail rule alone is not held to 19 of
 * 20: machine noise raises the peers' p99.9, the threshold it counts against, and on a loaded
 * machine it missed 1 of 20 runs in which the stall rule named the node (docs/verdict.md).
 */
class StallVerdictTest {
  @TempDir
  Path results;

  @Test
  void aStallingNodeIsNamedAloneByTheVerdictAndTheStallRule() throws Exception {
    List<SeededVerdicts.Named> v = SeededVerdicts.run(results, "stall", 20_000,
        "sim.stall.node", "3", "sim.stall.every", "200ms", "sim.stall.length", "25ms");
    List<String> node3 = List.of("node3");
    SeededVerdicts.assertRightInEnough(v, n -> n.all().equals(node3));
    SeededVerdicts.assertRightInEnough(v, n -> n.byStall().equals(node3));
  }
}
