package org.ycsbbio.core.api;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import net.jcip.annotations.Immutable;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;

/**
 * A YCSB record as one value of bytes, for stores that keep a record as a single value (a Riak
 * object, a memcached item): per field the name's UTF-8 length (int), the name, the value's
 * length (int), the value; big-endian. Stateless.
 *
 * <pre>{@code
 * byte[] stored = RecordCodec.encode(RecordCodec.bytes(values));          // insert
 * RecordCodec.select(RecordCodec.decode(stored), fields, result);         // read
 * }</pre>
 */
@Immutable
public final class RecordCodec {
  /** Content type of an encoded record, for stores that keep one. */
  public static final String CONTENT_TYPE = "application/octet-stream";

  private RecordCodec() {
  }

  /** The bytes of {@code fields}; reading a ByteIterator consumes it, so pass fresh ones. */
  public static byte[] encode(Map<String, byte[]> fields) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      for (Map.Entry<String, byte[]> f : fields.entrySet()) {
        byte[] name = f.getKey().getBytes(StandardCharsets.UTF_8);
        out.writeInt(name.length);
        out.write(name);
        out.writeInt(f.getValue().length);
        out.write(f.getValue());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a ByteArrayOutputStream does not fail
    }
    return bytes.toByteArray();
  }

  /** Field name → value of a stored object. */
  public static Map<String, byte[]> decode(byte[] value) {
    Map<String, byte[]> out = new LinkedHashMap<>();
    ByteBuffer in = ByteBuffer.wrap(value);
    try {
      while (in.hasRemaining()) {
        byte[] name = new byte[in.getInt()];
        in.get(name);
        byte[] v = new byte[in.getInt()];
        in.get(v);
        out.put(new String(name, StandardCharsets.UTF_8), v);
      }
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("not a YCSB-Bio record (" + value.length + " bytes)", e);
    }
    return out;
  }

  /** YCSB's values as bytes, consuming the iterators. */
  public static Map<String, byte[]> bytes(Map<String, ByteIterator> values) {
    Map<String, byte[]> out = new LinkedHashMap<>();
    values.forEach((k, v) -> out.put(k, v.toArray()));
    return out;
  }

  /** Copies the wanted {@code fields} (all when null) of {@code record} into {@code result}. */
  public static void select(Map<String, byte[]> record, Set<String> fields,
      Map<String, ByteIterator> result) {
    record.forEach((k, v) -> {
      if (fields == null || fields.contains(k)) {
        result.put(k, new ByteArrayByteIterator(v));
      }
    });
  }
}
