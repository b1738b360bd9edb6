package org.ycsbbio.fasta.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;

class RecordBuilderTest {
  /** Every length of number, each side of each power of ten, the extremes, random values. */
  private static List<Long> numbers() {
    List<Long> values = new ArrayList<>(List.of(0L, Long.MAX_VALUE, Long.MIN_VALUE,
        (long) Integer.MAX_VALUE, Integer.MAX_VALUE + 1L, (long) Integer.MIN_VALUE));
    long p = 1;
    for (int i = 0; i < 19; i++) {
      p *= 10;
      for (long v : new long[] {p - 1, p, p + 1, p + 7, 2 * p - 1}) {
        values.add(v);
        values.add(-v);
      }
    }
    SplittableRandom r = new SplittableRandom(37);
    for (int i = 0; i < 20_000; i++) {
      long v = r.nextLong() >> r.nextInt(64);
      values.add(v);
    }
    return values;
  }

  private static String text(ByteIterator value) {
    return new String(value.toArray(), StandardCharsets.US_ASCII);
  }

  @Test
  void numbersAreWrittenAsLongToStringWritesThem() {
    RecordBuilder b = new RecordBuilder();
    for (long v : numbers()) {
      Map<String, ByteIterator> record = b.begin().number("n", v).text("after", "x").build();
      assertEquals(Long.toString(v), text(record.get("n")), "number " + v);
      assertEquals("x", text(record.get("after")));
    }
  }
}
