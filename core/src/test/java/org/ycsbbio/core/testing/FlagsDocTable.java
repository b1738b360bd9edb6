package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.ycsbbio.core.cli.CommandFlag;

/**
 * Checks that a command's doc page holds its flags table exactly as the declarations render it
 * ({@link CommandFlag#markdownTable}), so the page and the code cannot drift apart. Stateless.
 */
public final class FlagsDocTable {
  private static final String HEADER = CommandFlag.TABLE_HEADER.lines().findFirst().orElseThrow();

  private FlagsDocTable() {
  }

  /** Fails unless {@code doc} (a path under the repository root) holds {@code flags}' table. */
  public static void assertDocuments(String doc, CommandFlag[] flags) throws IOException {
    List<String> lines = Files.readAllLines(RepositoryRoot.path().resolve(doc));
    int start = lines.indexOf(HEADER);
    assertTrue(start >= 0, doc + " has no flags table (" + HEADER + ")");
    int end = start;
    while (end < lines.size() && lines.get(end).startsWith("|")) {
      end++;
    }
    assertEquals(CommandFlag.markdownTable(flags), String.join("\n", lines.subList(start, end)),
        doc + ": flags table");
  }
}
