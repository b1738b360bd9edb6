package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.testing.RepositoryRoot;

/** The public API package stands alone: it imports no other package of YCSB-Bio. */
class ApiImportsTest {
  @Test
  void theApiImportsNothingInternal() throws IOException {
    Path api = RepositoryRoot.path().resolve("core/src/main/java/org/ycsbbio/core/api");
    List<String> internal = new ArrayList<>();
    try (Stream<Path> files = Files.list(api)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
        Files.readAllLines(f).stream()
            .filter(l -> l.matches("import (static )?org\\.ycsbbio\\..*")
                && !l.matches("import (static )?org\\.ycsbbio\\.core\\.api\\..*"))
            .forEach(l -> internal.add(f.getFileName() + ": " + l));
      }
    }
    assertEquals(List.of(), internal);
  }
}
