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
 * Runs a {@code deploy/local} script from a test: bounded (120 s), must exit 0, else the test
 * fails with the script's output. Stateless.
 */
public final class LocalScript {
  private static final long TIMEOUT_SECONDS = 120;

  private LocalScript() {
  }

  /** {@code deploy/local/<name>}. */
  public static Path named(String name) {
    return RepositoryRoot.path().resolve("deploy/local").resolve(name);
  }

  /** Runs {@code script} with {@code args}, {@code env} added; returns its output. */
  public static String run(Path script, Map<String, String> env, String... args)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("bash", script.toString()));
    cmd.addAll(List.of(args));
    String name = script.getFileName().toString();
    String call = name + " " + String.join(" ", args);
    Path out = Files.createTempFile(name, ".out");
    try {
      ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
          .redirectOutput(out.toFile());
      pb.environment().putAll(env);
      Process p = pb.start();
      if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        fail(call + " did not finish in " + TIMEOUT_SECONDS + " s");
      }
      String text = Files.readString(out, StandardCharsets.UTF_8);
      assertEquals(0, p.exitValue(), call + ":\n" + text);
      return text;
    } finally {
      Files.deleteIfExists(out);
    }
  }
}
