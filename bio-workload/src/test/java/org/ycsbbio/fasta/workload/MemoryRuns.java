package org.ycsbbio.fasta.workload;

import java.nio.file.Path;
import java.util.Properties;

/** Properties of a {@link FastaWorkload} phase on {@link MemoryDB}, for the engine harness. */
final class MemoryRuns {
  private MemoryRuns() {
  }

  /**
   * Two threads, results and the key index ({@code keys.idx}) under {@code dir}, input
   * {@code files}, then {@code extra} key/value pairs.
   */
  static Properties props(Path dir, String files, String... extra) {
    Properties p = new Properties();
    p.setProperty("workload", FastaWorkload.class.getName());
    p.setProperty("bio.binding.class", MemoryDB.class.getName());
    p.setProperty("bio.results", dir.resolve("results-" + System.nanoTime()).toString());
    p.setProperty("fasta.files", files);
    p.setProperty("fasta.index", dir.resolve("keys.idx").toString());
    p.setProperty("recordcount", "2000000000");
    p.setProperty("threadcount", "2");
    for (int i = 0; i < extra.length; i += 2) {
      p.setProperty(extra[i], extra[i + 1]);
    }
    return p;
  }
}
