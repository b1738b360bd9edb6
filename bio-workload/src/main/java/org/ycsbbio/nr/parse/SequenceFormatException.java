package org.ycsbbio.nr.parse;

import org.ycsbbio.core.api.WorkloadParseException;

/**
 * A FASTA sequence file is damaged or could not be read; the message has the form
 * {@code FILE:LINE: what was wrong}. Immutable.
 */
public class SequenceFormatException extends WorkloadParseException {
  private static final long serialVersionUID = 1L;

  /**
   * @param source the file name
   * @param line 1-based line the problem was found at
   * @param problem what was wrong, without the {@code FILE:LINE:} prefix
   */
  public SequenceFormatException(String source, long line, String problem) {
    super(source, line, problem);
  }

  /** As {@link #SequenceFormatException(String, long, String)}, keeping the cause. */
  public SequenceFormatException(String source, long line, String problem, Throwable cause) {
    super(source, line, problem, cause);
  }
}
