package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import net.jcip.annotations.NotThreadSafe;

/**
 * Every thread of this JVM in the real-time class ({@code SCHED_FIFO}, priority 1) while open
 * (threads it starts meanwhile inherit it), then back in the normal class: the client takes its
 * CPU ahead of every other program, as if the machine were quiet, while the kernel's real-time
 * throttling ({@code sched_rt_runtime_us}, 95 % of each second by default) still leaves the
 * others some. A nice value would not do: with autogroups (Linux's default) it weighs a thread
 * only against its own session's, and a shared machine's other builds are other sessions. A test
 * of what the client does when nothing competes with it runs inside one, so that other builds on
 * a shared machine do not turn it into a test of theirs. Needs root ({@code chrt}). Not
 * thread-safe: one test opens and closes it.
 */
@NotThreadSafe
public final class Precedence implements AutoCloseable {
  private Precedence() {
  }

  /** Every thread of this JVM into the real-time class. */
  public static Precedence ofThisJvm() throws Exception {
    for (String tid : threads()) {
      chrt(tid, "--fifo", "1");
    }
    return new Precedence();
  }

  private static List<String> threads() throws IOException {
    try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
      return tasks.map(t -> t.getFileName().toString()).toList();
    }
  }

  private static void chrt(String tid, String policy, String priority) throws Exception {
    Process p = new ProcessBuilder("chrt", policy, "-p", priority, tid).redirectErrorStream(true)
        .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "chrt did not finish");
    // a thread that ended since it was listed makes chrt fail for it alone
    assertTrue(p.exitValue() == 0 || !Files.exists(Path.of("/proc/self/task", tid)),
        "chrt " + policy + " -p " + priority + " " + tid + ": " + out
        + " (the client guard's tests need root)");
  }

  /** Every thread of this JVM back into the normal class. */
  @Override
  public void close() throws Exception {
    for (String tid : threads()) {
      chrt(tid, "--other", "0");
    }
  }
}
