package org.ycsbbio.nr.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.ConfigException;

/** The id index: written in batches by several threads, read back by ordinal. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class IdIndexTest {
  @TempDir
  Path dir;

  @Test
  void everyIdWrittenByConcurrentBatchesIsReadBackOnce() throws Exception {
    Path file = dir.resolve("sub/ids.idx");
    int perThread = 20_000;   // ~250 KB of ids per thread: several batch writes each
    try (IdIndexWriter w = new IdIndexWriter(file)) {
      Thread[] threads = new Thread[3];
      Exception[] failure = new Exception[1];
      for (int t = 0; t < threads.length; t++) {
        int thread = t;
        threads[t] = new Thread(() -> {
          IdIndexWriter.Batch b = w.newBatch();
          try {
            for (int i = 0; i < perThread; i++) {
              byte[] id = ("t" + thread + "|sp|P" + i + "|ÄLT").getBytes(StandardCharsets.UTF_8);
              b.add(id, id.length);
            }
            b.flush();
          } catch (Exception e) {
            failure[0] = e;
          }
        });
        threads[t].start();
      }
      for (Thread t : threads) {
        t.join();
      }
      assertEquals(null, failure[0]);
    }
    try (IdIndex index = IdIndex.open(file, "nr.index")) {
      assertEquals(3L * perThread, index.count());
      IdIndex.Cursor c = index.cursor();
      Set<String> seen = new HashSet<>();
      for (long n = 0; n < index.count(); n++) {
        assertTrue(seen.add(c.id(n)), c.id(n));
      }
      for (int t = 0; t < 3; t++) {
        for (int i = 0; i < perThread; i++) {
          assertTrue(seen.contains("t" + t + "|sp|P" + i + "|ÄLT"));
        }
      }
      assertThrows(IndexOutOfBoundsException.class, () -> c.id(index.count()));
    }
  }

  @Test
  void anIdLongerThanABatchIsKept() throws Exception {
    Path file = dir.resolve("long.idx");
    byte[] longId = "x".repeat(IdIndexWriter.BATCH_BYTES + 10).getBytes(StandardCharsets.US_ASCII);
    try (IdIndexWriter w = new IdIndexWriter(file)) {
      IdIndexWriter.Batch b = w.newBatch();
      b.add("a".getBytes(StandardCharsets.US_ASCII), 1);
      b.add(longId, longId.length);
      b.add("b".getBytes(StandardCharsets.US_ASCII), 1);
      b.flush();
    }
    try (IdIndex index = IdIndex.open(file, "nr.index")) {
      IdIndex.Cursor c = index.cursor();
      assertEquals(3, index.count());
      assertEquals("a", c.id(0));
      assertEquals(longId.length, c.id(1).length());
      assertEquals("b", c.id(2));
    }
  }

  @Test
  void missingOrForeignFilesNameTheKeyAndTheFile() throws Exception {
    Path missing = dir.resolve("none.idx");
    String m = assertThrows(ConfigException.class, () -> IdIndex.open(missing, "nr.index"))
        .getMessage();
    assertTrue(m.startsWith("nr.index=" + missing + ": cannot read the id index of the load"), m);
    assertTrue(m.endsWith("run the load phase first"), m);
    Path foreign = Files.writeString(dir.resolve("foreign.idx"), "YBIDX1\n\0 something else");
    assertEquals("nr.index=" + foreign + ": not the id index of a load",
        assertThrows(ConfigException.class, () -> IdIndex.open(foreign, "nr.index")).getMessage());
    Path cut = Files.writeString(dir.resolve("cut.idx"), "YBNRID1\nabc");
    assertEquals("nr.index=" + cut + ": not the id index of a load (11 bytes: not whole 8-byte "
        + "offsets)", assertThrows(ConfigException.class, () -> IdIndex.open(cut, "nr.index"))
        .getMessage());
  }
}
