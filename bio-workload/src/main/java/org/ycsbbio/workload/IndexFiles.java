package org.ycsbbio.workload;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import org.ycsbbio.core.api.ConfigException;

/**
 * The files of a load's index: created fresh by the load, each starting with its format's magic
 * bytes, and opened by the run, which checks them. Errors name the setting and the file. The
 * caller owns the channels. Stateless.
 */
public final class IndexFiles {
  private IndexFiles() {
  }

  /**
   * Creates (or replaces) {@code file}, and its directory if need be, and writes {@code magic}
   * at its start.
   */
  public static FileChannel create(Path file, byte[] magic) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
        StandardOpenOption.TRUNCATE_EXISTING);
    try {
      writeFully(out, ByteBuffer.wrap(magic));
    } catch (IOException e) {
      out.close();
      throw e;
    }
    return out;
  }

  /**
   * Opens {@code file} for reading once it is found to start with {@code magic}.
   *
   * @param key the setting that named the file, e.g. {@code nr.index}
   * @param what what the file is, e.g. {@code id index}
   * @throws ConfigException naming {@code key} and the file when it cannot be read (the load has
   *     not run) or is not such an index
   */
  public static FileChannel open(Path file, byte[] magic, String key, String what) {
    FileChannel in = null;
    try {
      in = FileChannel.open(file, StandardOpenOption.READ);
      ByteBuffer start = ByteBuffer.allocate(magic.length);
      if (in.size() < magic.length || !Arrays.equals(readFully(in, start, 0).array(), magic)) {
        throw new ConfigException(key + "=" + file + ": not the " + what + " of a load");
      }
      return in;
    } catch (IOException e) {
      closeQuietly(in);
      throw new ConfigException(key + "=" + file + ": cannot read the " + what + " of the load ("
          + e.getMessage() + "); run the load phase first", e);
    } catch (RuntimeException e) {
      closeQuietly(in);
      throw e;
    }
  }

  private static void closeQuietly(FileChannel ch) {
    if (ch != null) {
      try {
        ch.close();
      } catch (IOException ignored) {
        // already failing with the cause that matters
      }
    }
  }

  /** Writes all of {@code buf} to {@code ch} at its position. */
  public static void writeFully(FileChannel ch, ByteBuffer buf) throws IOException {
    while (buf.hasRemaining()) {
      ch.write(buf);
    }
  }

  /**
   * Fills {@code buf} from {@code ch} at {@code position} and returns it.
   *
   * @throws IOException also when the file ends first
   */
  public static ByteBuffer readFully(FileChannel ch, ByteBuffer buf, long position)
      throws IOException {
    long p = position;
    while (buf.hasRemaining()) {
      int n = ch.read(buf, p);
      if (n < 0) {
        throw new IOException("unexpected end of " + buf.limit() + " bytes at offset " + position);
      }
      p += n;
    }
    return buf;
  }
}
