package org.ycsbbio.fasta.keys;

import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.workload.IndexFiles;
import org.ycsbbio.workload.LoadIndex;

/**
 * The key index written by a load ({@link KeyIndexWriter}), memory-mapped read-only (off the
 * heap) for the run phase: picks uniformly random loaded documents, alignments and queries by
 * ordinal arithmetic and a binary search, with no key list in memory and no allocation (the
 * primitive accessors; {@link #query} returns a record). The mapping holds no file open; it is
 * released when the index is collected (Java 17 cannot unmap it earlier), so {@link #close} has
 * nothing to release.
 */
@ThreadSafe
public final class KeyIndex implements LoadIndex {
  static final byte[] MAGIC = "YBIDX1\n\0".getBytes(StandardCharsets.US_ASCII);
  static final int ENTRY_BYTES = 24;

  private final MappedByteBuffer map;
  private final int entries;
  private final long alignments;

  /** A query of the index: where it is, how many alignments it has. */
  public record QueryEntry(long file, int query, int alignmentCount) {
  }

  private KeyIndex(MappedByteBuffer map, int entries) {
    this.map = map;
    this.entries = entries;
    this.alignments = entries == 0 ? 0
        : map.getLong(offset(entries - 1) + 16) + map.getInt(offset(entries - 1) + 12);
  }

  /**
   * Maps the index at {@code file}; fails naming {@code fasta.index} and the file if it is
   * missing or not a key index.
   */
  public static KeyIndex open(Path file) {
    try (FileChannel ch = IndexFiles.open(file, MAGIC, "fasta.index", "key index")) {
      long size = ch.size();
      if (size > Integer.MAX_VALUE) {
        throw new ConfigException("fasta.index=" + file + ": a key index of " + size
            + " bytes is more than 2 GiB (89 million queries)");
      }
      MappedByteBuffer map = ch.map(FileChannel.MapMode.READ_ONLY, 0, size);
      return new KeyIndex(map, (int) ((size - MAGIC.length) / ENTRY_BYTES));
    } catch (IOException e) {
      throw new ConfigException("fasta.index=" + file + ": cannot read the key index of the load ("
          + e.getMessage() + ")", e);
    }
  }

  /** Whether the load loaded no alignment (a run picks alignments). */
  @Override
  public boolean isEmpty() {
    return alignments == 0;
  }

  /** Nothing to release: the mapping holds no file open (see the class comment). */
  @Override
  public void close() {
    // the mapping is released when this index is collected
  }

  private static int offset(int entry) {
    return MAGIC.length + entry * ENTRY_BYTES;
  }

  /** Loaded queries. */
  public int queries() {
    return entries;
  }

  /** Loaded alignments. */
  public long alignments() {
    return alignments;
  }

  /** The {@code i}-th query, 0-based. */
  public QueryEntry query(int i) {
    int o = offset(i);
    return new QueryEntry(map.getLong(o), map.getInt(o + 8), map.getInt(o + 12));
  }

  /** File ordinal of the {@code i}-th query (0-based), as {@link #query} but without a record. */
  public long fileOf(int i) {
    return map.getLong(offset(i));
  }

  /** Position (1-based) in its file of the {@code i}-th query (0-based). */
  public int queryNumber(int i) {
    return map.getInt(offset(i) + 8);
  }

  /** Alignments loaded of the {@code i}-th query (0-based). */
  public int alignmentCount(int i) {
    return map.getInt(offset(i) + 12);
  }

  /**
   * Loaded documents: one task per query plus rna, gs and align per alignment. Document
   * {@code d} (0-based) is the task of query {@code d} when {@code d < queries()}, else record
   * type {@code 1 + (d - queries()) / alignments()} of alignment {@code (d - queries()) %
   * alignments()}.
   */
  public long documents() {
    return entries + 3 * alignments;
  }

  /** The query holding the {@code n}-th alignment (0-based, below {@link #alignments()}). */
  public int queryOfAlignment(long n) {
    int lo = 0;
    int hi = entries - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (map.getLong(offset(mid) + 16) <= n) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  /** The 1-based ordinal within its query of the {@code n}-th alignment of the index. */
  public int alignmentOrdinal(int queryIndex, long n) {
    return (int) (n - map.getLong(offset(queryIndex) + 16)) + 1;
  }
}
