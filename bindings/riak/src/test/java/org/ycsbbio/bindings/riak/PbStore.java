package org.ycsbbio.bindings.riak;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicLong;
import net.jcip.annotations.ThreadSafe;

/**
 * The data of a test cluster, shared by its {@link RiakPbTestServer} instances as a Riak ring
 * is: any node can coordinate any key. Keys are kept as ISO-8859-1 strings of their bytes, so
 * string order is Riak's byte order (what {@code $key} ranges use). No siblings: the last write
 * wins, each with a new vector clock.
 */
@ThreadSafe
final class PbStore {
  /** A stored object. */
  record Obj(byte[] value, String contentType, byte[] vclock) {
  }

  private final Map<String, ConcurrentSkipListMap<String, Obj>> buckets =
      new ConcurrentHashMap<>();
  private final AtomicLong clock = new AtomicLong();

  private NavigableMap<String, Obj> bucket(String type, String bucket) {
    return buckets.computeIfAbsent(type + "/" + bucket, b -> new ConcurrentSkipListMap<>());
  }

  Obj get(String type, String bucket, String key) {
    return bucket(type, bucket).get(key);
  }

  /** Stores the object and returns its new vector clock. */
  byte[] put(String type, String bucket, String key, byte[] value, String contentType) {
    byte[] vclock = ("vc" + clock.incrementAndGet()).getBytes(StandardCharsets.US_ASCII);
    bucket(type, bucket).put(key, new Obj(value, contentType, vclock));
    return vclock;
  }

  void delete(String type, String bucket, String key) {
    bucket(type, bucket).remove(key);
  }

  /** Keys in {@code [min, max]}, at most {@code limit} (0: no limit), in byte order. */
  List<String> range(String type, String bucket, String min, String max, int limit) {
    List<String> keys = new ArrayList<>();
    for (String k : bucket(type, bucket).subMap(min, true, max, true).keySet()) {
      if (limit > 0 && keys.size() == limit) {
        break;
      }
      keys.add(k);
    }
    return keys;
  }

  /** Number of keys in {@code bucket}. */
  int size(String type, String bucket) {
    return bucket(type, bucket).size();
  }
}
