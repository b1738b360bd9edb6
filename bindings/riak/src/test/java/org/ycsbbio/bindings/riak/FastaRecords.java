package org.ycsbbio.bindings.riak;

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
 * Records shaped like FastaWorkload's (docs/fasta.md): buckets task/rna/gs/align with differing
 * field sets, field names with dashes and SQL words, values with punctuation. {@link
 * #loadAndCheck} writes them through a client, reads each back (naming the routed node), scans
 * one query's alignments and annotates one.
 */
final class FastaRecords {
  /** One record: table, key, field → value. */
  record Rec(String table, String key, Map<String, String> fields) {
  }

  private FastaRecords() {
  }

  /** Two queries of one file, three alignments each. */
  static List<Rec> sample() {
    List<Rec> out = new ArrayList<>();
    for (int q = 1; q <= 2; q++) {
      String task = String.format(Locale.ROOT, "f0000000012q%07d", q);
      Map<String, String> t = new LinkedHashMap<>();
      t.put("query_id", "RNA_" + q);
      t.put("query_len", "1" + q + "4");
      t.put("program", "ssearch36");
      t.put("pg_open-ext", "-10 -2");
      t.put("mp_KS", "-2.0");
      if (q == 2) {
        t.put("mp_Algorithm", "Smith-Waterman (SSE2, Michael Farrar 2006) (7.2 Nov 2010)");
      }
      out.add(new Rec("task", task, t));
      for (int a = 1; a <= 3; a++) {
        String key = task + String.format(Locale.ROOT, "a%07d", a);
        out.add(new Rec("rna", key, Map.of("query_id", "RNA_" + q, "begin", "" + a,
            "end", "" + (a + 40), "sequence", "ACGU-ACGUACGU".repeat(a))));
        out.add(new Rec("gs", key, Map.of("seq_id", "NM_00" + a, "begin", "" + (a + 90),
            "strand", "-", "sequence", "TTGCA".repeat(9))));
        out.add(new Rec("align", key, Map.of("task", task, "rna", key, "gs", key,
            "hit", "" + a, "z_score", "180." + a, "expect", "2.6e-51", "ident", "0.81" + a)));
      }
    }
    return out;
  }

  static void loadAndCheck(RiakClient db, TestCluster cluster) {
    List<Rec> recs = sample();
    for (Rec r : recs) {
      assertEquals(Status.OK, db.insert(r.table(), r.key(), values(flatten(r.fields()))),
          r.table() + " " + r.key());
    }
    for (Rec r : recs) {
      Map<String, ByteIterator> out = new HashMap<>();
      assertEquals(Status.OK, db.read(r.table(), r.key(), null, out), r.key());
      assertEquals(cluster.nodes().get(KeyRouting.nodeOf(r.key(), cluster.nodes().size())),
          cluster.servedBy(db), r.key());
      assertEquals(r.fields(), strings(out), r.table() + " " + r.key());
    }
    // The alignments of one query are a contiguous key range: all of them, from any node.
    String first = "f0000000012q0000001a0000001";
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertEquals(Status.OK, db.scan("align", first, 3, Set.of("hit", "expect"), rows));
    List<String> hits = new ArrayList<>();
    for (HashMap<String, ByteIterator> row : rows) {
      Map<String, String> fields = strings(row); // reading a ByteIterator consumes it
      assertEquals("2.6e-51", fields.get("expect"));
      hits.add(fields.get("hit"));
    }
    assertEquals(List.of("1", "2", "3"), hits);

    assertEquals(Status.OK, db.update("align", first, values("note", "checked")));
    Map<String, ByteIterator> noted = new HashMap<>();
    assertEquals(Status.OK, db.read("align", first, Set.of("note", "ident"), noted));
    assertEquals(Map.of("note", "checked", "ident", "0.811"), strings(noted));
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
