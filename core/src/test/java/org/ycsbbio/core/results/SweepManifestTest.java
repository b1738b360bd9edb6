package org.ycsbbio.core.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.results.SweepManifest.Step;

class SweepManifestTest {
  @TempDir
  Path dir;

  private static Step step(String name, double target) {
    return new Step(name, 8, target, 1, "steps/" + name, "pending", null, 0, 0);
  }

  @Test
  void writesAndReadsBackEveryFieldAndReplacesAtomically() throws Exception {
    assertFalse(SweepManifest.isSweep(dir));
    SweepManifest m = new SweepManifest("sim", List.of("sim", "--target", "1,2"), "run", "target",
        new Step("load", 0, 0, 1, "load", "completed", "", 0, 0),
        List.of(step("01-a", 1).completed(1.5, 2300), step("02-b", 2).with("failed", "why")));
    m.write(dir);
    assertTrue(SweepManifest.isSweep(dir));
    assertEquals(m, SweepManifest.read(dir));
    SweepManifest next = m.withStep(1, m.steps().get(1).with("pending", ""));
    next.write(dir);
    assertEquals(next, SweepManifest.read(dir));
    assertFalse(Files.exists(dir.resolve(SweepManifest.FILE + ".tmp")));
    assertEquals("", step("x", 1).reason());
    SweepManifest loads = new SweepManifest("jdbc", List.of(), SweepManifest.LOAD, "threads", null,
        List.of(step("01-a", 0)));
    loads.write(dir);
    assertEquals(loads, SweepManifest.read(dir));
  }

  @Test
  void readsAManifestWithoutTheLoadAndIgnoresUnknownFields() throws Exception {
    Files.writeString(dir.resolve(SweepManifest.FILE), """
        {"binding": "sim", "arguments": [], "dimension": "threads", "load": null, "future": 1,
         "steps": [{"name": "01", "threads": 2, "target": 0, "repeat": 1, "dir": "steps/01",
                    "status": "completed", "reason": "", "achievedOpsPerSec": 10.0,
                    "p99Micros": 5}]}
        """);
    SweepManifest m = SweepManifest.read(dir);
    assertEquals(null, m.load());
    assertEquals(SweepManifest.RUN, m.phase(), "a manifest without a phase is a run sweep's");
    assertTrue(m.steps().get(0).done());
    assertEquals(10.0, m.steps().get(0).achievedOpsPerSec());
  }

  @Test
  void aDamagedManifestFailsToRead() throws Exception {
    Files.writeString(dir.resolve(SweepManifest.FILE), "{\"binding\": \"sim\", \"steps\": [");
    assertThrows(java.io.IOException.class, () -> SweepManifest.read(dir));
  }

  @Test
  void stepsCompareByParametersNotByOutcome() {
    Step a = step("01", 100);
    assertTrue(a.sameParameters(a.completed(99, 1000)));
    assertFalse(a.sameParameters(step("01", 200)));
    assertFalse(a.sameParameters(new Step("01", 8, 100, 2, "steps/01", "pending", "", 0, 0)));
    assertFalse(a.sameParameters(new Step("01", 4, 100, 1, "steps/01", "pending", "", 0, 0)));
    assertFalse(a.done());
    assertTrue(a.completed(1, 1).done());
  }
}
