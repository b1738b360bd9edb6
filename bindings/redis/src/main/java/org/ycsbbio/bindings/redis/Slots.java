package org.ycsbbio.bindings.redis;

import java.nio.charset.StandardCharsets;
import net.jcip.annotations.Immutable;

/**
 * Redis Cluster's key space: the hash slot of a key (CRC16-XMODEM of the key, or of its hash tag
 * {@code {...}}, modulo 16384), the stored key of a YCSB record ({@code table:key}) and the slot
 * map of a {@code CLUSTER NODES} reply. Stateless.
 */
@Immutable
final class Slots {
  /** Hash slots of a Redis Cluster. */
  static final int COUNT = 16384;

  private Slots() {
  }

  /** The UTF-8 bytes of {@code table:key}, the record's Redis key (one array, as Jedis needs). */
  static byte[] key(String table, String key) {
    return utf8(table, ':', key);
  }

  /** The UTF-8 bytes of {@code a + sep + b} in one array (no intermediate string if ASCII). */
  static byte[] utf8(String a, char sep, String b) {
    int t = a.length();
    int n = t + 1 + b.length();
    byte[] out = new byte[n];
    for (int i = 0; i < n; i++) {
      char c = i < t ? a.charAt(i) : i == t ? sep : b.charAt(i - t - 1);
      if (c >= 0x80) {
        return (a + sep + b).getBytes(StandardCharsets.UTF_8);
      }
      out[i] = (byte) c;
    }
    return out;
  }

  /** The hash slot of {@code key}: of its first non-empty {@code {tag}} if it has one. */
  static int of(byte[] key) {
    int from = 0;
    int to = key.length;
    for (int i = 0; i < key.length; i++) {
      if (key[i] == '{') {
        for (int j = i + 1; j < key.length; j++) {
          if (key[j] == '}') {
            if (j > i + 1) {
              from = i + 1;
              to = j;
            }
            break;
          }
        }
        break;
      }
    }
    return crc16(key, from, to) & (COUNT - 1);
  }

  /** CRC16-CCITT (XMODEM: polynomial 0x1021, initial 0) of {@code bytes[from, to)}. */
  static int crc16(byte[] bytes, int from, int to) {
    int crc = 0;
    for (int i = from; i < to; i++) {
      crc ^= (bytes[i] & 0xff) << 8;
      for (int b = 0; b < 8; b++) {
        crc = (crc & 0x8000) != 0 ? crc << 1 ^ 0x1021 : crc << 1;
      }
    }
    return crc & 0xffff;
  }

  /**
   * The {@code host:port} of the master owning each slot, by a {@code CLUSTER NODES} reply
   * (null where no master claims the slot). Masters flagged {@code fail} keep their slots: an
   * operation on them fails and is counted against them.
   */
  static String[] owners(String clusterNodes) {
    String[] owners = new String[COUNT];
    for (String line : clusterNodes.split("\n")) {
      String[] f = line.strip().split(" ");
      if (f.length < 9 || !f[2].contains("master")) {
        continue;
      }
      String address = f[1].substring(0, f[1].indexOf('@') < 0 ? f[1].length() : f[1].indexOf('@'));
      for (int k = 8; k < f.length; k++) {
        if (f[k].startsWith("[")) {
          continue; // a slot being migrated or imported: its owner is listed as a plain range
        }
        int dash = f[k].indexOf('-');
        int lo = Integer.parseInt(dash < 0 ? f[k] : f[k].substring(0, dash));
        int hi = dash < 0 ? lo : Integer.parseInt(f[k].substring(dash + 1));
        for (int s = lo; s <= hi; s++) {
          owners[s] = address;
        }
      }
    }
    return owners;
  }
}
