package org.ycsbbio.core.report;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.HdrHistogram.Histogram;

/**
 * Reads HdrHistogram interval logs (format 1.3, as {@code HistogramLogWriter} writes them) and
 * adds each interval's counts straight into a caller's histogram, without building a histogram per
 * interval: the fast path of the report merge (about 3x faster than {@code HistogramLogReader}
 * plus {@code Histogram.add}, see docs/performance.md). Timestamps follow HdrHistogram's rule:
 * absolute unless a {@code BaseTime} says otherwise or they lie more than a year before
 * {@code StartTime}. Payloads other than the V2 encoding with 3 significant digits and unit 1 are
 * decoded by HdrHistogram itself. Not thread-safe: one reader per thread.
 */
final class IntervalLogReader {
  private static final int V2_COMPRESSED = 0x1c849304;
  private static final int V2_PLAIN = 0x1c849303;
  private static final int HEADER = 40;

  private final Inflater inflater = new Inflater();
  private byte[] plain = new byte[1 << 16];

  /** What a log line holds besides its counts. */
  interface Visitor {
    /**
     * Returns the histogram the interval's counts go into, or null to skip them; the interval
     * ran from {@code startMillis} to {@code endMillis} (epoch millis).
     */
    Histogram target(String tag, long startMillis, long endMillis);
  }

  /**
   * Reads the complete lines {@code bytes[0, length)}; returns the number of intervals read.
   *
   * @throws IllegalArgumentException naming the line when a line is damaged
   */
  int read(byte[] bytes, int length, Visitor visitor) {
    double startTimeSec = 0;
    double baseTimeSec = 0;
    boolean baseKnown = false;
    int intervals = 0;
    int lineNo = 0;
    int pos = 0;
    while (pos < length) {
      int end = pos;
      while (end < length && bytes[end] != '\n') {
        end++;
      }
      lineNo++;
      String line = new String(bytes, pos, end - pos, StandardCharsets.US_ASCII).strip();
      pos = end + 1;
      if (line.isEmpty() || line.startsWith("\"")) {
        continue;
      }
      try {
        if (line.startsWith("#[StartTime: ")) {
          startTimeSec = Double.parseDouble(line.substring(13).split(" ")[0]);
        } else if (line.startsWith("#[BaseTime: ")) {
          baseTimeSec = Double.parseDouble(line.substring(12).split(" ")[0]);
          baseKnown = true;
        } else if (!line.startsWith("#")) {
          String tag = null;
          if (line.startsWith("Tag=")) {
            int comma = line.indexOf(',');
            tag = line.substring(4, comma);
            line = line.substring(comma + 1);
          }
          String[] f = line.split(",", 4);
          if (f.length != 4) {
            throw new IllegalArgumentException("expected 4 fields");
          }
          double t = Double.parseDouble(f[0]);
          double lengthSec = Double.parseDouble(f[1]);
          if (!baseKnown) {
            baseTimeSec = t < startTimeSec - 365 * 24 * 3600.0 ? startTimeSec : 0;
            baseKnown = true;
          }
          Histogram target = visitor.target(tag, Math.round((t + baseTimeSec) * 1000),
              Math.round((t + baseTimeSec + lengthSec) * 1000));
          if (target != null) {
            addCompressed(Base64.getDecoder().decode(f[3]), target);
          }
          intervals++;
        }
      } catch (RuntimeException | DataFormatException e) {
        throw new IllegalArgumentException("line " + lineNo + ": " + ResultsReader.oneLine(e), e);
      }
    }
    return intervals;
  }

  private void addCompressed(byte[] compressed, Histogram target) throws DataFormatException {
    ByteBuffer in = ByteBuffer.wrap(compressed);
    if ((in.getInt(0) & ~0xf0) != V2_COMPRESSED) {
      target.add(Histogram.decodeFromCompressedByteBuffer(in, 0));
      return;
    }
    inflater.reset();
    inflater.setInput(compressed, 8, in.getInt(4));
    int n = inflater.inflate(plain, 0, HEADER);
    ByteBuffer header = ByteBuffer.wrap(plain, 0, HEADER);
    int payload = header.getInt(4);
    if (n != HEADER || (header.getInt(0) & ~0xf0) != V2_PLAIN || header.getInt(8) != 0
        || header.getInt(12) != 3 || header.getLong(16) != 1) {
      target.add(Histogram.decodeFromCompressedByteBuffer(in, 0));
      return;
    }
    if (plain.length < payload) {
      plain = new byte[payload];
    }
    if (inflater.inflate(plain, 0, payload) != payload) {
      throw new DataFormatException("payload shorter than its header says");
    }
    addCounts(plain, payload, target);
  }

  /** ZigZag LEB128 counts by index; a negative value -n skips n empty indices. */
  private static void addCounts(byte[] b, int length, Histogram target) {
    int pos = 0;
    int index = 0;
    while (pos < length) {
      long raw = 0;
      int shift = 0;
      int v;
      do {
        v = b[pos++];
        raw |= (shift == 56 ? (long) (v & 0xff) : (long) (v & 0x7f)) << shift;
        shift += 7;
      } while (v < 0 && shift <= 56);
      long count = (raw >>> 1) ^ -(raw & 1);
      if (count < 0) {
        index += (int) -count;
      } else {
        if (count > 0) {
          target.recordValueWithCount(valueAt(index), count);
        }
        index++;
      }
    }
  }

  /** The value of counts index {@code index} for 3 significant digits and unit 1. */
  private static long valueAt(int index) {
    int bucket = (index >> 10) - 1;
    int sub = (index & 1023) + 1024;
    if (bucket < 0) {
      sub -= 1024;
      bucket = 0;
    }
    return (long) sub << bucket;
  }
}
