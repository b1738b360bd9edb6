package org.ycsbbio.fasta.keys;

/**
 * The four record types of the SSEARCH experiment, each loaded into its own table (or
 * collection, bucket): {@code task} (the search parameters of one query), {@code rna} (the query
 * fragment of one alignment), {@code gs} (its library fragment), {@code align} (its scores, with
 * links to the other three).
 */
public enum RecordType {
  TASK, RNA, GS, ALIGN;

  /** The default table name: the lower-case type name. */
  public String defaultTable() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
