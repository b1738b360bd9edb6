package org.ycsbbio.fasta.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DocumentNumberTest {
  private static String text(DocumentNumber n) {
    return new String(n.array(), 0, n.length(), StandardCharsets.US_ASCII);
  }

  @Test
  void consecutiveDocumentsReadAsFileDotDocument() {
    DocumentNumber n = new DocumentNumber();
    for (long file : new long[] {0, 7, 9_999_999_999L}) {
      for (long d = 1; d <= 120_000; d++) {
        assertEquals(file + "." + d, text(n.set(file, d)));
      }
    }
  }

  @Test
  void countingUpCarriesAcrossEveryPowerOfTen() {
    DocumentNumber n = new DocumentNumber();
    long p = 1;
    for (int i = 0; i < 18; i++) {
      p *= 10;
      for (long d = p - 3; d <= p + 2; d++) {
        assertEquals("12." + d, text(n.set(12, d)));
      }
    }
    n.set(3, Long.MAX_VALUE - 1);
    assertEquals("3." + Long.MAX_VALUE, text(n.set(3, Long.MAX_VALUE)));
  }

  @Test
  void jumpsNewFilesAndRepeatsAreWrittenAnew() {
    DocumentNumber n = new DocumentNumber();
    SplittableRandom r = new SplittableRandom(41);
    long file = 0;
    long d = 0;
    for (int i = 0; i < 50_000; i++) {
      switch (r.nextInt(4)) {
        case 0 -> file = r.nextLong(10_000_000_000L);
        case 1 -> d = r.nextLong(1L << r.nextInt(62));
        case 2 -> { } // the same number again
        default -> d++;
      }
      assertEquals(file + "." + d, text(n.set(file, d)));
    }
  }
}
