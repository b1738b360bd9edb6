package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Busy-loop processes beside a test's client, as another program would take a client machine's
 * CPU: each is {@code sh -c 'while :; do :; done'}, held to one CPU, under {@code timeout}, so it
 * ends by itself if
 * the test's JVM dies; {@link #close} kills them and waits until they are gone. Not thread-safe:
 * one test starts and closes them.
 */
public final class CpuHogs implements AutoCloseable {
  private final List<Process> hogs = new ArrayList<>();

  private CpuHogs() {
  }

  /**
   * Starts {@code count} hogs on CPU {@code cpu}, each ending by itself after {@code maxSeconds}
   * at the latest.
   */
  public static CpuHogs start(int count, int cpu, int maxSeconds) throws IOException {
    CpuHogs h = new CpuHogs();
    try {
      for (int i = 0; i < count; i++) {
        h.hogs.add(new ProcessBuilder("taskset", "-c", Integer.toString(cpu), "timeout",
            Integer.toString(maxSeconds), "sh", "-c", "while :; do :; done").redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD).start());
      }
    } catch (IOException | RuntimeException e) {
      h.close();
      throw e;
    }
    for (Process p : h.hogs) {
      assertTrue(p.isAlive(), "a CPU hog ended at once (exit " + (p.isAlive() ? "" : p.exitValue())
          + ")");
    }
    return h;
  }

  /** Whether every hog still runs (none hit its time bound). */
  public boolean allRunning() {
    return hogs.stream().allMatch(Process::isAlive);
  }

  @Override
  public void close() {
    for (Process p : hogs) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
    }
    for (Process p : hogs) {
      try {
        p.waitFor(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
