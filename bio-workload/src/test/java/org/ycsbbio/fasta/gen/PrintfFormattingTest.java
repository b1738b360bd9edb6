package org.ycsbbio.fasta.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class PrintfFormattingTest {

  private static String written(ByteSink s, ByteArrayOutputStream out) {
    s.flush();
    String text = out.toString(StandardCharsets.US_ASCII);
    out.reset();
    return text;
  }

  @Test
  void numbersAreWrittenAsGlibcPrintfWould() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteSink s = new ByteSink(out, 64);
    String[][] cases = {
      {"26,-51", "2.6e-51"}, {"13,1", "13"}, {"45,0", "4.5"}, {"94,-2", "0.094"}, {"47,-1", "0.47"},
      {"11,3", "1.1e+03"}, {"20,3", "2e+03"}, {"76,-156", "7.6e-156"}, {"10,0", "1"},
      {"30,-5", "3e-05"}, {"12,-4", "0.00012"}, {"0,0", "0"},
    };
    for (String[] c : cases) {
      String[] mantissaExponent = c[0].split(",");
      int m = Integer.parseInt(mantissaExponent[0]);
      int x = Integer.parseInt(mantissaExponent[1]);
      s.g2(m, x, 0);
      assertEquals(c[1], written(s, out));
      assertEquals(c[1].length(), ByteSink.g2Length(m, x));
    }
    s.g2(22, 0, 6).tenths(-5).put((byte) '|').tenths(1278).put((byte) '|').num(56, 3)
        .put((byte) '|').thousandths(655);
    assertEquals("   2.2-0.5|127.8| 56|0.655", written(s, out));
    assertEquals(655, AlignmentWriter.identThousandths(57, 87));
    assertEquals(562, AlignmentWriter.identThousandths(9, 16));    // 0.5625 -> "0.562" as glibc
    assertEquals(688, AlignmentWriter.identThousandths(11, 16));   // 0.6875 -> "0.688"
    assertEquals(1000, AlignmentWriter.identThousandths(40, 40));
  }
}
