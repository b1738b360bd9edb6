package org.ycsbbio.fasta.m10;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Minimal buffered JSON token writer producing exactly what Python's
 * {@code json.dumps(obj, separators=(",", ":"))} produces (ASCII only: other characters as
 * lowercase {@code \\uXXXX}; floats as Python {@code repr}). Not thread-safe.
 */
final class OracleJsonOut {
  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] NULL = "null".getBytes(StandardCharsets.US_ASCII);
  private final OutputStream out;
  private final byte[] buf = new byte[1 << 16];
  private int n;

  OracleJsonOut(OutputStream out) {
    this.out = out;
  }

  private void room(int k) {
    if (n + k > buf.length) {
      flushBuffer();
    }
  }

  void flushBuffer() {
    try {
      out.write(buf, 0, n);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    n = 0;
  }

  void flush() {
    flushBuffer();
    try {
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  void close() {
    flush();
    try {
      out.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  void raw(char c) {
    room(1);
    buf[n++] = (byte) c;
  }

  /** ASCII bytes as they are (keys and punctuation, prepared by the caller). */
  void raw(byte[] ascii) {
    if (ascii.length > buf.length - n) {
      flushBuffer();
      if (ascii.length > buf.length) {
        try {
          out.write(ascii);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        return;
      }
    }
    System.arraycopy(ascii, 0, buf, n, ascii.length);
    n += ascii.length;
  }

  void nul() {
    raw(NULL);
  }

  void num(int v) {
    if (v == M10Hsp.NULL_INT) {
      nul();
    } else {
      ascii(Integer.toString(v));
    }
  }

  void num(double v) {
    if (Double.isNaN(v) || Double.isInfinite(v)) {
      nul();
    } else {
      ascii(PyRepr.repr(v));
    }
  }

  private void ascii(String s) {
    room(s.length());
    for (int i = 0; i < s.length(); i++) {
      buf[n++] = (byte) s.charAt(i);
    }
  }

  void str(String s) {
    if (s == null) {
      nul();
      return;
    }
    raw('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
        room(1);
        buf[n++] = (byte) c;
      } else {
        escape(c);
      }
    }
    raw('"');
  }

  /** UTF-8 text [s,e): ASCII is copied in bulk, anything else goes through {@link #str(String)}. */
  void str(byte[] b, int s, int e) {
    if (!Bytes.isAscii(b, s, e)) {
      str(Bytes.str(b, s, e));
      return;
    }
    raw('"');
    int i = s;
    while (i < e) {
      int j = i;
      while (j < e && b[j] >= 0x20 && b[j] != 0x7F && b[j] != '"' && b[j] != '\\') {
        j++;
      }
      int k = j - i;
      if (k > 0) {
        if (k > buf.length - n) {
          flushBuffer();
        }
        if (k > buf.length) {
          try {
            out.write(b, i, k);
          } catch (IOException ex) {
            throw new UncheckedIOException(ex);
          }
        } else {
          System.arraycopy(b, i, buf, n, k);
          n += k;
        }
      }
      if (j < e) {
        escape((char) b[j]);
        j++;
      }
      i = j;
    }
    raw('"');
  }

  void str(M10Text t) {
    if (t == null) {
      nul();
    } else {
      str(t.array(), t.byteOffset(), t.byteOffset() + t.byteLength());
    }
  }

  private void escape(char c) {
    room(6);
    buf[n++] = '\\';
    switch (c) {
      case '"': buf[n++] = '"'; return;
      case '\\': buf[n++] = '\\'; return;
      case '\n': buf[n++] = 'n'; return;
      case '\r': buf[n++] = 'r'; return;
      case '\t': buf[n++] = 't'; return;
      case '\b': buf[n++] = 'b'; return;
      case '\f': buf[n++] = 'f'; return;
      default:
        buf[n++] = 'u';
        buf[n++] = HEX[(c >> 12) & 15];
        buf[n++] = HEX[(c >> 8) & 15];
        buf[n++] = HEX[(c >> 4) & 15];
        buf[n++] = HEX[c & 15];
    }
  }
}
