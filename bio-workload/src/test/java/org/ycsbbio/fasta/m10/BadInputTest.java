package org.ycsbbio.fasta.m10;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** gzip detection, corrupt gzip, empty, binary and over-long input: clear errors, never a hang. */
class BadInputTest {
  @TempDir
  Path dir;

  private Path write(String name, byte[] data) throws IOException {
    Path p = dir.resolve(name);
    Files.write(p, data);
    return p;
  }

  private static byte[] syntheticBytes() {
    return TestFiles.synthetic().getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] dumpFile(Path p) throws IOException {
    try (M10Reader r = M10Reader.open(p)) {
      return TestFiles.dump(r);
    }
  }

  @Test
  void gzipIsDetectedByMagicBytesNotByName() throws IOException {
    assertArrayEquals(TestFiles.syntheticJson(), dumpFile(write("compressed.m10", TestFiles.gzip(syntheticBytes()))));
    assertArrayEquals(TestFiles.syntheticJson(), dumpFile(write("plain.m10.gz", syntheticBytes())));
    byte[] crlf = TestFiles.synthetic().replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8);
    assertArrayEquals(TestFiles.syntheticJson(), dumpFile(write("crlf.m10.gz", TestFiles.gzip(crlf))));
  }

  @Test
  void corruptGzipDataNamesTheFile() throws IOException {
    byte[] gz = TestFiles.gzip(syntheticBytes());
    byte[] bad = gz.clone();
    for (int i = 20; i < 60; i++) {
      bad[i] ^= 0x5A;
    }
    Path p = write("corrupt.m10.gz", bad);
    M10FormatException e = assertThrows(M10FormatException.class, () -> dumpFile(p));
    assertFalse(e instanceof M10TruncatedException);
    assertTrue(e.getMessage().startsWith(p + ":"), e.getMessage());
    assertTrue(e.getMessage().contains("gzip"), e.getMessage());
  }

  @Test
  void truncatedGzipStreamNamesTheFile() throws IOException {
    byte[] gz = TestFiles.gzip(syntheticBytes());
    Path p = write("short.m10.gz", Arrays.copyOf(gz, gz.length / 2));
    M10FormatException e = assertThrows(M10FormatException.class, () -> dumpFile(p));
    assertTrue(e.getMessage().startsWith(p + ":") && e.getMessage().contains("gzip"), e.getMessage());
  }

  @Test
  void corruptGzipHeaderNamesTheFile() throws IOException {
    byte[] gz = TestFiles.gzip(syntheticBytes());
    gz[2] = 7;                                  // compression method must be 8 (deflate)
    Path p = write("header.m10.gz", gz);
    M10FormatException e = assertThrows(M10FormatException.class, () -> M10Reader.open(p).close());
    assertEquals(p + ":1: corrupt gzip header: Unsupported compression method", e.getMessage());
  }

  @Test
  void emptyFile() throws IOException {
    Path p = write("empty.m10", new byte[0]);
    M10TruncatedException e = assertThrows(M10TruncatedException.class, () -> dumpFile(p));
    assertEquals(p + ":1: empty file (0 bytes): expected FASTA -m 10 output", e.getMessage());
    assertEquals(0, e.completeAlignments());
  }

  @Test
  void emptyGzipFile() throws IOException {
    Path p = write("empty.m10.gz", TestFiles.gzip(new byte[0]));
    M10TruncatedException e = assertThrows(M10TruncatedException.class, () -> dumpFile(p));
    assertTrue(e.getMessage().contains("empty file"), e.getMessage());
  }

  @Test
  void nulBytesAreBinaryData() {
    byte[] data = TestFiles.synthetic().replace("; sw_bits: 13\n", "; sw_bits: 1\u00003\n").getBytes(StandardCharsets.UTF_8);
    M10FormatException e = assertThrows(M10FormatException.class, () -> TestFiles.dump(TestFiles.reader(data, "nul.m10")));
    assertEquals(20, e.line());
    assertTrue(e.getMessage().startsWith("nul.m10:20: binary data: NUL byte at byte offset "), e.getMessage());
  }

  @Test
  void randomBinaryIsRejectedQuickly() {
    Random rnd = new Random(42);
    for (int i = 0; i < 50; i++) {
      byte[] junk = new byte[1 + rnd.nextInt(200_000)];
      rnd.nextBytes(junk);
      assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
        M10FormatException e = assertThrows(M10FormatException.class, () -> TestFiles.dump(TestFiles.reader(junk, "junk")));
        assertTrue(e.getMessage().startsWith("junk:"), e.getMessage());
      });
    }
  }

  @Test
  void controlCharactersOnTheFirstLineAreBinary() {
    byte[] elf = {0x7F, 'E', 'L', 'F', 2, 1, 1, '\n', 'x', '\n'};
    M10FormatException e = assertThrows(M10FormatException.class, () -> TestFiles.dump(TestFiles.reader(elf, "a.out")));
    assertEquals("a.out:1: binary data: control byte 0x7F at line 1, column 1: expected FASTA -m 10 text", e.getMessage());
    byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    e = assertThrows(M10FormatException.class, () -> TestFiles.dump(TestFiles.reader(png, "x.png")));
    assertTrue(e.getMessage().startsWith("x.png:1: binary data: line 1 starts with byte 0x89"), e.getMessage());
  }

  @Test
  void gzipBytesGivenToTheStreamConstructorAreExplained() {
    byte[] gz = TestFiles.gzip(syntheticBytes());
    M10FormatException e = assertThrows(M10FormatException.class, () -> TestFiles.dump(TestFiles.reader(gz, "s.gz")));
    assertTrue(e.getMessage().startsWith("s.gz:1: gzip-compressed data"), e.getMessage());
  }

  @Test
  void overlongLineIsAnErrorNotAnEndlessRead() {
    byte[] big = new byte[LineSource.MAX_LINE + 100];
    Arrays.fill(big, (byte) 'A');
    assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
      M10FormatException e = assertThrows(M10FormatException.class, () -> TestFiles.dump(TestFiles.reader(big, "big")));
      assertTrue(e.getMessage().startsWith("big:1: line longer than 16 MiB"), e.getMessage());
    });
  }
}
