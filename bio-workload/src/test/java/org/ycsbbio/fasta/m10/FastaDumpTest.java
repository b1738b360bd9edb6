package org.ycsbbio.fasta.m10;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fasta-dump command: output, one stderr line per bad file, exit status. */
class FastaDumpTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return M10JsonWriter.run(args, out, new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String[] errLines() {
    String e = err.toString(StandardCharsets.UTF_8);
    return e.isEmpty() ? new String[0] : e.split("\n");
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  @Test
  void goodFile() throws IOException {
    assertEquals(0, run(write("a.m10", TestFiles.synthetic()).toString()));
    assertArrayEquals(TestFiles.syntheticJson(), out.toByteArray());
    assertEquals(0, errLines().length);
  }

  @Test
  void truncatedFileWritesCompletePartThenOneLineAndContinues() throws IOException {
    Path cut = write("cut.m10", TestFiles.firstLines(TestFiles.synthetic(), 60));
    Path good = write("good.m10", TestFiles.synthetic());
    assertEquals(3, run(cut.toString(), good.toString()));
    String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
    assertEquals(2 + 4, lines.length, "query + 1 complete hsp of cut.m10, then all 4 records of good.m10");
    assertEquals(1, errLines().length);
    assertTrue(errLines()[0].startsWith("fasta-dump: " + cut + ":60: truncated: "), errLines()[0]);
  }

  @Test
  void missingFileIsStatus2WithOneLine() throws IOException {
    Path good = write("good.m10", TestFiles.synthetic());
    assertEquals(2, run(dir.resolve("nope.m10").toString(), good.toString()));
    assertEquals(1, errLines().length);
    assertEquals("fasta-dump: " + dir.resolve("nope.m10") + ": no such file", errLines()[0]);
    assertArrayEquals(TestFiles.syntheticJson(), out.toByteArray());
  }

  @Test
  void directoryIsUnreadable() {
    assertEquals(2, run(dir.toString()));
    assertEquals(1, errLines().length);
    assertTrue(errLines()[0].startsWith("fasta-dump: " + dir + ": cannot read"), errLines()[0]);
  }

  @Test
  void malformedWinsOverMissing() throws IOException {
    Path empty = write("empty.m10", "");
    assertEquals(3, run(dir.resolve("nope.m10").toString(), empty.toString()));
    assertEquals(2, errLines().length);
  }

  @Test
  void noArgumentsPrintsUsage() {
    assertEquals(2, run());
    assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("usage: fasta-dump"));
  }
}
