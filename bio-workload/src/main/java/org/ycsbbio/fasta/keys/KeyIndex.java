package org.ycsbbio.fasta.keys;

import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.ConfigException;

/**
 * The key index written by a load ({@link KeyIndexWriter}), memory-mapped read-only (off the
 * heap) for the run phase: picks uniformly random loaded documents, alignments and queries by
 * ordinal arithmetic and a binary search, with no key list in memory and no allocation (the
 * primitive accessors; {@link #query} returns a record).
 */
@ThreadSafe
public final class KeyIndex {
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

  /** Maps the index at {@code file}; fails naming the file if it is missing or not an index. */
  public static KeyIndex open(Path file) {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
      long size = ch.size();
      if (size < MAGIC.length || size > Integer.MAX_VALUE) {
        throw new ConfigException("fasta.index=" + file + ": not a key index (size " + size + ")");
      }
      MappedByteBuffer map = ch.map(FileChannel.MapMode.READ_ONLY, 0, size);
      byte[] magic = new byte[MAGIC.length];
      map.get(0, magic);
      if (!Arrays.equals(magic, MAGIC)) {
        throw new ConfigException("fasta.index=" + file + ": not a key index written by a load");
      }
      int entries = (int) ((size - MAGIC.length) / ENTRY_BYTES);
      return new KeyIndex(map, entries);
    } catch (IOException e) {
      throw new ConfigException("fasta.index=" + file + ": cannot read the key index of the load ("
          + e.getMessage() + "); run the load phase first", e);
    }
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
