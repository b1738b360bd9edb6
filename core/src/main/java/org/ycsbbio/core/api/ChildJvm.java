package org.ycsbbio.core.api;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs {@code bin/ycsb ARGS} in a child JVM with this JVM's flags and class path, sharing stdout
 * and stderr (or writing them to files): demos and sweeps run each phase exactly as a user would;
 * also a user's shell command. A child still running when this JVM is stopped is stopped with it.
 * Stateless.
 */
public final class ChildJvm {
  /** The launcher's main class, which a child JVM runs ({@code ChildJvmTest} checks the name). */
  static final String LAUNCHER = "org.ycsbbio.core.cli.Main";

  private ChildJvm() {
  }

  /** Runs {@link Main} with {@code args} and returns its exit status. */
  public static int run(Home home, List<String> args) throws IOException, InterruptedException {
    return await(new ProcessBuilder(command(home, args)).inheritIO().start());
  }

  /**
   * Runs {@link Main} with {@code args}, its stdout and stderr written to the given files, and
   * returns its exit status.
   */
  public static int run(Home home, List<String> args, Path stdout, Path stderr)
      throws IOException, InterruptedException {
    return await(new ProcessBuilder(command(home, args)).redirectOutput(stdout.toFile())
        .redirectError(stderr.toFile()).start());
  }

  /**
   * Runs {@code sh -c command} (a user's command, e.g. a sweep's {@code --reset-command}) in the
   * working directory, its stdout and stderr written to the given files, stopped with this JVM
   * like a child JVM, and returns its exit status.
   */
  public static int shell(String command, Path stdout, Path stderr)
      throws IOException, InterruptedException {
    return await(new ProcessBuilder("sh", "-c", command).redirectOutput(stdout.toFile())
        .redirectError(stderr.toFile()).start());
  }

  /**
   * Waits for {@code child}; when this JVM is stopped meanwhile (SIGTERM, Ctrl-C) the child is
   * stopped too, so an interrupted sweep leaves no step running behind it, and this throws
   * rather than report the child's exit status: the caller records nothing about a step cut
   * short.
   */
  private static int await(Process child) throws InterruptedException {
    AtomicBoolean stopping = new AtomicBoolean();
    Thread stopChild = new Thread(() -> {
      stopping.set(true);
      child.destroy();
    }, "stop-child-" + child.pid());
    Runtime.getRuntime().addShutdownHook(stopChild);
    try {
      int status = child.waitFor();
      if (stopping.get()) {
        throw new InterruptedException("stopped: this JVM is shutting down");
      }
      return status;
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(stopChild);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running or ran: it stops the child
      }
    }
  }

  private static List<String> command(Home home, List<String> args) {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // bin/ycsb's JIT hints and the user's JAVA_OPTS
    cmd.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
    cmd.add("-D" + Home.PROPERTY + "=" + home.dir());
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(LAUNCHER);
    cmd.addAll(args);
    return cmd;
  }
}
