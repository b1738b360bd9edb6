package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
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
     * Replays the calls into {@code ycsb}; successful READs go to {@code collected} instead
     * when it is not null, as per-node histograms would carry them.
     */
    void replay(Measurements ycsb, Histogram collected) {
      Random random = new Random(seed);
      for (int i = 0; i < count; i++) {
        String name = NAMES[random.nextInt(NAMES.length)];
        int latency = random.nextInt(4) == 0 ? random.nextInt(5_000_000) : random.nextInt(2_000);
        if (collected != null && name.equals("READ")) {
          collected.recordValue(latency);
        } else {
          ycsb.measure(name, latency);
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

    first.replay(ycsb, null);
    first.replay(ours, null);
    String summary = ycsb.getSummary();
    assertTrue(summary.contains("[READ: Count="), summary);
    assertEquals(summary, ours.getSummary());
    second.replay(ycsb, null);
    second.replay(ours, null);

    String text = export(ycsb, TextMeasurementsExporter::new);
    assertTrue(text.contains("[UPDATE], 99.9PercentileLatency(us), "), text);
    assertTrue(text.contains("[READ-FAILED], Return=NOT_FOUND, "), text);
    assertEquals(text, export(ours, TextMeasurementsExporter::new));
  }

  @Test
  void latenciesCollectedFromPerNodeHistogramsCountAsIfYcsbHadMeasuredThem() throws Exception {
    Measurements ycsb = new Measurements(props);
    RecordOnceMeasurements ours = new RecordOnceMeasurements(props);
    Calls first = new Calls(3, 20_000);
    Calls second = new Calls(4, 30_000);
    Histogram node0 = new Histogram(3);
    Histogram node1 = new Histogram(3);

    first.replay(ycsb, null);
    first.replay(ours, node0);
    assertTrue(node0.getTotalCount() > 4_000);
    ours.addOk(Operation.READ, node0);
    assertEquals(ycsb.getSummary(), ours.getSummary());
    second.replay(ycsb, null);
    second.replay(ours, node1);
    ours.addOk(Operation.READ, node1);

    assertEquals(export(ycsb, JSONArrayMeasurementsExporter::new),
        export(ours, JSONArrayMeasurementsExporter::new));
  }

  @Test
  void appliesOnlyToYcsbsDefaultHdrHistogramMeasurement() {
    assertTrue(RecordOnceMeasurements.appliesTo(new Properties()));
    assertTrue(RecordOnceMeasurements.appliesTo(
        TestProperties.of("measurementtype", "hdrhistogram", "measurement.interval", "op").build()));
    assertFalse(RecordOnceMeasurements.appliesTo(
        TestProperties.of("measurementtype", "histogram").build()));
    assertFalse(RecordOnceMeasurements.appliesTo(
        TestProperties.of("measurementtype", "hdrhistogram+raw").build()));
    assertFalse(RecordOnceMeasurements.appliesTo(
        TestProperties.of("measurement.interval", "both").build()));
    assertFalse(RecordOnceMeasurements.appliesTo(
        TestProperties.of("measurement.histogram.verbose", "true").build()));
    assertFalse(RecordOnceMeasurements.appliesTo(
        TestProperties.of("hdrhistogram.fileoutput", "true").build()));
  }
}
