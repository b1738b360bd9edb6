package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.BindingContext;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.api.RunLog;
import org.ycsbbio.core.export.ResultFiles;
import org.ycsbbio.core.guard.ClientGuard;
import org.ycsbbio.core.guard.ClientProbe;
import org.ycsbbio.core.guard.ClientSample;
import org.ycsbbio.core.guard.ClientSeriesCsv;
import org.ycsbbio.core.metrics.MetricsEndpoint;
import org.ycsbbio.core.metrics.MetricsSink;
import org.ycsbbio.core.metrics.OpenMetricsText;
import org.ycsbbio.core.progress.ProgressFile;
import org.ycsbbio.core.results.ResultsDir;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.verdict.Verdict;

/**
 * Per-node tracking of one run in one client process, from the first client thread's start to
 * the summary files: the shared node registry and binding context, every client thread's
 * recorder, the {@link IntervalSampler} that a {@link SamplerThread} runs into the
 * {@link IntervalOutputs} in the {@link ResultsDir}, the client's own figures
 * ({@link ClientMonitor}) and an input-driven load's progress ({@link ProgressFile}) on the same
 * thread, and at {@link #close} the client guard's judgement ({@link ClientGuard}), the summary
 * and verdict ({@link RunSummarizer}) and the files {@code per-node.csv}, {@code verdict.txt},
 * {@code run.json} ({@link ResultFiles}) and {@code client-timeseries.csv}; with
 * {@code bio.metrics.port}, an HTTP endpoint serving what the sampler and the client's monitor
 * last published, from construction until {@link #close}.
 *
 * <p>Lifecycle: constructed before the run, {@link #begin} when the first client thread starts,
 * {@link #end} when the last one is done, {@link #close} afterwards. Only begin and end happen
 * while YCSB times the run, and both are cheap; creating files, the final interval and the
 * summary are done outside it (see docs/performance.md).
 *
 * <p>Threading: every method may be called from any thread; recording happens on the returned
 * {@link ThreadRecorder}s without locks.
 */
@ThreadSafe
public final class TrackingSession {
  private final TrackingConfig config;
  private final ResultsDir results;
  private final NodeRegistry nodes = new NodeRegistry();
  private final BindingContext context;
  private final CopyOnWriteArrayList<ThreadRecorder> recorders = new CopyOnWriteArrayList<>();
  private final ClientMonitor client = new ClientMonitor(new ClientProbe());
  private final ProgressFile progressFile;
  /** Live metrics and what they serve, or null when off. */
  private final MetricsEndpoint metrics;
  private final MetricsSink liveMetrics;
  private final IntervalOutputs outputs;
  private final SamplerThread samplerThread;
  private final RecordOnceMeasurements operations = NodeTrackingMeasurements.recordOnce();
  // guarded by this
  private IntervalClock clock;
  private long endMillis = -1;
  private IntervalSampler sampler;
  private Completed completed;

  /**
   * What a closed session produced.
   *
   * @param config the settings
   * @param summary what was measured per node
   * @param verdict the bottleneck verdict, its findings marked when the client was the limit
   * @param client whether the client was itself the limit
   */
  public record Completed(TrackingConfig config, RunSummary summary, Verdict verdict,
      ClientGuard client) {
    /** The results directory the run wrote. */
    public ResultsDir results() {
      return new ResultsDir(config.resultsDir());
    }

    /** The verdict for people, after the client guard's line. */
    public String describe() {
      return client.line() + "\n" + verdict.describe();
    }
  }

  /**
   * Starts serving live metrics when configured (first: a port in use fails here, before
   * anything is written), creates the results directory, opens the interval outputs and starts
   * the sampler thread; sampling starts at {@link #begin}. Warnings and failures of the run go to
   * {@code log}.
   *
   * @throws org.ycsbbio.core.api.ConfigException when the metrics port cannot be listened on
   */
  public TrackingSession(TrackingConfig config, RunLog log) {
    this.config = config;
    this.results = new ResultsDir(config.resultsDir());
    this.context = new BindingContext(nodes, log);
    if (config.metricsAddress() != null) {
      MetricsSink sink = new MetricsSink(config.intervalMillis());
      OpenMetricsText text = new OpenMetricsText(config.info());
      metrics = MetricsEndpoint.start(config.metricsAddress(), () -> text.render(sink.snapshot()),
          TrackingConfig.METRICS_PORT.key(), TrackingConfig.METRICS_BIND.key());
      liveMetrics = sink;
    } else {
      metrics = null;
      liveMetrics = null;
    }
    this.progressFile = new ProgressFile(config.resultsDir(), log);
    try {
      outputs = liveMetrics == null ? new IntervalOutputs(config, results, client)
          : new IntervalOutputs(config, results, client, liveMetrics);
    } catch (IOException e) {
      if (metrics != null) {
        metrics.close();
      }
      throw cannotWrite(e);
    }
    samplerThread = new SamplerThread();
  }

  private UncheckedIOException cannotWrite(IOException e) {
    return new UncheckedIOException("cannot write results to " + results.path() + ": "
        + e.getMessage(), e);
  }

  /**
   * The run starts now: samples every {@code config.sampleMillis()} (the time series and logs
   * get intervals of {@code config.intervalMillis()}). Later calls do nothing.
   */
  public synchronized void begin() {
    if (clock != null) {
      return;
    }
    clock = IntervalClock.startingNow(config.sampleMillis());
    sampler = new IntervalSampler(recorders, nodes, outputs.sinks(), operations, clock);
    samplerThread.start(sampler, config.sampleMillis());
    progressFile.take();
    samplerThread.every(config.intervalMillis(), config.intervalMillis(), progressFile::write);
    client.begin(clock);
    samplerThread.every(0, ClientMonitor.INTERVAL_MILLIS, this::clientTick);
  }

  /** Reads the client's own figures; with live metrics, publishes them (sampler thread). */
  private void clientTick() {
    ClientSample s = client.tick(System.nanoTime());
    if (s != null && liveMetrics != null) {
      liveMetrics.client(s, config.guardRule().exceeded(s));
    }
  }

  /** Whether a client thread has begun the run. */
  public synchronized boolean begun() {
    return clock != null;
  }

  /**
   * The run's last client thread is done: its end time is now, and periodic sampling stops.
   * Later calls do nothing.
   */
  public synchronized void end() {
    if (endMillis < 0 && clock != null) {
      endMillis = clock.startMillis() + (System.nanoTime() - clock.originNanos()) / 1_000_000L;
      samplerThread.lastly(this::clientTick);   // the client's last part-second
      samplerThread.stop();
    }
  }

  /** The settings this session runs with. */
  public TrackingConfig config() {
    return config;
  }

  /** The registry every binding instance of this run resolves node names with. */
  public NodeRegistry nodes() {
    return nodes;
  }

  /**
   * The context every binding instance of this run gets before {@code init()}; its shared
   * resources are closed by {@link #close}.
   */
  public BindingContext context() {
    return context;
  }

  /**
   * Writes every interval the client threads have moved past, as the timer does (their
   * operations thus reach YCSB's per-operation histograms, see {@link RecordOnceMeasurements});
   * once the run has {@link #end}ed, every interval, the last one ending at the run's end, as
   * {@link #close} would: YCSB prints its last status line after its last client thread is done
   * and before it exports, and that line completes the count. Does nothing before
   * {@link #begin}.
   */
  void sampleNow() {
    IntervalSampler s;
    long end;
    synchronized (this) {
      s = sampler;
      end = endMillis;
    }
    if (s == null) {
      return;
    }
    if (end >= 0) {
      s.finish(() -> end);
    } else {
      s.sample(System.nanoTime());
    }
  }

  /**
   * A recorder for one client thread, on this run's interval grid (begins the run if not begun);
   * the session samples it until closed.
   */
  synchronized ThreadRecorder newThreadRecorder() {
    begin();
    ThreadRecorder r = new ThreadRecorder(clock);
    recorders.add(r);
    return r;
  }

  /**
   * Takes the last interval, ends the run if not ended (then, after the last collection from
   * client threads that still record) and writes the summary files.
   * Idempotent: later calls return the first result.
   *
   * @param status how the run ended, written to run.json; failures reported to the run's log
   *     turn it into {@code failed}
   */
  public synchronized Completed close(RunStatus status) {
    if (completed != null) {
      return completed;
    }
    begin();
    samplerThread.stopAndWait();
    // A run closed while client threads still record (stopped half-way) ends after the last
    // collection, not before it: what they record in between would count after the run's end.
    sampler.finish(() -> {
      end();
      return endMillis;
    });
    progressFile.close();
    context.close(); // the run's driver clients, once nothing is collected from the threads
    List<ClientSample> clientSamples = client.samples(endMillis);
    // the first second is shown, not judged: a fresh JVM compiles the run's code in it
    List<ClientSample> judged = clientSamples.subList(Math.min(1, clientSamples.size()),
        clientSamples.size());
    completed = RunSummarizer.summarize(config, nodes, sampler.cumulative(),
        outputs.verdictSeries().rows(), clock.startMillis(), endMillis, status,
        context.log().failures(), sampler.sinkFailure(),
        ClientGuard.judge(judged, config.guardRule()));
    outputs.close();
    if (metrics != null) {
      metrics.close();   // the last interval was published; scrapes are refused from now on
    }
    try {
      ResultFiles.write(results, completed.summary(), completed.verdict(), completed.describe());
      try (Writer w = Files.newBufferedWriter(results.clientSeriesCsv(), StandardCharsets.UTF_8)) {
        ClientSeriesCsv.write(clientSamples, completed.summary().startMillis(),
            config.guardRule(), w);
      }
    } catch (IOException e) {
      throw cannotWrite(e);
    }
    return completed;
  }
}
