package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Processes held to some of the CPUs this JVM may use, with {@code taskset -a -p} (every thread;
 * threads they start later inherit it), their CPUs given back by {@link #close}. A test pins its
 * client to one CPU so that it alone decides what competes with the client there. Not
 * thread-safe: one test pins and unpins.
 */
public final class CpuPin implements AutoCloseable {
  private final List<Long> pids;
  private final List<String> before;
  private final List<Integer> cpus;

  private CpuPin(List<Long> pids, List<String> before, List<Integer> cpus) {
    this.pids = pids;
    this.before = before;
    this.cpus = cpus;
  }

  /** The CPUs this JVM may use ({@code Cpus_allowed_list} of {@code /proc/self/status}). */
  public static List<Integer> allowed() throws IOException {
    String list = Files.readAllLines(Path.of("/proc/self/status")).stream()
        .filter(l -> l.startsWith("Cpus_allowed_list:")).findFirst().orElseThrow()
        .substring("Cpus_allowed_list:".length()).trim();
    List<Integer> cpus = new ArrayList<>();
    for (String part : list.split(",")) {
      String[] range = part.split("-");
      int from = Integer.parseInt(range[0].trim());
      int to = Integer.parseInt(range[range.length - 1].trim());
      for (int c = from; c <= to; c++) {
        cpus.add(c);
      }
    }
    return cpus;
  }

  /** Pins every thread of {@code pids} to {@code cpus}. */
  public static CpuPin pin(List<Long> pids, List<Integer> cpus) throws Exception {
    List<String> before = new ArrayList<>();
    for (long pid : pids) {
      before.add(Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")).stream()
          .filter(l -> l.startsWith("Cpus_allowed_list:")).findFirst().orElseThrow()
          .substring("Cpus_allowed_list:".length()).trim());
    }
    CpuPin pin = new CpuPin(List.copyOf(pids), before, List.copyOf(cpus));
    String list = String.join(",", cpus.stream().map(String::valueOf).toList());
    for (long pid : pids) {
      taskset(list, pid);
    }
    return pin;
  }

  /** Pins this JVM to the last CPU it may use; fails unless it may use at least two. */
  public static CpuPin thisJvmToOneCpu() throws Exception {
    List<Integer> allowed = allowed();
    assertTrue(allowed.size() >= 2, "the client guard's tests need 2 CPUs, this JVM may use "
        + allowed);
    return pin(List.of(ProcessHandle.current().pid()), List.of(allowed.get(allowed.size() - 1)));
  }

  /** The CPUs the processes are held to. */
  public List<Integer> cpus() {
    return cpus;
  }

  private static void taskset(String cpus, long pid) throws Exception {
    Process p = new ProcessBuilder("taskset", "-a", "-p", "-c", cpus, Long.toString(pid))
        .redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "taskset did not finish");
    assertEquals(0, p.exitValue(), "taskset -a -p -c " + cpus + " " + pid + ": " + out);
  }

  /** Gives every process its CPUs back (a process that has ended is passed over). */
  @Override
  public void close() throws Exception {
    for (int i = 0; i < pids.size(); i++) {
      if (ProcessHandle.of(pids.get(i)).map(ProcessHandle::isAlive).orElse(false)) {
        taskset(before.get(i), pids.get(i));
      }
    }
  }
}
