package org.ycsbbio.fasta.input;

import java.nio.file.Path;
import java.util.Objects;

/**
 * One input file and its ordinal in the global, deterministic input order.
 *
 * @param path the file
 * @param ordinal 0-based position in the order of {@link InputFiles}
 */
public record InputFile(Path path, long ordinal) {
  public InputFile {
    Objects.requireNonNull(path, "path");
    if (ordinal < 0) {
      throw new IllegalArgumentException("ordinal must be >= 0, was " + ordinal);
    }
  }
}
