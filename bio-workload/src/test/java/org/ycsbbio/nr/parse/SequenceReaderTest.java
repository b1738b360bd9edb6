package org.ycsbbio.nr.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ycsbbio.core.testing.RepositoryRoot;

/** The FASTA sequence reader on well-formed, real and damaged input. */
class SequenceReaderTest {
  @TempDir
  Path dir;

  /** id, description, sequence of every record of {@code file}. */
  private static List<String[]> parse(Path file, int max) throws IOException {
    List<String[]> out = new ArrayList<>();
    try (SequenceReader r = SequenceReader.open(file, max)) {
      while (r.next()) {
        out.add(new String[] {r.id(), r.description(),
            new String(r.sequence(), 0, r.sequenceLength(), StandardCharsets.US_ASCII),
            Long.toString(r.headerLine())});
        assertEquals(r.id(), new String(r.idBytes(), 0, r.idLength(), StandardCharsets.UTF_8));
      }
    }
    return out;
  }

  private Path write(String name, byte[] content) throws IOException {
    return Files.write(dir.resolve(name), content);
  }

  private Path write(String name, String content) throws IOException {
    return write(name, content.getBytes(StandardCharsets.UTF_8));
  }

  private static byte[] gzip(byte[] plain) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OutputStream gz = new GZIPOutputStream(out)) {
      gz.write(plain);
    }
    return out.toByteArray();
  }

  @Test
  void recordsWithCrlfBlankLinesBlanksAndMergedNcbiTitles() throws IOException {
    Path f = write("a.fa", "\n>sp|P1|A_HUMAN  Protein A \r\nMKV LL\r\n\r\nacd*\n>B\t\n-GG\n"
        + ">C desc\u0001C2 other title\nW\n");
    List<String[]> r = parse(f, 1000);
    assertEquals(3, r.size());
    assertEquals(List.of("sp|P1|A_HUMAN", "Protein A", "MKVLLacd*", "2"), Arrays.asList(r.get(0)));
    assertEquals(List.of("B", "", "-GG", "6"), Arrays.asList(r.get(1)));
    assertEquals(List.of("C", "desc\u0001C2 other title", "W", "8"), Arrays.asList(r.get(2)));
  }

  @Test
  void gzipIsRecognisedByItsMagicBytesNotByName() throws IOException {
    Path f = write("plain-name.txt", gzip(">x y\nACGT\nAC\n".getBytes(StandardCharsets.US_ASCII)));
    assertEquals(List.of("x", "y", "ACGTAC", "1"), Arrays.asList(parse(f, 100).get(0)));
  }

  @Test
  void sequencesLongerThanTheReadBufferAndManyRecordsStream() throws IOException {
    StringBuilder s = new StringBuilder();
    for (int rec = 0; rec < 50; rec++) {
      s.append(">r").append(rec).append('\n');
      for (int line = 0; line < 3000; line++) {
        s.append("ACDEFGHIKLMNPQRSTVWYACDEFGHIKLMNPQRSTVWYACDEFGHIKLMNPQRSTVWY\n");
      }
    }
    List<String[]> r = parse(write("big.fa", gzip(s.toString().getBytes(StandardCharsets.US_ASCII))),
        200_000);
    assertEquals(50, r.size());
    for (int rec = 0; rec < 50; rec++) {
      assertEquals("r" + rec, r.get(rec)[0]);
      assertEquals(180_000, r.get(rec)[2].length());
    }
  }

  /** Reads of 1..9 bytes put every line end and '>' at a buffer boundary somewhere. */
  @Test
  void recordsAreTheSameWhateverTheReadSizes() throws IOException {
    byte[] text = ("\n>a one\r\nMK V\n\n>b\nAC\r\n-G*\n>c x\tlast\nW").getBytes(
        StandardCharsets.US_ASCII);
    List<String> whole = records(new java.io.ByteArrayInputStream(text));
    assertEquals(List.of("a|one|MKV|2", "b||AC-G*|5", "c|x\tlast|W|8"), whole);
    for (int chunk = 1; chunk <= 9; chunk++) {
      int size = chunk;
      java.io.InputStream trickle = new java.io.ByteArrayInputStream(text) {
        @Override
        public synchronized int read(byte[] b, int off, int len) {
          return super.read(b, off, Math.min(len, size));
        }
      };
      assertEquals(whole, records(trickle), "reads of " + size + " bytes");
    }
  }

  private static List<String> records(java.io.InputStream in) throws IOException {
    List<String> out = new ArrayList<>();
    try (SequenceReader r = new SequenceReader(in, "mem", false, 100)) {
      while (r.next()) {
        out.add(r.id() + "|" + r.description() + "|"
            + new String(r.sequence(), 0, r.sequenceLength(), StandardCharsets.US_ASCII) + "|"
            + r.headerLine());
      }
    }
    return out;
  }

  @Test
  void emptyFileHasNoRecords() throws IOException {
    assertEquals(0, parse(write("empty.fa", ""), 10).size());
  }

  /** The bundled sample, against a plain line-by-line reading of the same files. */
  @Test
  void bundledSampleMatchesALineByLineReading() throws IOException {
    Path sample = RepositoryRoot.path().resolve("workloads/nr-sample");
    int total = 0;
    try (var files = Files.list(sample)) {
      for (Path f : files.sorted().toList()) {
        List<String[]> parsed = parse(f, 1 << 20);
        List<String> lines = f.toString().endsWith(".gz")
            ? List.of(new String(new java.util.zip.GZIPInputStream(Files.newInputStream(f))
                .readAllBytes(), StandardCharsets.UTF_8).split("\n"))
            : Files.readAllLines(f);
        List<String> ids = new ArrayList<>();
        StringBuilder residues = new StringBuilder();
        for (String line : lines) {
          if (line.startsWith(">")) {
            ids.add(line.substring(1).split("[ \t]")[0]);
          } else {
            residues.append(line.replaceAll("[ \t\r]", ""));
          }
        }
        assertEquals(ids, parsed.stream().map(p -> p[0]).toList(), f.toString());
        assertEquals(residues.toString(), String.join("", parsed.stream().map(p -> p[2]).toList()));
        total += parsed.size();
      }
    }
    assertEquals(23, total);
  }

  private String failure(String name, byte[] content, int max) throws IOException {
    Path f = write(name, content);
    SequenceFormatException e = assertThrows(SequenceFormatException.class, () -> parse(f, max));
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    return e.getMessage().substring(dir.toString().length() + 1);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "no header | MKVL\\n>a\\nMK\\n | no-header.fa:1: sequence data before the first '>' header line (found 'M')",
      "late data | \\n\\n  ACGT\\n | late-data.fa:3: sequence data before the first '>' header line (found 'A')",
      "empty id | >a\\nMK\\n> desc\\nMK\\n | empty-id.fa:3: empty sequence id: '>' must be followed by the id",
      "bare gt | >\\nMK\\n | bare-gt.fa:1: empty sequence id: '>' must be followed by the id",
      "no sequence | >a\\nMK\\n>b x\\n\\n>c\\nMK\\n | no-sequence.fa:3: record 'b' has no sequence lines",
      "digit | >a\\nMK1\\n | digit.fa:2: unexpected '1' in the sequence of 'a' (residue letters, '*' and '-' only)",
      "gt inside | >a\\nMK>b\\n | gt-inside.fa:2: unexpected '>' in the sequence of 'a' (residue letters, '*' and '-' only)",
  })
  void damagedTextGivesFileLineAndWhat(String name, String content, String expected)
      throws IOException {
    String file = name.replace(' ', '-') + ".fa";
    assertEquals(expected, failure(file, content.replace("\\n", "\n")
        .getBytes(StandardCharsets.US_ASCII), 100));
  }

  @Test
  void binaryContentIsNamedWithItsLine() throws IOException {
    assertEquals("nul.fa:2: binary content (control byte 0x00): not a FASTA text file",
        failure("nul.fa", new byte[] {'>', 'a', '\n', 'M', 0, 'K', '\n'}, 100));
    assertEquals("elf.fa:1: binary content (control byte 0x7F): not a FASTA text file",
        failure("elf.fa", new byte[] {0x7f, 'E', 'L', 'F', 2, 1, 1}, 100));
    assertEquals("header.fa:1: binary content (control byte 0x1B): not a FASTA text file",
        failure("header.fa", new byte[] {'>', 'a', ' ', 0x1b, '\n', 'M', '\n'}, 100));
  }

  @Test
  void truncatedAndCorruptGzipAreNamed() throws IOException {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < 2000; i++) {
      s.append(">seq").append(i).append(" some protein\nMKVLAAGIVALLLAAGCSSSKEETPAADKPAEAK\n");
    }
    byte[] gz = gzip(s.toString().getBytes(StandardCharsets.US_ASCII));
    String cut = failure("cut.fa.gz", Arrays.copyOf(gz, gz.length / 2), 100);
    assertTrue(cut.matches("cut\\.fa\\.gz:\\d+: truncated gzip data: the file ends inside its "
        + "compressed stream \\(.*\\)"), cut);
    String header = failure("header.fa.gz", new byte[] {0x1f, (byte) 0x8b, 8, 0}, 100);
    assertTrue(header.startsWith("header.fa.gz:1: corrupt or truncated gzip header"), header);
    byte[] corrupt = gz.clone();
    Arrays.fill(corrupt, 12, 40, (byte) 0xFF);
    String bad = failure("corrupt.fa.gz", corrupt, 100);
    assertTrue(bad.matches("corrupt\\.fa\\.gz:1: corrupt gzip data \\(.*\\)"), bad);
  }

  @Test
  void sequenceOverTheMaximumIsNamed() throws IOException {
    assertEquals("long.fa:3: sequence of 'a' longer than 8 residues (nr.sequence.max)",
        failure("long.fa", ">a\nMKVLA\nMKVLA\n".getBytes(StandardCharsets.US_ASCII), 8));
    Path ok = write("exact.fa", ">a\nMKVL\nMKVL\n");
    assertEquals(8, parse(ok, 8).get(0)[2].length());
  }
}
