package org.ycsbbio.fasta.cli;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import org.ycsbbio.fasta.m10.M10Event;
import org.ycsbbio.fasta.m10.M10Hsp;
import org.ycsbbio.fasta.m10.M10Query;
import org.ycsbbio.fasta.m10.M10Reader;
import org.ycsbbio.fasta.m10.M10SubBlock;
import org.ycsbbio.fasta.m10.M10Text;

/**
 * Writes parsed {@code -m 10} output as JSON Lines, the schema of {@code docs/fasta.md}
 * ("fasta-dump output"): one {@code {"type":"query",...}} object per {@link M10Event#QUERY} and
 * one {@code {"type":"hsp",...}} object per {@link M10Event#HSP}, UTF-8, one per line; absent
 * values are {@code null}. Does not close the stream it writes to. Not thread-safe.
 */
public final class M10JsonLines implements Flushable, Closeable {
  private static final JsonFactory JSON = JsonFactory.builder()
      .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
      .build();

  private final JsonGenerator g;

  /** Writes UTF-8 to {@code out}, buffered; the caller owns {@code out}. */
  public M10JsonLines(OutputStream out) {
    try {
      g = JSON.createGenerator(out, JsonEncoding.UTF8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    g.setRootValueSeparator(null);
  }

  /** Writes every event of {@code r}; a format error propagates after the complete records before it. */
  public long dump(M10Reader r) {
    long n = 0;
    try {
      for (M10Event ev; (ev = r.next()) != M10Event.END; ) {
        if (ev == M10Event.HSP) {
          hsp(r.hsp());
          n++;
        } else {
          query(r.query());
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return n;
  }

  private void title(String type, M10Query q) throws IOException {
    g.writeStartObject();
    g.writeStringField("type", type);
    g.writeNumberField("query_index", q.queryIndex());
    g.writeStringField("query_id", q.queryId());
    g.writeStringField("query_desc", q.queryDesc());
    g.writeNumberField("query_len", q.queryLen());
    g.writeStringField("query_unit", q.queryUnit());
    g.writeStringField("query_note", q.queryNote());
  }

  private void query(M10Query q) throws IOException {
    title("query", q);
    g.writeStringField("program", q.program());
    g.writeStringField("version", q.version());
    g.writeStringField("target", q.target());
    g.writeStringField("header", q.header());
    g.writeArrayFieldStart("params");
    for (Map.Entry<String, String> p : q.params()) {
      g.writeStartArray();
      g.writeString(p.getKey());
      g.writeString(p.getValue());
      g.writeEndArray();
    }
    g.writeEndArray();
    end();
  }

  private void hsp(M10Hsp h) throws IOException {
    title("hsp", h.query());
    g.writeStringField("program", h.program());
    g.writeStringField("version", h.version());
    g.writeNumberField("hit_index", h.hitIndex());
    g.writeNumberField("hsp_index", h.hspIndex());
    g.writeStringField("hit_id", h.hitId());
    g.writeStringField("hit_desc", h.hitDesc());
    g.writeStringField("prefix", h.prefix());
    g.writeStringField("frame", h.frame());
    integer("opt", h.opt());
    integer("initn", h.initn());
    integer("init1", h.init1());
    real("z_score", h.zScore());
    real("bits", h.bits());
    real("expect", h.expect());
    integer("score", h.score());
    real("ident", h.ident());
    real("sim", h.sim());
    integer("overlap", h.overlap());
    map("raw", h.raw());
    side("q_", h.q());
    side("h_", h.h());
    text("al_cons_raw", h.alConsRaw());
    text("al_cons", h.alCons());
    g.writeStringField("bp_error", h.trimError());
    end();
  }

  private void side(String p, M10SubBlock s) throws IOException {
    g.writeStringField(p + "name", s.name());
    integer(p + "sq_len", s.sqLen());
    integer(p + "sq_offset", s.sqOffset());
    g.writeStringField(p + "sq_type", s.sqType());
    integer(p + "al_start", s.alStart());
    integer(p + "al_stop", s.alStop());
    integer(p + "al_display_start", s.alDisplayStart());
    text(p + "seq_raw", s.seqRaw());
    text(p + "seq", s.seq());
    integer(p + "strand", s.strand());
    map(p + "extra", s.extra());
  }

  private void integer(String name, int v) throws IOException {
    if (v == M10Hsp.NULL_INT) {
      g.writeNullField(name);
    } else {
      g.writeNumberField(name, v);
    }
  }

  private void real(String name, double v) throws IOException {
    if (Double.isNaN(v)) {
      g.writeNullField(name);
    } else {
      g.writeNumberField(name, v);
    }
  }

  private void text(String name, M10Text t) throws IOException {
    g.writeStringField(name, t == null ? null : t.toString());
  }

  private void map(String name, Map<String, String> m) throws IOException {
    g.writeObjectFieldStart(name);
    for (Map.Entry<String, String> e : m.entrySet()) {
      g.writeStringField(e.getKey(), e.getValue());
    }
    g.writeEndObject();
  }

  private void end() throws IOException {
    g.writeEndObject();
    g.writeRaw('\n');
  }

  @Override
  public void flush() {
    try {
      g.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    try {
      g.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
