package org.ycsbbio.fasta.workload;

import java.util.SplittableRandom;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.fasta.keys.KeyIndex;
import org.ycsbbio.fasta.keys.KeyScheme;
import org.ycsbbio.fasta.keys.RecordType;

/**
 * Picks the loaded record a read asks for, from the key index alone ({@link ReadMix}): appends
 * its key to a caller's builder and returns its type. No key list, no allocation. Thread-safe
 * (stateless over a thread-safe index; the random source and builder are the caller's).
 */
@ThreadSafe
final class DocumentPicker {
  private static final RecordType[] TYPES = RecordType.values();

  private final KeyIndex index;
  private final ReadMix mix;

  DocumentPicker(KeyIndex index, ReadMix mix) {
    this.index = index;
    this.mix = mix;
  }

  /** Appends the key of a random loaded record to {@code key}; returns the record's type. */
  RecordType pick(SplittableRandom random, StringBuilder key) {
    if (mix == ReadMix.PERALIGNMENT) {
      return alignmentRecord(random.nextLong(index.alignments()),
          TYPES[random.nextInt(TYPES.length)], key);
    }
    long d = random.nextLong(index.documents());
    int queries = index.queries();
    if (d < queries) {
      int q = (int) d;
      KeyScheme.appendTask(key, index.fileOf(q), index.queryNumber(q));
      return RecordType.TASK;
    }
    long a = d - queries;
    return alignmentRecord(a % index.alignments(), TYPES[1 + (int) (a / index.alignments())], key);
  }

  /** The record of type {@code type} of the {@code n}-th alignment (its query's, for TASK). */
  private RecordType alignmentRecord(long n, RecordType type, StringBuilder key) {
    int q = index.queryOfAlignment(n);
    if (type == RecordType.TASK) {
      KeyScheme.appendTask(key, index.fileOf(q), index.queryNumber(q));
    } else {
      KeyScheme.appendAlignment(key, index.fileOf(q), index.queryNumber(q),
          index.alignmentOrdinal(q, n));
    }
    return type;
  }
}
