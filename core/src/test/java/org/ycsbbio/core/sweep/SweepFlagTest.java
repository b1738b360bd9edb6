package org.ycsbbio.core.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.core.testing.FlagsDocTable;

class SweepFlagTest {
  @Test
  void docsStudiesShowsTheFlagsAsDeclared() throws Exception {
    FlagsDocTable.assertDocuments("docs/studies.md", SweepFlag.values());
  }

  @Test
  void aMistypedFlagIsNamedWithTheNearest() {
    String message = assertThrows(UsageException.class,
        () -> SweepOptions.parse(List.of("sim", "--tagret", "10"))).getMessage();
    assertEquals("sweep: unknown option '--tagret'; did you mean --target? (" + SweepOptions.USAGE
        + ")", message);
  }
}
