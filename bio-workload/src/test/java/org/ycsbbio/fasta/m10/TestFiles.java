package org.ycsbbio.fasta.m10;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/** Shared helpers for the unit tests: the synthetic file (and its oracle output) and dumping. */
final class TestFiles {
  private TestFiles() {
  }

  static byte[] resource(String name) {
    try (InputStream in = TestFiles.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** synthetic.m10: 2 queries (the second without hits), 3 alignments incl. a repeat and bp errors. */
  static String synthetic() {
    return new String(resource("synthetic.m10"), StandardCharsets.UTF_8);
  }

  /** The oracle's output ({@code oracle.py synthetic.m10 --queries}). */
  static byte[] syntheticJson() {
    return resource("synthetic.jsonl");
  }

  static M10Reader reader(String text, String name) {
    return new M10Reader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), name);
  }

  static M10Reader reader(byte[] bytes, String name) {
    return new M10Reader(new ByteArrayInputStream(bytes), name);
  }

  /** Dumps all events in the corpus's expected format; returns the JSON bytes (an exception propagates). */
  static byte[] dump(M10Reader r) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    OracleJsonWriter w = new OracleJsonWriter(out);
    w.dump(r);
    w.flush();
    return out.toByteArray();
  }

  /** The events until END or an exception (which is recorded as the last element's class name). */
  static List<String> events(M10Reader r) {
    List<String> ev = new ArrayList<>();
    try {
      for (M10Event e; (e = r.next()) != M10Event.END; ) {
        ev.add(e.name());
      }
      ev.add("END");
    } catch (M10FormatException e) {
      ev.add(e.getClass().getSimpleName());
    }
    return ev;
  }

  static byte[] gzip(byte[] data) {
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(bo)) {
      gz.write(data);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bo.toByteArray();
  }

  static String firstLines(String text, int n) {
    StringBuilder sb = new StringBuilder();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < n && i < lines.length; i++) {
      sb.append(lines[i]).append('\n');
    }
    return sb.toString();
  }
}
