package org.ycsbbio.core.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.InputProgress;

/**
 * The status line's rewrite on the lines YCSB 0.17's StatusThread prints (copied from a run).
 * That only the status thread's lines are rewritten is checked on a real run (tests/cli.sh).
 */
class StatusLinesTest {
  private static final String PROGRESS = "input fasta.files: 0 of 256 files, ..., ETA 7m02s";

  @Test
  void theOperationCountsEstimateGivesWayToTheInputsProgress() {
    assertEquals("2026-11-26 16:46:46:997 2 sec: 8169 operations; 4082.46 current ops/sec; "
        + PROGRESS + "; [INSERT: Count=6896, Max=26031]", StatusLines.withProgress(
        "2026-11-26 16:46:46:997 2 sec: 8169 operations; 4082.46 current ops/sec; "
            + "est completion in 5 days 16 hours [INSERT: Count=6896, Max=26031]", PROGRESS));
    assertEquals("2026-11-26 16:46:45:607 0 sec: 0 operations; " + PROGRESS + "; ",
        StatusLines.withProgress("2026-11-26 16:46:45:607 0 sec: 0 operations; "
            + "est completion in 0 second ", PROGRESS));
    assertEquals("label 2026-11-26 16:46:46:997 70 sec: 673972 operations; 9788.2 current "
        + "ops/sec; " + PROGRESS + "; [INSERT: Count=1]", StatusLines.withProgress(
        "label 2026-11-26 16:46:46:997 70 sec: 673972 operations; 9788.2 current ops/sec; "
            + "est completion in 1 day 1 hour 1 minute 1 second [INSERT: Count=1]", PROGRESS));
  }

  @Test
  void aLineWithoutAnEstimateGetsTheProgressAfterItsCounts() {
    assertEquals("2026-11-26 16:46:46:997 12 sec: 8169 operations; 4082.46 current ops/sec; "
        + PROGRESS + "; [INSERT: Count=6896]", StatusLines.withProgress(
        "2026-11-26 16:46:46:997 12 sec: 8169 operations; 4082.46 current ops/sec; "
            + "[INSERT: Count=6896]", PROGRESS));
  }

  @Test
  void linesOfOtherThreadsPassUnchangedWhileALoadRuns() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    InputProgress load = InputProgress.start("fasta.files");
    try (PrintStream out = new StatusLines(new PrintStream(bytes, true, StandardCharsets.UTF_8))) {
      String line = "10 sec: 5 operations; est completion in 2 days ";
      out.println((Object) new StringBuilder(line));
      out.println(line);
      out.print("x");
      out.flush();
      assertEquals(line + "\n" + line + "\nx", bytes.toString(StandardCharsets.UTF_8));
    } finally {
      load.close();
    }
  }
}
