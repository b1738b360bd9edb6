package org.ycsbbio.fasta.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.testing.YcsbOutput;
import org.ycsbbio.core.tracking.NodeTrackingMeasurements;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;

class MissingReadsTest {
  /** Answers every read with a fixed status. */
  private static final class Answering extends DB {
    private final Status answer;
    private String lastKey;

    Answering(Status answer) {
      this.answer = answer;
    }

    @Override
    public Status read(String table, String key, Set<String> fields,
        Map<String, ByteIterator> result) {
      lastKey = key;
      return answer;
    }

    @Override
    public Status scan(String t, String k, int n, Set<String> f,
        java.util.Vector<HashMap<String, ByteIterator>> r) {
      return Status.NOT_IMPLEMENTED;
    }

    @Override
    public Status update(String t, String k, Map<String, ByteIterator> v) {
      return Status.NOT_IMPLEMENTED;
    }

    @Override
    public Status insert(String t, String k, Map<String, ByteIterator> v) {
      return Status.NOT_IMPLEMENTED;
    }

    @Override
    public Status delete(String t, String k) {
      return Status.NOT_IMPLEMENTED;
    }
  }

  @Test
  void notFoundIsTheRightAnswerAFoundRecordIsAnErrorAndErrorsPassThrough() {
    assertEquals(Status.OK, MissingReads.outcome(Status.NOT_FOUND));
    assertEquals(Status.UNEXPECTED_STATE, MissingReads.outcome(Status.OK));
    assertEquals(Status.SERVICE_UNAVAILABLE, MissingReads.outcome(Status.SERVICE_UNAVAILABLE));
    assertEquals(Status.ERROR, MissingReads.outcome(null));
  }

  @Test
  void eachReadIsReportedUnderItsOwnOperationName() throws Exception {
    NodeTrackingMeasurements.install(new Properties());
    MissingReads reads = new MissingReads(0.5, Measurements.getMeasurements());
    Answering absent = new Answering(Status.NOT_FOUND);
    assertEquals(Status.OK, reads.read(absent, "t", "k~missing", new HashMap<>()));
    assertEquals("k~missing", absent.lastKey);
    assertEquals(Status.OK, reads.read(absent, "t", "k~missing", new HashMap<>()));
    assertEquals(Status.UNEXPECTED_STATE, reads.read(new Answering(Status.OK), "t", "j~missing",
        new HashMap<>()));
    YcsbOutput out = YcsbOutput.current();
    assertEquals(2, out.count("READ-MISSING", "Operations"));
    assertEquals(2, out.count("READ-MISSING", "Return=OK"));
    assertEquals(1, out.count("READ-MISSING", "Return=UNEXPECTED_STATE"));
    assertEquals(1, out.count("READ-MISSING-FAILED", "Operations"));
    assertEquals(0, out.count("READ", "Operations"), "nothing else was measured");
  }

  @Test
  void drawsItsShareAndLeavesTheRandomStreamAloneAtZero() {
    Measurements m = new Measurements(new Properties());
    SplittableRandom a = new SplittableRandom(7);
    SplittableRandom b = new SplittableRandom(7);
    MissingReads none = new MissingReads(0, m);
    for (int i = 0; i < 100; i++) {
      assertFalse(none.draw(a));
    }
    assertEquals(b.nextLong(), a.nextLong(), "proportion 0 draws nothing");
    assertTrue(new MissingReads(1, m).draw(a));
    MissingReads tenth = new MissingReads(0.1, m);
    int hits = 0;
    for (int i = 0; i < 100_000; i++) {
      hits += tenth.draw(a) ? 1 : 0;
    }
    // binomial(100000, 0.1): sd 95; ±6 sd
    assertTrue(Math.abs(hits - 10_000) < 570, "hits " + hits);
    assertThrows(IllegalArgumentException.class, () -> new MissingReads(1.5, m));
    assertThrows(IllegalArgumentException.class, () -> new MissingReads(Double.NaN, m));
  }
}
