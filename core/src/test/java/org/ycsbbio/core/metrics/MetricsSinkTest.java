package org.ycsbbio.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.guard.ClientSample;
import org.ycsbbio.core.results.NodeOpStats;

class MetricsSinkTest {
  static Histogram values(long... micros) {
    Histogram h = new Histogram(3);
    for (long v : micros) {
      h.recordValue(v);
    }
    return h;
  }

  static NodeOpStats read(String node, Histogram ok, int failed) {
    Histogram errors = new Histogram(3);
    for (int i = 0; i < failed; i++) {
      errors.recordValue(100);
    }
    return new NodeOpStats(node, Operation.READ, ok, errors, null);
  }

  @Test
  void bucketsAreFixedAndEveryLatencyLandsInTheFirstBucketAtLeastAsLarge() {
    assertEquals(44, LatencyBuckets.COUNT);
    assertEquals("0.00001", LatencyBuckets.label(0));
    assertEquals("0.0015", LatencyBuckets.label(13));
    assertEquals("100", LatencyBuckets.label(42));
    assertEquals("+Inf", LatencyBuckets.label(43));
    assertEquals(0, LatencyBuckets.indexOf(3));
    assertEquals(0, LatencyBuckets.indexOf(10));
    assertEquals(1, LatencyBuckets.indexOf(11));
    assertEquals(13, LatencyBuckets.indexOf(1500));
    assertEquals(14, LatencyBuckets.indexOf(1501));
    assertEquals(43, LatencyBuckets.indexOf(100_000_001L));
    long[] counts = new long[LatencyBuckets.COUNT];
    double sum = LatencyBuckets.addTo(counts, values(5, 10, 1500, 1500, 1501, 200_000_000L));
    assertEquals(2, counts[0]);
    assertEquals(2, counts[13]);
    assertEquals(1, counts[14]);
    assertEquals(1, counts[43]);
    assertEquals(5 + 10 + 1500 + 1500 + 1501 + 200_000_000, sum, 200_000_000 * 1e-3);
  }

  @Test
  void countsGrowMonotonicallyAndThroughputIsTheLastFinishedIntervalsWithZeroForIdleNodes() {
    MetricsSink sink = new MetricsSink(1_000);
    assertSame(MetricsSnapshot.EMPTY, sink.snapshot());
    // run starts at 10_000; sampling every 200 ms, throughput over 1 s
    sink.interval(10_000, 10_000, 10_200, List.of(read("node1", values(100, 200), 1),
        read("node2", values(300), 0)));
    MetricsSnapshot first = sink.snapshot();
    assertEquals(2, first.series().size());
    assertEquals(-1, first.intervalEndMillis(), "no interval of 1 s has ended");
    assertEquals(0, first.series().get(0).intervalOpsPerSecond());
    sink.interval(10_000, 10_800, 11_000, List.of(read("node1", values(100), 0)));
    sink.interval(10_000, 11_000, 11_200, List.of(read("node1", values(5_000), 2)));
    MetricsSnapshot s = sink.snapshot();
    NodeOpSeries node1 = s.series().get(0);
    NodeOpSeries node2 = s.series().get(1);
    assertEquals("node1", node1.node());
    assertEquals(4, node1.ok().count());
    assertEquals(3, node1.errors());
    assertEquals(4.0, node1.intervalOpsPerSecond(), 1e-9, "3 ok + 1 failed in [10 s, 11 s)");
    assertEquals(1.0, node2.intervalOpsPerSecond(), 1e-9);
    assertEquals(11_000, s.intervalEndMillis());
    sink.interval(10_000, 12_000, 12_200, List.of(read("node1", values(100), 0)));
    s = sink.snapshot();
    assertEquals(3.0, s.series().get(0).intervalOpsPerSecond(), 1e-9);
    assertEquals(0.0, s.series().get(1).intervalOpsPerSecond(), 1e-9,
        "node2 served nothing in [11 s, 12 s)");
    assertEquals(1, s.series().get(1).ok().count(), "its counts stay");
    assertEquals(12_000, s.intervalEndMillis());
    assertEquals(2, first.series().get(0).ok().count(), "a published snapshot never changes");
    assertEquals(1, first.series().get(0).errors());
    sink.close();
    assertEquals(5.0, sink.snapshot().series().get(0).intervalOpsPerSecond(), 1e-9,
        "the last, partial interval [12 s, 12.2 s): 1 operation in 0.2 s");
    assertEquals(12_200, sink.snapshot().intervalEndMillis());
  }

  @Test
  void intendedLatencyIsKeptOnlyWhereTheRunTracksIt() {
    MetricsSink sink = new MetricsSink(200);
    sink.interval(0, 0, 200, List.of(read("plain", values(100), 0),
        new NodeOpStats("paced", Operation.UPDATE, values(100), new Histogram(3),
            values(100, 40_000))));
    List<NodeOpSeries> series = sink.snapshot().series();
    assertEquals("paced", series.get(0).node());
    assertEquals(2, series.get(0).intended().count());
    assertEquals(1, series.get(0).intended().inBucket(LatencyBuckets.indexOf(40_000)));
    assertNull(series.get(1).intended());
  }

  @Test
  void theClientGuardsReadingsAddUpAndTheLastSecondSaysWhatItExceeded() {
    MetricsSink sink = new MetricsSink(1_000);
    assertNull(sink.snapshot().client());
    // 1 s on 2 cores at 60 %: 1.2 CPU-s; 30 ms of GC; threads waited 400 ms
    sink.client(new ClientSample(11_000, 1_000, 2, 0.6, 30, 400, 0, 0), List.of());
    sink.client(new ClientSample(12_000, 1_000, 2, 0.95, 10, 2_500, 0, 0),
        List.of("cpu", "run-queue"));
    ClientFigures c = sink.snapshot().client();
    assertEquals(2, c.cores());
    assertEquals(1.2 + 1.9, c.cpuSeconds(), 1e-9);
    assertEquals(0.04, c.gcPauseSeconds(), 1e-9);
    assertEquals(2.9, c.runQueueWaitSeconds(), 1e-9);
    assertEquals(List.of("cpu", "run-queue"), c.limitedBy());
    sink.interval(10_000, 10_000, 10_200, List.of(read("node1", values(100), 0)));
    assertSame(c, sink.snapshot().client(), "an interval keeps the client's figures");
    sink.client(new ClientSample(13_000, 1_000, 2, -1, 0, -1, 0, 0), List.of());
    assertEquals(-1, sink.snapshot().client().cpuSeconds(), "unknown once the JVM stops telling");
    assertEquals(-1, sink.snapshot().client().runQueueWaitSeconds());
    assertEquals(List.of(), sink.snapshot().client().limitedBy());
  }
}
