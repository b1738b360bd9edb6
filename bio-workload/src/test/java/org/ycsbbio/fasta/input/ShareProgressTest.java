package org.ycsbbio.fasta.input;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.InputProgress;

/** The size of a client's share, and which files the input order holds (named pipes too). */
class ShareProgressTest {
  @TempDir
  Path dir;
  private Path fifo;

  @BeforeEach
  void files() throws Exception {
    Files.write(dir.resolve("a.m10"), new byte[10]);
    Files.write(dir.resolve("b.m10"), new byte[20]);
    Files.write(dir.resolve("c.m10"), new byte[30]);
    Files.createDirectories(dir.resolve("sub"));
    Files.write(dir.resolve("sub/d.m10"), new byte[40]);
    Files.write(dir.resolve(".hidden"), new byte[5]);
    fifo = dir.resolve("pipe");
    Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
    assertEquals(0, mkfifo.waitFor());
  }

  private static List<Path> order(String spec) {
    List<Path> files = new ArrayList<>();
    new InputFiles("fasta.files", spec).forEachFile(f -> files.add(f.path()));
    return files;
  }

  @Test
  void aShareCountsItsOwnFilesAndTheirSizes() {
    String spec = dir.resolve("*.m10") + "," + dir.resolve("sub");
    assertArrayEquals(new long[] {4, 100}, ShareProgress.size("fasta.files", spec, 0, 1));
    assertArrayEquals(new long[] {2, 60}, ShareProgress.size("fasta.files", spec, 1, 2),
        "client 1 of 2: b and d, the ordinals 1 and 3");
    assertArrayEquals(new long[] {1, 30}, ShareProgress.size("fasta.files", spec, 2, 3));
  }

  @Test
  void aNamedPipeIsReadAsGivenAndMakesTheSizeUnknowable() {
    assertEquals(List.of(dir.resolve("a.m10"), dir.resolve("b.m10"), dir.resolve("c.m10"),
        dir.resolve("sub/d.m10")), order(dir.toString()), "a directory holds its regular files");
    assertEquals(List.of(dir.resolve("a.m10"), fifo), order(dir.resolve("a.m10") + "," + fifo));
    assertArrayEquals(new long[] {2, InputProgress.UNKNOWABLE},
        ShareProgress.size("fasta.files", dir.resolve("a.m10") + "," + fifo, 0, 1));
    assertArrayEquals(new long[] {1, 10},
        ShareProgress.size("fasta.files", dir.resolve("a.m10") + "," + fifo, 0, 2),
        "the pipe is another client's");
  }

  @Test
  void anInputThatCannotBeWalkedLeavesTheSizeUnknown() {
    assertNull(ShareProgress.size("nr.files", dir.resolve("nowhere").toString(), 0, 1));
  }
}
