package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.guard.ClientSeriesCsv;
import org.ycsbbio.core.testing.CpuHogs;
import org.ycsbbio.core.testing.CpuPin;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.GuardChecks;
import org.ycsbbio.core.testing.Precedence;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.tracking.TrackingSession;

/**
 * The client guard on YCSB's engine, the client (this JVM) held to one CPU: one client thread
 * paced to 5,000 reads/s on 5 simulated nodes of 100 us, waited out in a busy wait, for 8 s. Each
 * read costs the client 105-135 us of CPU (the wait and YCSB's own work), so it needs 55-70 % of
 * its CPU. Beside two CPU hogs on that CPU a fair scheduler gives it a third: the run falls behind
 * its target, its thread never sleeps and waits twice as long as it runs, and it is judged
 * client-limited, in every output. Without the hogs it is not: alone on its CPU (the test's JVM at
 * a real-time priority, measured by hand) it waited 0.05-0.2 times as long as it ran after its
 * first second, 0.6-1.3 in that second, which starts the run. Here it runs ahead of every other
 * program on its CPU ({@link Precedence}: the real-time class), as on a quiet machine, so that
 * other builds on a shared machine cannot make it a test of theirs. Tagged {@code client-guard}:
 * its own surefire execution runs it alone, after the other test classes, whose runs the hogs
 * would slow.
 */
@Tag("client-guard")
class ClientGuardTest {
  private static final int HOG_BOUND_SECONDS = 60;
  @TempDir
  static Path results;
  private static CpuPin pin;

  private static TrackingSession.Completed reads(String label, String seconds) throws Exception {
    return EngineHarness.run(TestProperties.of(
        "workload", "site.ycsb.workloads.CoreWorkload",
        "bio.binding.class", SimClient.class.getName(), "bio.binding.name", "sim",
        "bio.results", results.resolve(label).toString(), "recordcount", "10000",
        "operationcount", "100000000", "maxexecutiontime", seconds, "readproportion", "1",
        "updateproportion", "0", "requestdistribution", "uniform", "threadcount", "1",
        "target", "5000", "measurement.interval", "both", "sim.nodes", "5",
        "sim.latency", "100us", "bio.interval", "1s").build(), false, Duration.ofMinutes(2));
  }

  /**
   * Lets the JIT compile the run's code on every CPU, since a JVM compiling is its own limit for a
   * second or two, then holds this JVM to one CPU.
   */
  @BeforeAll
  static void warmUpAndPin() throws Exception {
    reads("warm-up", "5");
    pin = CpuPin.thisJvmToOneCpu();
  }

  @AfterAll
  static void unpin() throws Exception {
    pin.close();
  }

  @Test
  void twoCpuHogsMakeTheClientTheLimit() throws Exception {
    TrackingSession.Completed run;
    try (CpuHogs hogs = CpuHogs.start(2, pin.cpus().get(0), HOG_BOUND_SECONDS)) {
      run = reads("hogs", "8");
      assertTrue(hogs.allRunning(), "a hog ended before the run did");
    }
    System.out.println("hogs: " + run.client().line() + "\n"
        + Files.readString(run.config().resultsDir().resolve(ClientSeriesCsv.FILE)));
    GuardChecks.assertLimited(run);
  }

  @Test
  void withoutHogsTheClientIsNotTheLimit() throws Exception {
    TrackingSession.Completed run;
    try (Precedence first = Precedence.ofThisJvm()) {
      run = reads("quiet", "8");
    }
    System.out.println("no hogs: " + Files.readString(run.config().resultsDir()
        .resolve(ClientSeriesCsv.FILE)));
    System.out.println("no hogs: " + GuardChecks.assertNotLimited(run));
  }
}
