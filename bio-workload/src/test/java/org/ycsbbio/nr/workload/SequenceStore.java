package org.ycsbbio.nr.workload;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/**
 * An in-memory table shared by all threads of a test run that records what crossed YCSB's
 * {@code DB} API: rows inserted, and reads per key. Reads of absent keys are NOT_FOUND;
 * inserting an existing key is ERROR.
 */
public final class SequenceStore extends DB {
  static final Map<String, Map<String, String>> ROWS = new ConcurrentHashMap<>();
  static final Map<String, LongAdder> READS = new ConcurrentHashMap<>();
  static final LongAdder MISSING_READS = new LongAdder();

  static void clear() {
    ROWS.clear();
    READS.clear();
    MISSING_READS.reset();
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    Map<String, String> row = ROWS.get(table + "/" + key);
    if (row == null) {
      MISSING_READS.increment();
      return Status.NOT_FOUND;
    }
    READS.computeIfAbsent(key, k -> new LongAdder()).increment();
    row.forEach((k, v) -> result.put(k, new StringByteIterator(v)));
    return Status.OK;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    Map<String, String> row = new HashMap<>();
    values.forEach((k, v) -> row.put(k, v.toString()));
    return ROWS.putIfAbsent(table + "/" + key, row) == null ? Status.OK : Status.ERROR;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return Status.NOT_IMPLEMENTED;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return Status.NOT_IMPLEMENTED;
  }

  @Override
  public Status delete(String table, String key) {
    return Status.NOT_IMPLEMENTED;
  }
}
