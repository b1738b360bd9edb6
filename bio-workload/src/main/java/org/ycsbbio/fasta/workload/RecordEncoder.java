package org.ycsbbio.fasta.workload;

import java.util.Map;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.fasta.m10.M10Hsp;
import org.ycsbbio.fasta.m10.M10Query;
import org.ycsbbio.fasta.m10.M10SubBlock;
import site.ycsb.ByteIterator;

/**
 * Turns parsed SSEARCH results into the four record types of the experiment, with compact field
 * names (see docs/fasta.md for the schema). Every record starts with {@code t}, the document's
 * number in the load: {@code <file ordinal>.<position among the file's records>} (1-based, in
 * write order), like the running number every document of the thesis carries (seed 000, Listing
 * 4.3) and the field a database may be sharded on other than the key ({@link #T}).
 * <ul>
 *   <li>task: {@code query_id, query_desc, query_len, query_unit, program, version, library,
 *       file} and every {@code pg_*}/{@code mp_*} search parameter under its own name;</li>
 *   <li>rna (query fragment): {@code query_id, begin, end, length, strand, sequence};</li>
 *   <li>gs (library fragment): {@code seq_id, begin, end, length, strand, sequence};</li>
 *   <li>align: {@code task, rna, gs} (keys of the other three), {@code hit, hsp} (ordinals in
 *       the file), and the scores {@code frame, opt, z_score, bits, expect, score, ident, sim,
 *       overlap} exactly as written in the file.</li>
 * </ul>
 * Absent values (e.g. no frame in lalign output) are left out. Confined to one loading thread.
 */
@NotThreadSafe
final class RecordEncoder {
  /** Name of the document-number field every record carries. */
  static final String T = "t";

  private final RecordBuilder b = new RecordBuilder();
  private final DocumentNumber number = new DocumentNumber();

  /** Starts a record numbered {@code document} (1-based) among those of file {@code file}. */
  private RecordBuilder begin(long file, long document) {
    number.set(file, document);
    return b.begin().bytes(T, number.array(), 0, number.length());
  }

  Map<String, ByteIterator> task(M10Query q, String path, long file, long document) {
    begin(file, document).text("query_id", q.queryId()).text("query_desc", q.queryDesc())
        .number("query_len", q.queryLen()).text("query_unit", q.queryUnit())
        .text("program", q.program()).text("version", q.version())
        .text("library", q.target()).text("file", path);
    for (Map.Entry<String, String> p : q.params()) {
      b.text(p.getKey(), p.getValue());
    }
    return b.build();
  }

  Map<String, ByteIterator> rna(M10Hsp h, long file, long document) {
    begin(file, document).text("query_id", h.query().queryId());
    return fragment(h.q());
  }

  Map<String, ByteIterator> gs(M10Hsp h, long file, long document) {
    begin(file, document).text("seq_id", h.hitIdText());
    return fragment(h.h());
  }

  private Map<String, ByteIterator> fragment(M10SubBlock s) {
    if (s.hasAlStart() && s.hasAlStop()) {
      b.number("begin", s.alStart()).number("end", s.alStop())
          .number("length", Math.abs(s.alStop() - s.alStart()) + 1L);
    }
    if (s.hasStrand()) {
      b.number("strand", s.strand());
    }
    if (s.seq() != null) {
      b.text("sequence", s.seq());
    }
    return b.build();
  }

  Map<String, ByteIterator> align(M10Hsp h, String taskKey, String alignmentKey, long file,
      long document) {
    begin(file, document).ascii("task", taskKey).ascii("rna", alignmentKey).ascii("gs", alignmentKey)
        .number("hit", h.hitIndex()).number("hsp", h.hspIndex());
    h.forEachScore((name, src, offset, length) -> b.bytes(name, src, offset, length));
    return b.build();
  }
}
