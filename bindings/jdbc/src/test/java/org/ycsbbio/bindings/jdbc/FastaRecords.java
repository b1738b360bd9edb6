package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.ycsbbio.core.testing.Fields.strings;
import static org.ycsbbio.core.testing.Fields.values;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * Records shaped like FastaWorkload's (docs/fasta.md): tables task/rna/gs/align with differing
 * field sets, field names that need quoting ({@code pg_open-ext}) or are SQL words
 * ({@code begin}, {@code end}), and task records whose search parameters differ, so columns are
 * added as records arrive. {@link #loadAndCheck} writes them through a client and reads them
 * back.
 */
final class FastaRecords {
  /** One record: table, key, field → value. */
  record Rec(String table, String key, Map<String, String> fields) {
  }

  private FastaRecords() {
  }

  /** Two queries of one file, three alignments each; the second task has extra parameters. */
  static List<Rec> sample(String prefix) {
    List<Rec> out = new ArrayList<>();
    for (int q = 1; q <= 2; q++) {
      String task = String.format(Locale.ROOT, "f0000000012q%07d", q);
      Map<String, String> t = new LinkedHashMap<>();
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
        String key = task + String.format(Locale.ROOT, "a%07d", a);
        out.add(new Rec(prefix + "rna", key, Map.of("query_id", "RNA_" + q, "begin", "" + a,
            "end", "" + (a + 40), "length", "41", "strand", "+", "sequence",
            "ACGU-ACGUACGU".repeat(a))));
        out.add(new Rec(prefix + "gs", key, Map.of("seq_id", "NM_00" + a, "begin", "" + (a + 90),
            "end", "" + (a + 50), "length", "41", "strand", "-", "sequence", "TTGCA".repeat(9))));
        out.add(new Rec(prefix + "align", key, Map.of("task", task, "rna", key, "gs", key,
            "hit", "" + a, "hsp", "1", "opt", "" + (200 + a), "z_score", "180." + a,
            "bits", "48.9", "expect", "2.6e-51", "ident", "0.81" + a)));
      }
    }
    return out;
  }

  /** Inserts every record (through a client of {@code shards} shards), reads each back, scans each query's alignments, annotates one. */
  static void loadAndCheck(JdbcClient db, int shards, String prefix) {
    List<Rec> recs = sample(prefix);
    for (Rec r : recs) {
      Status s = db.insert(r.table(), r.key(), values(flatten(r.fields())));
      assertEquals(Status.OK, s, r.table() + " " + r.key());
    }
    for (Rec r : recs) {
      Map<String, ByteIterator> out = new HashMap<>();
      assertEquals(Status.OK, db.read(r.table(), r.key(), null, out), r.key());
      assertEquals(r.fields(), strings(out), r.table() + " " + r.key());
    }
    Map<String, ByteIterator> some = new HashMap<>();
    assertEquals(Status.OK, db.read(prefix + "task", "f0000000012q0000002",
        Set.of("pg_open-ext", "pg_ktup"), some));
    assertEquals(Map.of("pg_open-ext", "-10 -2", "pg_ktup", "2"), strings(some));

    // The alignments of one query are a contiguous key range (on the first key's shard).
    String first = "f0000000012q0000001a0000001";
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertEquals(Status.OK, db.scan(prefix + "align", first, 3, Set.of("hit", "expect"), rows));
    int shard = KeySharding.shardOf(first, shards);
    List<String> expectedHits = new ArrayList<>();
    for (int a = 1; a <= 3; a++) {
      String key = "f0000000012q0000001" + String.format(Locale.ROOT, "a%07d", a);
      if (KeySharding.shardOf(key, shards) == shard) {
        expectedHits.add("" + a);
      }
    }
    List<String> hits = new ArrayList<>();
    for (HashMap<String, ByteIterator> row : rows.subList(0, Math.min(rows.size(),
        expectedHits.size()))) {
      Map<String, String> fields = strings(row); // reading a ByteIterator consumes it
      assertEquals("2.6e-51", fields.get("expect"));
      hits.add(fields.get("hit"));
    }
    assertEquals(expectedHits, hits, "rows " + rows.size() + " shard " + shard);

    assertEquals(Status.OK, db.update(prefix + "align", first, values("note", "checked")));
    Map<String, ByteIterator> noted = new HashMap<>();
    assertEquals(Status.OK, db.read(prefix + "align", first, Set.of("note", "bits"), noted));
    assertEquals(Map.of("note", "checked", "bits", "48.9"), strings(noted));
  }

  private static String[] flatten(Map<String, String> m) {
    List<String> kv = new ArrayList<>();
    m.forEach((k, v) -> {
      kv.add(k);
      kv.add(v);
    });
    return kv.toArray(new String[0]);
  }
}
