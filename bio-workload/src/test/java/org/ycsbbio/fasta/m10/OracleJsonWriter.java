package org.ycsbbio.fasta.m10;

import java.io.Closeable;
import java.io.Flushable;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Test-side writer of the corpus's expected parses ({@code expected/<set>/<name>.jsonl.gz},
 * written by the corpus's Python reference parser): the same records as {@code fasta-dump},
 * but with Python's number formatting, compact separators, ASCII escapes and Biopython's error
 * texts, so that a parse can be compared with the expected file byte for byte. Not thread-safe.
 */
final class OracleJsonWriter implements Flushable, Closeable {
  private static final byte[] Q_HEAD = key("{\"type\":\"query\",\"query_index\"");
  private static final byte[] H_HEAD = key("{\"type\":\"hsp\",\"query_index\"");
  private static final byte[] QUERY_ID = key(",\"query_id\"");
  private static final byte[] QUERY_DESC = key(",\"query_desc\"");
  private static final byte[] QUERY_LEN = key(",\"query_len\"");
  private static final byte[] QUERY_UNIT = key(",\"query_unit\"");
  private static final byte[] QUERY_NOTE = key(",\"query_note\"");
  private static final byte[] PROGRAM = key(",\"program\"");
  private static final byte[] VERSION = key(",\"version\"");
  private static final byte[] TARGET = key(",\"target\"");
  private static final byte[] HEADER = key(",\"header\"");
  private static final byte[] PARAMS = key(",\"params\"");
  private static final byte[] HIT_INDEX = key(",\"hit_index\"");
  private static final byte[] HSP_INDEX = key(",\"hsp_index\"");
  private static final byte[] HIT_ID = key(",\"hit_id\"");
  private static final byte[] HIT_DESC = key(",\"hit_desc\"");
  private static final byte[] PREFIX = key(",\"prefix\"");
  private static final byte[] FRAME = key(",\"frame\"");
  private static final byte[] OPT = key(",\"opt\"");
  private static final byte[] INITN = key(",\"initn\"");
  private static final byte[] INIT1 = key(",\"init1\"");
  private static final byte[] Z_SCORE = key(",\"z_score\"");
  private static final byte[] BITS = key(",\"bits\"");
  private static final byte[] EXPECT = key(",\"expect\"");
  private static final byte[] SCORE = key(",\"score\"");
  private static final byte[] IDENT = key(",\"ident\"");
  private static final byte[] SIM = key(",\"sim\"");
  private static final byte[] OVERLAP = key(",\"overlap\"");
  private static final byte[] RAW = key(",\"raw\"");
  private static final byte[] AL_CONS_RAW = key(",\"al_cons_raw\"");
  private static final byte[] AL_CONS = key(",\"al_cons\"");
  private static final byte[] BP_ERROR = key(",\"bp_error\"");
  private static final String[] SIDE_KEYS = {"name", "sq_len", "sq_offset", "sq_type", "al_start", "al_stop",
    "al_display_start", "seq_raw", "seq", "strand", "extra"};
  private static final byte[][] Q_KEYS = sideKeys("q_");
  private static final byte[][] H_KEYS = sideKeys("h_");

  private final OracleJsonOut out;

  /** Writes to {@code out} through a 64 KiB buffer; {@link #close()} closes {@code out}. */
  OracleJsonWriter(OutputStream out) {
    this.out = new OracleJsonOut(out);
  }

  private static byte[] key(String k) {
    return (k + ":").getBytes(StandardCharsets.US_ASCII);
  }

  private static byte[][] sideKeys(String p) {
    byte[][] r = new byte[SIDE_KEYS.length][];
    for (int i = 0; i < r.length; i++) {
      r[i] = key(",\"" + p + SIDE_KEYS[i] + "\"");
    }
    return r;
  }

  private void title(byte[] head, M10Query q) {
    out.raw(head);
    out.num(q.queryIndex());
    out.raw(QUERY_ID);
    out.str(q.queryId());
    out.raw(QUERY_DESC);
    out.str(q.queryDesc());
    out.raw(QUERY_LEN);
    out.num(q.queryLen());
    out.raw(QUERY_UNIT);
    out.str(q.queryUnit());
    out.raw(QUERY_NOTE);
    out.str(q.queryNote());
  }

  /** One {@code {"type":"query",...}} line. */
  void writeQuery(M10Query q) {
    title(Q_HEAD, q);
    out.raw(PROGRAM);
    out.str(q.program());
    out.raw(VERSION);
    out.str(q.version());
    out.raw(TARGET);
    out.str(q.target());
    out.raw(HEADER);
    out.str(q.header());
    out.raw(PARAMS);
    out.raw('[');
    boolean first = true;
    for (Map.Entry<String, String> e : q.params()) {
      if (!first) {
        out.raw(',');
      }
      first = false;
      out.raw('[');
      out.str(e.getKey());
      out.raw(',');
      out.str(e.getValue());
      out.raw(']');
    }
    out.raw(']');
    out.raw('}');
    out.raw('\n');
  }

  /** One {@code {"type":"hsp",...}} line. */
  void writeHsp(M10Hsp h) {
    title(H_HEAD, h.query);
    out.raw(PROGRAM);
    out.str(h.program);
    out.raw(VERSION);
    out.str(h.version);
    out.raw(HIT_INDEX);
    out.num(h.hitIndex);
    out.raw(HSP_INDEX);
    out.num(h.hspIndex);
    out.raw(HIT_ID);
    out.str(h.hitId);
    out.raw(HIT_DESC);
    out.str(h.hitDesc);
    out.raw(PREFIX);
    out.str(h.hasPrefix ? h.prefix : null);
    out.raw(FRAME);
    out.str(h.hasFrame ? h.frame : null);
    out.raw(OPT);
    out.num(h.opt);
    out.raw(INITN);
    out.num(h.initn);
    out.raw(INIT1);
    out.num(h.init1);
    out.raw(Z_SCORE);
    out.num(h.zScore);
    out.raw(BITS);
    out.num(h.bits);
    out.raw(EXPECT);
    out.num(h.expect);
    out.raw(SCORE);
    out.num(h.score);
    out.raw(IDENT);
    out.num(h.ident);
    out.raw(SIM);
    out.num(h.sim);
    out.raw(OVERLAP);
    out.num(h.overlap);
    out.raw(RAW);
    map(h.raw);
    side(Q_KEYS, h.q);
    side(H_KEYS, h.h);
    out.raw(AL_CONS_RAW);
    out.str(h.alConsRaw());
    out.raw(AL_CONS);
    out.str(h.alCons());
    out.raw(BP_ERROR);
    out.str(BiopythonErrors.text(h));
    out.raw('}');
    out.raw('\n');
  }

  private void side(byte[][] k, M10SubBlock s) {
    out.raw(k[0]);
    out.str(s.present ? s.name : null);
    out.raw(k[1]);
    out.num(s.sqLen);
    out.raw(k[2]);
    out.num(s.sqOffset);
    out.raw(k[3]);
    out.str(s.hasSqType ? s.sqType : null);
    out.raw(k[4]);
    out.num(s.alStart);
    out.raw(k[5]);
    out.num(s.alStop);
    out.raw(k[6]);
    out.num(s.alDisplayStart);
    out.raw(k[7]);
    out.str(s.seqRaw);
    out.raw(k[8]);
    out.str(s.seq());
    out.raw(k[9]);
    out.num(s.strand);
    out.raw(k[10]);
    map(s.extra);
  }

  private void map(KvList kv) {
    out.raw('{');
    byte[] a = kv.arena();
    for (int i = 0; i < kv.size(); i++) {
      if (i > 0) {
        out.raw(',');
      }
      out.str(a, kv.keyOff(i), kv.keyEnd(i));
      out.raw(':');
      out.str(a, kv.valOff(i), kv.valEnd(i));
    }
    out.raw('}');
  }

  /**
   * Writes every event of {@code r}; returns the number of alignments. A format error propagates
   * after everything complete before it has been written (call {@link #flush()} to push it out).
   */
  long dump(M10Reader r) {
    long n = 0;
    for (M10Event ev; (ev = r.next()) != M10Event.END; ) {
      if (ev == M10Event.HSP) {
        writeHsp(r.hsp());
        n++;
      } else {
        writeQuery(r.query());
      }
    }
    return n;
  }

  @Override
  public void flush() {
    out.flush();
  }

  @Override
  public void close() {
    out.close();
  }
}
