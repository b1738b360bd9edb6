package org.ycsbbio.fasta.m10;

import java.util.List;
import java.util.Map;

/**
 * One query of an {@code -m 10} file: the title line {@code "  N>>>ID DESC - LEN nt"} plus, once
 * read, the {@code >>>ID, LEN nt vs LIB library} block with its {@code ; pg_*} / {@code ; mp_*}
 * parameters (the "task" document). Immutable and thread-safe.
 */
public final class M10Query {
  private final int queryIndex;
  private final String queryId;
  private final String queryDesc;
  private final int queryLen;
  private final String queryUnit;
  private final String queryNote;
  private final String program;
  private final String version;
  private final String target;
  private final String header;
  private final List<Map.Entry<String, String>> params;

  M10Query(int queryIndex, String queryId, String queryDesc, int queryLen, String queryUnit,
       String queryNote, String program, String version, String target, String header,
       List<Map.Entry<String, String>> params) {
    this.queryIndex = queryIndex;
    this.queryId = queryId;
    this.queryDesc = queryDesc;
    this.queryLen = queryLen;
    this.queryUnit = queryUnit;
    this.queryNote = queryNote;
    this.program = program;
    this.version = version;
    this.target = target;
    this.header = header;
    this.params = List.copyOf(params);
  }

  /** Same title, with the parameter block. */
  M10Query withBlock(String program, String version, String target, String header,
             List<Map.Entry<String, String>> params) {
    return new M10Query(queryIndex, queryId, queryDesc, queryLen, queryUnit, queryNote,
        program, version, target, header, params);
  }

  /** 1-based number of the query in the file (the N of {@code "  N>>>"}). */
  public int queryIndex() {
    return queryIndex;
  }

  /** First word of the title line. */
  public String queryId() {
    return queryId;
  }

  /** Rest of the title line before {@code " - LEN nt"} (may be truncated by FASTA). */
  public String queryDesc() {
    return queryDesc;
  }

  /** Query length from the title line. */
  public int queryLen() {
    return queryLen;
  }

  /** {@code "nt"} or {@code "aa"}. */
  public String queryUnit() {
    return queryUnit;
  }

  /** {@code null}, or the parenthesised note after the length, e.g. {@code "reverse complement"}. */
  public String queryNote() {
    return queryNote;
  }

  /** Program flavour from the preamble ({@code "ssearch"}, {@code "fasta"}, ...), or null. */
  public String program() {
    return program;
  }

  /** Version from the preamble's {@code " version"} line (e.g. {@code "36.3.8i"}), or null. */
  public String version() {
    return version;
  }

  /** Library name: second word of the line after the title line, or null. */
  public String target() {
    return target;
  }

  /** The {@code >>>} block line without {@code ">>>"}; null until that block has been read. */
  public String header() {
    return header;
  }

  /** The {@code ; key: value} lines of the {@code >>>} block, in file order (keys may repeat). */
  public List<Map.Entry<String, String>> params() {
    return params;
  }

  /** First value of a parameter, e.g. {@code param("pg_name")}, or null. */
  public String param(String key) {
    for (Map.Entry<String, String> e : params) {
      if (e.getKey().equals(key)) {
        return e.getValue();
      }
    }
    return null;
  }

  @Override
  public String toString() {
    return "M10Query[" + queryIndex + " " + queryId + ", " + queryLen + " " + queryUnit + "]";
  }
}
