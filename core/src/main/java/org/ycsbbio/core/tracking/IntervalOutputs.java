package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.export.CoarseningSink;
import org.ycsbbio.core.export.HistogramLogSink;
import org.ycsbbio.core.export.IntervalSink;
import org.ycsbbio.core.export.TimeSeriesCsvSink;
import org.ycsbbio.core.results.ResultsDir;

/**
 * Where a run's intervals go: the HdrHistogram interval logs and the time series in its results
 * directory, at {@code bio.interval} (summed up from the sampler's finer intervals when these
 * are shorter), and the verdict's series at the sampler's own interval. Opened before the run;
 * the sinks are then called by the sampler only. Thread-safe: immutable after construction.
 */
@ThreadSafe
final class IntervalOutputs {
  private final List<IntervalSink> sinks;
  private final VerdictSeries verdictSeries = new VerdictSeries();

  /**
   * Creates the results directory and opens the outputs of a run with {@code config}; the sampler
   * also gives every interval to {@code others} (e.g. the client's own monitor).
   */
  IntervalOutputs(TrackingConfig config, ResultsDir dir, IntervalSink... others)
      throws IOException {
    Files.createDirectories(dir.path());
    List<IntervalSink> files = List.of(new HistogramLogSink(dir),
        new TimeSeriesCsvSink(dir.timeSeriesCsv()));
    List<IntervalSink> all = new ArrayList<>(config.sampleMillis() == config.intervalMillis()
        ? files : List.of(new CoarseningSink(files, config.intervalMillis())));
    all.add(verdictSeries);
    all.addAll(List.of(others));
    sinks = List.copyOf(all);
  }

  /** Every sink, in the order the sampler calls them. */
  List<IntervalSink> sinks() {
    return sinks;
  }

  /** The intervals the verdict's stall rule reads. */
  VerdictSeries verdictSeries() {
    return verdictSeries;
  }

  /** Closes every sink; a failure leaves the others to close (the summary files still follow). */
  void close() {
    for (IntervalSink sink : sinks) {
      try {
        sink.close();
      } catch (IOException e) {
        // the summary files carry the whole run
      }
    }
  }
}
