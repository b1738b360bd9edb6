package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * One local cluster of a {@code deploy/local/*-cluster.sh} script, as the verdict tests drive it:
 * {@code status}, {@code slow}, {@code unslow}, {@code kill} on the cluster in {@code baseDir}.
 * Each call is bounded (120 s) and fails the test with the script's output unless it exits 0.
 */
public final class ClusterScript {
  private final Path script;
  private final String baseDir;

  /** {@code deploy/local/<scriptName>} of the checkout, on the cluster in {@code baseDir}. */
  public ClusterScript(String scriptName, String baseDir) {
    Path home = Path.of(System.getProperty("ycsb.bio.home", "../.."));
    this.script = home.resolve("deploy/local").resolve(scriptName);
    this.baseDir = baseDir;
  }

  /** Runs the script with {@code args} and extra environment {@code env}; returns its output. */
  public String run(Map<String, String> env, String... args)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("bash", script.toString()));
    cmd.addAll(List.of(args));
    String what = script.getFileName() + " " + String.join(" ", args);
    Path out = Files.createTempFile("cluster-script", ".out");
    try {
      ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
          .redirectOutput(out.toFile());
      pb.environment().putAll(env);
      Process p = pb.start();
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        fail(what + " did not finish in 120 s");
      }
      String text = Files.readString(out, StandardCharsets.UTF_8);
      assertEquals(0, p.exitValue(), what + ":\n" + text);
      return text;
    } finally {
      Files.deleteIfExists(out);
    }
  }

  /** Node {@code i} (1-based) SIGSTOPped {@code duty}% of every {@code periodMs} ms. */
  public void slow(int i, int duty, int periodMs) throws Exception {
    run(Map.of("SLOW_PERIOD_MS", Integer.toString(periodMs)), "slow", Integer.toString(i),
        baseDir, Integer.toString(duty));
  }

  /** Ends node {@code i}'s duty cycle. */
  public void unslow(int i) throws Exception {
    run(Map.of(), "unslow", Integer.toString(i), baseDir);
  }

  /** SIGKILLs node {@code i}. */
  public void kill(int i) throws Exception {
    run(Map.of(), "kill", Integer.toString(i), baseDir);
  }

  /** Fails unless every process of the cluster is up ({@code status} exits 0). */
  public void requireUp() throws Exception {
    run(Map.of(), "status", baseDir);
  }
}
