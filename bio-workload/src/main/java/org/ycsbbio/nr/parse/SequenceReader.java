package org.ycsbbio.nr.parse;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.api.MissingKeys;

/**
 * A streaming, byte-level reader of FASTA sequence files (protein or nucleotide), plain or gzip
 * (detected by the magic bytes 1f 8b, not by the name), of any size: memory is one read buffer
 * plus the current record's header and sequence.
 *
 * <p>Format accepted:
 * <ul>
 *   <li>a record is a header line {@code >ID DESCRIPTION} followed by one or more sequence
 *       lines; the id runs from after {@code >} to the first space or tab and must not be empty;
 *       the description is the rest of the line without surrounding blanks (may be empty);</li>
 *   <li>sequence lines hold residue letters ({@code A-Z}, {@code a-z}), {@code *} (stop) and
 *       {@code -} (gap); spaces, tabs and a {@code \r} before the line end are ignored; the
 *       sequence is the concatenation of its lines as written (case kept);</li>
 *   <li>blank lines are ignored anywhere; lines end with {@code \n} or {@code \r\n};</li>
 *   <li>header lines may hold any byte but control bytes, except tab and 0x01 (NCBI's
 *       {@code nr} joins the titles of identical sequences with 0x01); they are decoded as
 *       UTF-8.</li>
 * </ul>
 * Damage is a {@link SequenceFormatException} ({@code FILE:LINE: problem}): sequence data before
 * the first header, control bytes (binary content), any other byte in sequence data, an empty id
 * or one ending with {@code ~missing} (reserved for missing-key reads),
 * a header without sequence lines, a header over {@value #MAX_HEADER_BYTES} bytes or a sequence
 * over the configured maximum, truncated or corrupt gzip data.
 *
 * <p>Usage: {@code while (r.next()) { r.id(); r.description(); r.sequence(); r.sequenceLength(); }}.
 * Confined to one thread; {@link #close()} closes the file.
 */
@NotThreadSafe
public final class SequenceReader implements Closeable {
  /** The longest header line accepted, in bytes. */
  public static final int MAX_HEADER_BYTES = 8 << 20;
  private static final int BUFFER_BYTES = 1 << 16;
  private static final byte RESIDUE = 1;
  private static final byte NEWLINE = 2;
  private static final byte BLANK = 3;
  /** What each byte is in a sequence line (0: anything else). */
  private static final byte[] KIND = kinds();

  private final InputStream in;
  private final String source;
  private final boolean gzip;
  private final int maxSequenceBytes;
  private final byte[] buf = new byte[BUFFER_BYTES];
  private int pos;
  private int limit;
  private boolean eof;

  private long line = 1;
  private boolean atHeader;
  private byte[] header = new byte[256];
  private int headerLength;
  private long headerLine;
  private int idLength;
  private byte[] sequence;
  private int sequenceLength;
  private String id;
  private String description;

  /**
   * Reads {@code in} (uncompressed bytes), naming {@code source} in errors. Owns {@code in}.
   *
   * @param gzip whether the bytes come from gzip (for the wording of read errors)
   * @param maxSequenceBytes the longest sequence accepted (≥ 1)
   */
  public SequenceReader(InputStream in, String source, boolean gzip, int maxSequenceBytes) {
    if (maxSequenceBytes < 1) {
      throw new IllegalArgumentException("maxSequenceBytes must be >= 1, was " + maxSequenceBytes);
    }
    this.in = in;
    this.source = source;
    this.gzip = gzip;
    this.maxSequenceBytes = maxSequenceBytes;
    this.sequence = new byte[Math.min(4096, maxSequenceBytes)];
  }

  private static byte[] kinds() {
    byte[] k = new byte[256];
    for (int c = 'A'; c <= 'Z'; c++) {
      k[c] = RESIDUE;
      k[c + ('a' - 'A')] = RESIDUE;
    }
    k['*'] = RESIDUE;
    k['-'] = RESIDUE;
    k['\n'] = NEWLINE;
    k[' '] = BLANK;
    k['\t'] = BLANK;
    k['\r'] = BLANK;
    return k;
  }

  /** Opens {@code file}, gzip or plain by its first two bytes. */
  public static SequenceReader open(Path file, int maxSequenceBytes) throws IOException {
    return open(file, Files.newInputStream(file), maxSequenceBytes);
  }

  /**
   * Reads the bytes of {@code file} from {@code raw} (e.g. a counting stream over the file), gzip
   * or plain by its first two bytes; the reader owns {@code raw} and closes it (also when this
   * throws).
   */
  public static SequenceReader open(Path file, InputStream raw, int maxSequenceBytes)
      throws IOException {
    String name = file.toString();
    try {
      BufferedInputStream b = new BufferedInputStream(raw, BUFFER_BYTES);
      b.mark(2);
      int b0 = b.read();
      int b1 = b.read();
      b.reset();
      if (b0 == 0x1F && b1 == 0x8B) {
        try {
          return new SequenceReader(new GZIPInputStream(b, BUFFER_BYTES), name, true,
              maxSequenceBytes);
        } catch (ZipException | EOFException e) {
          throw new SequenceFormatException(name, 1, "corrupt or truncated gzip header ("
              + e.getMessage() + ")", e);
        }
      }
      return new SequenceReader(b, name, false, maxSequenceBytes);
    } catch (IOException | RuntimeException e) {
      raw.close();
      throw e;
    }
  }

  /**
   * Moves to the next record.
   *
   * @return false at the end of the input
   * @throws SequenceFormatException when the input is damaged
   */
  public boolean next() throws IOException {
    if (!atHeader) {
      int b = skipBlankLines();
      if (b < 0) {
        return false;
      }
      if (b != '>') {
        throw error(line, "sequence data before the first '>' header line (found "
            + describe(b) + ")");
      }
      atHeader = true;
    }
    readHeader();
    readSequence();
    if (sequenceLength == 0) {
      throw error(headerLine, "record '" + id + "' has no sequence lines");
    }
    return true;
  }

  /** The current record's id (no {@code >}, no blanks). */
  public String id() {
    return id;
  }

  /** The bytes of the current id: {@code idBytes()[0..idLength())}, valid until {@link #next()}. */
  public byte[] idBytes() {
    return header;
  }

  /** Length of the current id in bytes. */
  public int idLength() {
    return idLength;
  }

  /** The current record's description; empty when the header has none. */
  public String description() {
    return description;
  }

  /** The current record's sequence bytes, valid up to {@link #sequenceLength()} until {@link #next()}. */
  public byte[] sequence() {
    return sequence;
  }

  /** Length of the current sequence in residues (bytes). */
  public int sequenceLength() {
    return sequenceLength;
  }

  /** 1-based line of the current record's header. */
  public long headerLine() {
    return headerLine;
  }

  /** The name errors use for this input. */
  public String source() {
    return source;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }

  /** Skips blank lines; returns the first byte of the next non-blank line (consumed), or -1. */
  private int skipBlankLines() throws IOException {
    while (true) {
      int b = read();
      if (b < 0) {
        return -1;
      }
      if (b == '\n') {
        line++;
      } else if (b != ' ' && b != '\t' && b != '\r') {
        checkNotControl(b);
        return b;
      }
    }
  }

  /** Reads the header line after its '>' and splits it into id and description. */
  private void readHeader() throws IOException {
    headerLine = line;
    headerLength = 0;
    while (true) {
      int b = read();
      if (b < 0) {
        break;
      }
      if (b == '\n') {
        line++;
        break;
      }
      if (b < 0x20 && b != '\t' && b != '\r' && b != 0x01 || b == 0x7F) {
        throw binary(b);
      }
      if (headerLength == header.length) {
        if (headerLength >= MAX_HEADER_BYTES) {
          throw error(headerLine, "header line longer than " + MAX_HEADER_BYTES + " bytes");
        }
        header = Arrays.copyOf(header, Math.min(MAX_HEADER_BYTES, headerLength * 2));
      }
      header[headerLength++] = (byte) b;
    }
    int end = headerLength;
    while (end > 0 && isBlank(header[end - 1])) {
      end--;
    }
    int idEnd = 0;
    while (idEnd < end && header[idEnd] != ' ' && header[idEnd] != '\t') {
      idEnd++;
    }
    if (idEnd == 0) {
      throw error(headerLine, "empty sequence id: '>' must be followed by the id");
    }
    int descStart = idEnd;
    while (descStart < end && isBlank(header[descStart])) {
      descStart++;
    }
    idLength = idEnd;
    id = new String(header, 0, idEnd, StandardCharsets.UTF_8);
    if (MissingKeys.isMissing(id)) {
      throw error(headerLine, "sequence id '" + id + "' ends with " + MissingKeys.SUFFIX
          + ", which marks the keys of missing-key reads");
    }
    description = new String(header, descStart, end - descStart, StandardCharsets.UTF_8);
  }

  /**
   * Reads sequence lines up to the next header (its '>' consumed) or the end of the input. The
   * inner loop works on the read buffer directly, one table lookup per byte.
   */
  private void readSequence() throws IOException {
    int n = 0;
    byte[] seq = sequence;
    boolean lineStart = true;
    while (true) {
      if (pos == limit && !fill()) {
        atHeader = false;
        sequenceLength = n;
        return;
      }
      byte[] b = buf;
      int p = pos;
      int lim = limit;
      if (lineStart && b[p] == '>') {
        pos = p + 1;
        atHeader = true;
        sequenceLength = n;
        return;
      }
      lineStart = false;
      while (p < lim) {
        byte c = b[p++];
        byte kind = KIND[c & 0xFF];
        if (kind == RESIDUE) {
          if (n == seq.length) {
            sequenceLength = n;
            growSequence();
            seq = sequence;
          }
          seq[n++] = c;
        } else if (kind == NEWLINE) {
          line++;
          if (p == lim) {
            lineStart = true;
          } else if (b[p] == '>') {
            pos = p + 1;
            atHeader = true;
            sequenceLength = n;
            return;
          }
        } else if (kind != BLANK) {
          pos = p;
          sequenceLength = n;
          checkNotControl(c & 0xFF);
          throw error(line, "unexpected " + describe(c & 0xFF) + " in the sequence of '" + id
              + "' (residue letters, '*' and '-' only)");
        }
      }
      pos = p;
    }
  }

  private void growSequence() throws SequenceFormatException {
    if (sequenceLength >= maxSequenceBytes) {
      throw error(line, "sequence of '" + id + "' longer than " + maxSequenceBytes
          + " residues (nr.sequence.max)");
    }
    long grown = Math.min((long) maxSequenceBytes, (long) sequenceLength * 2);
    sequence = Arrays.copyOf(sequence, (int) grown);
  }

  private static boolean isBlank(byte b) {
    return b == ' ' || b == '\t' || b == '\r';
  }

  private void checkNotControl(int b) throws SequenceFormatException {
    if (b < 0x20 && b != '\t' && b != '\r' && b != '\n' || b == 0x7F) {
      throw binary(b);
    }
  }

  private SequenceFormatException binary(int b) {
    return error(line, String.format(Locale.ROOT,
        "binary content (control byte 0x%02X): not a FASTA text file", b));
  }

  private static String describe(int b) {
    return b >= 0x21 && b < 0x7F ? "'" + (char) b + "'"
        : String.format(Locale.ROOT, "byte 0x%02X", b);
  }

  private SequenceFormatException error(long at, String problem) {
    return new SequenceFormatException(source, at, problem);
  }

  private int read() throws IOException {
    if (pos == limit && !fill()) {
      return -1;
    }
    return buf[pos++] & 0xFF;
  }

  private boolean fill() throws IOException {
    if (eof) {
      return false;
    }
    int n;
    try {
      n = in.read(buf, 0, buf.length);
    } catch (EOFException e) {
      throw new SequenceFormatException(source, line, "truncated gzip data: the file ends inside "
          + "its compressed stream (" + e.getMessage() + ")", e);
    } catch (ZipException e) {
      throw new SequenceFormatException(source, line, "corrupt gzip data (" + e.getMessage() + ")",
          e);
    } catch (IOException e) {
      throw new SequenceFormatException(source, line, "cannot read" + (gzip ? " (gzip)" : "")
          + ": " + e.getMessage(), e);
    }
    if (n <= 0) {
      eof = true;
      return false;
    }
    pos = 0;
    limit = n;
    return true;
  }
}
