package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.ycsbbio.core.api.Options;

/**
 * Checks that a binding's doc holds its options table exactly as the declaration renders it, so
 * the doc and the code cannot drift apart. Stateless.
 */
public final class OptionsDocTable {
  private static final String HEADER = Options.TABLE_HEADER.lines().findFirst().orElseThrow();

  private OptionsDocTable() {
  }

  /**
   * Fails unless {@code doc} (a path under the repository root, e.g.
   * {@code docs/bindings/redis.md}) contains {@code options}' table, row for row.
   */
  public static void assertDocuments(String doc, Options options) throws IOException {
    List<String> lines = Files.readAllLines(RepositoryRoot.path().resolve(doc));
    int start = lines.indexOf(HEADER);
    assertTrue(start >= 0, doc + " has no options table");
    List<String> table = new ArrayList<>();
    for (int i = start; i < lines.size() && lines.get(i).startsWith("|"); i++) {
      table.add(lines.get(i));
    }
    assertEquals(options.markdownTable(), String.join("\n", table), doc + ": options table");
  }
}
