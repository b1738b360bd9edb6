package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.testing.TestProperties;

/** {@code bio.verdict.familywise} is read into the rule and checked (docs: TrackingDocTest). */
class VerdictKeysTest {
  @Test
  void theFamilyWiseLevelIsReadAndChecked() {
    TestProperties base = TestProperties.of("bio.binding.class", "site.ycsb.BasicDB");
    assertEquals(0.01, TrackingConfig.from(base.build()).rule().familyWise());
    assertEquals(0.05, TrackingConfig.from(TestProperties.copyOf(base.build())
        .set("bio.verdict.familywise", "0.05").build()).rule().familyWise());
    ConfigException bad = assertThrows(ConfigException.class, () -> TrackingConfig.from(
        TestProperties.copyOf(base.build()).set("bio.verdict.familywise", "2").build()));
    assertTrue(bad.getMessage().contains("bio.verdict.familywise"), bad.getMessage());
  }
}
