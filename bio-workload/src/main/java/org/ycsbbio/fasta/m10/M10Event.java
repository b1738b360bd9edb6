package org.ycsbbio.fasta.m10;

/** What {@link M10Reader#next()} found: a query parameter block, a complete alignment, or the end. */
public enum M10Event {
  /** A query's {@code >>>ID, LEN nt vs LIB library} parameter block; see {@link M10Reader#query()}. */
  QUERY,
  /** A complete alignment (HSP); see {@link M10Reader#hsp()}. */
  HSP,
  /** The input ended properly; every further call returns {@code END} again. */
  END
}
