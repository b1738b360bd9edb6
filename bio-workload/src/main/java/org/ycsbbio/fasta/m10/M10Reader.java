package org.ycsbbio.fasta.m10;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Streaming pull parser for FASTA-suite {@code -m 10} output (ssearch36, fasta36, ggsearch36 /
 * glsearch36, lalign36, fastx/tfastx/fasty/tfasty; FASTA 34-36), byte level, constant memory
 * (one line buffer plus the current alignment), LF, CRLF or CR line ends.
 *
 * <h2>Format (summary)</h2>
 * <pre>
 * preamble ...  " version 36.3.8i Nov, 2022"      program from the first word(s), version
 * Query: FILE                                     (end of the preamble)
 *   1&gt;&gt;&gt;ID DESC - 433 nt [(reverse complement)]  query title; the next line names the library
 * statistics, histogram, hit table                (ignored)
 * &gt;&gt;&gt;ID, 433 nt vs LIB library                    parameter block, "; pg_* / ; mp_*" lines  -&gt; QUERY
 * &gt;&gt;HIT_ID DESC                                    alignment (hsp 1 of the hit)
 * ; sw_frame: f   ; sw_s-w opt: 838 ...            score lines "; PREFIX_KEY: value"
 * &gt;NAME ..  ; sq_len ; sq_offset ; sq_type ; al_start ; al_stop ; al_display_start, sequence lines
 * &gt;NAME ..  (library side, same keys)
 * ; al_cons:  consensus lines (kept verbatim, leading blanks included)
 * &gt;--                                             another alignment of the same hit (hsp 2, 3, ...)
 * &gt;&gt;&gt;&lt;&lt;&lt;                                          end of a query's output (after a text trailer)
 * &gt;&gt;&gt;///                                          end of the file (FASTA 36; 34/35 end at &gt;&gt;&gt;&lt;&lt;&lt;)
 * </pre>
 * An alignment is complete only when the next {@code >>}, {@code >--}, {@code >>><<<},
 * {@code >>>///} or query title line closes it. A query without hits has no parameter block and
 * produces no event. The full format rules and field meanings are in {@code docs/fasta.md}
 * ("The -m 10 parser").
 *
 * <h2>Use</h2>
 * <pre>
 * try (M10Reader r = M10Reader.open(path)) {
 *     for (M10Event ev; (ev = r.next()) != M10Event.END; ) {
 *         if (ev == M10Event.HSP) use(r.hsp());      // reused object: copy what you keep
 *     }
 * }   // M10TruncatedException after the last complete alignment if the end marker is missing
 * </pre>
 * Errors are {@link M10FormatException}s naming source, line and what was expected; after one,
 * every call of {@link #next()} throws it again. A reader is confined to one thread (not
 * thread-safe); distinct readers are independent.
 */
public final class M10Reader implements Closeable {
  // parser states (package-private for LineBody)
  static final int NONE = 0;
  static final int QPARAMS = 1;
  static final int ALN = 2;
  static final int Q = 3;
  static final int H = 4;
  static final int CONS = 5;
  // what readInOnePass read
  private static final int NOTHING = 0;
  private static final int LINES = 1;
  private static final int NEXT_ALIGNMENT = 2;
  private static final byte[] QUERY_LINE = Bytes.ascii("Query");
  private static final byte[] VERSION_LINE = Bytes.ascii(" version");
  private static final byte[] DOTS = Bytes.ascii(" ..");

  private final LineSource src;
  private final String source;
  private final M10Hsp hsp = new M10Hsp();
  private final HspFinisher finisher = new HspFinisher();
  private final ScoreTemplate template = new ScoreTemplate();
  private boolean preamble = true;
  private String program;
  private boolean tfast;
  private String version;
  private String target;
  private int state = NONE;
  private boolean wantTarget;
  private boolean ended;
  private boolean sawQueryEnd;
  private boolean qtop;
  private M10Query current;
  private String header;
  private String blockTarget;
  private List<Map.Entry<String, String>> params;
  private int qindex;
  private int hitIndex;
  private int lastHitIndex;
  private int hspIndex;
  private boolean haveHit;
  private boolean hspOpen;
  private long hspCount;
  private int stage;
  private boolean atEnd;
  private M10FormatException failure;

  /** Reads {@code in} (not decompressed; see {@link #open(Path)}), which this reader owns and closes. */
  public M10Reader(InputStream in, String sourceName) {
    this(in, sourceName, false, LineSource.DEFAULT_BUFFER);
  }

  M10Reader(InputStream in, String sourceName, boolean gzip, int bufferSize) {
    this.source = sourceName;
    this.src = new LineSource(in, sourceName, gzip, bufferSize);
  }

  /**
   * Opens a plain or gzip-compressed file (detected by its magic bytes, not its name).
   *
   * @throws IOException           if the file cannot be opened (e.g. NoSuchFileException)
   * @throws M10FormatException    if the gzip header is corrupt
   */
  public static M10Reader open(Path file) throws IOException {
    return open(file, Files.newInputStream(file));
  }

  /**
   * Reads the bytes of {@code file} from {@code raw} (e.g. a counting stream over the file),
   * plain or gzip-compressed as {@link #open(Path)} does; the reader owns {@code raw} and closes
   * it (also when this throws).
   *
   * @throws M10FormatException    if the gzip header is corrupt
   */
  public static M10Reader open(Path file, InputStream raw) throws IOException {
    return Inputs.open(file, raw);
  }

  /**
   * Advances to the next event: {@link M10Event#QUERY} (see {@link #query()}),
   * {@link M10Event#HSP} (see {@link #hsp()}) or {@link M10Event#END}.
   *
   * @throws M10TruncatedException after the last complete alignment, if the end marker is missing
   * @throws M10FormatException    on malformed or unreadable input
   */
  public M10Event next() {
    if (failure != null) {
      throw failure;
    }
    if (atEnd) {
      return M10Event.END;
    }
    try {
      return advance();
    } catch (M10FormatException e) {
      failure = e;
      throw e;
    }
  }

  /** The current query: the one of the last QUERY event, or of the current alignment. */
  public M10Query query() {
    return current;
  }

  /** The current alignment (after an HSP event). Reused: valid until the next {@link #next()}. */
  public M10Hsp hsp() {
    return hsp;
  }

  /** Name of the input as given (file path for {@link #open(Path)}). */
  public String source() {
    return source;
  }

  /** 1-based number of the line read last. */
  public long lineNumber() {
    return src.lineNo;
  }

  /** Number of complete alignments returned so far. */
  public long alignmentsRead() {
    return hspCount;
  }

  /** Program flavour from the preamble ({@code "ssearch"}, {@code "fasta"}, ...), or null. */
  public String program() {
    return program;
  }

  /** Version from the preamble, or null. */
  public String version() {
    return version;
  }

  @Override
  public void close() throws IOException {
    src.close();
  }

  private M10Event advance() {
    final LineSource s = src;
    for (;;) {
      // stage: 0 = read a new line; 2 = resume after QUERY; 3 = resume after HSP (the line
      // that closed an alignment is handled on the next call, after the caller used it)
      if (stage == 0) {
        int read = hspOpen && state >= ALN ? readInOnePass()
            : state == NONE && !hspOpen && !preamble && !wantTarget ? skipIgnored() : NOTHING;
        if (read == LINES) {
          continue;
        }
        if (read == NOTHING) {
          if (!s.next()) {
            return atEof();
          }
          if (preamble) {
            preambleLine(s.buf, s.start, s.end);
            continue;
          }
          qtop = s.gt >= 0 && !LineBody.startsTripleGt(s.buf, s.start, s.end)
              && Bytes.indexOfTripleGt(s.buf, s.gt, s.end) >= 0;
          if (state == QPARAMS && (s.end == s.start || s.buf[s.start] != ';')) {
            state = NONE;
            stage = 2;
            return emitQuery();
          }
        }
      }
      if (stage != 3) {
        if (wantTarget) {
          wantTarget = false;
          target = TextLines.target(s.buf, s.start, s.end);
        }
        if (hspOpen && closes(s.buf, s.start, s.end)) {
          stage = 3;
          closeHsp();
          return M10Event.HSP;
        }
      }
      stage = 0;
      LineBody.handle(this, s.buf, s.start, s.end);
    }
  }

  /**
   * Reads the next lines of an alignment while {@link OnePassLines} can take them, each in one
   * pass over its bytes, and then the {@code >>} or {@code >--} line that starts the next
   * alignment if it can: {@link #NOTHING} read, {@link #LINES} read, or lines and then
   * {@link #NEXT_ALIGNMENT}, the current line, which {@link LineSource#next()} would have given.
   */
  private int readInOnePass() {
    final LineSource s = src;
    int p = s.peek();
    if (p < 0 || wantTarget) {
      return NOTHING;
    }
    final byte[] b = s.buf;
    final int limit = s.limit();
    long x = OnePassLines.read(this, hsp, template, b, p, limit);
    hsp.raw.commit(b);
    int lines = (int) (x >>> 32);
    int next = (int) x;
    int lf = next < limit ? OnePassLines.alignmentStart(b, next, limit) : -1;
    qtop = false;
    if (lf >= 0) {
      s.take(next, lf, lines + 1);
      return NEXT_ALIGNMENT;
    }
    if (lines == 0) {
      return NOTHING;
    }
    s.take(next - 1, next - 1, lines);
    return LINES;
  }

  /**
   * Skips the lines {@link OnePassLines#ignoredLines} can tell this reader ignores in its state
   * (no alignment or parameter block open): {@link #LINES} or {@link #NOTHING} skipped.
   */
  private int skipIgnored() {
    final LineSource s = src;
    int p = s.peek();
    if (p < 0) {
      return NOTHING;
    }
    long x = OnePassLines.ignoredLines(s.buf, p, s.limit());
    int lines = (int) (x >>> 32);
    if (lines == 0) {
      return NOTHING;
    }
    s.take((int) x - 1, (int) x - 1, lines);
    qtop = false;
    return LINES;
  }

  private boolean closes(byte[] b, int s, int e) {
    if (qtop) {
      return true;
    }
    if (e - s < 2 || b[s] != '>') {
      return false;
    }
    return b[s + 1] == '>' || (b[s + 1] == '-' && e - s > 2 && b[s + 2] == '-');
  }

  private void preambleLine(byte[] b, int s, int e) {
    if (Bytes.startsWith(b, s, e, QUERY_LINE)) {
      preamble = false;
    } else if (Bytes.startsWith(b, s, e, VERSION_LINE)) {
      String v = TextLines.version(b, s, e);
      if (v != null) {
        version = v;
      }
    } else {
      String f = TextLines.flavour(b, s, e);
      if (f != null) {
        program = f;
        tfast = f.contains("tfast");
      }
    }
  }

  private M10Event emitQuery() {
    current = current.withBlock(program, version, blockTarget, header, params);
    return M10Event.QUERY;
  }

  private void closeHsp() {
    finisher.finish(hsp, program, version, tfast, template);
    hspOpen = false;
    hspCount++;
  }

  private M10Event atEof() {
    if (state == QPARAMS) {
      state = NONE;
      return emitQuery();
    }
    if (hspOpen && ended) {
      closeHsp();
      return M10Event.HSP;
    }
    atEnd = true;
    boolean legacy = legacy();
    if (ended || (legacy && sawQueryEnd && !hspOpen)) {
      return M10Event.END;
    }
    if (src.bytesRead() == 0) {
      throw new M10TruncatedException(source, 1, "empty file (0 bytes): expected FASTA -m 10 output", 0);
    }
    StringBuilder m = new StringBuilder("truncated: no end marker (")
        .append(legacy ? ">>><<< for FASTA " + version : ">>>///").append(") \u2014 ")
        .append(hspCount).append(" complete alignments read");
    if (hspOpen) {
      m.append("; unfinished alignment ").append(hsp.hitId).append(" (hit ").append(hsp.hitIndex)
          .append(", hsp ").append(hsp.hspIndex).append(") of query ").append(hsp.query.queryId());
    } else if (preamble) {
      m.append("; no \"Query\" line found: is this FASTA -m 10 output?");
    }
    throw new M10TruncatedException(source, src.lineNo, m.toString(), hspCount);
  }

  /** FASTA 34/35 end with ">>><<<" only; 36 writes ">>>///" at the end. */
  private boolean legacy() {
    if (version == null || version.isEmpty()) {
      return false;
    }
    int dot = version.indexOf('.');
    byte[] major = Bytes.ascii(dot < 0 ? version : version.substring(0, dot));
    int ps = Bytes.stripStart(major, 0, major.length);
    int v = Numbers.parseInt(major, ps, Bytes.stripEnd(major, ps, major.length));
    return v != Numbers.NULL_INT && v < 36;
  }

  // ---- callbacks from LineBody (the per-line state machine) ----

  M10FormatException error(String detail) {
    return new M10FormatException(source, src.lineNo, detail);
  }

  void titleLine(byte[] b, int s, int e) {
    current = TextLines.title(b, s, e, qindex, program, version, source, src.lineNo);
    qindex = current.queryIndex();
    hitIndex = 0;
    state = NONE;
    wantTarget = true;
  }

  void endMarker() {
    ended = true;
    state = NONE;
  }

  void queryEndMarker() {
    sawQueryEnd = true;
    state = NONE;
  }

  void blockStart(byte[] b, int s, int e) {
    if (current == null) {
      throw error("parameter block " + Bytes.excerpt(b, s, e) + " before any query title line: expected "
          + "\"  N>>>ID DESCRIPTION - LENGTH nt\" first");
    }
    state = QPARAMS;
    header = Bytes.str(b, s + 3, e);
    blockTarget = target;
    params = new ArrayList<>();
  }

  void param(String key, String value) {
    params.add(Map.entry(key, value));
  }

  void hitLine(byte[] b, int s, int e) {
    if (current == null) {
      throw error("alignment " + Bytes.excerpt(b, s, e) + " before any query title line: expected "
          + "\"  N>>>ID DESCRIPTION - LENGTH nt\" first");
    }
    hitIndex++;
    lastHitIndex = hitIndex;
    int bs = Bytes.stripStart(b, s + 2, e);
    int be = Bytes.stripEnd(b, bs, e);
    int sp = Bytes.indexOf(b, bs, be, (byte) ' ');
    hsp.hitId.set(b, bs, (sp < 0 ? be : sp) - bs);
    hsp.hitDesc.set(b, sp < 0 ? be : sp + 1, sp < 0 ? 0 : be - sp - 1);
    haveHit = true;
    hspIndex = 1;
    startHsp();
  }

  void repeatLine() {
    if (!haveHit) {
      throw error("\">--\" (repeat alignment) before any \">>\" hit line");
    }
    hspIndex++;
    startHsp();
  }

  private void startHsp() {
    hsp.reset(current, lastHitIndex, hspIndex);
    template.start();
    hspOpen = true;
    state = ALN;
  }

  /** A ">NAME .." line inside an alignment: query side right after the score lines, else library side. */
  void subBlockLine(byte[] b, int s, int e) {
    M10SubBlock side = state == ALN ? hsp.q : hsp.h;
    state = state == ALN ? Q : H;
    if (side.present) {
      side.reset();                 // a second sub-block for this side; a side not present is as reset() left it
    }
    side.present = true;
    int dots = Bytes.lastIndexOf(b, s + 1, e, DOTS);
    int ns = Bytes.stripStart(b, s + 1, dots < 0 ? e : dots);
    side.name.set(b, ns, Bytes.stripEnd(b, ns, dots < 0 ? e : dots) - ns);
  }

  int state() {
    return state;
  }

  boolean hspOpen() {
    return hspOpen;
  }

  M10Hsp hspInProgress() {
    return hsp;
  }

  void consStart() {
    hsp.hasCons = true;
    hsp.alConsRaw.clear();
    state = CONS;
  }

  boolean qtop() {
    return qtop;
  }
}
