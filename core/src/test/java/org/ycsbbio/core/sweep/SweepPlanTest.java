package org.ycsbbio.core.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.results.SweepManifest.Search;
import org.ycsbbio.core.results.SweepManifest.Step;
import org.ycsbbio.core.results.SweepManifest;

class SweepPlanTest {
  @TempDir
  Path dir;

  private SweepManifest plan(String... args) {
    return SweepPlan.fresh(SweepOptions.parse(List.of(args)), List.of(args));
  }

  @Test
  void theManifestHoldsNoPassword() throws Exception {
    SweepManifest m = plan("jdbc", "--target", "100", "-p", "db.passwd=hunter2");
    assertEquals(List.of("jdbc", "--target", "100", "-p", "db.passwd=<redacted>"), m.arguments());
    m.write(dir);
    assertFalse(Files.readString(dir.resolve(SweepManifest.FILE)).contains("hunter2"));
  }

  @Test
  void threadsOutsideTargetsInsideRepeatsInnermost() {
    SweepManifest m = plan("sim", "--threads", "2,4", "--target", "100,max", "--repeat", "2");
    assertEquals(8, m.steps().size());
    assertEquals(List.of("01-threads-2-target-100-r1", "02-threads-2-target-100-r2",
        "03-threads-2-target-max-r1", "04-threads-2-target-max-r2", "05-threads-4-target-100-r1",
        "06-threads-4-target-100-r2", "07-threads-4-target-max-r1", "08-threads-4-target-max-r2"),
        m.steps().stream().map(Step::name).toList());
    Step s = m.steps().get(5);
    assertEquals(4, s.threads());
    assertEquals(100.0, s.target());
    assertEquals(2, s.repeat());
    assertEquals("steps/06-threads-4-target-100-r2", s.dir());
    assertTrue(m.steps().stream().allMatch(x -> x.status().equals("pending")));
    assertEquals("target,threads", m.dimension());
    assertEquals("load", m.load().dir());
  }

  @Test
  void dimensionAndNamesFollowWhatVaries() {
    SweepManifest targets = plan("sim", "--target", "1000,1500", "--no-load");
    assertEquals("target", targets.dimension());
    assertNull(targets.load());
    assertEquals(List.of("01-threads-default-target-1000", "02-threads-default-target-1500"),
        targets.steps().stream().map(Step::name).toList());
    assertEquals(0, targets.steps().get(0).threads());
    assertEquals("threads", plan("sim", "--threads", "1,2").dimension());
    assertEquals("threads", plan("sim").dimension());
    assertEquals(1, plan("sim").steps().size());
  }

  @Test
  void resumeKeepsCompletedStepsAndRerunsTheOthers() throws Exception {
    SweepManifest planned = plan("sim", "--target", "100,200,300");
    SweepManifest old = planned.withLoad(planned.load().with("completed", ""))
        .withStep(0, planned.steps().get(0).completed(99.5, 1200))
        .withStep(1, planned.steps().get(1).with("failed", "exit status 1"))
        .withStep(2, planned.steps().get(2).with("skipped", "not run: past saturation"));
    old.write(dir);
    SweepManifest resumed = SweepPlan.resumed(planned, dir);
    assertEquals("completed", resumed.load().status());
    assertEquals(old.steps().get(0), resumed.steps().get(0));
    assertEquals(List.of("completed", "pending", "pending"),
        resumed.steps().stream().map(Step::status).toList());
    assertEquals("", resumed.steps().get(1).reason());
  }

  @Test
  void aLoadPhaseSweepListsItsLoadsAsStepsAndResumesOnlyAsOne() throws Exception {
    SweepManifest loads = plan("jdbc", "--phase", "load", "--threads", "1,2,4");
    assertEquals("load", loads.phase());
    assertNull(loads.load());
    assertEquals("threads", loads.dimension());
    assertEquals(List.of("01-threads-1-target-max", "02-threads-2-target-max",
        "03-threads-4-target-max"), loads.steps().stream().map(Step::name).toList());
    assertEquals("run", plan("jdbc", "--threads", "1,2,4").phase());
    loads.write(dir);
    assertEquals("load", SweepPlan.resumed(loads, dir).phase());
    String other = assertThrows(ConfigException.class,
        () -> SweepPlan.resumed(plan("jdbc", "--threads", "1,2,4"), dir)).getMessage();
    assertTrue(other.contains("lists other steps than these options give"), other);
  }

  @Test
  void resumeWithOtherOptionsOrNoManifestIsRefusedInOneLine() throws Exception {
    plan("sim", "--target", "100,200").write(dir);
    String other = assertThrows(ConfigException.class,
        () -> SweepPlan.resumed(plan("sim", "--target", "100,300"), dir)).getMessage();
    assertTrue(other.contains("lists other steps than these options give; resume with the "
        + "sweep's own options: sim --target 100,200"), other);
    assertTrue(assertThrows(ConfigException.class,
        () -> SweepPlan.resumed(plan("noop", "--target", "100,200"), dir)).getMessage()
        .contains("lists other steps"));
    String none = assertThrows(ConfigException.class,
        () -> SweepPlan.resumed(plan("sim"), dir.resolve("nothing"))).getMessage();
    assertTrue(none.startsWith("sweep: --resume: cannot read "), none);
    assertTrue(!none.contains("\n"), none);
  }

  @Test
  void aFindMaxSweepStartsWithoutStepsAndResumesFromTheStepsThatEnded() throws Exception {
    SweepManifest planned = plan("sim", "--find-max", "--threads", "16", "--p99-bound", "20ms",
        "--max-steps", "6");
    assertEquals(List.of(), planned.steps());
    assertEquals(new Search(20_000, 6, 16), planned.search());
    assertEquals("target", planned.dimension());
    assertEquals("load", planned.load().dir());
    assertEquals(new Search(100_000, 8, 0), plan("sim", "--find-max").search());
    assertNull(plan("sim", "--target", "1,2").search());

    SweepManifest old = planned.withLoad(planned.load().with("completed", ""))
        .withAdded(SweepPlan.step(1, 16, 0, 1, false).completed(2000, 40_000))
        .withAdded(SweepPlan.step(2, 16, 1053, 1, false).with("failed", "exit status 1"))
        .withAdded(SweepPlan.step(3, 16, 526, 1, false));
    old.write(dir);
    SweepManifest resumed = SweepPlan.resumed(planned, dir);
    assertEquals(old.steps().subList(0, 2), resumed.steps(), "the running step is dropped");
    assertEquals("01-threads-16-target-max", resumed.steps().get(0).name());
    assertEquals("completed", resumed.load().status());
    assertEquals(planned.search(), resumed.search());

    String other = assertThrows(ConfigException.class, () -> SweepPlan.resumed(plan("sim",
        "--find-max", "--threads", "16"), dir)).getMessage();
    assertTrue(other.contains("holds another search (bound, steps, threads or binding) than the "
        + "one these options give; resume with the sweep's own options: sim --find-max "
        + "--threads 16 --p99-bound 20ms --max-steps 6"), other);
    String list = assertThrows(ConfigException.class, () -> SweepPlan.resumed(plan("sim",
        "--target", "1,2"), dir)).getMessage();
    assertTrue(list.contains("holds a --find-max search, not the targets these options give"),
        list);
    plan("sim", "--target", "1,2").write(dir);
    String search = assertThrows(ConfigException.class, () -> SweepPlan.resumed(planned, dir))
        .getMessage();
    assertTrue(search.contains("holds a sweep of given targets, not the --find-max search these "
        + "options give"), search);
  }

  @Test
  void ratesPrintAsWholeNumbersOneDecimalOrMax() {
    assertEquals("max", SweepPlan.rate(0));
    assertEquals("1000", SweepPlan.rate(1000));
    assertEquals("1500.5", SweepPlan.rate(1500.5));
  }
}
