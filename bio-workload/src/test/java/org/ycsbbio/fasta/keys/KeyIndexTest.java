package org.ycsbbio.fasta.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.ConfigException;

/** The key index: counts per query written by the load, read back by the run. */
class KeyIndexTest {
  @TempDir
  Path dir;

  @Test
  void countsWrittenPerQueryAreReadBackAsOrdinals() throws Exception {
    Path file = dir.resolve("sub/keys.idx");
    try (KeyIndexWriter w = new KeyIndexWriter(file)) {
      w.add(3, 1, 2);
      w.add(3, 2, 0);
      w.add(7, 1, 5);
    }
    try (KeyIndex index = KeyIndex.open(file)) {
      assertEquals(3, index.queries());
      assertEquals(7, index.alignments());
      assertEquals(3 + 3 * 7, index.documents());
      assertFalse(index.isEmpty());
      assertEquals(new KeyIndex.QueryEntry(7, 1, 5), index.query(2));
      assertEquals(2, index.queryOfAlignment(2), "alignments 0-1 are query 0's, 2-6 query 2's");
      assertEquals(1, index.alignmentOrdinal(2, 2));
      assertEquals(0, index.queryOfAlignment(1));
    }
    try (KeyIndexWriter w = new KeyIndexWriter(file)) {
      w.add(0, 1, 0);
    }
    try (KeyIndex tasksOnly = KeyIndex.open(file)) {
      assertTrue(tasksOnly.isEmpty(), "a run needs alignments to pick from");
    }
  }

  @Test
  void missingOrForeignFilesNameTheSettingAndTheFile() throws Exception {
    Path missing = dir.resolve("none.idx");
    String m = assertThrows(ConfigException.class, () -> KeyIndex.open(missing)).getMessage();
    assertTrue(m.startsWith("fasta.index=" + missing + ": cannot read the key index of the load")
        && m.endsWith("; run the load phase first"), m);
    Path foreign = Files.writeString(dir.resolve("foreign.idx"), "YBNRID1\nsomething else");
    assertEquals("fasta.index=" + foreign + ": not the key index of a load",
        assertThrows(ConfigException.class, () -> KeyIndex.open(foreign)).getMessage());
    Path empty = Files.createFile(dir.resolve("empty.idx"));
    assertEquals("fasta.index=" + empty + ": not the key index of a load",
        assertThrows(ConfigException.class, () -> KeyIndex.open(empty)).getMessage());
  }
}
