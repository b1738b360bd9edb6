package org.ycsbbio.nr.index;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.workload.IndexFiles;
import org.ycsbbio.workload.LoadIndex;

/**
 * The ids a load wrote ({@link IdIndexWriter}), read in place for the run phase: the
 * {@code n}-th loaded id is two positional reads (its end offsets, then its bytes), so a uniform
 * random loaded id costs no id list in memory whatever the number of sequences (the files may
 * exceed 2 GiB). Thread-safe: positional reads on shared channels; each thread reads through its
 * own {@link Cursor}.
 */
@ThreadSafe
public final class IdIndex implements LoadIndex {
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
    FileChannel offsets = IndexFiles.open(file, MAGIC, key, "id index");
    IdIndex index = null;
    try {
      long size = offsets.size();
      if ((size - MAGIC.length) % Long.BYTES != 0) {
        throw new ConfigException(key + "=" + file + ": not the id index of a load (" + size
            + " bytes: not whole 8-byte offsets)");
      }
      FileChannel ids = FileChannel.open(idsFile(file), StandardOpenOption.READ);
      index = new IdIndex(file, offsets, ids, (size - MAGIC.length) / Long.BYTES);
      return index;
    } catch (IOException e) {
      throw new ConfigException(key + "=" + file + ": cannot read the id index of the load ("
          + e.getMessage() + "); run the load phase first", e);
    } finally {
      if (index == null) {
        try {
          offsets.close();
        } catch (IOException ignored) {
          // already failing with the cause that matters
        }
      }
    }
  }

  /** Number of loaded ids. */
  public long count() {
    return count;
  }

  /** Whether the load loaded no sequence. */
  @Override
  public boolean isEmpty() {
    return count == 0;
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
          IndexFiles.readFully(offsets, ends, MAGIC.length);
          start = 0;
          end = ends.getLong(0);
        } else {
          IndexFiles.readFully(offsets, ends, MAGIC.length + (n - 1) * Long.BYTES);
          start = ends.getLong(0);
          end = ends.getLong(Long.BYTES);
        }
        int length = (int) (end - start);
        if (length > id.capacity()) {
          id = ByteBuffer.allocate(length);
        }
        id.clear().limit(length);
        IndexFiles.readFully(ids, id, start);
        return new String(id.array(), 0, length, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new IllegalStateException("cannot read id " + n + " from the index " + file + ": "
            + e.getMessage(), e);
      }
    }
  }
}
