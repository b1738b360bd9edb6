package org.ycsbbio.nr.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.core.testing.TestProperties;

/** nr.* keys: defaults, values read, one clear line for each kind of mistake, the doc table. */
class NrConfigTest {
  private static Properties props(String... kv) {
    return TestProperties.of(kv).build();
  }

  private static String error(String... kv) {
    return assertThrows(ConfigException.class, () -> NrConfig.from(props(kv))).getMessage();
  }

  @Test
  void defaultsAreOneClientTableNrAndRecordsWithTheirDescription() {
    NrConfig c = NrConfig.from(props("nr.files", "a.fa"));
    assertEquals("a.fa", c.input().files());
    assertEquals(0, c.input().clientIndex());
    assertEquals(1, c.input().clientCount());
    assertEquals("nr", c.table());
    assertEquals(Path.of("nr-index/client-0-of-1.idx"), c.input().index());
    assertEquals(0, c.missingProportion());
    assertEquals(64 << 20, c.sequenceMax());
    assertTrue(c.description());
  }

  @Test
  void valuesAreRead() {
    NrConfig c = NrConfig.from(props("nr.files", "a.fa,b/", "nr.client.index", "2",
        "nr.client.count", "3", "nr.table", "seqs", "nr.missingproportion", "0.25",
        "nr.sequence.max", "100", "nr.description", "false"));
    assertEquals(2, c.input().clientIndex());
    assertEquals(3, c.input().clientCount());
    assertEquals("seqs", c.table());
    assertEquals(Path.of("nr-index/client-2-of-3.idx"), c.input().index());
    assertEquals(0.25, c.missingProportion());
    assertEquals(100, c.sequenceMax());
    assertFalse(c.description());
    assertEquals(Path.of("x.idx"), NrConfig.from(props("nr.files", "a", "nr.index", "x.idx"))
        .input().index());
  }

  @Test
  void mistakesAreOneLineNamingTheKey() {
    assertEquals("nr.files: required but not set", error());
    assertEquals("nr.client.index=1: must be below nr.client.count=1",
        error("nr.files", "a", "nr.client.index", "1"));
    assertTrue(error("nr.files", "a", "nr.missingproportion", "1.5")
        .startsWith("nr.missingproportion=1.5"));
    assertTrue(error("nr.files", "a", "nr.description", "maybe").startsWith("nr.description"));
    assertEquals("nr.descripton: unknown key (did you mean nr.description?)",
        error("nr.files", "a", "nr.descripton", "false"));
  }

  @Test
  void docsTableIsTheDeclaration() throws Exception {
    OptionsDocTable.assertDocuments("docs/nr.md", NrConfig.OPTIONS);
  }
}
