package org.ycsbbio.bindings.sim;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A pause of the client of the stalling case's length and period (25 ms of every 200 ms) is
 * named on no node in at least 19 of 20 seeded runs of 16,000 reads ({@link SeededVerdicts}),
 * and the 8 threads in flight during a pause make it hit several nodes at once, so the stall rule
 * sees it on no node alone.
 */
class ClientPauseVerdictTest {
  @TempDir
  Path results;

  @Test
  void aPauseOfTheClientNamesNoNode() throws Exception {
    List<SeededVerdicts.Named> v = SeededVerdicts.run(results, "pause", 16_000,
        "sim.pause.every", "200ms", "sim.pause.length", "25ms");
    SeededVerdicts.assertRightInEnough(v, n -> n.all().isEmpty());
  }
}
