package org.ycsbbio.fasta.workload;

import java.util.HashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Queue;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/**
 * A sorted in-memory store shared by all threads of a test run, to check what a workload wrote
 * and read. Not a stand-in for any database: the FASTA workload's contract is with YCSB's
 * {@code DB} API, and this records exactly what crossed it. Reads of missing keys are NOT_FOUND;
 * scans that return fewer records than asked for are ERROR; inserting an existing key is ERROR
 * (a key collision).
 */
public final class MemoryDB extends DB {
  static final Map<String, ConcurrentSkipListMap<String, Map<String, String>>> TABLES =
      new ConcurrentHashMap<>();
  static final AtomicLong SCANNED = new AtomicLong();
  /** Reads per table, found or not. */
  static final Map<String, LongAdder> READS = new ConcurrentHashMap<>();
  /** {@code table/key} of every read that found nothing. */
  static final Queue<String> NOT_FOUND = new ConcurrentLinkedQueue<>();

  static void clear() {
    TABLES.clear();
    SCANNED.set(0);
    clearReads();
  }

  static void clearReads() {
    READS.clear();
    NOT_FOUND.clear();
  }

  static long reads(String table) {
    LongAdder n = READS.get(table);
    return n == null ? 0 : n.sum();
  }

  static NavigableMap<String, Map<String, String>> table(String name) {
    return TABLES.computeIfAbsent(name, n -> new ConcurrentSkipListMap<>());
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    READS.computeIfAbsent(table, t -> new LongAdder()).increment();
    Map<String, String> row = table(table).get(key);
    if (row == null) {
      NOT_FOUND.add(table + "/" + key);
      return Status.NOT_FOUND;
    }
    row.forEach((k, v) -> result.put(k, new StringByteIterator(v)));
    return Status.OK;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    for (Map<String, String> row : table(table).tailMap(startkey, true).values()) {
      if (result.size() == recordcount) {
        break;
      }
      HashMap<String, ByteIterator> copy = new HashMap<>();
      row.forEach((k, v) -> copy.put(k, new StringByteIterator(v)));
      result.add(copy);
    }
    SCANNED.addAndGet(result.size());
    return result.size() == recordcount ? Status.OK : Status.ERROR;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    Map<String, String> row = table(table).get(key);
    if (row == null) {
      return Status.NOT_FOUND;
    }
    values.forEach((k, v) -> row.put(k, v.toString()));
    return Status.OK;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    Map<String, String> row = new ConcurrentHashMap<>();
    values.forEach((k, v) -> row.put(k, v.toString()));
    return table(table).putIfAbsent(key, row) == null ? Status.OK : Status.ERROR;
  }

  @Override
  public Status delete(String table, String key) {
    return table(table).remove(key) == null ? Status.NOT_FOUND : Status.OK;
  }
}
