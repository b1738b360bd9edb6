package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.ycsbbio.core.testing.Fields.strings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;

/**
 * Records shaped like FastaWorkload's (docs/fasta.md), for the bindings' round-trip tests: tables
 * task/rna/gs/align with differing field sets, field names that need quoting
 * ({@code pg_open-ext}) or are SQL/CQL words ({@code begin}, {@code end}), values kept byte for
 * byte ({@code 2.6e-51}), task records whose search parameters differ, so a schema grows as
 * records arrive, and every record's document number {@code t} ({@code 12.1}, {@code 12.2}, …). The checks here are the ones every binding shares; scans, whose order differs
 * per database, stay with each binding.
 */
public final class FastaRecords {
  /** Key of the first alignment of the first query; scans and annotations start here. */
  public static final String FIRST_ALIGNMENT = alignmentKey(1, 1);

  /** One record: table, key, field → value. */
  public record Rec(String table, String key, Map<String, String> fields) {
  }

  private FastaRecords() {
  }

  /** Key of alignment {@code a} (1-based) of query {@code q} (1-based) of file 12. */
  public static String alignmentKey(int q, int a) {
    return taskKey(q) + String.format(Locale.ROOT, "a%07d", a);
  }

  private static String taskKey(int q) {
    return String.format(Locale.ROOT, "f0000000012q%07d", q);
  }

  /**
   * Two queries of one file, three alignments each; the second task has extra parameters.
   * Tables are {@code <prefix>task}, {@code <prefix>rna}, {@code <prefix>gs}, {@code <prefix>align}.
   */
  public static List<Rec> sample(String prefix) {
    List<Rec> out = new ArrayList<>();
    int document = 0;
    for (int q = 1; q <= 2; q++) {
      String task = taskKey(q);
      Map<String, String> t = new LinkedHashMap<>();
      t.put("t", "12." + ++document);
      t.put("query_id", "RNA_" + q);
      t.put("query_len", "1" + q + "4");
      t.put("program", "ssearch36");
      t.put("pg_name", "SSEARCH");
      t.put("pg_open-ext", "-10 -2");
      t.put("mp_KS", "-2.0");
      if (q == 2) {
        t.put("pg_ktup", "2");                 // a field the table does not have yet
        t.put("mp_Algorithm", "Smith-Waterman (SSE2, Michael Farrar 2006) (7.2 Nov 2010)");
      }
      out.add(new Rec(prefix + "task", task, t));
      for (int a = 1; a <= 3; a++) {
        String key = alignmentKey(q, a);
        out.add(new Rec(prefix + "rna", key, Map.of("t", "12." + ++document, "query_id",
            "RNA_" + q, "begin", "" + a, "end", "" + (a + 40), "length", "41", "strand", "+",
            "sequence", "ACGU-ACGUACGU".repeat(a))));
        out.add(new Rec(prefix + "gs", key, Map.of("t", "12." + ++document, "seq_id", "NM_00" + a,
            "begin", "" + (a + 90), "end", "" + (a + 50), "length", "41", "strand", "-",
            "sequence", "TTGCA".repeat(9))));
        out.add(new Rec(prefix + "align", key, Map.ofEntries(Map.entry("t", "12." + ++document),
            Map.entry("task", task), Map.entry("rna", key), Map.entry("gs", key),
            Map.entry("hit", "" + a), Map.entry("hsp", "1"), Map.entry("opt", "" + (200 + a)),
            Map.entry("z_score", "180." + a), Map.entry("bits", "48.9"),
            Map.entry("expect", "2.6e-51"), Map.entry("ident", "0.81" + a))));
      }
    }
    return out;
  }

  /** Field → value map of {@code r} as YCSB passes it to {@code insert}. */
  public static Map<String, ByteIterator> values(Rec r) {
    List<String> kv = new ArrayList<>();
    r.fields().forEach((k, v) -> {
      kv.add(k);
      kv.add(v);
    });
    return Fields.values(kv.toArray(new String[0]));
  }

  /** Inserts every record; each must be {@link Status#OK}. */
  public static void insertAll(DB db, List<Rec> recs) {
    for (Rec r : recs) {
      assertEquals(Status.OK, db.insert(r.table(), r.key(), values(r)), r.table() + " " + r.key());
    }
  }

  /**
   * Reads every record back whole and checks its fields; {@code afterRead} runs after each read,
   * before the fields are compared (e.g. to check the node the client named).
   */
  public static void readBackAll(DB db, List<Rec> recs, Consumer<Rec> afterRead) {
    for (Rec r : recs) {
      Map<String, ByteIterator> out = new HashMap<>();
      assertEquals(Status.OK, db.read(r.table(), r.key(), null, out), r.key());
      afterRead.accept(r);
      assertEquals(r.fields(), strings(out), r.table() + " " + r.key());
    }
  }

  /** Reads two search parameters of the second task, one of which only that task has. */
  public static void readSomeTaskFields(DB db, String prefix) {
    Map<String, ByteIterator> some = new HashMap<>();
    assertEquals(Status.OK, db.read(prefix + "task", taskKey(2),
        Set.of("pg_open-ext", "pg_ktup"), some));
    assertEquals(Map.of("pg_open-ext", "-10 -2", "pg_ktup", "2"), strings(some));
  }

  /** The {@code hit} of each scanned alignment row, in order; each row's expect must be kept. */
  public static List<String> hitsOf(List<? extends Map<String, ByteIterator>> rows) {
    List<String> hits = new ArrayList<>();
    for (Map<String, ByteIterator> row : rows) {
      Map<String, String> fields = strings(row); // reading a ByteIterator consumes it
      assertEquals("2.6e-51", fields.get("expect"));
      hits.add(fields.get("hit"));
    }
    return hits;
  }

  /**
   * Adds field {@code note} to {@link #FIRST_ALIGNMENT} and reads it back with
   * {@code keptField}, which must still hold {@code keptValue}.
   */
  public static void annotateFirst(DB db, String prefix, String keptField, String keptValue) {
    assertEquals(Status.OK, db.update(prefix + "align", FIRST_ALIGNMENT,
        Fields.values("note", "checked")));
    Map<String, ByteIterator> noted = new HashMap<>();
    assertEquals(Status.OK, db.read(prefix + "align", FIRST_ALIGNMENT, Set.of("note", keptField),
        noted));
    assertEquals(Map.of("note", "checked", keptField, keptValue), strings(noted));
  }
}
