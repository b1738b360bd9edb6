package org.ycsbbio.fasta.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.YcsbBioException;

class FastaGenCommandTest {

  @Test
  void isRegisteredAsACommand() {
    List<Command> found = ServiceLoader.load(Command.class).stream()
        .map(ServiceLoader.Provider::get).filter(c -> c.name().equals("fasta-gen")).toList();
    assertEquals(1, found.size());
    assertTrue(found.get(0) instanceof FastaGenCommand);
    assertFalse(found.get(0).summary().contains("\n"));
  }

  @Test
  void writesFilesAndOneSummaryLine(@TempDir Path dir) throws Exception {
    String out = CommandRunner.run("--out", dir.toString(), "--files", "2",
        "--queries-per-file", "2", "--hits-per-query", "60", "--seed", "5");
    assertEquals(1, out.lines().count(), out);
    assertTrue(out.matches("fasta-gen: files=2 queries=4 bytes=\\d+ written=\\d+ alignments=\\d+ "
        + "seconds=[0-9.]+ MB/s=[0-9.]+\\s*"), out);
    assertTrue(Files.exists(dir.resolve("gen-00001.m10")));
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    new M10Generator(new M10GeneratorConfig(5, 2, 60, 0,
        M10GeneratorConfig.DEFAULT_REPEAT_FRACTION)).generate(expected, 2);
    assertArrayEquals(expected.toByteArray(), Files.readAllBytes(dir.resolve("gen-00002.m10")));
    CommandRunner.run("--out", dir.resolve("z").toString(), "--size=5KB", "--gzip", "--first", "7");
    assertTrue(Files.exists(dir.resolve("z").resolve("gen-00007.m10.gz")));
  }

  @Test
  void threadsDoNotChangeTheBytes(@TempDir Path dir) throws Exception {
    CommandRunner.run("--out", dir.resolve("t1").toString(), "--files", "5",
        "--hits-per-query", "200", "--threads", "1");
    CommandRunner.run("--out", dir.resolve("t2").toString(), "--files", "5",
        "--hits-per-query", "200", "--threads", "2");
    for (int k = 1; k <= 5; k++) {
      String name = M10Generator.fileName(k, false);
      assertArrayEquals(Files.readAllBytes(dir.resolve("t1").resolve(name)),
          Files.readAllBytes(dir.resolve("t2").resolve(name)), name);
    }
  }

  @Test
  void rejectsBadArgumentsWithOneClearMessage(@TempDir Path dir) throws Exception {
    String d = dir.toString();
    String[][] bad = {
      {},
      {"--files", "3"},
      {"--out", d, "--files", "zero"},
      {"--out", d, "--files", "0"},
      {"--out", d, "--files"},
      {"--out", d, "--size", "10XB"},
      {"--out", d, "--size", "10"},
      {"--out", d, "--size", "10MB", "--queries-per-file", "2"},
      {"--out", d, "--queries-per-file", "100001"},
      {"--out", d, "--seed", "1.5"},
      {"--out", d, "--repeat-fraction", "2"},
      {"--out", d, "--bogus"},
      {"--out", d, "stray"},
      {"--out", d, "--threads", "0"},
      {"--out", d, "--gzip=yes"},
      {"--out", d, "--first", "1000000000", "--files", "2"},
    };
    for (String[] args : bad) {
      ConfigException e = assertThrows(ConfigException.class,
          () -> CommandRunner.run(args), String.join(" ", args));
      String message = e.getMessage();
      assertEquals(1, message.lines().count(), message);
      assertTrue(message.startsWith("fasta-gen: ")
          && message.endsWith("(" + FastaGenOptions.USAGE + ")"), message);
    }
    try (var files = Files.list(dir)) {
      assertEquals(0, files.count(), "nothing written");
    }
    String help = CommandRunner.run("--help");
    assertTrue(help.startsWith("usage: bin/ycsb fasta-gen --out DIR"), help);
  }

  @Test
  void reportsUnwritableOutputAsAFailure(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("plain-file"), "x");
    YcsbBioException e = assertThrows(YcsbBioException.class,
        () -> CommandRunner.run("--out", file.resolve("sub").toString(), "--hits-per-query", "10"));
    assertFalse(e instanceof ConfigException, "status 1, not 2");
    assertTrue(e.getMessage().startsWith("fasta-gen: cannot create "), e.getMessage());
    assertEquals(1, e.getMessage().lines().count(), e.getMessage());
  }
}
