package org.ycsbbio.fasta.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;

class FastaConfigTest {
  private static Properties props(String... kv) {
    Properties p = new Properties();
    p.setProperty("fasta.files", "x.m10");
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    return p;
  }

  @Test
  void readsAreUniformOverDocumentsWithoutMissingKeysByDefault() {
    FastaConfig c = FastaConfig.from(props());
    assertEquals(ReadMix.UNIFORM, c.readMix());
    assertEquals(0, c.missingProportion());
  }

  @Test
  void readMixMissingShareAndSeedAreRead() {
    FastaConfig c = FastaConfig.from(props("fasta.readmix", "peralignment",
        "fasta.missingproportion", "0.05", "fasta.seed", "-3"));
    assertEquals(ReadMix.PERALIGNMENT, c.readMix());
    assertEquals(0.05, c.missingProportion());
    assertEquals(-3, c.seed());
  }

  @Test
  void theLoadWritesTheFourRecordTypesTablesAsNamed() {
    assertEquals(java.util.List.of("task", "rna", "gs", "align"),
        new FastaWorkload().tablesWritten(props()));
    assertEquals(java.util.List.of("t", "rna", "gs", "a2"),
        new FastaWorkload().tablesWritten(props("fasta.table.task", "t", "fasta.table.align", "a2")));
  }

  @Test
  void badValuesNameTheKey() {
    String readMix = assertThrows(ConfigException.class,
        () -> FastaConfig.from(props("fasta.readmix", "random"))).getMessage();
    assertTrue(readMix.startsWith("fasta.readmix=random: ") && readMix.contains("uniform")
        && readMix.contains("peralignment"), readMix);
    assertEquals("fasta.missingproportion=1.5: must be between 0.0 and 1.0",
        assertThrows(ConfigException.class,
            () -> FastaConfig.from(props("fasta.missingproportion", "1.5"))).getMessage());
  }
}
