package org.ycsbbio.fasta.workload;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;
import net.jcip.annotations.Immutable;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;

/**
 * The field map of one record as handed to YCSB's {@code insert}: all values in one byte array,
 * field {@code i} being {@code bytes[starts[i], starts[i + 1])}. Unmodifiable; every access
 * ({@link #get}, iteration) hands out a fresh {@link ByteArrayByteIterator} over the shared bytes,
 * so a binding may read a value twice or keep it. Costs four small objects per record instead of
 * a hash map with a node and an iterator per field, and lookups are a scan over at most a few
 * dozen names.
 */
@Immutable
final class RecordValues extends AbstractMap<String, ByteIterator> {
  private final String[] names;
  private final int[] starts;
  private final byte[] bytes;

  /** {@code starts} has one entry per name; the last field ends at {@code bytes.length}. */
  RecordValues(String[] names, int[] starts, byte[] bytes) {
    this.names = names;
    this.starts = starts;
    this.bytes = bytes;
  }

  private ByteIterator value(int i) {
    int end = i + 1 < starts.length ? starts[i + 1] : bytes.length;
    return new ByteArrayByteIterator(bytes, starts[i], end - starts[i]);
  }

  private int indexOf(Object key) {
    for (int i = 0; i < names.length; i++) {
      if (names[i].equals(key)) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public ByteIterator get(Object key) {
    int i = indexOf(key);
    return i < 0 ? null : value(i);
  }

  @Override
  public boolean containsKey(Object key) {
    return indexOf(key) >= 0;
  }

  @Override
  public int size() {
    return names.length;
  }

  @Override
  public Set<Entry<String, ByteIterator>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public Iterator<Entry<String, ByteIterator>> iterator() {
        return new Iterator<>() {
          private int next;

          @Override
          public boolean hasNext() {
            return next < names.length;
          }

          @Override
          public Entry<String, ByteIterator> next() {
            if (next >= names.length) {
              throw new NoSuchElementException();
            }
            int i = next++;
            return new SimpleImmutableEntry<>(names[i], value(i));
          }
        };
      }

      @Override
      public int size() {
        return names.length;
      }
    };
  }
}
