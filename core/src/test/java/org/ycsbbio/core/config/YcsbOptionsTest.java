package org.ycsbbio.core.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.core.testing.TestProperties;

/** YCSB's keys that bin/ycsb checks: bounded as YCSB parses them, documented as declared. */
class YcsbOptionsTest {
  @Test
  void docsTrackingShowsTheTableAsDeclared() throws Exception {
    OptionsDocTable.assertDocuments("docs/tracking.md", YcsbOptions.OPTIONS);
  }

  /** YCSB 0.17 parses target and operationcount with Integer.parseInt. */
  @Test
  void aCountYcsbReadsAsAnIntIsBoundedByOne() {
    ConfigException e = assertThrows(ConfigException.class, () -> YcsbOptions.TARGET.read(
        TestProperties.of("target", "2147483648").build()));
    assertEquals("target=2147483648: must be between 0 and 2147483647", e.getMessage());
    assertEquals(2_000_000_000L, YcsbOptions.OPERATION_COUNT.read(
        TestProperties.of("operationcount", "2000000000").build()));
  }

  @Test
  void aDistributionIsOneOfYcsbsWords() {
    assertEquals("uniform", YcsbOptions.REQUEST_DISTRIBUTION.read(TestProperties.of().build()));
    ConfigException e = assertThrows(ConfigException.class,
        () -> YcsbOptions.REQUEST_DISTRIBUTION.read(
            TestProperties.of("requestdistribution", "Zipfian").build()));
    assertEquals("requestdistribution=Zipfian: must be one of uniform | zipfian | latest | "
        + "hotspot | sequential | exponential", e.getMessage());
  }
}
