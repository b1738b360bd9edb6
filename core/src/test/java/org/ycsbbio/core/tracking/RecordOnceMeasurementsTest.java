package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.testing.TestProperties;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.exporter.JSONArrayMeasurementsExporter;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;

/**
 * {@link RecordOnceMeasurements} against YCSB's own {@link Measurements}: the same latencies and
 * statuses, whether measured directly or collected from per-node histograms, give the same
 * status lines and the same text and JSON output.
 */
class RecordOnceMeasurementsTest {
  private static final String[] NAMES = {"READ", "UPDATE", "READ-FAILED", "CLEANUP"};
  private static final Status[] STATUSES = {Status.OK, Status.NOT_FOUND, Status.ERROR};

  private final Properties props = TestProperties.of("hdrhistogram.percentiles", "50,90,99.9,11")
      .build();

  /** One seeded stream of YCSB calls, replayable into any instance. */
  private record Calls(long seed, int count) {
    /**
     * Replays the calls into {@code ycsb}; the latencies of successful READs go to
     * {@code collected} (actual start) and {@code collectedIntended} (intended start) instead
     * when these are not null, as per-node histograms would carry them.
     */
    void replay(Measurements ycsb, Histogram collected, Histogram collectedIntended) {
      Random random = new Random(seed);
      for (int i = 0; i < count; i++) {
        String name = NAMES[random.nextInt(NAMES.length)];
        int latency = random.nextInt(4) == 0 ? random.nextInt(5_000_000) : random.nextInt(2_000);
        int fromIntended = latency + random.nextInt(10_000);
        if (collected != null && name.equals("READ")) {
          collected.recordValue(latency);
          collectedIntended.recordValue(fromIntended);
        } else {
          ycsb.measure(name, latency);
          ycsb.measureIntended(name, fromIntended);
        }
        ycsb.reportStatus(name, STATUSES[random.nextInt(STATUSES.length)]);
      }
    }
  }

  /** Makes an exporter writing to a stream. */
  private interface ExporterFactory {
    MeasurementsExporter create(ByteArrayOutputStream out) throws IOException;
  }

  private static String export(Measurements m, ExporterFactory exporterOf) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (MeasurementsExporter exporter = exporterOf.create(out)) {
      m.exportMeasurements(exporter);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void directMeasurementsGiveYcsbsOwnStatusLinesAndOutput() throws Exception {
    Measurements ycsb = new Measurements(props);
    RecordOnceMeasurements ours = new RecordOnceMeasurements(props);
    Calls first = new Calls(1, 20_000);
    Calls second = new Calls(2, 30_000);

    first.replay(ycsb, null, null);
    first.replay(ours, null, null);
    String summary = ycsb.getSummary();
    assertTrue(summary.contains("[READ: Count="), summary);
    assertEquals(summary, ours.getSummary());
    second.replay(ycsb, null, null);
    second.replay(ours, null, null);

    String text = export(ycsb, TextMeasurementsExporter::new);
    assertTrue(text.contains("[UPDATE], 99.9PercentileLatency(us), "), text);
    assertTrue(text.contains("[READ-FAILED], Return=NOT_FOUND, "), text);
    assertEquals(text, export(ours, TextMeasurementsExporter::new));
  }

  @ParameterizedTest
  @ValueSource(strings = {"op", "both"})
  void latenciesCollectedFromPerNodeHistogramsCountAsIfYcsbHadMeasuredThem(String interval)
      throws Exception {
    props.setProperty("measurement.interval", interval);
    Measurements ycsb = new Measurements(props);
    RecordOnceMeasurements ours = new RecordOnceMeasurements(props);
    Calls first = new Calls(3, 20_000);
    Calls second = new Calls(4, 30_000);
    Histogram node0 = new Histogram(3);
    Histogram node0Intended = new Histogram(3);
    Histogram node1 = new Histogram(3);
    Histogram node1Intended = new Histogram(3);

    first.replay(ycsb, null, null);
    first.replay(ours, node0, node0Intended);
    assertTrue(node0.getTotalCount() > 4_000);
    ours.addOk(Operation.READ, false, node0);
    if (interval.equals("both")) {
      ours.addOk(Operation.READ, true, node0Intended);
    }
    String summary = ycsb.getSummary();
    assertEquals(interval.equals("both"), summary.contains("[Intended-READ: Count="), summary);
    assertEquals(summary, ours.getSummary());
    second.replay(ycsb, null, null);
    second.replay(ours, node1, node1Intended);
    ours.addOk(Operation.READ, false, node1);
    if (interval.equals("both")) {
      ours.addOk(Operation.READ, true, node1Intended);
    }

    assertEquals(export(ycsb, JSONArrayMeasurementsExporter::new),
        export(ours, JSONArrayMeasurementsExporter::new));
  }

  @ParameterizedTest
  @CsvSource({"measurementtype, hdrhistogram, true", "measurement.interval, op, true",
      "measurement.interval, both, true", "measurement.interval, intended, false",
      "measurementtype, histogram, false", "measurementtype, hdrhistogram+raw, false",
      "measurement.histogram.verbose, true, false", "hdrhistogram.fileoutput, true, false"})
  void appliesOnlyToYcsbsDefaultHdrHistogramMeasurement(String key, String value, boolean applies) {
    assertTrue(RecordOnceMeasurements.appliesTo(new Properties()));
    assertEquals(applies, RecordOnceMeasurements.appliesTo(TestProperties.of(key, value).build()));
  }
}
