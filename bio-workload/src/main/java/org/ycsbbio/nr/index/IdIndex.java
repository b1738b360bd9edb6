package org.ycsbbio.nr.index;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.ConfigException;

/**
 * The ids a load wrote ({@link IdIndexWriter}), read in place for the run phase: the
 * {@code n}-th loaded id is two positional reads (its end offsets, then its bytes), so a uniform
 * random loaded id costs no id list in memory whatever the number of sequences (the files may
 * exceed 2 GiB). Thread-safe: positional reads on shared channels; each thread reads through its
 * own {@link Cursor}.
 */
@ThreadSafe
public final class IdIndex implements AutoCloseable {
  static final byte[] MAGIC = "YBNRID1\n".getBytes(StandardCharsets.US_ASCII);

  private final Path file;
  private final FileChannel offsets;
  private final FileChannel ids;
  private final long count;

  private IdIndex(Path file, FileChannel offsets, FileChannel ids, long count) {
    this.file = file;
    this.offsets = offsets;
    this.ids = ids;
    this.count = count;
  }

  /** The file of id bytes beside index {@code file}. */
  static Path idsFile(Path file) {
    return file.resolveSibling(file.getFileName() + ".ids");
  }

  /** Opens the index at {@code file}; fails naming {@code key} and the file if it is unusable. */
  public static IdIndex open(Path file, String key) {
    FileChannel offsets = null;
    try {
      offsets = FileChannel.open(file, StandardOpenOption.READ);
      long size = offsets.size();
      ByteBuffer magic = ByteBuffer.allocate(MAGIC.length);
      readFully(offsets, magic, 0);
      if (!Arrays.equals(magic.array(), MAGIC) || (size - MAGIC.length) % Long.BYTES != 0) {
        throw new ConfigException(key + "=" + file + ": not an id index written by an NR load");
      }
      FileChannel ids = FileChannel.open(idsFile(file), StandardOpenOption.READ);
      return new IdIndex(file, offsets, ids, (size - MAGIC.length) / Long.BYTES);
    } catch (IOException e) {
      closeQuietly(offsets);
      throw new ConfigException(key + "=" + file + ": cannot read the id index of the load ("
          + e.getMessage() + "); run the load phase first", e);
    } catch (RuntimeException e) {
      closeQuietly(offsets);
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

  private static void readFully(FileChannel ch, ByteBuffer buf, long position) throws IOException {
    long p = position;
    while (buf.hasRemaining()) {
      int n = ch.read(buf, p);
      if (n < 0) {
        throw new IOException("unexpected end of " + buf.limit() + " bytes at offset " + position);
      }
      p += n;
    }
  }

  /** Number of loaded ids. */
  public long count() {
    return count;
  }

  /** A reader of ids for one thread. */
  public Cursor cursor() {
    return new Cursor();
  }

  @Override
  public void close() throws IOException {
    try {
      offsets.close();
    } finally {
      ids.close();
    }
  }

  /** Reads ids by ordinal through reused buffers. Confined to one thread. */
  public final class Cursor {
    private final ByteBuffer ends = ByteBuffer.allocate(2 * Long.BYTES);
    private ByteBuffer id = ByteBuffer.allocate(256);

    private Cursor() {
    }

    /** The {@code n}-th loaded id, 0-based ({@code n < count()}). */
    public String id(long n) {
      if (n < 0 || n >= count) {
        throw new IndexOutOfBoundsException("id " + n + " of " + count);
      }
      try {
        long start;
        long end;
        ends.clear();
        if (n == 0) {
          ends.limit(Long.BYTES);
          readFully(offsets, ends, MAGIC.length);
          start = 0;
          end = ends.getLong(0);
        } else {
          readFully(offsets, ends, MAGIC.length + (n - 1) * Long.BYTES);
          start = ends.getLong(0);
          end = ends.getLong(Long.BYTES);
        }
        int length = (int) (end - start);
        if (length > id.capacity()) {
          id = ByteBuffer.allocate(length);
        }
        id.clear().limit(length);
        readFully(ids, id, start);
        return new String(id.array(), 0, length, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new IllegalStateException("cannot read id " + n + " from the index " + file + ": "
            + e.getMessage(), e);
      }
    }
  }
}
