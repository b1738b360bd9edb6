package org.ycsbbio.fasta.input;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
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

  /**
   * Opens the file for reading (the caller closes it). A named pipe or device is opened as a
   * {@link FileInputStream}, whose {@code available()} asks the kernel; a file channel's stream
   * would try to seek there and fail ("Illegal seek") once buffered reading asks.
   *
   * @throws java.nio.file.NoSuchFileException when a regular file is gone
   */
  public InputStream open() throws IOException {
    if (Files.isRegularFile(path) || !Files.exists(path)) {
      return Files.newInputStream(path);
    }
    return new FileInputStream(path.toFile());
  }
}
