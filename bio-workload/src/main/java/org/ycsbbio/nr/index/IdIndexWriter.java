package org.ycsbbio.nr.index;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.workload.IndexFiles;

/**
 * Writes the id index of a load ({@link IdIndex} reads it): the loaded ids back to back in
 * {@code FILE.ids}, and in {@code FILE} the end offset of each (after {@link IdIndex#MAGIC}, one
 * big-endian long per id). Loader threads collect ids in their own {@link Batch} and hand full
 * batches over under a lock, so the lock is taken once per {@value #BATCH_BYTES} bytes of ids,
 * not per record; memory is one batch per thread.
 */
@ThreadSafe
public final class IdIndexWriter implements Closeable {
  /** Bytes of ids a thread collects before writing them. */
  static final int BATCH_BYTES = 1 << 16;

  private final FileChannel offsets;
  private final FileChannel ids;
  private long idBytes;

  /** Creates (or replaces) the index at {@code file} and {@code file.ids}. */
  public IdIndexWriter(Path file) throws IOException {
    offsets = IndexFiles.create(file, IdIndex.MAGIC);
    try {
      ids = IndexFiles.create(IdIndex.idsFile(file), new byte[0]);
    } catch (IOException e) {
      offsets.close();
      throw e;
    }
  }

  /** A new, empty batch for one loader thread. */
  public Batch newBatch() {
    return new Batch();
  }

  private synchronized void write(Batch b) throws IOException {
    ByteBuffer ends = ByteBuffer.allocate(b.count * Long.BYTES);
    for (int i = 0; i < b.count; i++) {
      ends.putLong(idBytes + b.ends[i]);
    }
    IndexFiles.writeFully(ids, ByteBuffer.wrap(b.bytes, 0, b.length));
    ends.flip();
    // after the ids: an end offset never points past written ids
    IndexFiles.writeFully(offsets, ends);
    idBytes += b.length;
  }

  @Override
  public synchronized void close() throws IOException {
    try (FileChannel a = offsets; FileChannel b = ids) {
      a.force(false);
      b.force(false);
    }
  }

  /** The ids one loader thread has collected and not yet written. Confined to that thread. */
  public final class Batch {
    private byte[] bytes = new byte[BATCH_BYTES];
    private int[] ends = new int[BATCH_BYTES / 8];
    private int length;
    private int count;

    private Batch() {
    }

    /** Adds a loaded id; writes the batch out when it is full. */
    public void add(byte[] id, int idLength) throws IOException {
      if (length + idLength > bytes.length && count > 0) {
        flush();
      }
      if (idLength > bytes.length) {
        bytes = new byte[idLength];
      }
      if (count == ends.length) {
        flush();
      }
      System.arraycopy(id, 0, bytes, length, idLength);
      length += idLength;
      ends[count++] = length;
    }

    /** Writes what was collected (the loader's file or thread is done). */
    public void flush() throws IOException {
      if (count > 0) {
        write(this);
        length = 0;
        count = 0;
      }
    }
  }
}
