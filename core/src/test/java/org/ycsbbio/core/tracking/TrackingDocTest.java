package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.guard.GuardRule;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.core.testing.RepositoryRoot;
import org.ycsbbio.core.testing.TestProperties;

/**
 * Every {@code bio.*} key is declared once, read through its declaration, and documented in
 * docs/tracking.md as declared.
 */
class TrackingDocTest {
  private static final Pattern KEY_LITERAL = Pattern.compile(
      "\"(bio\\.[a-z][a-z.]*[a-z])(?![a-z.])");

  @Test
  void docsTrackingShowsEveryTableAsDeclared() throws IOException {
    OptionsDocTable.assertDocuments("docs/tracking.md", TrackingConfig.OPTIONS);
    OptionsDocTable.assertDocuments("docs/tracking.md", GuardRule.OPTIONS);
    OptionsDocTable.assertDocuments("docs/tracking.md", TrackingConfig.METRICS_OPTIONS);
  }

  /** A key the code names in a string is a declared one: no {@code bio.*} key is read by hand. */
  @Test
  void everyBioKeyTheCoreNamesIsDeclared() throws IOException {
    Set<String> declared = TrackingConfig.ALL.all().stream().map(Option::key)
        .collect(Collectors.toSet());
    Set<String> undeclared = new TreeSet<>();
    Path sources = RepositoryRoot.path().resolve("core/src/main/java");
    try (Stream<Path> files = Files.walk(sources)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        Matcher m = KEY_LITERAL.matcher(Files.readString(f));
        while (m.find()) {
          if (!declared.contains(m.group(1))) {
            undeclared.add(sources.relativize(f) + ": " + m.group(1));
          }
        }
      }
    }
    assertEquals(Set.of(), undeclared);
  }

  @Test
  void anUndeclaredKeyIsRejectedWithTheNearest() {
    ConfigException e = assertThrows(ConfigException.class, () -> TrackingConfig.from(
        TestProperties.of("bio.binding.class", "x", "bio.verdict.stall.jmp", "3").build()));
    assertEquals("bio.verdict.stall.jmp: unknown key (did you mean bio.verdict.stall.jump?)",
        e.getMessage());
  }

  @Test
  void theResultsDirectoryDefaultsToTheRuleBinYcsbUses() {
    TrackingConfig c = TrackingConfig.from(TestProperties.of("bio.binding.class", "x",
        "bio.binding.name", "sim", "dotransactions", "false").build());
    assertTrue(c.resultsDir().toString().matches("results/\\d{8}-\\d{6}-load-sim"),
        c.resultsDir().toString());
    assertEquals(Path.of("out"), TrackingConfig.from(TestProperties.of("bio.binding.class",
        "x", "bio.results", "out").build()).resultsDir());
  }

  @Test
  void theIntervalDefaultsToYcsbsStatusInterval() {
    assertEquals(3000, TrackingConfig.from(TestProperties.of("bio.binding.class", "x",
        "status.interval", "3").build()).intervalMillis());
    assertEquals(1000, TrackingConfig.from(TestProperties.of("bio.binding.class", "x",
        "status.interval", "3", "bio.interval", "1").build()).intervalMillis());
  }

  /** The launcher's bound of YCSB's threadcount is the tracker's: one declaration. */
  @Test
  void threadcountHasOneBound() {
    ConfigException e = assertThrows(ConfigException.class, () -> TrackingConfig.from(
        TestProperties.of("bio.binding.class", "x", "threadcount", "100001").build()));
    assertEquals("threadcount=100001: must be between 1 and 100000", e.getMessage());
  }
}
