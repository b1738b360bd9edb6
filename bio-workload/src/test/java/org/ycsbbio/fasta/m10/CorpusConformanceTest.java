package org.ycsbbio.fasta.m10;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ycsbbio.fasta.cli.M10JsonLines;

/**
 * Every {@code *.m10} of the corpus ({@code -Dcorpus.dir}, set by the build to ../shared/ssearch-corpus)
 * parsed and written by {@code fasta-dump}'s writer, compared record by record and value by value
 * with the corpus's expected parse {@code expected/<set>/<name>.jsonl.gz}, and the truncation
 * status with {@code .status}.
 * Fails (does not skip) when the corpus is missing. The same checks run on the small corpus files
 * copied into {@code src/test/resources/corpus-fixtures}.
 */
class CorpusConformanceTest {
  private static final Pattern RC = Pattern.compile("(?m)^rc=(\\d+)\\s*$");
  private static final Pattern COMPLETE = Pattern.compile("(\\d+) complete HSPs written");

  static Path corpus() {
    return Path.of(System.getProperty("corpus.dir", "../shared/ssearch-corpus"));
  }

  static Stream<Path> corpusFiles() throws IOException {
    Path dir = corpus();
    if (!Files.isDirectory(dir.resolve("expected"))) {
      throw new IllegalStateException("corpus not found: " + dir + " (set -Dcorpus.dir=...)");
    }
    List<Path> files;
    try (Stream<Path> s = Files.walk(dir)) {
      files = s.filter(p -> p.getFileName().toString().endsWith(".m10") && Files.isRegularFile(p))
          .filter(p -> !dir.relativize(p).startsWith("expected"))
          .sorted().collect(Collectors.toList());
    }
    if (files.isEmpty()) {
      throw new IllegalStateException("no *.m10 files under " + dir);
    }
    return files.stream();
  }

  /** Small files of the corpus copied into the project, so the parser is checked without it too. */
  static Stream<Path> fixtureFiles() throws Exception {
    Path dir = Path.of(CorpusConformanceTest.class.getResource("/corpus-fixtures").toURI());
    try (Stream<Path> s = Files.walk(dir)) {
      List<Path> files = s.filter(p -> p.getFileName().toString().endsWith(".m10"))
          .filter(p -> !dir.relativize(p).startsWith("expected")).sorted().toList();
      assertTrue(files.size() >= 10, "fixtures missing under " + dir);
      return files.stream();
    }
  }

  @Test
  void corpusIsPresent() throws IOException {
    assertTrue(corpusFiles().count() >= 20, "expected the full corpus under " + corpus());
  }

  /** Our dump of a file: the JSON lines plus the exception that ended it (or null). */
  static final class Dump {
    final byte[] bytes;
    final M10FormatException error;
    final long hsps;

    Dump(byte[] bytes, M10FormatException error, long hsps) {
      this.bytes = bytes;
      this.error = error;
      this.hsps = hsps;
    }
  }

  static Dump dump(Path file) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    M10FormatException err = null;
    long n = 0;
    try (M10JsonLines w = new M10JsonLines(out); M10Reader r = M10Reader.open(file)) {
      try {
        n = w.dump(r);
      } catch (M10FormatException e) {
        err = e;
        n = r.alignmentsRead();
      }
    }
    return new Dump(out.toByteArray(), err, n);
  }

  static Path expected(Path file, String ext) {
    String set = file.getParent().getFileName().toString();
    String name = file.getFileName().toString().replaceFirst("\\.m10$", "");
    return file.getParent().getParent().resolve("expected").resolve(set).resolve(name + ext);
  }

  static byte[] expectedBytes(Path file) throws IOException {
    try (InputStream in = new GZIPInputStream(Files.newInputStream(expected(file, ".jsonl.gz")))) {
      return in.readAllBytes();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource({"corpusFiles", "fixtureFiles"})
  void valuesMatchExpected(Path file) throws IOException {
    Dump ours = dump(file);
    List<JsonNode> got = ExpectedRecords.records(ours.bytes);
    List<JsonNode> exp = ExpectedRecords.records(expectedBytes(file));
    assertEquals(exp.size(), got.size(), "number of records of " + file);
    for (int i = 0; i < exp.size(); i++) {
      ExpectedRecords.compare(exp.get(i), got.get(i), file.getFileName() + " record " + (i + 1));
    }

    String status = Files.readString(expected(file, ".status"));
    Matcher m = RC.matcher(status);
    assertTrue(m.find(), "no rc= in " + expected(file, ".status"));
    int rc = Integer.parseInt(m.group(1));
    long expHsps = exp.stream().filter(n -> n.get("type").asText().equals("hsp")).count();
    assertEquals(expHsps, ours.hsps, "complete alignments of " + file);
    if (rc == 3) {
      assertTrue(ours.error instanceof M10TruncatedException, "expected truncation for " + file + ", got " + ours.error);
      Matcher c = COMPLETE.matcher(status);
      assertTrue(c.find());
      assertEquals(Long.parseLong(c.group(1)), ((M10TruncatedException) ours.error).completeAlignments());
      assertTrue(ours.error.getMessage().startsWith(file.toString() + ":"), ours.error.getMessage());
    } else {
      assertEquals(0, rc, "oracle status of " + file);
      assertEquals(null, ours.error, "unexpected error for " + file);
    }
  }

  /**
   * Stronger than the field comparison: the parse written by the test-side
   * {@link OracleJsonWriter} (Python number formatting, Biopython's error texts) is the expected
   * file byte for byte.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource({"corpusFiles", "fixtureFiles"})
  void parseIsByteIdenticalToExpected(Path file) throws IOException {
    byte[] exp = expectedBytes(file);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OracleJsonWriter w = new OracleJsonWriter(out); M10Reader r = M10Reader.open(file)) {
      try {
        w.dump(r);
      } catch (M10FormatException e) {
        // truncation: the status is checked by the value comparison
      }
    }
    byte[] got = out.toByteArray();
    if (!java.util.Arrays.equals(exp, got)) {
      fail("dump of " + file + " differs from the oracle's bytes (" + got.length + " vs " + exp.length + " bytes)");
    }
  }
}
