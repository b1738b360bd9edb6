package org.ycsbbio.bindings.redis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SlotsTest {
  private static int slot(String key) {
    return Slots.of(key.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void crc16IsXmodem() {
    byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);
    assertEquals(0x31c3, Slots.crc16(check, 0, check.length));
  }

  @Test
  void slotsAreRedisClusterKeySlots() {
    // CLUSTER KEYSLOT answers of redis-server 7.0
    assertEquals(12182, slot("foo"));
    assertEquals(slot("user1000"), slot("{user1000}.following"));
    assertEquals(slot("{}"), Slots.crc16("{}".getBytes(StandardCharsets.US_ASCII), 0, 2) & 16383);
    assertEquals(slot("a{}{b}"), Slots.crc16("a{}{b}".getBytes(StandardCharsets.US_ASCII), 0, 6)
        & 16383);
    assertEquals(slot("b"), slot("x{b}y{c}"));
  }

  @Test
  void recordKeysAreTableColonKeyInUtf8() {
    assertArrayEquals("usertable:user1".getBytes(StandardCharsets.UTF_8),
        Slots.key("usertable", "user1"));
    assertArrayEquals("t:ké€".getBytes(StandardCharsets.UTF_8), Slots.key("t", "ké€"));
    assertArrayEquals("[user9".getBytes(StandardCharsets.UTF_8), Slots.utf8("", '[', "user9"));
  }

  @Test
  void ownersComeFromMasterLinesWithoutMigrationMarks() {
    String nodes = "c4 127.0.0.1:7202@17202 master - 0 1 2 connected 5461-10922\n"
        + "97 127.0.0.1:7203@17203 master,fail - 0 1 3 connected 10923-16383 [5->-c4]\n"
        + "7f 127.0.0.1:7201@17201 myself,master - 0 1 1 connected 0-4 6-5460 5\n"
        + "aa 127.0.0.1:7204@17204 slave 7f 0 1 1 connected\n";
    String[] owners = Slots.owners(nodes);
    assertEquals("127.0.0.1:7201", owners[0]);
    assertEquals("127.0.0.1:7201", owners[5]);
    assertEquals("127.0.0.1:7201", owners[5460]);
    assertEquals("127.0.0.1:7202", owners[5461]);
    assertEquals("127.0.0.1:7203", owners[16383]);
    assertNull(Slots.owners("")[0]);
  }
}
