package org.ycsbbio.fasta.m10;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Splits a byte stream into lines ({@code \n}, {@code \r\n} and a lone {@code \r} end a
 * line), 8 bytes at a time, without copying or decoding.
 * While finding a line's end it also notes where {@code ">>>"} may occur after the line's first
 * byte (needed to spot query title lines cheaply). Rejects binary input (NUL bytes; control characters
 * or a non-text lead byte on line 1) and lines over {@link #MAX_LINE} bytes. Memory: one buffer,
 * grown only for a line longer than it. Not thread-safe.
 */
final class LineSource implements Closeable {
  static final int DEFAULT_BUFFER = 1 << 16;
  static final int MAX_LINE = 1 << 24;
  private static final long CTL = 0x0E0E0E0E0E0E0E0EL;     // bytes below 0x0E: NUL, \t, \n, \r, ...
  private static final long GT = 0x3E3E3E3E3E3E3E3EL;

  private final InputStream in;
  private final String source;
  private final boolean gzip;
  /** Buffer holding the current line [start, end). */
  byte[] buf;
  int start;
  int end;
  /**
   * Index in buf of a '>' in (start, end) where ">>>" may start (checked by the caller), or -1:
   * then the line has no ">>>" after its first byte.
   */
  int gt;
  /** 1-based number of the current line (0 before the first). */
  long lineNo;
  private int pos;
  private int limit;
  private boolean eof;
  private boolean skipLf;
  private long bytesRead;

  LineSource(InputStream in, String source, boolean gzip, int bufferSize) {
    this.in = in;
    this.source = source;
    this.gzip = gzip;
    this.buf = new byte[Math.max(bufferSize, 64)];
  }

  long bytesRead() {
    return bytesRead;
  }

  /**
   * Where the next line starts if a caller may read it straight from {@link #buf} (bytes are
   * buffered and no {@code '\n'} of a CRLF is pending), else -1. See {@link #take}.
   */
  int peek() {
    return skipLf || pos >= limit ? -1 : pos;
  }

  /** End of the buffered bytes: a caller of {@link #peek()} reads below it. */
  int limit() {
    return limit;
  }

  /**
   * Skips {@code lines} lines from {@link #peek()} on, as {@link #next()} would have, the last
   * one [start, end) becoming the current line (start = end if the caller knows only its end):
   * the caller has checked that each ends at its first {@code '\n'}, has no NUL and no
   * {@code ">>>"} after its first byte, and is not line 1.
   */
  void take(int start, int end, int lines) {
    this.start = start;
    this.end = end;
    pos = end + 1;
    gt = -1;
    lineNo += lines;
  }

  /** Advances to the next line; false at end of input. */
  boolean next() {
    gt = -1;
    if (skipLf) {
      if (pos >= limit) {
        start = pos;
        if (!fill()) {
          return false;
        }
      }
      skipLf = false;
      if (buf[pos] == '\n') {
        pos++;
      }
    }
    if (pos >= limit) {
      start = pos;
      if (!fill()) {
        return false;
      }
    }
    start = pos;
    int i = pos;
    if (lineNo == 0 && limit - i >= 2 && buf[i] == 0x1F && buf[i + 1] == (byte) 0x8B) {
      throw new M10FormatException(source, 1, "gzip-compressed data (bytes 1f 8b): open the file with "
          + "M10Reader.open(Path), which detects gzip, or wrap the stream in a GZIPInputStream");
    }
    byte b0 = buf[i];
    if (b0 == '\n' || b0 == '\r') {
      end = i;
      pos = i + 1;
      skipLf = b0 == '\r';
      lineNo++;
      return true;
    }
    if (b0 == 0) {
      throw binary(i);
    }
    i++;
    for (;;) {
      int p = scan(i);
      if (p >= 0) {
        end = p;
        pos = p + 1;
        skipLf = buf[p] == '\r';
        break;
      }
      int scanned = limit - start;
      if (!fill()) {
        end = limit;
        pos = limit;
        break;
      }
      i = start + scanned;
    }
    lineNo++;
    if (lineNo == 1) {
      checkFirstLine();
    }
    return true;
  }

  /** Index of the first '\n' or '\r' at or after i, or -1 at the buffer limit; records '>' in gt. */
  private int scan(int i) {
    if (gt >= 0) {
      return scanCtl(i);
    }
    final byte[] b = buf;
    final int lim = limit;
    while (i + 8 <= lim) {
      long w = (long) Bytes.LONGS.get(b, i);
      // high bit of each byte below 0x0E or equal to '>'; the lowest flagged byte is exact
      long m = ((w - CTL) | ((w ^ GT) - Bytes.ONES)) & ~w & Bytes.HIGHS;
      if (m == 0) {
        i += 8;
        continue;
      }
      int p = i + (Long.numberOfTrailingZeros(m) >>> 3);
      byte x = b[p];
      i = p + 1;
      if (x == '>') {
        if (p + 2 >= lim || (b[p + 1] == '>' && b[p + 2] == '>')) {
          gt = p;                     // ">>>" here (or undecidable at the buffer end)
          return scanCtl(i);
        }
        continue;                       // a lone '>' or ">>": keep looking
      }
      if (x == '\n' || x == '\r') {
        return p;
      }
      if (x == 0) {
        throw binary(p);
      }
    }
    for (; i < lim; i++) {
      byte x = b[i];
      if (x == '>') {
        gt = i;
        return scanCtl(i + 1);
      }
      if (x == '\n' || x == '\r') {
        return i;
      }
      if (x == 0) {
        throw binary(i);
      }
    }
    return -1;
  }

  private int scanCtl(int i) {
    final byte[] b = buf;
    final int lim = limit;
    while (i + 8 <= lim) {
      long w = (long) Bytes.LONGS.get(b, i);
      long m = (w - CTL) & ~w & Bytes.HIGHS;
      if (m == 0) {
        i += 8;
        continue;
      }
      int p = i + (Long.numberOfTrailingZeros(m) >>> 3);
      byte x = b[p];
      i = p + 1;
      if (x == '\n' || x == '\r') {
        return p;
      }
      if (x == 0) {
        throw binary(p);
      }
    }
    for (; i < lim; i++) {
      byte x = b[i];
      if (x == '\n' || x == '\r') {
        return i;
      }
      if (x == 0) {
        throw binary(i);
      }
    }
    return -1;
  }

  /** Keeps [start, limit), reads more; false at end of input. */
  private boolean fill() {
    if (start > 0) {
      int keep = limit - start;
      System.arraycopy(buf, start, buf, 0, keep);
      if (gt >= 0) {
        gt -= start;
      }
      pos -= start;
      limit = keep;
      start = 0;
    }
    if (limit == buf.length) {
      if (buf.length >= MAX_LINE) {
        throw new M10FormatException(source, lineNo + 1, "line longer than " + (MAX_LINE >> 20)
            + " MiB without a line break: expected FASTA -m 10 text");
      }
      buf = Arrays.copyOf(buf, Math.min(buf.length * 2, MAX_LINE));
    }
    if (eof) {
      return false;
    }
    int n;
    try {
      do {
        n = in.read(buf, limit, buf.length - limit);
      } while (n == 0);
    } catch (IOException e) {
      throw new M10FormatException(source, lineNo + 1, (gzip ? "corrupt or truncated gzip data: " : "read error: ")
          + e, e);
    }
    if (n < 0) {
      eof = true;
      return false;
    }
    limit += n;
    bytesRead += n;
    return true;
  }

  private M10FormatException binary(int p) {
    long offset = bytesRead - (limit - p);
    return new M10FormatException(source, lineNo + 1, "binary data: NUL byte at byte offset " + offset
        + ": expected FASTA -m 10 text");
  }

  /** Line 1 of a text file has no control characters and starts with a valid character. */
  private void checkFirstLine() {
    byte[] b = buf;
    int c0 = b[start] & 0xFF;
    if (c0 >= 0x80 && (Bytes.seqLen(c0) == 0 || start + Bytes.seqLen(c0) > end
        || Bytes.decode(b, start, Bytes.seqLen(c0)) < 0)) {
      throw new M10FormatException(source, 1, String.format("binary data: line 1 starts with byte 0x%02X, "
          + "not text: expected FASTA -m 10 text", c0));
    }
    for (int i = start; i < end; i++) {
      int c = b[i] & 0xFF;
      if ((c < 0x20 && c != '\t' && c != 0x0B && c != 0x0C) || c == 0x7F) {
        throw new M10FormatException(source, 1, String.format("binary data: control byte 0x%02X at "
            + "line 1, column %d: expected FASTA -m 10 text", c, i - start + 1));
      }
    }
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
