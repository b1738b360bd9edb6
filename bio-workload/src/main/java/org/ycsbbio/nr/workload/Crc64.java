package org.ycsbbio.nr.workload;

import net.jcip.annotations.ThreadSafe;

/**
 * The CRC-64 checksum UniProt prints for every sequence (the {@code CRC64} of a UniProtKB entry's
 * {@code SQ} line): the ISO 3309 polynomial x^64 + x^4 + x^3 + x + 1, bits reflected, initial
 * value 0, no final XOR, computed over the residues in upper case, printed as 16 upper-case hex
 * digits. Stateless and thread-safe.
 */
@ThreadSafe
public final class Crc64 {
  /** The reflected ISO 3309 polynomial. */
  static final long POLY_REFLECTED = 0xD800000000000000L;
  private static final long[] TABLE = table();
  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private Crc64() {
  }

  private static long[] table() {
    long[] t = new long[256];
    for (int i = 0; i < 256; i++) {
      long v = i;
      for (int bit = 0; bit < 8; bit++) {
        v = (v & 1) != 0 ? (v >>> 1) ^ POLY_REFLECTED : v >>> 1;
      }
      t[i] = v;
    }
    return t;
  }

  /** Continues {@code crc} over {@code bytes[0..length)}, as given (no case change). */
  static long update(long crc, byte[] bytes, int length) {
    long c = crc;
    for (int i = 0; i < length; i++) {
      c = TABLE[(int) (c ^ bytes[i]) & 0xFF] ^ (c >>> 8);
    }
    return c;
  }

  /** UniProt's CRC-64 of the residues {@code residues[0..length)}, lower-case letters upper-cased. */
  public static long ofResidues(byte[] residues, int length) {
    long c = 0;
    for (int i = 0; i < length; i++) {
      int b = residues[i];
      if (b >= 'a' && b <= 'z') {
        b -= 'a' - 'A';
      }
      c = TABLE[(int) (c ^ b) & 0xFF] ^ (c >>> 8);
    }
    return c;
  }

  /** {@code crc} as UniProt prints it: 16 upper-case hex digits. */
  public static String hex(long crc) {
    char[] out = new char[16];
    for (int i = 15; i >= 0; i--) {
      out[i] = HEX[(int) (crc >>> ((15 - i) * 4)) & 0xF];
    }
    return new String(out);
  }
}
