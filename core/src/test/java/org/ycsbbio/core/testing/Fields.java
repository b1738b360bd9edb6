package org.ycsbbio.core.testing;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;

/** Field maps for binding tests: what YCSB passes in, and what a read gave back, as strings. */
public final class Fields {
  private Fields() {
  }

  /** Field → value map as YCSB passes it (UTF-8 bytes), from {@code field, value, …}. */
  public static Map<String, ByteIterator> values(String... kv) {
    Map<String, ByteIterator> m = new HashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], new ByteArrayByteIterator(kv[i + 1].getBytes(StandardCharsets.UTF_8)));
    }
    return m;
  }

  /** Field → UTF-8 string of what a read returned. */
  public static Map<String, String> strings(Map<String, ByteIterator> read) {
    Map<String, String> m = new HashMap<>();
    read.forEach((k, v) -> m.put(k, new String(v.toArray(), StandardCharsets.UTF_8)));
    return m;
  }
}
