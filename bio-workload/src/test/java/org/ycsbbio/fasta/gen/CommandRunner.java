package org.ycsbbio.fasta.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.ycsbbio.core.api.Home;

/**
 * Runs {@link FastaGenCommand} as the launcher would and captures its stdout (swaps
 * {@code System.out}: test classes run one at a time).
 */
final class CommandRunner {
  private CommandRunner() {
  }

  /** Runs {@code fasta-gen args}; asserts status 0 and returns what it printed. */
  static String run(String... args) throws Exception {
    PrintStream saved = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    int status;
    try {
      System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
      status = new FastaGenCommand().run(List.of(args), new Home(Path.of("."), Map.of()));
    } finally {
      System.setOut(saved);
    }
    assertEquals(0, status);
    return captured.toString(StandardCharsets.UTF_8);
  }
}
