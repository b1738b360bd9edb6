package org.ycsbbio.fasta.keys;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.workload.IndexFiles;

/**
 * Writes the key index of a load: one fixed-size entry per loaded query (file ordinal, query
 * ordinal, number of alignments loaded, alignments before it), so the run phase can pick random
 * loaded keys and scan a query's alignments. It holds counts, not keys: 24 bytes per query on
 * disk, nothing per record in memory. Entries are appended as queries complete, under a lock
 * taken once per query. Format: {@link KeyIndex#MAGIC}, then big-endian entries.
 */
@ThreadSafe
public final class KeyIndexWriter implements Closeable {
  private final FileChannel out;
  private final ByteBuffer entry = ByteBuffer.allocate(KeyIndex.ENTRY_BYTES);
  private long alignments;

  /** Creates (or replaces) the index at {@code file}. */
  public KeyIndexWriter(Path file) throws IOException {
    out = IndexFiles.create(file, KeyIndex.MAGIC);
  }

  /** Records that {@code alignmentCount} alignments of query {@code query} of {@code file} were loaded. */
  public synchronized void add(long file, int query, int alignmentCount) throws IOException {
    entry.clear();
    entry.putLong(file).putInt(query).putInt(alignmentCount).putLong(alignments);
    entry.flip();
    IndexFiles.writeFully(out, entry);
    alignments += alignmentCount;
  }

  /** Writes the index to disk and closes it. */
  @Override
  public synchronized void close() throws IOException {
    try (FileChannel c = out) {
      c.force(false);
    }
  }
}
