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
   * {@code docs/bindings/redis.md}) contains {@code options}' table, row for row; a doc with
   * several options tables (each under the same header) is compared table by table, and a
   * mismatch is shown against the table that lists the first of {@code options}' keys.
   */
  public static void assertDocuments(String doc, Options options) throws IOException {
    List<String> lines = Files.readAllLines(RepositoryRoot.path().resolve(doc));
    List<String> tables = new ArrayList<>();
    for (int start = lines.indexOf(HEADER); start >= 0;
        start = indexOf(lines, HEADER, start + 1)) {
      List<String> table = new ArrayList<>();
      for (int i = start; i < lines.size() && lines.get(i).startsWith("|"); i++) {
        table.add(lines.get(i));
      }
      tables.add(String.join("\n", table));
    }
    assertTrue(!tables.isEmpty(), doc + " has no options table");
    String expected = options.markdownTable();
    if (tables.contains(expected)) {
      return;
    }
    String firstKey = options.all().isEmpty() ? "" : "| `" + options.all().get(0).key() + "` |";
    String nearest = tables.stream().filter(t -> t.contains(firstKey)).findFirst()
        .orElse(tables.get(0));
    assertEquals(expected, nearest, doc + ": options table");
  }

  private static int indexOf(List<String> lines, String line, int from) {
    for (int i = from; i < lines.size(); i++) {
      if (lines.get(i).equals(line)) {
        return i;
      }
    }
    return -1;
  }
}
