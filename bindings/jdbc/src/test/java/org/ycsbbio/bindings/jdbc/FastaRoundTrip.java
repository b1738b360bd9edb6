package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
import java.util.Vector;
import org.ycsbbio.core.api.KeyHash;
import org.ycsbbio.core.testing.FastaRecords;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * The shared {@link FastaRecords} through a sharded JDBC client: quoted and SQL-word columns, and
 * columns added as task records with more parameters arrive.
 */
final class FastaRoundTrip {
  private FastaRoundTrip() {
  }

  /**
   * Inserts every record (through a client of {@code shards} shards), reads each back, scans each
   * query's alignments, annotates one.
   */
  static void loadAndCheck(JdbcClient db, int shards, String prefix) {
    List<FastaRecords.Rec> recs = FastaRecords.sample(prefix);
    FastaRecords.insertAll(db, recs);
    FastaRecords.readBackAll(db, recs, r -> { });
    FastaRecords.readSomeTaskFields(db, prefix);

    // The alignments of one query are a contiguous key range (on the first key's shard).
    String first = FastaRecords.FIRST_ALIGNMENT;
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertEquals(Status.OK, db.scan(prefix + "align", first, 3, Set.of("hit", "expect"), rows));
    int shard = KeyHash.bucketOf(first, shards);
    List<String> expectedHits = new ArrayList<>();
    for (int a = 1; a <= 3; a++) {
      if (KeyHash.bucketOf(FastaRecords.alignmentKey(1, a), shards) == shard) {
        expectedHits.add("" + a);
      }
    }
    List<String> hits = FastaRecords.hitsOf(rows.subList(0, Math.min(rows.size(),
        expectedHits.size())));
    assertEquals(expectedHits, hits, "rows " + rows.size() + " shard " + shard);

    FastaRecords.annotateFirst(db, prefix, "bits", "48.9");
  }
}
