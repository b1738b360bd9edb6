package org.ycsbbio.fasta.keys;

import java.nio.charset.StandardCharsets;

/**
 * Deterministic record keys, derived from ordinals only, so any client can compute the key of any
 * loaded record without a list of ids:
 * <ul>
 *   <li>task: {@code f<file>q<query>}, e.g. {@code f0000000012q0000001};</li>
 *   <li>rna, gs, align of one alignment: {@code f<file>q<query>a<alignment>}, e.g.
 *       {@code f0000000012q0000001a0000042} (the same key in each of the three tables).</li>
 * </ul>
 * {@code file} is the 0-based file ordinal of {@code InputFiles} (10 digits), {@code query} the
 * 1-based position of the query in its file (7 digits), {@code alignment} the 1-based position
 * of the alignment in its query in file order (7 digits; the hit and HSP numbers are stored as
 * fields). Fixed widths make keys sort like their ordinals, so all alignments of a query form one
 * contiguous key range: a scan from {@code a0000001} over the query's alignment count returns
 * exactly them. Keys of records inserted during the run phase start with {@code n} and never
 * collide with loaded ones; keys read as missing ({@link MissingKeys}) are loaded keys with a
 * suffix, longer than any key of this scheme.
 */
public final class KeyScheme {
  static final long MAX_FILE = 9_999_999_999L;
  static final int MAX_ORDINAL = 9_999_999;
  private static final int TASK_LENGTH = 19;
  private static final int ALIGNMENT_LENGTH = 27;

  private KeyScheme() {
  }

  /** The task key of query {@code query} (1-based) of file {@code file}. */
  public static String task(long file, int query) {
    byte[] b = new byte[TASK_LENGTH];
    writeTask(b, file, query);
    return new String(b, StandardCharsets.ISO_8859_1);
  }

  /** The rna/gs/align key of alignment {@code alignment} (1-based) of a query. */
  public static String alignment(long file, int query, int alignment) {
    return new String(alignmentBytes(file, query, alignment), StandardCharsets.ISO_8859_1);
  }

  /**
   * Appends the task key of query {@code query} of file {@code file} to {@code b}, allocating
   * nothing (the run phase's reads reuse one builder per thread).
   */
  public static void appendTask(StringBuilder b, long file, int query) {
    checkFile(file);
    b.append('f');
    pad(b, file, 10);
    b.append('q');
    pad(b, check(query, "query"), 7);
  }

  /** Appends the rna/gs/align key of alignment {@code alignment} of a query to {@code b}. */
  public static void appendAlignment(StringBuilder b, long file, int query, int alignment) {
    appendTask(b, file, query);
    b.append('a');
    pad(b, check(alignment, "alignment"), 7);
  }

  private static byte[] alignmentBytes(long file, int query, int alignment) {
    byte[] b = new byte[ALIGNMENT_LENGTH];
    writeTask(b, file, query);
    b[TASK_LENGTH] = 'a';
    writeDigits(b, ALIGNMENT_LENGTH, check(alignment, "alignment"), 7);
    return b;
  }

  /**
   * Writes the task key into {@code b[0, TASK_LENGTH)}: the load makes a key per record, so its
   * keys are written as bytes (one copy into the {@code String}), not through a builder.
   */
  private static void writeTask(byte[] b, long file, int query) {
    checkFile(file);
    b[0] = 'f';
    writeDigits(b, 11, (int) (file % 1_000_000_000), 9);
    b[1] = (byte) ('0' + file / 1_000_000_000);
    b[11] = 'q';
    writeDigits(b, TASK_LENGTH, check(query, "query"), 7);
  }

  /** Writes {@code value} (0 to 10^width - 1) as {@code width} digits ending before {@code end}. */
  private static void writeDigits(byte[] b, int end, int value, int width) {
    for (int i = end - 1; i >= end - width; i--) {
      int next = value / 10;
      b[i] = (byte) ('0' + value - next * 10);
      value = next;
    }
  }

  /** The key of the {@code seq}-th record inserted in the run phase by {@code client}/{@code thread}. */
  public static String runInsert(int client, int thread, long seq) {
    StringBuilder b = new StringBuilder(32).append('n');
    pad(b, client, 4);
    b.append('t');
    pad(b, thread, 4);
    b.append('s');
    pad(b, seq, 12);
    return b.toString();
  }

  private static void checkFile(long file) {
    if (file < 0 || file > MAX_FILE) {
      throw new IllegalArgumentException("file ordinal out of range: " + file);
    }
  }

  private static int check(int ordinal, String what) {
    if (ordinal < 1 || ordinal > MAX_ORDINAL) {
      throw new IllegalArgumentException(what + " ordinal out of range 1.." + MAX_ORDINAL + ": "
          + ordinal);
    }
    return ordinal;
  }

  /** Appends {@code value} as exactly {@code width} decimal digits (callers check the range). */
  private static void pad(StringBuilder b, long value, int width) {
    int start = b.length();
    b.setLength(start + width);
    for (int i = start + width - 1; i >= start; i--) {
      b.setCharAt(i, (char) ('0' + value % 10));
      value /= 10;
    }
    if (value != 0) {
      throw new IllegalArgumentException("ordinal does not fit in " + width + " digits");
    }
  }
}
