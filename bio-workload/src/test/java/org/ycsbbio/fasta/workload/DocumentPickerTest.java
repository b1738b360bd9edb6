package org.ycsbbio.fasta.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.fasta.keys.KeyIndex;
import org.ycsbbio.fasta.keys.KeyIndexWriter;
import org.ycsbbio.fasta.keys.KeyScheme;
import org.ycsbbio.fasta.keys.RecordType;

/** Which record a read asks for, on a small key index with a query without alignments. */
class DocumentPickerTest {
  /** Chi-square critical value at significance 0.001 for 11 degrees of freedom. */
  private static final double CRITICAL_DF11 = 31.264;

  @TempDir
  Path dir;
  private KeyIndex index;
  private final Set<String> loaded = new HashSet<>();

  @BeforeEach
  void writeIndex() throws Exception {
    // file 0: query 1 with 2 alignments, query 2 with none; file 3: query 5 with 1 alignment
    int[][] queries = {{0, 1, 2}, {0, 2, 0}, {3, 5, 1}};
    try (KeyIndexWriter w = new KeyIndexWriter(dir.resolve("k.idx"))) {
      for (int[] q : queries) {
        w.add(q[0], q[1], q[2]);
        loaded.add("TASK/" + KeyScheme.task(q[0], q[1]));
        for (int a = 1; a <= q[2]; a++) {
          for (RecordType t : new RecordType[] {RecordType.RNA, RecordType.GS, RecordType.ALIGN}) {
            loaded.add(t + "/" + KeyScheme.alignment(q[0], q[1], a));
          }
        }
      }
    }
    index = KeyIndex.open(dir.resolve("k.idx"));
  }

  private Map<String, Integer> picks(ReadMix mix, int n) {
    DocumentPicker picker = new DocumentPicker(index, mix);
    SplittableRandom random = new SplittableRandom(42);
    StringBuilder key = new StringBuilder();
    Map<String, Integer> counts = new HashMap<>();
    for (int i = 0; i < n; i++) {
      key.setLength(0);
      RecordType type = picker.pick(random, key);
      counts.merge(type + "/" + key, 1, Integer::sum);
    }
    return counts;
  }

  @Test
  void uniformReachesEveryLoadedDocumentEquallyOftenAndNothingElse() {
    assertEquals(12, index.documents(), "3 tasks + 3 x 3 alignments");
    int n = 120_000;
    Map<String, Integer> counts = picks(ReadMix.UNIFORM, n);
    assertEquals(loaded, counts.keySet(), "every document, the alignment-less query's task too");
    double expected = n / 12.0;
    double chi = counts.values().stream()
        .mapToDouble(c -> (c - expected) * (c - expected) / expected).sum();
    assertTrue(chi < CRITICAL_DF11, "chi2 " + chi + " " + counts);
  }

  @Test
  void perAlignmentNeverReadsTheTaskOfAQueryWithoutAlignments() {
    Map<String, Integer> counts = picks(ReadMix.PERALIGNMENT, 40_000);
    Set<String> expected = new HashSet<>(loaded);
    expected.remove("TASK/" + KeyScheme.task(0, 2));
    assertEquals(expected, counts.keySet());
    // query 1 holds 2 of the 3 alignments: its task gets 2/3 of the task reads
    int first = counts.get("TASK/" + KeyScheme.task(0, 1));
    int other = counts.get("TASK/" + KeyScheme.task(3, 5));
    assertTrue(Math.abs(first / (double) (first + other) - 2 / 3.0) < 0.03, first + " " + other);
  }

  @Test
  void picksAllocateNothing() {
    DocumentPicker picker = new DocumentPicker(index, ReadMix.UNIFORM);
    SplittableRandom random = new SplittableRandom(1);
    StringBuilder key = new StringBuilder(64);
    var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    for (int i = 0; i < 10_000; i++) {   // warm-up: class loading, first compilations
      key.setLength(0);
      picker.pick(random, key);
    }
    long before = threads.getThreadAllocatedBytes(id);
    for (int i = 0; i < 100_000; i++) {
      key.setLength(0);
      picker.pick(random, key);
    }
    long bytes = threads.getThreadAllocatedBytes(id) - before;
    assertTrue(bytes < 10_000, bytes + " bytes allocated by 100,000 picks");
  }
}
