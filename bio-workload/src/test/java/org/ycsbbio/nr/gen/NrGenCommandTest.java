package org.ycsbbio.nr.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.nr.parse.SequenceReader;

/** {@code bin/ycsb nr-gen}: deterministic, parseable, NR-shaped output. */
class NrGenCommandTest {
  @TempDir
  Path dir;

  /** Runs {@code nr-gen args} (swaps System.out: test classes run one at a time). */
  private static String run(String... args) throws Exception {
    PrintStream saved = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
      assertEquals(0, new NrGenCommand().run(List.of(args), new Home(Path.of("."), Map.of())));
    } finally {
      System.setOut(saved);
    }
    return captured.toString(StandardCharsets.UTF_8);
  }

  @Test
  void sameSeedSameBytesOtherSeedOtherBytes() throws Exception {
    run("--out", dir.resolve("a").toString(), "--sequences", "500", "--seed", "7");
    run("--out=" + dir.resolve("b"), "--sequences=500", "--seed=7");
    run("--out", dir.resolve("c").toString(), "--sequences", "500", "--seed", "8");
    byte[] a = Files.readAllBytes(dir.resolve("a/nr-00001.fa"));
    assertArrayEquals(a, Files.readAllBytes(dir.resolve("b/nr-00001.fa")));
    assertFalse(Arrays.equals(a, Files.readAllBytes(dir.resolve("c/nr-00001.fa"))));
  }

  @Test
  void everyFileParsesWithUniqueIdsAndNrShapedRecords() throws Exception {
    String summary = run("--out", dir.toString(), "--files", "3", "--sequences", "2000",
        "--gzip");
    assertTrue(summary.matches("nr-gen: files=3 sequences=6000 residues=\\d+ bytes=\\d+ "
        + "seconds=\\S+ MB/s=\\S+\n"), summary);
    Set<String> ids = new HashSet<>();
    long residues = 0;
    int merged = 0;
    for (int f = 1; f <= 3; f++) {
      try (SequenceReader r = SequenceReader.open(dir.resolve("nr-0000" + f + ".fa.gz"), 40_000)) {
        while (r.next()) {
          assertTrue(ids.add(r.id()), r.id());
          assertTrue(r.id().matches("WP_\\d{9}\\.1"), r.id());
          assertTrue(r.sequenceLength() >= 10 && r.sequenceLength() <= 40_000);
          residues += r.sequenceLength();
          merged += r.description().indexOf('\u0001') >= 0 ? 1 : 0;
        }
      }
    }
    assertEquals(6000, ids.size());
    assertTrue(summary.contains(" residues=" + residues + " "), summary);
    double mean = residues / 6000.0;   // log-normal, median 300, sigma 0.7: mean 383
    assertTrue(mean > 360 && mean < 410, "mean length " + mean);
    assertTrue(merged > 450 && merged < 750, "records with merged titles: " + merged);
  }

  @Test
  void badArgumentsAreOneLine() {
    assertEquals("nr-gen: --out DIR is required; " + NrGenOptions.USAGE,
        assertThrows(UsageException.class, () -> NrGenOptions.parse(List.of())).getMessage());
    assertEquals("nr-gen: --files 0: must be 1..1000000", assertThrows(UsageException.class,
        () -> NrGenOptions.parse(List.of("--out", "x", "--files", "0"))).getMessage());
    assertEquals("nr-gen: --seed x: not a whole number", assertThrows(UsageException.class,
        () -> NrGenOptions.parse(List.of("--out", "x", "--seed", "x"))).getMessage());
    assertTrue(assertThrows(UsageException.class, () -> NrGenOptions.parse(List.of("--size", "1")))
        .getMessage().startsWith("nr-gen: unknown option --size; usage:"));
  }
}
