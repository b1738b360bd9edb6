package org.ycsbbio.core.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;

/**
 * YCSB's own measurement lines of the phase just run in-process ({@link EngineHarness}), as its
 * {@code Client} would print them at the end: {@code [READ], Operations, 1000}.
 */
public final class YcsbOutput {
  private final Map<String, String> valueByLine = new HashMap<>();

  private YcsbOutput(String text) {
    for (String line : text.split("\n")) {
      int comma = line.lastIndexOf(", ");
      if (line.startsWith("[") && comma > 0) {
        valueByLine.put(line.substring(0, comma), line.substring(comma + 2));
      }
    }
  }

  /** Exports YCSB's current measurements through its text exporter. */
  public static YcsbOutput current() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (MeasurementsExporter exporter = new TextMeasurementsExporter(out)) {
      Measurements.getMeasurements().exportMeasurements(exporter);
    }
    return new YcsbOutput(out.toString(StandardCharsets.UTF_8));
  }

  /** Operations of {@code name} counted by status: the sum of its {@code Return=} lines. */
  public long returns(String name) {
    String prefix = "[" + name + "], Return=";
    return valueByLine.entrySet().stream().filter(e -> e.getKey().startsWith(prefix))
        .mapToLong(e -> Long.parseLong(e.getValue())).sum();
  }

  /** The integer value of {@code [name], metric}, or 0 when YCSB printed no such line. */
  public long count(String name, String metric) {
    String v = valueByLine.get("[" + name + "], " + metric);
    return v == null ? 0 : Long.parseLong(v);
  }
}
