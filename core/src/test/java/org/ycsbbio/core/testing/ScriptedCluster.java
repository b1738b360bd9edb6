package org.ycsbbio.core.testing;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * A local cluster that {@code bin/test} started with {@code deploy/local/<db>-cluster.sh}, driven
 * from tests through the same script: {@code slow}, {@code unslow}, {@code fault},
 * {@code unfault}, {@code kill}, {@code status} on the cluster's directory. Every call is bounded
 * and must exit 0 ({@link LocalScript}), else the test fails with the script's output.
 * Subclasses add what their database needs (addresses, restart). Calls are not meant to overlap.
 */
public abstract class ScriptedCluster implements Slowable {
  private final Path script;
  private final String baseDir;
  private final Map<String, String> env;

  /**
   * @param scriptName file name under {@code deploy/local/}, e.g. {@code mariadb-cluster.sh}
   * @param baseDir the cluster's directory, as passed to the script's {@code start}
   * @param env environment every call adds (e.g. a password)
   */
  protected ScriptedCluster(String scriptName, String baseDir, Map<String, String> env) {
    this.script = LocalScript.named(scriptName);
    this.baseDir = baseDir;
    this.env = Map.copyOf(env);
  }

  /** The cluster's directory. */
  protected final String baseDir() {
    return baseDir;
  }

  /** Runs the script with {@code args} and {@code extraEnv} (bounded); returns its output. */
  protected final String script(Map<String, String> extraEnv, String... args)
      throws IOException, InterruptedException {
    Map<String, String> all = new HashMap<>(env);
    all.putAll(extraEnv);
    return LocalScript.run(script, all, args);
  }

  /** Node {@code i} (1-based) SIGSTOPped {@code duty}% of every {@code periodMs} ms. */
  public final void slow(int i, int duty, int periodMs) throws Exception {
    script(Map.of("SLOW_PERIOD_MS", Integer.toString(periodMs)), "slow", Integer.toString(i),
        baseDir, Integer.toString(duty));
  }

  /** Runs {@code body} while node {@code i} is slowed as by {@link #slow}; unslows it after. */
  @Override
  public final <T> T whileSlowed(int i, int duty, int periodMs, Callable<T> body)
      throws Exception {
    slow(i, duty, periodMs);
    try {
      return body.call();
    } finally {
      unslow(i);
    }
  }

  /** Ends node {@code i}'s duty cycle. */
  public final void unslow(int i) throws Exception {
    script(Map.of(), "unslow", Integer.toString(i), baseDir);
  }

  /** The resource a {@code fault} limits. */
  public enum Fault {
    /** LEVEL % of one core. */
    CPU,
    /** LEVEL writes per second on the disk under the node's directory. */
    DISK
  }

  /**
   * Runs {@code body} while node {@code i} is limited by {@code fault} at {@code level} (the
   * script's {@code fault}); ends the fault after, whatever happened.
   */
  public final <T> T whileFaulted(int i, Fault fault, int level, Callable<T> body)
      throws Exception {
    script(Map.of(), "fault", Integer.toString(i), fault.name().toLowerCase(Locale.ROOT), baseDir,
        Integer.toString(level));
    try {
      return body.call();
    } finally {
      script(Map.of(), "unfault", Integer.toString(i), baseDir);
    }
  }

  /**
   * Runs {@code body} while node {@code i} shares a disk of {@code iops} operations per second
   * with the script's dd loop writing and deleting {@code size} (e.g. {@code 2G}) in its
   * directory ({@code fault I contend}, {@code CONTEND_IOPS}); ends the fault after, whatever
   * happened.
   */
  public final <T> T whileContended(int i, String size, int iops, Callable<T> body)
      throws Exception {
    script(Map.of("CONTEND_IOPS", Integer.toString(iops)), "fault", Integer.toString(i),
        "contend", baseDir, size);
    try {
      return body.call();
    } finally {
      script(Map.of(), "unfault", Integer.toString(i), baseDir);
    }
  }

  /** SIGKILLs node {@code i} (1-based). */
  public final void kill(int i) throws Exception {
    script(Map.of(), "kill", Integer.toString(i), baseDir);
  }

  /** Fails unless every node is up (the script's {@code status} exits 0). */
  public final void requireUp() throws Exception {
    script(Map.of(), "status", baseDir);
  }
}
