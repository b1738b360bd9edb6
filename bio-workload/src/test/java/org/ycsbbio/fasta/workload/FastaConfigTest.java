package org.ycsbbio.fasta.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.workload.OnError;

/** fasta.* keys: defaults, values read, one clear line for each kind of mistake, the doc table. */
class FastaConfigTest {
  private static Properties props(String... kv) {
    Properties p = new Properties();
    p.setProperty("fasta.files", "x.m10");
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    return p;
  }

  private static String error(String... kv) {
    return assertThrows(ConfigException.class, () -> FastaConfig.from(props(kv))).getMessage();
  }

  @Test
  void defaultsAreOneClientReadsOnlyUniformWithoutMissingKeysAndFailOnDamage() {
    FastaConfig c = FastaConfig.from(props());
    assertEquals("x.m10", c.input().files());
    assertEquals(List.of(0, 1), List.of(c.input().clientIndex(), c.input().clientCount()));
    assertEquals(Path.of("fasta-index/client-0-of-1.idx"), c.input().index());
    assertEquals(OnError.FAIL, c.onError());
    assertEquals(List.of("task", "rna", "gs", "align"), c.tables());
    assertEquals(List.of(1.0, 1.0, 1.0, 1.0), List.of(c.mix()[0], c.mix()[1], c.mix()[2],
        c.mix()[3]));
    assertEquals(10_000, c.scanMax());
    assertEquals(ReadMix.UNIFORM, c.readMix());
    assertEquals(0, c.missingProportion());
  }

  @Test
  void valuesAreRead() {
    FastaConfig c = FastaConfig.from(props("fasta.readmix", "peralignment",
        "fasta.missingproportion", "0.05", "fasta.seed", "-3", "fasta.client.index", "2",
        "fasta.client.count", "3", "fasta.onerror", "skipfile", "fasta.readproportion", "0.7",
        "fasta.scanproportion", "0.1", "fasta.updateproportion", "0.1",
        "fasta.insertproportion", "0.1", "fasta.scan.max", "50", "fasta.index", "k.idx"));
    assertEquals(ReadMix.PERALIGNMENT, c.readMix());
    assertEquals(0.05, c.missingProportion());
    assertEquals(-3, c.seed());
    assertEquals(List.of(2, 3), List.of(c.input().clientIndex(), c.input().clientCount()));
    assertEquals(Path.of("k.idx"), c.input().index());
    assertEquals(OnError.SKIPFILE, c.onError());
    assertEquals(0.8, c.mix()[1], 1e-12);
    assertEquals(0.9, c.mix()[2], 1e-12);
    assertEquals(50, c.scanMax());
    assertEquals(Path.of("fasta-index/client-1-of-2.idx"), FastaConfig.from(props(
        "fasta.client.index", "1", "fasta.client.count", "2")).input().index());
  }

  @Test
  void theLoadWritesTheFourRecordTypesTablesAsNamed() {
    assertEquals(List.of("task", "rna", "gs", "align"),
        new FastaWorkload().tablesWritten(props()));
    assertEquals(List.of("t", "rna", "gs", "a2"),
        new FastaWorkload().tablesWritten(props("fasta.table.task", "t", "fasta.table.align", "a2")));
  }

  @Test
  void mistakesAreOneLineNamingTheKey() {
    String readMix = error("fasta.readmix", "random");
    assertTrue(readMix.startsWith("fasta.readmix=random: ") && readMix.contains("uniform")
        && readMix.contains("peralignment"), readMix);
    assertEquals("fasta.missingproportion=1.5: must be between 0.0 and 1.0",
        error("fasta.missingproportion", "1.5"));
    assertEquals("fasta.redmix: unknown key (did you mean fasta.readmix?)",
        error("fasta.redmix", "uniform"));
    assertEquals("fasta.client.index=1: must be below fasta.client.count=1",
        error("fasta.client.index", "1"));
    assertEquals("fasta.onerror=skip: must be one of fail | skipfile",
        error("fasta.onerror", "skip"));
    assertEquals("fasta.readproportion + scanproportion + updateproportion + insertproportion "
        + "= 1.5: must be 1", error("fasta.scanproportion", "0.5"));
    assertEquals("fasta.seed=x: not a whole number", error("fasta.seed", "x"));
    assertEquals("fasta.files: required but not set", assertThrows(ConfigException.class,
        () -> FastaConfig.from(new Properties())).getMessage());
  }

  @Test
  void theWorkloadChecksItsSettingsAsItsInitReadsThem() {
    assertEquals("fasta.scan.mx: unknown key (did you mean fasta.scan.max?)",
        assertThrows(ConfigException.class, () -> new FastaWorkload().validate(
            props("fasta.scan.mx", "5"))).getMessage());
    new FastaWorkload().validate(props("fasta.scan.max", "5"));
  }

  @Test
  void docsTableIsTheDeclaration() throws Exception {
    OptionsDocTable.assertDocuments("docs/fasta.md", FastaConfig.OPTIONS);
  }
}
