package org.ycsbbio.core.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probe's run-queue waits over threads that come and go (a {@code /proc/PID/task} layout
 * written by the test), and its readings of this very process.
 */
class ClientProbeTest {
  @TempDir
  Path tasks;

  private void thread(String tid, long ranNanos, long waitedNanos) throws IOException {
    Files.createDirectories(tasks.resolve(tid));
    Files.writeString(tasks.resolve(tid).resolve("schedstat"),
        ranNanos + " " + waitedNanos + " 12\n");
  }

  @Test
  void waitsAreSummedOverThreadsAsTheyComeAndGo() throws IOException {
    thread("101", 5_000_000, 1_000_000);
    thread("102", 5_000_000, 2_000_000);
    ClientProbe probe = new ClientProbe(tasks);
    assertNull(probe.read(0), "the first reading is the baseline");
    thread("101", 9_000_000, 4_000_000);   // waited 3 ms more
    Files.delete(tasks.resolve("102").resolve("schedstat"));   // ended
    Files.delete(tasks.resolve("102"));
    thread("103", 1_000_000, 500_000);     // new: all its waiting counts
    ClientProbe.Usage u = probe.read(1_000_000_000L);
    assertEquals(1_000_000_000L, u.wallNanos());
    assertEquals(3_500_000, u.runQueueNanos());
    thread("103", 1_000_000, 700_000);
    assertEquals(200_000, probe.read(2_000_000_000L).runQueueNanos());
  }

  @Test
  void withoutSchedstatWaitsAreUnknown() throws IOException {
    ClientProbe probe = new ClientProbe(tasks.resolve("missing"));
    probe.read(0);
    assertEquals(-1, probe.read(1_000_000_000L).runQueueNanos());
  }

  @Test
  void thisProcessShowsItsCpuAndCores() {
    ClientProbe probe = new ClientProbe();
    probe.read(System.nanoTime());
    // spins until this thread has used 20 ms of CPU (a wall-clock bound would let a loaded
    // machine deschedule the thread for all of it), at most 60 s
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long cpuStart = threads.getCurrentThreadCpuTime();
    long deadline = System.nanoTime() + 60_000_000_000L;
    double sink = 0;
    while (threads.getCurrentThreadCpuTime() - cpuStart < 20_000_000L
        && System.nanoTime() < deadline) {
      sink += Math.sqrt(System.nanoTime());
    }
    ClientProbe.Usage u = probe.read(System.nanoTime());
    assertTrue(sink > 0, "the spin did not run");
    assertEquals(Runtime.getRuntime().availableProcessors(), u.cores());
    assertTrue(u.cpuNanos() > 0, "CPU " + u.cpuNanos());
    assertTrue(u.runQueueNanos() >= 0, "run queue " + u.runQueueNanos());
  }
}
