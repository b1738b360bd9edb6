package org.ycsbbio.fasta.m10;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/** Opens input files: gzip detected by its magic bytes (1f 8b), not by the file name. Stateless. */
final class Inputs {
  private static final int BUFFER = 1 << 16;

  private Inputs() {
  }

  /** Reads {@code file}'s bytes from {@code raw}, which the reader owns (closed here on failure). */
  static M10Reader open(Path file, InputStream raw) throws IOException {
    String name = file.toString();
    try {
      BufferedInputStream in = new BufferedInputStream(raw, BUFFER);
      in.mark(2);
      int b0 = in.read();
      int b1 = in.read();
      in.reset();
      if (b0 == 0x1F && b1 == 0x8B) {
        GZIPInputStream gz;
        try {
          gz = new GZIPInputStream(in, BUFFER);
        } catch (ZipException | EOFException e) {
          throw new M10FormatException(name, 1, "corrupt gzip header: " + e.getMessage(), e);
        }
        return new M10Reader(gz, name, true, LineSource.DEFAULT_BUFFER);
      }
      return new M10Reader(in, name, false, LineSource.DEFAULT_BUFFER);
    } catch (IOException | RuntimeException e) {
      raw.close();
      throw e;
    }
  }
}
