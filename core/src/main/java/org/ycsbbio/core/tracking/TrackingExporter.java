package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Optional;
import org.ycsbbio.core.export.PerNodeTable;
import org.ycsbbio.core.export.PerNodeYcsbLines;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;

/**
 * The {@code exporter} YCSB's {@code Client} is given by {@code bin/ycsb}: it passes YCSB's own
 * lines through to the user's exporter ({@code bio.exporter.delegate}, default text) unchanged,
 * then, on close, appends the per-node lines in the same format and prints the per-node table and
 * the bottleneck verdict to stderr — unless no client thread started (the run log has said why in
 * one line). Constructed by YCSB by reflection, once per run.
 */
public final class TrackingExporter implements MeasurementsExporter {
  private final MeasurementsExporter delegate;
  private final Optional<TrackingSession.Completed> done;
  /** False when every client thread failed at start: nothing ran, so nothing is shown. */
  private final boolean started;

  /**
   * Called by YCSB's {@code Client} with the stream of its output, after every client thread has
   * ended: closes the tracking session if still open.
   */
  public TrackingExporter(OutputStream out) {
    this.started = !TrackingRuntime.noThreadStarted();
    this.done = TrackingRuntime.finish();
    this.delegate = createDelegate(
        done.map(c -> c.config().exporterDelegate()).orElse(null), out);
  }

  private static MeasurementsExporter createDelegate(String className, OutputStream out) {
    if (className == null || className.isBlank()) {
      return new TextMeasurementsExporter(out);
    }
    try {
      return (MeasurementsExporter) Class.forName(className).getConstructor(OutputStream.class)
          .newInstance(out);
    } catch (ReflectiveOperationException | ClassCastException e) {
      throw new IllegalStateException("exporter " + className + " cannot be created: " + e, e);
    }
  }

  @Override
  public void write(String metric, String measurement, int i) throws IOException {
    delegate.write(metric, measurement, i);
  }

  @Override
  public void write(String metric, String measurement, long i) throws IOException {
    delegate.write(metric, measurement, i);
  }

  @Override
  public void write(String metric, String measurement, double d) throws IOException {
    delegate.write(metric, measurement, d);
  }

  @Override
  public void close() throws IOException {
    try {
      if (done.isPresent()) {
        TrackingSession.Completed c = done.get();
        PerNodeYcsbLines.write(c.summary(), c.config().percentiles(), delegate);
      }
    } finally {
      delegate.close();
    }
    if (started) {
      done.ifPresent(TrackingExporter::printForPeople);
    }
  }

  private static void printForPeople(TrackingSession.Completed c) {
    PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
    StringBuilder text = new StringBuilder(
        "\nPer node (ops/s and latency: successful operations; errors/s: failed ones):\n");
    try {
      PerNodeTable.write(c.summary(), new HashSet<>(c.verdict().bottlenecks()), text);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    text.append(c.describe());
    if (!c.summary().status().completed()) {
      text.append("Run ").append(c.summary().status().outcome().text()).append(": ")
          .append(c.summary().status().reason()).append('\n');
    }
    text.append("Per-node results: ").append(c.config().resultsDir().toAbsolutePath()).append('\n');
    err.print(text);
    err.flush();
  }
}
