package org.ycsbbio.core.guard;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jcip.annotations.NotThreadSafe;

/**
 * Reads what the client process itself used and waited for, from the JVM and the OS, and returns
 * it per call as the change since the previous call: process CPU time
 * ({@code com.sun.management.OperatingSystemMXBean#getProcessCpuTime}), the processors the JVM may
 * use ({@link Runtime#availableProcessors()}: CPU affinity and the cgroup's CPU quota), the time
 * the collectors paused the application ({@link GarbageCollectorMXBean#getCollectionTime()} of the
 * pause collectors; beans counting concurrent cycles, named {@code ... Cycles} or
 * {@code ... Concurrent ...}, are left out) and the time the process's threads were runnable but
 * waited for a CPU (the second field of Linux's {@code /proc/self/task/TID/schedstat}, summed over
 * threads; a thread that ended since the previous call loses its last part). Nothing here runs on
 * the operation path: the session's sampler thread calls it once per second. A reading costs one
 * small file read per thread of the process: 0.4, 1.2 and 5.4 ms of CPU with 10, 100 and 500
 * threads beside the JVM's own (measured on 2 cores at load 20).
 *
 * <p>Confined to one thread (the sampler's).
 */
@NotThreadSafe
public final class ClientProbe {
  private final com.sun.management.OperatingSystemMXBean os;
  private final List<GarbageCollectorMXBean> pauses;
  private final Path tasks;
  private final Map<String, Long> waitedByThread = new HashMap<>();
  private long lastNanos;
  private long lastCpuNanos;
  private long lastGcMillis;
  private boolean primed;

  /** A probe of this process, reading thread wait times from {@code /proc/self/task}. */
  public ClientProbe() {
    this(Path.of("/proc/self/task"));
  }

  /** A probe reading thread wait times from {@code tasks} (a {@code /proc/PID/task} layout). */
  public ClientProbe(Path tasks) {
    this.tasks = tasks;
    this.os = ManagementFactory.getOperatingSystemMXBean()
        instanceof com.sun.management.OperatingSystemMXBean b ? b : null;
    this.pauses = ManagementFactory.getGarbageCollectorMXBeans().stream()
        .filter(b -> !b.getName().contains("Cycles") && !b.getName().contains("Concurrent"))
        .toList();
  }

  /**
   * What the process used since the previous call; the first call only sets the baseline and
   * returns null.
   *
   * @param nowNanos {@link System#nanoTime()} of this reading
   */
  public Usage read(long nowNanos) {
    long cpu = os == null ? -1 : os.getProcessCpuTime();
    long gc = gcMillis();
    long waited = waitedNanos();
    int cores = Runtime.getRuntime().availableProcessors();
    Usage usage = primed ? new Usage(nowNanos - lastNanos, cores,
        cpu < 0 || lastCpuNanos < 0 ? -1 : Math.max(0, cpu - lastCpuNanos),
        Math.max(0, gc - lastGcMillis), waited) : null;
    primed = true;
    lastNanos = nowNanos;
    lastCpuNanos = cpu;
    lastGcMillis = gc;
    return usage;
  }

  private long gcMillis() {
    long sum = 0;
    for (GarbageCollectorMXBean b : pauses) {
      sum += Math.max(0, b.getCollectionTime());
    }
    return sum;
  }

  /**
   * Nanoseconds the threads waited on a run queue since the previous call (a thread new since
   * then: all its waiting), -1 when the OS does not show it.
   */
  private long waitedNanos() {
    Map<String, Long> seen = new HashMap<>(waitedByThread.size() * 2);
    long sum = 0;
    try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
      for (Path thread : threads) {
        long waited = waited(thread.resolve("schedstat"));
        if (waited >= 0) {
          String tid = thread.getFileName().toString();
          seen.put(tid, waited);
          sum += Math.max(0, waited - waitedByThread.getOrDefault(tid, 0L));
        }
      }
    } catch (IOException | RuntimeException e) {
      return -1;
    }
    waitedByThread.clear();
    waitedByThread.putAll(seen);
    return seen.isEmpty() ? -1 : sum;
  }

  /** The run-queue wait (ns) of one {@code schedstat} file, -1 when gone or unreadable. */
  private static long waited(Path schedstat) {
    try {
      String[] fields = new String(Files.readAllBytes(schedstat), StandardCharsets.US_ASCII)
          .trim().split(" ");
      return fields.length < 2 ? -1 : Long.parseLong(fields[1]);
    } catch (IOException | NumberFormatException e) {
      return -1;   // the thread ended between the listing and the read
    }
  }

  /**
   * What the client process used over one span of wall time.
   *
   * @param wallNanos the span
   * @param cores processors the JVM may use at its end
   * @param cpuNanos process CPU time over the span, -1 when the JVM does not tell
   * @param gcMillis time the collectors paused the application
   * @param runQueueNanos time the threads were runnable but waited for a CPU, summed over
   *     threads; -1 when the OS does not show it
   */
  public record Usage(long wallNanos, int cores, long cpuNanos, long gcMillis,
      long runQueueNanos) {
  }
}
