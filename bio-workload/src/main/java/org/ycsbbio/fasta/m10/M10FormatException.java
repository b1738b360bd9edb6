package org.ycsbbio.fasta.m10;

import org.ycsbbio.core.api.WorkloadParseException;

/**
 * The input is not well-formed FASTA {@code -m 10} output (or could not be read / decompressed).
 * The message has the form {@code SOURCE:LINE: what was wrong / what was expected}.
 * Instances are immutable.
 */
public class M10FormatException extends WorkloadParseException {
  private static final long serialVersionUID = 1L;

  private final String detail;

  /**
   * @param source name of the input (usually the file name)
   * @param line   1-based line number the problem was found at
   * @param detail what was wrong, without the {@code SOURCE:LINE:} prefix
   */
  public M10FormatException(String source, long line, String detail) {
    this(source, line, detail, null);
  }

  /** As {@link #M10FormatException(String, long, String)}, with the underlying cause (e.g. a ZipException). */
  public M10FormatException(String source, long line, String detail, Throwable cause) {
    super(source, line, detail, cause);
    this.detail = detail;
  }

  /** The message without the {@code SOURCE:LINE:} prefix. */
  public String detail() {
    return detail;
  }
}
