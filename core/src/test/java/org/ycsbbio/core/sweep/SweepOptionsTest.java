package org.ycsbbio.core.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.UsageException;

class SweepOptionsTest {
  private static SweepOptions parse(String... args) {
    return SweepOptions.parse(List.of(args));
  }

  /** The one-line message of the usage error {@code args} give. */
  private static String error(String... args) {
    String message = assertThrows(UsageException.class, () -> parse(args)).getMessage();
    assertFalse(message.contains("\n"), message);
    return message;
  }

  /** YCSB reads -target as an int: a fractional rate would fail every step. */
  @Test
  void aTargetIsAWholeRate() {
    assertEquals("sweep: --target 1000,2500.5: '2500.5' is not a whole ops/s rate from 1 to "
        + "2147483647 (YCSB's -target) or max", error("sim", "--target", "1000,2500.5"));
    assertTrue(error("sim", "-target", "0").contains("'0' is not a whole ops/s rate"));
  }

  @Test
  void readsEveryOptionAndPassesTheYcsbOnesThrough() {
    SweepOptions o = parse("sim", "-P", "workloads/workloada", "--target", "1000,2500,max",
        "--threads", "1,8", "--ops", "500", "--warmup", "2s", "--repeat", "3", "--no-load",
        "--go-on", "--on-error", "stop", "--resume", "--clients", "4", "-o", "out",
        "-p", "a=b", "-l", "lab", "-s");
    assertEquals("sim", o.binding());
    assertEquals(List.of(1000.0, 2500.0, 0.0), o.targets());
    assertEquals(List.of(1, 8), o.threads());
    assertEquals(500, o.opsPerStep());
    assertEquals(0, o.durationSeconds());
    assertEquals(2, o.warmupSeconds());
    assertEquals(3, o.repeat());
    assertEquals(4, o.clients());
    assertEquals(Path.of("out"), o.dir());
    assertFalse(o.load());
    assertTrue(o.goOn() && o.stopOnError() && o.resume());
    assertEquals(List.of("-P", "workloads/workloada", "-p", "a=b", "-l", "lab", "-s"),
        o.ycsbOptions());
  }

  @Test
  void defaultsAreOneStepAtMaxForThirtySecondsWithTheLoadAndOnErrorContinue() {
    SweepOptions o = parse("sim", "-P", "w");
    assertEquals(List.of(0.0), o.targets());
    assertEquals(List.of(), o.threads());
    assertEquals(30, o.durationSeconds());
    assertEquals(0, o.opsPerStep());
    assertEquals(0, o.warmupSeconds());
    assertEquals(1, o.repeat());
    assertEquals(1, o.clients());
    assertTrue(o.load());
    assertFalse(o.goOn() || o.stopOnError() || o.resume());
    assertTrue(o.dir().toString().matches("results/sweep-\\d{8}-\\d{6}-sim"), o.dir().toString());
    assertEquals(90, parse("sim", "--duration", "90s").durationSeconds());
    assertEquals(120, parse("sim", "--duration", "2m").durationSeconds());
  }

  @Test
  void aLoadPhaseSweepHasNoSeparateLoadAndLoadsToTheEndUnlessBounded() {
    SweepOptions run = parse("sim", "-P", "w");
    assertEquals("run", run.phase());
    assertFalse(run.loadPhase());
    assertEquals(null, run.resetCommand());
    SweepOptions o = parse("jdbc", "-P", "w", "--phase", "load", "--threads", "1,2,4",
        "--reset-command", "mysql -e 'truncate t'");
    assertTrue(o.loadPhase());
    assertEquals("load", o.phase());
    assertFalse(o.load(), "every step is a load: no load phase before the steps");
    assertEquals("mysql -e 'truncate t'", o.resetCommand());
    assertEquals(0, o.durationSeconds(), "a load runs to its end unless bounded");
    assertEquals(0, o.opsPerStep());
    assertEquals(500, parse("sim", "--phase", "load", "--ops", "500").opsPerStep());
    assertEquals(60, parse("sim", "--phase", "load", "--duration", "1m").durationSeconds());
  }

  @Test
  void everyOptionOfTheUsageIsInTheDocsTable() throws Exception {
    String doc = java.nio.file.Files.readString(org.ycsbbio.core.testing.RepositoryRoot.path()
        .resolve("docs/studies.md"));
    String table = doc.substring(doc.indexOf("| option | default | meaning |"));
    table = table.substring(0, table.indexOf("\n\n"));
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("--[a-z-]+")
        .matcher(SweepOptions.USAGE);
    int n = 0;
    while (m.find()) {
      assertTrue(table.contains("`" + m.group()), m.group() + " is not in docs/studies.md's "
          + "option table");
      n++;
    }
    assertEquals(16, n, "options in the usage line");
  }

  @Test
  void findMaxSearchesAtOneThreadCountWithinTheBoundInAtMostItsSteps() {
    SweepOptions plain = parse("sim", "-P", "w", "--target", "100,200");
    assertFalse(plain.findMax());
    assertEquals(0, plain.findMaxSteps());
    assertEquals(100_000, plain.p99BoundMicros(), "the report's default bound");
    SweepOptions o = parse("sim", "-P", "w", "--find-max", "--threads", "16", "--p99-bound",
        "50ms", "--duration", "10s");
    assertTrue(o.findMax());
    assertEquals(8, o.findMaxSteps());
    assertEquals(50_000, o.p99BoundMicros());
    assertEquals(List.of(16), o.threads());
    assertEquals(10, o.durationSeconds());
    assertEquals(5, parse("sim", "--find-max", "--max-steps", "5").findMaxSteps());
    assertEquals(2_000_000, parse("sim", "--p99-bound", "2s").p99BoundMicros());
    assertEquals(250, parse("sim", "--p99-bound", "250us").p99BoundMicros());
  }

  @Test
  void ycsbsThreadsAndTargetAreTheOneValueOfWhatTheSweepDoesNotVary() {
    SweepOptions byTarget = parse("sim", "-P", "w", "-threads", "16", "--target", "1000,2000");
    assertEquals(List.of(16), byTarget.threads());
    assertEquals(List.of(1000.0, 2000.0), byTarget.targets());
    SweepOptions byThreads = parse("sim", "--threads", "1,2,4", "-target", "500");
    assertEquals(List.of(1, 2, 4), byThreads.threads());
    assertEquals(List.of(500.0), byThreads.targets());
    SweepOptions one = parse("sim", "-target", "max", "-threads", "8");
    assertEquals(List.of(8), one.threads());
    assertEquals(List.of(0.0), one.targets());
    assertEquals(List.of("-P", "w"), byTarget.ycsbOptions(), "given to every step as its own");
  }

  @Test
  void badInputIsOneLineNamingTheOption() {
    assertEquals("sweep: --phase both: must be run or load", error("sim", "--phase", "both"));
    assertTrue(error("sim", "--phase", "load", "--no-load")
        .startsWith("sweep: --no-load does not go with --phase load: "));
    assertTrue(error("sim", "--phase", "load", "--warmup", "2s")
        .startsWith("sweep: --warmup does not go with --phase load: "));
    assertTrue(error("sim", "--reset-command", "true").contains("it needs --phase load"));
    assertEquals("sweep: --reset-command: empty command",
        error("sim", "--phase", "load", "--reset-command", " "));
    assertTrue(error().contains("no binding given"));
    assertTrue(error("--target", "1").contains("no binding given"));
    assertTrue(error("sim", "--target", "1000,fast").startsWith("sweep: --target 1000,fast: 'fast'"));
    assertTrue(error("sim", "--target", "0").startsWith("sweep: --target 0: "));
    assertTrue(error("sim", "--target", "-5").startsWith("sweep: --target -5: "));
    assertTrue(error("sim", "--threads", "1,0").startsWith("sweep: --threads 1,0: '0' must be"));
    assertTrue(error("sim", "--threads", "two").startsWith("sweep: --threads two: 'two'"));
    assertTrue(error("sim", "--repeat", "1001").startsWith("sweep: --repeat 1001: "));
    assertTrue(error("sim", "--clients", "0").startsWith("sweep: --clients 0: "));
    assertTrue(error("sim", "--ops", "x").startsWith("sweep: --ops x: "));
    assertTrue(error("sim", "--duration", "0s").startsWith("sweep: --duration 0s: "));
    assertTrue(error("sim", "--duration", "1500ms").startsWith("sweep: --duration 1500ms: "));
    assertTrue(error("sim", "--duration", "soon").startsWith("sweep: --duration "));
    assertTrue(error("sim", "--warmup", "x").startsWith("sweep: --warmup "));
    assertTrue(error("sim", "--on-error", "ignore")
        .equals("sweep: --on-error ignore: must be continue or stop"));
    assertTrue(error("sim", "--duration", "2s", "--ops", "10").contains("--duration or --ops"));
    assertEquals("sweep: -threads and --threads both given: the sweep varies the thread count "
        + "over --threads; drop -threads", error("sim", "-threads", "4", "--threads", "1,2"));
    assertEquals("sweep: -target and --target both given: the sweep varies the target over "
        + "--target; drop -target", error("sim", "--target", "100,200", "-target", "4"));
    assertEquals("sweep: -threads takes one value (a list is --threads LIST)",
        error("sim", "-threads", "4,8"));
    assertTrue(error("sim", "-target", "fast").startsWith("sweep: -target fast: 'fast' is not"));
    assertTrue(error("sim", "-threads", "0").startsWith("sweep: -threads 0: '0' must be"));
    assertTrue(error("sim", "--bogus").startsWith("sweep: unknown option '--bogus'"));
    assertTrue(error("sim", "--find-max", "--target", "100")
        .startsWith("sweep: --target does not go with --find-max: "));
    assertTrue(error("sim", "--find-max", "--threads", "1,2")
        .startsWith("sweep: --threads [1, 2] does not go with --find-max: "));
    assertTrue(error("sim", "--find-max", "--repeat", "2")
        .startsWith("sweep: --repeat does not go with --find-max: "));
    assertTrue(error("sim", "--find-max", "--phase", "load")
        .startsWith("sweep: --phase load does not go with --find-max: "));
    assertTrue(error("sim", "--max-steps", "4").contains("give --find-max too"));
    assertTrue(error("sim", "--find-max", "--max-steps", "1").contains("at least 2 steps"));
    assertTrue(error("sim", "--find-max", "--max-steps", "101")
        .startsWith("sweep: --max-steps 101: '101' must be"));
    assertEquals("sweep: --p99-bound 0.5us: must be at least 1us",
        error("sim", "--p99-bound", "0.5us"));
    assertTrue(error("sim", "--p99-bound", "soon").startsWith("sweep: --p99-bound 'soon' "));
    for (String opt : List.of("--target", "--threads", "--duration", "--ops", "--warmup",
        "--repeat", "--clients", "--on-error", "--phase", "--reset-command", "--max-steps",
        "--p99-bound", "-o", "-P", "-p", "-l", "-threads", "-target")) {
      List<String> args = new ArrayList<>(List.of("sim"));
      args.add(opt);
      assertEquals("sweep: " + opt + ": missing value", error(args.toArray(String[]::new)));
    }
  }
}
