package org.ycsbbio.fasta.m10;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The word-wise scans of {@link Bytes} against byte-by-byte definitions, on random text. */
class BytesTest {
  /** Mostly printable ASCII with blanks, '-' and '\n', some '>', control and non-ASCII bytes. */
  private static byte[] textLike(Random rnd) {
    byte[] b = new byte[1 + rnd.nextInt(90)];
    for (int i = 0; i < b.length; i++) {
      int k = rnd.nextInt(40);
      b[i] = (byte) (k == 0 ? '\n' : k == 1 ? '>' : k == 2 ? rnd.nextInt(0x20) : k == 3 ? 0x7F + rnd.nextInt(0x81)
          : k < 8 ? '-' : k < 10 ? ' ' : 0x21 + rnd.nextInt(0x5E));
    }
    return b;
  }

  private static boolean textByte(byte x, boolean blanks) {
    return (x > ' ' || (blanks && x == ' ')) && x < 0x7F && x != '>';
  }

  @Test
  void textEndAndSequenceLineEndMatchTheirByteByByteDefinitions() {
    Random rnd = new Random(39);
    for (int round = 0; round < 30_000; round++) {
      byte[] b = textLike(rnd);
      int s = rnd.nextInt(b.length);
      int limit = s + rnd.nextInt(b.length - s + 1);
      for (boolean blanks : new boolean[] {false, true}) {
        int end = s;
        while (end < limit && textByte(b[end], blanks)) {
          end++;
        }
        assertEquals(end, Bytes.textEnd(b, s, limit, blanks), "textEnd " + round);
        if (!blanks) {
          boolean line = end > s && end < limit && b[end] == '\n';
          assertEquals(line ? end : -1, Bytes.valueEnd(b, s, limit), "valueEnd " + round);
          long dashes = 0;
          for (int i = s; i < end; i++) {
            dashes += b[i] == '-' ? 1 : 0;
          }
          assertEquals(line ? dashes << 32 | end : -1, Bytes.seqLineEnd(b, s, limit), "seqLineEnd " + round);
        }
      }
    }
  }
}
