package org.ycsbbio.fasta.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class M10GeneratorTest {

  private static final Pattern QUERY_LINE = Pattern.compile("^ *\\d+>>>(\\S+) .* - (\\d+) nt$");

  private static M10GeneratorConfig small(long seed, int queries, int hits, double repeats) {
    return new M10GeneratorConfig(seed, queries, hits, 0, repeats);
  }

  private static byte[] bytes(M10GeneratorConfig cfg, int ordinal) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new M10Generator(cfg).generate(out, ordinal);
    return out.toByteArray();
  }

  private static List<String> lines(byte[] b) {
    return new String(b, StandardCharsets.US_ASCII).lines().toList();
  }

  private static List<String> queryIds(byte[] b) {
    List<String> ids = new ArrayList<>();
    for (String l : lines(b)) {
      Matcher m = QUERY_LINE.matcher(l);
      if (m.matches()) {
        ids.add(m.group(1));
      }
    }
    return ids;
  }

  // ------------------------------------------------------------------ determinism

  @Test
  void sameSeedGivesIdenticalBytes() {
    M10GeneratorConfig cfg = small(7, 3, 400, 0.05);
    byte[] a = bytes(cfg, 5);
    byte[] b = bytes(cfg, 5);
    assertArrayEquals(a, b);
    // a generator reused for other files first still gives the same bytes
    M10Generator g = new M10Generator(cfg);
    g.generate(new ByteArrayOutputStream(), 1);
    g.generate(new ByteArrayOutputStream(), 30);
    ByteArrayOutputStream again = new ByteArrayOutputStream();
    g.generate(again, 5);
    assertArrayEquals(a, again.toByteArray());
    // and a different seed does not
    assertFalse(Arrays.equals(a, bytes(small(8, 3, 400, 0.05), 5)));
  }

  @Test
  void differentOrdinalsGiveDifferentIds() {
    M10GeneratorConfig cfg = small(7, 4, 50, 0.0);
    Set<String> seen = new HashSet<>();
    for (int ordinal = 1; ordinal <= 5; ordinal++) {
      List<String> ids = queryIds(bytes(cfg, ordinal));
      assertEquals(4, ids.size());
      for (String id : ids) {
        assertTrue(seen.add(id), "query id repeated across files: " + id);
      }
    }
    assertNotEquals(new String(bytes(cfg, 1), StandardCharsets.US_ASCII),
        new String(bytes(cfg, 2), StandardCharsets.US_ASCII));
  }

  // ------------------------------------------------------------------ structure

  @Test
  void fileHasTheExpectedBlocks() {
    int queries = 3;
    int hits = 250;
    M10GeneratorConfig cfg = small(11, queries, hits, 0.1);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    M10Generator.FileStats st = new M10Generator(cfg).generate(out, 2);
    byte[] b = out.toByteArray();
    List<String> ls = lines(b);
    long queryHeaders = ls.stream().filter(l -> QUERY_LINE.matcher(l).matches()).count();
    long paramBlocks = ls.stream().filter(l -> l.startsWith(">>>gi|") && l.endsWith(" library"))
        .count();
    long hitBlocks = ls.stream().filter(l -> l.startsWith(">>") && !l.startsWith(">>>")).count();
    long repeats = ls.stream().filter(l -> l.equals(">--")).count();
    long ends = ls.stream().filter(l -> l.equals(">>><<<")).count();
    long reverse = ls.stream().filter(l -> l.equals("; sw_frame: r")).count();
    long forward = ls.stream().filter(l -> l.equals("; sw_frame: f")).count();
    assertEquals(queries, queryHeaders);
    assertEquals(queries, paramBlocks);
    assertEquals((long) queries * hits, hitBlocks);
    assertEquals(queries, ends);
    assertTrue(repeats > 0, "expected some >-- repeats with repeatFraction 0.1");
    assertEquals(new M10Generator.FileStats(b.length, queries, (long) queries * hits,
        (long) queries * hits + repeats), st);
    assertEquals(queries * hits / 2, reverse - countRepeatFrames(ls, "r"));
    assertEquals(forward + reverse, st.alignments());
    // the file ends with ">>>///" and FASTA's trailer
    int end = ls.indexOf(">>>///");
    assertTrue(end > 0);
    assertEquals(">>><<<", ls.get(end - 1));
    assertEquals("Function used was SSEARCH [36.3.8i Nov, 2022]", ls.get(ls.size() - 1));
    assertTrue(ls.get(end + 2).matches("\\d+ residues in 3 query   sequences"), ls.get(end + 2));
    assertEquals(-1, ls.subList(end + 1, ls.size()).indexOf(">>>///"));
    // glued pg_argv line, histogram, table header
    assertTrue(ls.stream().anyMatch(
        l -> l.startsWith("; pg_argv:  ssearch36 -T 1 -Q -H -m 10 -W 0 -E 1000000000 ")
        && l.endsWith("; pg_name_alg: Smith-Waterman (SSE2, Michael Farrar 2006)")));
    assertEquals(queries, ls.stream().filter(l -> l.equals("       opt      E()")).count());
    assertEquals(queries, ls.stream().filter(l -> l.startsWith("The best scores are:")).count());
    assertFalse(new String(b, StandardCharsets.US_ASCII).contains("\r"));
  }

  /** sw_frame lines that belong to ">--" blocks with the given frame. */
  private static long countRepeatFrames(List<String> ls, String frame) {
    long n = 0;
    for (int i = 0; i + 1 < ls.size(); i++) {
      if (ls.get(i).equals(">--") && ls.get(i + 1).equals("; sw_frame: " + frame)) {
        n++;
      }
    }
    return n;
  }

  @Test
  void defaultFileLooksLikeTheCorpus() {
    // corpus main set: 3.90-4.16 MB, 5,426 hits (half "r"), no repeats, overlap median 56,
    // opt median 75
    byte[] b = bytes(M10GeneratorConfig.ofQueries(M10GeneratorConfig.DEFAULT_SEED, 1), 1);
    assertTrue(b.length > 3_500_000 && b.length < 4_600_000, "size " + b.length);
    List<String> ls = lines(b);
    int[] overlap = ls.stream().filter(l -> l.startsWith("; sw_overlap: "))
        .mapToInt(l -> Integer.parseInt(l.substring(14))).sorted().toArray();
    int[] opt = ls.stream().filter(l -> l.startsWith("; sw_score: "))
        .mapToInt(l -> Integer.parseInt(l.substring(12))).sorted().toArray();
    assertEquals(5426, overlap.length);
    assertFalse(ls.contains(">--"));
    assertEquals(2713, ls.stream().filter(l -> l.equals("; sw_frame: r")).count());
    assertTrue(overlap[overlap.length / 2] >= 45 && overlap[overlap.length / 2] <= 65,
        "median overlap " + overlap[overlap.length / 2]);
    assertTrue(opt[opt.length / 2] >= 65 && opt[opt.length / 2] <= 82,
        "median opt " + opt[opt.length / 2]);
    // the hit table lists every hit once, in E() order
    int from = ls.indexOf(ls.stream().filter(l -> l.startsWith("The best scores are:"))
        .findFirst().get()) + 1;
    int to = ls.subList(from, ls.size()).indexOf("") + from;
    assertEquals(5426, to - from);
  }

  @Test
  void noRepeatsGivesTheCorpusCommandLine() {
    String s = new String(bytes(small(3, 1, 100, 0.0), 1), StandardCharsets.US_ASCII);
    assertTrue(s.startsWith("# ssearch36 -T 1 -Q -H -m 10 -W 0 -E \"1000000000 -1\" "
        + "queries/gen-00001.fa cds_chr1.fa\n"));
    assertFalse(s.contains("\n>--\n"));
  }

  @Test
  void reverseStrandConventions() {
    List<String> ls = lines(bytes(small(5, 1, 200, 0.0), 1));
    int qlen = Integer.parseInt(QUERY_LINE.matcher(ls.get(8)).replaceAll("$2"));
    int checked = 0;
    for (int i = 0; i < ls.size(); i++) {
      if (ls.get(i).equals("; sw_frame: r")) {
        int sub = i + 9;                       // ">ref|NR_xxxxx .." query sub-block
        assertTrue(ls.get(sub).startsWith(">ref|NR_") && ls.get(sub).endsWith(" .."), ls.get(sub));
        assertEquals("; sq_offset: " + (qlen + 1), ls.get(sub + 2));
        int start = Integer.parseInt(ls.get(sub + 4).substring("; al_start: ".length()));
        int stop = Integer.parseInt(ls.get(sub + 5).substring("; al_stop: ".length()));
        assertTrue(start > stop);
        assertEquals("; al_display_start: " + start, ls.get(sub + 6));
        checked++;
      }
    }
    assertEquals(100, checked);
  }

  // ------------------------------------------------------------------ size mode

  @Test
  void sizeModeStopsJustAfterTheTarget() {
    long target = 2_000_000;
    M10GeneratorConfig cfg = new M10GeneratorConfig(9, 1, 2000, target, 0.01);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    M10Generator.FileStats st = new M10Generator(cfg).generate(out, 1);
    assertEquals(out.size(), st.bytes());
    assertTrue(st.bytes() >= target && st.bytes() < target + 6_000, "size " + st.bytes());
    assertTrue(st.queries() > 1, "2000-hit queries are ~1.5 MB: expected a second, cut query");
    List<String> ls = lines(out.toByteArray());
    assertEquals(st.hits(),
        ls.stream().filter(l -> l.startsWith(">>") && !l.startsWith(">>>")).count());
    assertEquals(st.queries(), queryIds(out.toByteArray()).size());
    // tiny target: a single query cut after its first hits
    M10GeneratorConfig tiny = M10GeneratorConfig.ofSize(9, 4096);
    M10Generator.FileStats t = new M10Generator(tiny).generate(new ByteArrayOutputStream(), 1);
    assertEquals(1, t.queries());
    assertTrue(t.hits() >= 1 && t.hits() < 5426);
  }

  @Test
  void predictedAlignmentSizesMatchTheWrittenBytes() {
    // a cut lands within one alignment of the target ...
    for (long target : new long[] {50_000, 123_457, 400_001, 777_777, 1_000_000}) {
      M10GeneratorConfig cfg = new M10GeneratorConfig(42, 1, 300, target, 0.2);
      M10Generator.FileStats st =
          new M10Generator(cfg).generate(OutputStream.nullOutputStream(), 9);
      assertTrue(st.bytes() >= target, target + " -> " + st.bytes());
      assertTrue(st.bytes() - target < 5_000, target + " -> " + st.bytes());
    }
    // ... and size mode checks every query it writes against the predicted size (it throws
    // IllegalStateException on a difference): whole queries with many repeats, all chromosomes
    M10Generator g = new M10Generator(new M10GeneratorConfig(4, 1, 3000, 8_000_000, 0.3));
    long checked = 0;
    for (int ordinal = 1; ordinal <= 3; ordinal++) {
      checked += g.generate(OutputStream.nullOutputStream(), ordinal).alignments();
    }
    assertTrue(checked > 3 * 2 * 3000, "checked " + checked);
  }

  // ------------------------------------------------------------------ gzip, config, many files

  @Test
  void gzipFileHasTheSameContent(@TempDir Path dir) throws IOException {
    M10Generator g = new M10Generator(small(1, 2, 120, 0.02));
    Path plain = dir.resolve(M10Generator.fileName(4, false));
    Path gz = dir.resolve(M10Generator.fileName(4, true));
    M10Generator.FileStats a = g.writeFile(plain, 4);
    M10Generator.FileStats b = g.writeFile(gz, 4);
    assertEquals(a, b);
    assertEquals("gen-00004.m10.gz", gz.getFileName().toString());
    try (InputStream in = new GZIPInputStream(Files.newInputStream(gz))) {
      assertArrayEquals(Files.readAllBytes(plain), in.readAllBytes());
    }
    assertTrue(Files.size(gz) < Files.size(plain) / 2);
  }

  @Test
  void configIsValidated() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> small(1, 0, 10, 0));
    assertTrue(e.getMessage().contains("queriesPerFile") && e.getMessage().contains("100000"),
        e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> small(1, 1, 0, 0));
    assertTrue(e.getMessage().contains("hitsPerQuery") && e.getMessage().contains("1000000"),
        e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> new M10GeneratorConfig(1, 1, 10, 100, 0));
    assertTrue(e.getMessage().contains("targetBytes") && e.getMessage().contains("4096"),
        e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> small(1, 1, 10, Double.NaN));
    assertTrue(e.getMessage().contains("repeatFraction"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> small(1, 1, 10, 1.5));
    M10Generator g = new M10Generator(small(1, 1, 10, 0));
    e = assertThrows(IllegalArgumentException.class,
        () -> g.generate(new ByteArrayOutputStream(), 0));
    assertTrue(e.getMessage().contains("fileOrdinal"), e.getMessage());
  }

  @Test
  void longRunOfFilesIsStable() {
    // many ordinals (all chromosomes): parse-level sanity only
    String[] chromosomes = {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13",
      "14", "15", "16", "17", "18", "19", "20", "21", "22", "X", "Y"};
    M10Generator g = new M10Generator(small(99, 1, 40, 0.05));
    for (int ordinal = 1; ordinal <= 30; ordinal++) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      M10Generator.FileStats st = g.generate(out, ordinal);
      String s = out.toString(StandardCharsets.US_ASCII);
      assertTrue(s.contains(" vs cds_chr" + chromosomes[(ordinal - 1) % 24] + ".fa library\n"));
      assertEquals(40, st.hits());
    }
  }
}
