package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.export.HistogramLogSink;
import org.ycsbbio.core.export.IntervalSink;
import org.ycsbbio.core.export.PerNodeCsv;
import org.ycsbbio.core.export.RunJson;
import org.ycsbbio.core.export.TimeSeriesCsvSink;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.verdict.BottleneckAnalyzer;
import org.ycsbbio.core.verdict.Verdict;

/**
 * Per-node tracking of one run in one client process: the shared node registry, every client
 * thread's recorders, a sampler thread writing interval logs and the time series, and at
 * {@link #close} the summary files ({@code per-node.csv}, {@code verdict.txt}, {@code run.json}).
 *
 * <p>Threading: {@link #newThreadRecorder} and {@link #close} may be called from any thread;
 * recording happens on the returned {@link ThreadRecorder}s without locks.
 */
@ThreadSafe
public final class TrackingSession {
  private final TrackingConfig config;
  private final NodeRegistry nodes = new NodeRegistry();
  private final CopyOnWriteArrayList<ThreadRecorder> recorders = new CopyOnWriteArrayList<>();
  private final long startMillis = System.currentTimeMillis();
  private final List<IntervalSink> sinks;
  private final IntervalSampler sampler;
  private final ScheduledExecutorService timer;
  private Completed completed;

  /** What a closed session produced. */
  public record Completed(TrackingConfig config, RunSummary summary, Verdict verdict) {
  }

  /** Creates the results directory and starts sampling every {@code config.intervalMillis()}. */
  public TrackingSession(TrackingConfig config) {
    this.config = config;
    try {
      Path dir = Files.createDirectories(config.resultsDir());
      sinks = List.of(new HistogramLogSink(dir.resolve("hdr"), startMillis),
          new TimeSeriesCsvSink(dir.resolve("per-node-timeseries.csv"), startMillis));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write results to " + config.resultsDir() + ": "
          + e.getMessage(), e);
    }
    sampler = new IntervalSampler(recorders, nodes, sinks, startMillis);
    timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "ycsb-bio-sampler");
      t.setDaemon(true);
      return t;
    });
    timer.scheduleAtFixedRate(() -> sampler.sample(System.currentTimeMillis()),
        config.intervalMillis(), config.intervalMillis(), TimeUnit.MILLISECONDS);
  }

  /** The settings this session runs with. */
  public TrackingConfig config() {
    return config;
  }

  /** The registry every binding instance of this run resolves node names with. */
  public NodeRegistry nodes() {
    return nodes;
  }

  /** A recorder for one client thread; the session samples it until closed. */
  ThreadRecorder newThreadRecorder() {
    ThreadRecorder r = new ThreadRecorder();
    recorders.add(r);
    return r;
  }

  /**
   * Stops sampling, takes the last interval and writes the summary files. Idempotent: later
   * calls return the first result.
   *
   * @param status how the run ended, written to run.json
   */
  public synchronized Completed close(RunStatus status) {
    if (completed != null) {
      return completed;
    }
    timer.shutdown();
    try {
      if (!timer.awaitTermination(30, TimeUnit.SECONDS)) {
        timer.shutdownNow();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    long end = System.currentTimeMillis();
    sampler.sample(end);
    RunStatus finalStatus = sampler.sinkFailure() == null ? status
        : new RunStatus("incomplete", "interval logs stopped: " + sampler.sinkFailure().getMessage());
    RunSummary summary = new RunSummary(config.info(), startMillis, end, finalStatus,
        sampler.cumulative(), config.slowThresholdMicros());
    Verdict verdict = new BottleneckAnalyzer(config.rule()).analyze(summary.stats());
    for (IntervalSink sink : sinks) {
      try {
        sink.close();
      } catch (IOException e) {
        // the summary files below still carry the whole run
      }
    }
    writeSummaryFiles(summary, verdict);
    completed = new Completed(config, summary, verdict);
    return completed;
  }

  private void writeSummaryFiles(RunSummary summary, Verdict verdict) {
    Path dir = config.resultsDir();
    try {
      try (Writer w = Files.newBufferedWriter(dir.resolve("per-node.csv"), StandardCharsets.UTF_8)) {
        PerNodeCsv.write(summary, w);
      }
      Files.writeString(dir.resolve("verdict.txt"), verdict.describe(), StandardCharsets.UTF_8);
      try (Writer w = Files.newBufferedWriter(dir.resolve("run.json"), StandardCharsets.UTF_8)) {
        RunJson.write(summary, verdict, w);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write results to " + dir + ": " + e.getMessage(), e);
    }
  }
}
