package org.ycsbbio.fasta.m10;

/**
 * The input ended before its end marker ({@code >>>///}; FASTA 34/35: a final {@code >>><<<}),
 * including the case of an empty input. Thrown by {@link M10Reader#next()} only after every
 * complete alignment has been returned; an alignment that no following marker closed is dropped.
 */
public class M10TruncatedException extends M10FormatException {
  private static final long serialVersionUID = 1L;

  private final long completeAlignments;

  /**
   * @param source             name of the input
   * @param line               number of the last line read (1-based; 1 for an empty input)
   * @param detail             message without the {@code SOURCE:LINE:} prefix
   * @param completeAlignments number of complete alignments returned before the end
   */
  public M10TruncatedException(String source, long line, String detail, long completeAlignments) {
    super(source, line, detail);
    this.completeAlignments = completeAlignments;
  }

  /** Number of complete alignments ({@link M10Event#HSP} events) returned before the truncation. */
  public long completeAlignments() {
    return completeAlignments;
  }
}
