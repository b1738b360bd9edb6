package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.InputProgress.Snapshot;

class InputProgressTest {
  @Test
  void readersCountBytesAsReadAndRecordsAndFilesAndASnapshotSumsThem() throws Exception {
    InputProgress p = InputProgress.start("fasta.files");
    try {
      InputProgress.Reader a = p.reader();
      InputProgress.Reader b = p.reader();
      byte[] data = new byte[1000];
      for (int i = 0; i < data.length; i++) {
        data[i] = (byte) i;
      }
      try (InputStream in = a.count(new ByteArrayInputStream(data))) {
        assertEquals(0, in.read());
        byte[] buf = new byte[300];
        assertEquals(300, in.read(buf));
        assertEquals(1, buf[0]);
        assertEquals(100, in.skip(100));
        assertEquals(200, in.read(buf, 0, 200));
        assertFalse(in.markSupported(), "a mark would count the bytes read again twice");
      }
      a.record();
      a.record();
      a.fileDone();
      byte[] rest = b.count(new ByteArrayInputStream(new byte[50])).readAllBytes();
      assertEquals(50, rest.length);
      b.record();
      Snapshot s = p.snapshot(42);
      assertEquals(new Snapshot(42, 1, InputProgress.NOT_YET_KNOWN, 651,
          InputProgress.NOT_YET_KNOWN, 3), s);
      assertFalse(s.sized());
      p.total(2, 5000);
      assertTrue(p.snapshot(43).sized());
      assertEquals(5000, p.snapshot(43).bytesTotal());
      p.total(2, InputProgress.UNKNOWABLE);
      assertArrayEquals(new long[] {2, InputProgress.UNKNOWABLE},
          new long[] {p.snapshot(44).filesTotal(), p.snapshot(44).bytesTotal()});
      assertThrows(IllegalArgumentException.class, () -> p.total(-1, 5));
    } finally {
      p.close();
    }
  }

  @Test
  void theLatestStartIsCurrentUntilItIsClosed() {
    InputProgress first = InputProgress.start("a");
    InputProgress second = InputProgress.start("b");
    assertSame(second, InputProgress.current());
    first.close();
    assertSame(second, InputProgress.current(), "closing an earlier one changes nothing");
    second.close();
    assertNull(InputProgress.current());
    second.close();
    assertEquals("b", second.input());
  }
}
