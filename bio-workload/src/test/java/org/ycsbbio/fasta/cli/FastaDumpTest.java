package org.ycsbbio.fasta.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.fasta.m10.ExpectedRecords;

/** The fasta-dump command: output, one stderr line per bad file, exit status. */
class FastaDumpTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return FastaDumpCommand.dump(List.of(args), out, new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String[] errLines() {
    String e = err.toString(StandardCharsets.UTF_8);
    return e.isEmpty() ? new String[0] : e.split("\n");
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  private String synthetic() {
    return new String(resource("/org/ycsbbio/fasta/m10/synthetic.m10"), StandardCharsets.UTF_8);
  }

  private static byte[] resource(String name) {
    try (InputStream in = FastaDumpTest.class.getResourceAsStream(name)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The records written equal the expected parse of the synthetic file, value by value. */
  private void assertSyntheticRecords(byte[] got) throws IOException {
    List<JsonNode> exp = ExpectedRecords.records(resource("/org/ycsbbio/fasta/m10/synthetic.jsonl"));
    List<JsonNode> ours = ExpectedRecords.records(got);
    assertEquals(exp.size(), ours.size());
    for (int i = 0; i < exp.size(); i++) {
      ExpectedRecords.compare(exp.get(i), ours.get(i), "record " + (i + 1));
    }
  }

  @Test
  void goodFile() throws IOException {
    assertEquals(0, run(write("a.m10", synthetic()).toString()));
    assertSyntheticRecords(out.toByteArray());
    assertEquals(0, errLines().length);
  }

  @Test
  void writesTheDocumentedSchema() throws IOException {
    assertEquals(0, run(write("a.m10", synthetic()).toString()));
    List<JsonNode> r = ExpectedRecords.records(out.toByteArray());
    JsonNode hsp = r.get(1);
    assertEquals("hsp", hsp.get("type").asText());
    assertEquals(2.6e-51, hsp.get("expect").doubleValue(), 0.0);
    assertTrue(hsp.get("initn").isNull(), "absent values are null");
    assertEquals("query side: aligned range [2:12] outside the 10 residues shown", hsp.get("bp_error").asText());
    assertTrue(hsp.get("q_seq").isNull());
    assertEquals("ACGTAC-TACT", hsp.get("h_seq").asText());
  }

  @Test
  void truncatedFileWritesCompletePartThenOneLineAndContinues() throws IOException {
    String[] all = synthetic().split("\n", -1);
    Path cut = write("cut.m10", String.join("\n", java.util.Arrays.copyOf(all, 60)) + "\n");
    Path good = write("good.m10", synthetic());
    assertEquals(3, run(cut.toString(), good.toString()));
    String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
    assertEquals(2 + 4, lines.length, "query + 1 complete hsp of cut.m10, then all 4 records of good.m10");
    assertEquals(1, errLines().length);
    assertTrue(errLines()[0].startsWith("fasta-dump: " + cut + ":60: truncated: "), errLines()[0]);
  }

  @Test
  void missingFileIsStatus2WithOneLine() throws IOException {
    Path good = write("good.m10", synthetic());
    assertEquals(2, run(dir.resolve("nope.m10").toString(), good.toString()));
    assertEquals(1, errLines().length);
    assertEquals("fasta-dump: " + dir.resolve("nope.m10") + ": no such file", errLines()[0]);
    assertSyntheticRecords(out.toByteArray());
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
  void noArgumentsIsAUsageError() {
    UsageException e = assertThrows(UsageException.class, () -> new FastaDumpCommand().run(List.of(), null));
    assertTrue(e.getMessage().startsWith("usage: ycsb fasta-dump"), e.getMessage());
  }
}
