package org.ycsbbio.bindings.riak;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The key → node function is pinned; records survive encoding byte for byte. */
class KeyRoutingAndCodecTest {
  @Test
  void routingIsFnv1aModuloTheNodeCount() {
    // FNV-1a 64 of "user1" is 0x4228c671628ca359 (pinned in the JDBC binding's KeyShardingTest).
    assertEquals((int) Long.remainderUnsigned(0x4228c671628ca359L, 3),
        KeyRouting.nodeOf("user1", 3));
    assertEquals((int) Long.remainderUnsigned(0x8f251bb5af8979f3L, 5),
        KeyRouting.nodeOf("f0000000012q0000001a0000042", 5));
    assertEquals(0, KeyRouting.nodeOf("anything", 1));
    assertThrows(IllegalArgumentException.class, () -> KeyRouting.nodeOf("k", 0));
  }

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
