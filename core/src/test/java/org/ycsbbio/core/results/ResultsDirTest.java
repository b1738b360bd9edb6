package org.ycsbbio.core.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.RepositoryRoot;

class ResultsDirTest {
  @Test
  void theScriptsTakeTheFileNamesFromTheLayoutFileThatMatchesTheseNames() throws Exception {
    Path file = RepositoryRoot.path().resolve("tests/results-layout.sh");
    List<String> lines = Files.readAllLines(file).stream()
        .filter(l -> !l.startsWith("#")).toList();
    List<String> expected = ResultsDir.shellVariables().entrySet().stream()
        .map(e -> e.getKey() + "=" + e.getValue()).toList();
    assertEquals(expected, lines, () -> file + " must hold, after its comments:\n"
        + expected.stream().collect(Collectors.joining("\n")));
  }

  @Test
  void anIntervalLogIsNamedByOperationAndNodeAndReadBack() {
    ResultsDir dir = new ResultsDir(Path.of("r"));
    Path log = dir.hdrLog("READ", "10.0.0.7:9042");
    assertEquals(Path.of("r/hdr/READ@10.0.0.7_9042.hlog"), log);
    assertEquals(Optional.of(new ResultsDir.LogName("READ", "10.0.0.7_9042")),
        ResultsDir.logName(log.getFileName().toString()));
    assertEquals(Optional.of(new ResultsDir.LogName("READ-MISSING", "all-shards")),
        ResultsDir.logName("READ-MISSING@all-shards.hlog"));
    for (String notALog : List.of("READ.hlog", "@node1.hlog", "READ@.hlog", "READ@node1.csv")) {
      assertEquals(Optional.empty(), ResultsDir.logName(notALog), notALog);
    }
  }

  @Test
  void aRunIsADirectoryWithRunJsonAndHdr(@TempDir Path tmp) throws Exception {
    ResultsDir dir = new ResultsDir(tmp);
    assertFalse(dir.holdsRun());
    Files.writeString(dir.runJson(), "{}");
    assertFalse(dir.holdsRun(), "run.json without hdr/");
    Files.createDirectories(dir.hdr());
    assertTrue(dir.holdsRun());
  }
}
