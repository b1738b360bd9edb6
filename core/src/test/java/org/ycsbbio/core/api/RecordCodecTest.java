package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Records survive encoding byte for byte. */
class RecordCodecTest {
  @Test
  void recordsRoundTripIncludingEmptyAndNonAsciiValues() {
    Map<String, byte[]> in = new LinkedHashMap<>();
    in.put("field0", "ACGU".getBytes(StandardCharsets.UTF_8));
    in.put("pg_open-ext", new byte[0]);
    in.put("clé", new byte[] {0, (byte) 0xff, 10});
    Map<String, byte[]> out = RecordCodec.decode(RecordCodec.encode(in));
    assertEquals(in.keySet(), out.keySet());
    in.forEach((k, v) -> assertArrayEquals(v, out.get(k), k));
    assertEquals(Map.of(), RecordCodec.decode(new byte[0]));
  }

  @Test
  void aValueThatIsNotARecordIsRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> RecordCodec.decode("hello".getBytes(StandardCharsets.US_ASCII)));
    assertEquals("not a YCSB-Bio record (5 bytes)", e.getMessage());
  }
}
