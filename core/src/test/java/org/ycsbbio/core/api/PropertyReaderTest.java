package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ycsbbio.core.testing.TestProperties;

class PropertyReaderTest {
  private static PropertyReader reader(String... kv) {
    return new PropertyReader(TestProperties.of(kv).build());
  }

  @ParameterizedTest
  @CsvSource({"200us,200000", "2ms,2000000", "1.5s,1500000000", "500ns,500", "3,3000000",
      "1m,60000000000"})
  void parsesDurations(String text, long nanos) {
    assertEquals(nanos, Durations.parseNanos(text, 1_000_000L));
  }

  @Test
  void rejectsMalformedDurationsNamingTheKey() {
    ConfigException e = assertThrows(ConfigException.class,
        () -> reader("sim.latency", "2 parsecs").durationNanos("sim.latency", 0, 1, 0, 10));
    assertTrue(e.getMessage().startsWith("sim.latency=2 parsecs: "), e.getMessage());
  }

  @Test
  void millisecondDurationsTakeBareMillisecondsAndUnitsWithinBounds() {
    assertEquals(250, reader("t", "250").durationMillis("t", 5, 1, 3_600_000));
    assertEquals(2_000, reader("t", "2s").durationMillis("t", 5, 1, 3_600_000));
    assertEquals(5, reader().durationMillis("t", 5, 1, 3_600_000));
    ConfigException e = assertThrows(ConfigException.class,
        () -> reader("t", "61m").durationMillis("t", 5, 1, 3_600_000));
    assertTrue(e.getMessage().startsWith("t=61m: must be between "), e.getMessage());
  }

  @Test
  void rejectsOutOfRangeIntegersWithBounds() {
    ConfigException e = assertThrows(ConfigException.class,
        () -> reader("sim.nodes", "0").integer("sim.nodes", 5, 1, 100));
    assertEquals("sim.nodes=0: must be between 1 and 100", e.getMessage());
    assertThrows(ConfigException.class, () -> reader("n", "x1").integer("n", 5, 1, 100));
    assertEquals(7, reader("n", " 7 ").integer("n", 5, 1, 100));
    assertEquals(5, reader().integer("n", 5, 1, 100));
  }

  @Test
  void editDistanceCountsInsertionsDeletionsAndReplacements() {
    assertEquals(1, PropertyReader.editDistance("bio.resuls", "bio.results"));
    assertEquals(3, PropertyReader.editDistance("kitten", "sitting"));
    assertEquals(0, PropertyReader.editDistance("a", "a"));
  }

  @Test
  void listsAreStrippedAndMustNameAtLeastOneEntry() {
    assertEquals(List.of("a", "b"), reader("hosts", " a, ,b ,").requiredList("hosts", "host"));
    ConfigException e = assertThrows(ConfigException.class,
        () -> reader("hosts", " , ").requiredList("hosts", "contact point"));
    assertEquals("hosts: no contact point given (comma-separated)", e.getMessage());
  }

  @Test
  void booleansAcceptCommonSpellingsOnly() {
    assertTrue(reader("b", "on").bool("b", false));
    assertThrows(ConfigException.class, () -> reader("b", "maybe").bool("b", false));
  }
}
