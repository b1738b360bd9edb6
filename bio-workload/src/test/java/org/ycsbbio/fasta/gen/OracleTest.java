package org.ycsbbio.fasta.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the corpus' reference parser ({@code python3 CORPUS/oracle.py FILE --queries}) on a small
 * generated file. The corpus is {@code -Dcorpus.dir=...}, else {@code ../shared/ssearch-corpus}
 * (relative to the working directory), else {@code /work/shared/ssearch-corpus}. python3 or the
 * oracle missing is a failure, not a skip.
 */
class OracleTest {

  private static Path corpusDir() {
    String configured = System.getProperty("corpus.dir");
    if (configured != null) {
      return Path.of(configured);
    }
    Path relative = Path.of("../shared/ssearch-corpus");
    return Files.exists(relative) ? relative : Path.of("/work/shared/ssearch-corpus");
  }

  @Test
  void oracleAcceptsGeneratedFile(@TempDir Path dir) throws Exception {
    Path oracle = corpusDir().resolve("oracle.py");
    assertTrue(Files.isReadable(oracle), "oracle not found: " + oracle.toAbsolutePath()
        + " (set -Dcorpus.dir=DIR)");
    int queries = 3;
    int hits = 300;
    M10GeneratorConfig cfg = new M10GeneratorConfig(20140601, queries, hits, 0, 0.05);
    Path f = dir.resolve("small.m10");
    M10Generator.FileStats st = new M10Generator(cfg).writeFile(f, 3);
    assertTrue(st.repeats() > 0);

    Process p;
    try {
      p = new ProcessBuilder("python3", oracle.toString(), f.toString(), "--queries")
          .redirectError(dir.resolve("oracle.err").toFile())
          .start();
    } catch (IOException e) {
      fail("cannot run python3 (required by this test): " + e.getMessage());
      return;
    }
    byte[] stdout;
    try (InputStream in = p.getInputStream()) {
      stdout = in.readAllBytes();
    }
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "oracle timed out");
    String err = Files.readString(dir.resolve("oracle.err"));
    assertEquals(0, p.exitValue(), "oracle exit code; stderr: " + err);

    List<String> out = new String(stdout, StandardCharsets.UTF_8).lines().toList();
    long queryLines = out.stream().filter(l -> l.startsWith("{\"type\":\"query\"")).count();
    List<String> hsps = out.stream().filter(l -> l.startsWith("{\"type\":\"hsp\"")).toList();
    assertEquals(queries, queryLines);
    assertEquals(st.alignments(), hsps.size());
    assertEquals((long) queries * hits,
        hsps.stream().filter(l -> l.contains("\"hsp_index\":1,")).count());
    // every alignment trims cleanly the way Biopython would, and both strands are there
    assertEquals(hsps.size(), hsps.stream().filter(l -> l.endsWith("\"bp_error\":null}")).count());
    long rev = hsps.stream()
        .filter(l -> l.contains("\"frame\":\"r\"") && l.contains("\"hsp_index\":1,")).count();
    assertEquals((long) queries * hits / 2, rev);
    assertTrue(hsps.stream()
        .allMatch(l -> l.contains("\"program\":\"ssearch\",\"version\":\"36.3.8i\"")));
  }
}
