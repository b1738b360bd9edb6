package org.ycsbbio.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;

class IntervalLogReaderTest {
  private static byte[] log(Histogram... intervals) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.US_ASCII);
    HistogramLogWriter w = new HistogramLogWriter(out);
    w.outputLogFormatVersion();
    w.outputStartTime(1_700_000_000_000L);
    w.outputLegend();
    for (Histogram h : intervals) {
      w.outputIntervalHistogram(h);
    }
    return bytes.toByteArray();
  }

  private static Histogram interval(int digits, long start, String tag, long... values) {
    Histogram h = new Histogram(digits);
    for (long v : values) {
      h.recordValue(v);
    }
    h.setStartTimeStamp(start);
    h.setEndTimeStamp(start + 1000);
    h.setTag(tag);
    return h;
  }

  @Test
  void addsCountsOfFastAndFallbackEncodingsWithTagsAndAbsoluteTimes() {
    long[] values = {0, 1, 999, 2047, 2048, 2049, 123_456, 9_876_543_210L};
    byte[] bytes = log(interval(3, 1_700_000_000_250L, null, values),
        interval(2, 1_700_000_001_250L, "FAILED", 5, 5, 70_000));
    Histogram ok = new Histogram(3);
    Histogram failed = new Histogram(3);
    List<String> seen = new ArrayList<>();
    int n = new IntervalLogReader().read(bytes, bytes.length, (tag, start, end) -> {
      seen.add(tag + "@" + start);
      return tag == null ? ok : failed;
    });

    assertEquals(2, n);
    assertEquals(List.of("null@1700000000250", "FAILED@1700000001250"), seen);
    Histogram expected = interval(3, 0, null, values);
    assertEquals(expected.getTotalCount(), ok.getTotalCount());
    for (long v : values) {
      assertEquals(expected.getCountAtValue(v), ok.getCountAtValue(v), "count at " + v);
    }
    assertEquals(2, failed.getCountAtValue(5));
    assertEquals(3, failed.getTotalCount());
  }

  @Test
  void damagedLineIsNamed() {
    String text = new String(log(interval(3, 1_700_000_000_000L, null, 10)),
        StandardCharsets.US_ASCII).replaceFirst(",HIST", ",@@@@");
    byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new IntervalLogReader().read(bytes, bytes.length, (tag, start, end) -> new Histogram(3)));
    assertTrue(e.getMessage().startsWith("line 4: "), e.getMessage());
  }
}
