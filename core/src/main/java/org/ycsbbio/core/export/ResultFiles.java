package org.ycsbbio.core.export;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.results.ResultsDir;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.verdict.Verdict;

/**
 * Writes a finished run's summary files into its results directory: {@code per-node.csv}
 * ({@link PerNodeCsv}), {@code verdict.txt} (the verdict for people, after the client guard's
 * line) and {@code run.json} ({@link RunJson}), each replacing what was there. Stateless.
 */
@ThreadSafe
public final class ResultFiles {
  private ResultFiles() {
  }

  /**
   * Writes the three files of {@code summary} and {@code verdict} into {@code dir};
   * {@code verdictText} is {@code verdict.txt}'s text.
   */
  public static void write(ResultsDir dir, RunSummary summary, Verdict verdict,
      String verdictText) throws IOException {
    try (Writer w = Files.newBufferedWriter(dir.perNodeCsv(), StandardCharsets.UTF_8)) {
      PerNodeCsv.write(summary, w);
    }
    Files.writeString(dir.verdictTxt(), verdictText, StandardCharsets.UTF_8);
    try (Writer w = Files.newBufferedWriter(dir.runJson(), StandardCharsets.UTF_8)) {
      RunJson.write(summary, verdict, w);
    }
  }
}
