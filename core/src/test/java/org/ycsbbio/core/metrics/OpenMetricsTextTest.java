package org.ycsbbio.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.guard.ClientSample;
import org.ycsbbio.core.results.NodeOpStats;

class OpenMetricsTextTest {
  private static final Map<String, String> INFO = Map.of("binding", "sim", "workload",
      "site.ycsb.workloads.CoreWorkload", "workload_file", "workloads/workloadc", "phase", "run",
      "target_ops_per_sec", "500", "threads", "4", "client_id", "client-1",
      "label", "say \"hi\"\\now", "client_count", "2");

  @Test
  void aSnapshotRendersAsTheGoldenDocument() throws IOException {
    MetricsSink sink = new MetricsSink(1_000);
    sink.interval(1_700_000_000_000L, 1_700_000_000_000L, 1_700_000_001_000L, List.of(
        new NodeOpStats("node1", Operation.READ, MetricsSinkTest.values(120, 180, 2_500),
            MetricsSinkTest.values(90), MetricsSinkTest.values(150, 200, 60_000)),
        new NodeOpStats("node2", Operation.READ, MetricsSinkTest.values(40), new Histogram(3),
            MetricsSinkTest.values(45))));
    sink.interval(1_700_000_000_000L, 1_700_000_001_000L, 1_700_000_001_200L, List.of(
        new NodeOpStats("node2", Operation.READ, MetricsSinkTest.values(50), new Histogram(3),
            MetricsSinkTest.values(55))));
    sink.client(new ClientSample(1_700_000_001_000L, 1_000, 2, 0.25, 12, 80, 0, 0),
        List.of("gc"));
    String text = new String(new OpenMetricsText(INFO).render(sink.snapshot()),
        StandardCharsets.UTF_8);
    try (InputStream golden = getClass().getResourceAsStream("two-nodes.om")) {
      assertEquals(new String(golden.readAllBytes(), StandardCharsets.UTF_8), text,
          "update core/src/test/resources/org/ycsbbio/core/metrics/two-nodes.om if the change "
          + "is meant");
    }
  }

  @Test
  void bucketsAreCumulativeEndingInTheCountAndTheDocumentEndsWithEof() {
    MetricsSink sink = new MetricsSink(1_000);
    sink.interval(0, 0, 1_000, List.of(new NodeOpStats("n\"1", Operation.SCAN,
        MetricsSinkTest.values(5, 50, 500, 5_000, 50_000, 500_000), new Histogram(3), null)));
    String text = new String(new OpenMetricsText(INFO).render(sink.snapshot()),
        StandardCharsets.UTF_8);
    assertTrue(text.endsWith("\n# EOF\n"));
    assertTrue(text.contains("node=\"n\\\"1\",operation=\"SCAN\""), "label values escaped");
    long previous = -1;
    int buckets = 0;
    for (String line : text.split("\n")) {
      if (line.startsWith("ycsb_bio_latency_seconds_bucket{")) {
        long value = Long.parseLong(line.substring(line.lastIndexOf(' ') + 1));
        assertTrue(value >= previous, line);
        previous = value;
        buckets++;
      }
    }
    assertEquals(LatencyBuckets.COUNT, buckets);
    assertEquals(6, previous);
    assertTrue(text.contains("ycsb_bio_latency_seconds_count{node=\"n\\\"1\""));
    assertTrue(!text.contains("ycsb_bio_intended_latency_seconds"),
        "no intended family when the run does not track it");
    assertTrue(!text.contains("ycsb_bio_client_"), "no client figures before the guard's first");
    sink.client(new ClientSample(1_000, 1_000, 1, -1, 0, -1, 0, 0), List.of());
    text = new String(new OpenMetricsText(INFO).render(sink.snapshot()), StandardCharsets.UTF_8);
    assertTrue(text.contains("ycsb_bio_client_gc_pause_seconds_total{"), text);
    assertTrue(!text.contains("ycsb_bio_client_cpu_seconds"), "unknown CPU time is left out");
    assertTrue(!text.contains("ycsb_bio_client_run_queue_wait_seconds"), "and unknown waits");
  }
}
