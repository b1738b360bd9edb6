package org.ycsbbio.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;

class LogMergerTest {
  private static final List<String> NODES = List.of("node1", "node2");
  private static final long START = 1_700_000_000_000L;

  @TempDir
  Path tmp;

  /** Latencies spread over four orders of magnitude, so many histogram buckets are involved. */
  private static long[] samples(Random random, int n) {
    long[] v = new long[n];
    for (int i = 0; i < n; i++) {
      v[i] = 1 + (long) Math.exp(random.nextDouble() * 12);
    }
    return v;
  }

  @Test
  void mergingTwoClientsGivesExactlyTheHistogramOfAllSamples() throws Exception {
    Random random = new Random(42);
    Map<String, Histogram> expectedOk = new TreeMap<>();
    Histogram expectedFailed = new Histogram(3);
    Map<Long, Histogram> expectedBuckets = new TreeMap<>();
    Map<Long, Long> expectedErrors = new TreeMap<>();
    List<Path> dirs = new ArrayList<>();
    for (int client = 0; client < 2; client++) {
      ResultsFixture fixture = new ResultsFixture(tmp.resolve("c" + client), "c" + client, "wa");
      long start = START + client * 300;   // clients' intervals do not line up
      for (int interval = 0; interval < 5; interval++) {
        List<long[]> ok = List.of(samples(random, 500 + client * 37), samples(random, 300));
        long[] failed = samples(random, 3);
        fixture.interval(NODES, ok, failed);
        // the bucket (of the run, which starts with client 0) in which the interval ended
        long bucketStart = START + (interval + client) * 1000L;
        expectedErrors.merge(bucketStart, (long) failed.length, Long::sum);
        for (int n = 0; n < NODES.size(); n++) {
          Histogram all = expectedOk.computeIfAbsent(NODES.get(n), k -> new Histogram(3));
          Histogram bucket = expectedBuckets.computeIfAbsent(bucketStart, k -> new Histogram(3));
          for (long v : ok.get(n)) {
            all.recordValue(v);
            bucket.recordValue(v);
          }
        }
        for (long v : failed) {
          expectedFailed.recordValue(v);
        }
      }
      dirs.add(fixture.write(start, "completed"));
    }

    ResultsReader.Inputs inputs = ResultsReader.read(dirs);
    LogMerger.Merged merged = LogMerger.merge(inputs.logs(), START, 1000);

    assertEquals(List.of(), inputs.problems());
    assertEquals(List.of(), merged.problems());
    assertEquals(2, merged.stats().size());
    for (NodeOpStats s : merged.stats()) {
      assertEquals(Operation.READ, s.op());
      assertSameCounts(expectedOk.get(s.node()), s.ok());
    }
    assertSameCounts(expectedFailed, merged.stats().get(0).failed());
    assertEquals(0, merged.stats().get(1).errorCount());

    List<SeriesPoint> series = merged.byOp().get(Operation.READ);
    assertEquals(List.copyOf(expectedBuckets.keySet()),
        series.stream().map(SeriesPoint::startMillis).toList());
    for (SeriesPoint p : series) {
      Histogram expected = expectedBuckets.get(p.startMillis());
      assertEquals(expected.getTotalCount(), p.count());
      assertEquals(expected.getValueAtPercentile(99), p.p99());
      assertEquals(expected.getValueAtPercentile(50), p.p50());
      assertEquals(expected.getMaxValue(), p.max());
      assertEquals(expectedErrors.get(p.startMillis()), p.errors());
      // a bucket ends at its right edge; the last at client 1's last completion, 5.3 s in
      assertEquals(Math.min(p.startMillis() + 1000, START + 5300), p.endMillis());
    }
  }

  private static void assertSameCounts(Histogram expected, Histogram actual) {
    assertEquals(expected.getTotalCount(), actual.getTotalCount());
    for (HistogramIterationValue v : expected.recordedValues()) {
      assertEquals(v.getCountAtValueIteratedTo(), actual.getCountAtValue(v.getValueIteratedTo()),
          "count at " + v.getValueIteratedTo());
    }
    for (HistogramIterationValue v : actual.recordedValues()) {
      assertEquals(v.getCountAtValueIteratedTo(), expected.getCountAtValue(v.getValueIteratedTo()),
          "count at " + v.getValueIteratedTo());
    }
  }
}
