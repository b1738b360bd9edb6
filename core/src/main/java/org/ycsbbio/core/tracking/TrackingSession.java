package org.ycsbbio.core.tracking;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.BindingContext;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.api.RunLog;
import org.ycsbbio.core.export.CoarseningSink;
import org.ycsbbio.core.export.HistogramLogSink;
import org.ycsbbio.core.export.IntervalSink;
import org.ycsbbio.core.export.PerNodeCsv;
import org.ycsbbio.core.export.RunJson;
import org.ycsbbio.core.export.TimeSeriesCsvSink;
import org.ycsbbio.core.guard.ClientGuard;
import org.ycsbbio.core.guard.ClientProbe;
import org.ycsbbio.core.guard.ClientSample;
import org.ycsbbio.core.guard.ClientSeriesCsv;
import org.ycsbbio.core.metrics.MetricsEndpoint;
import org.ycsbbio.core.metrics.MetricsSink;
import org.ycsbbio.core.metrics.OpenMetricsText;
import org.ycsbbio.core.progress.ProgressFile;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.results.RunSummary;
import org.ycsbbio.core.verdict.BottleneckAnalyzer;
import org.ycsbbio.core.verdict.Verdict;

/**
 * Per-node tracking of one run in one client process: the shared node registry, every client
 * thread's recorders, a sampler thread writing interval logs and the time series (and an
 * input-driven load's {@code input-progress.csv}) and measuring the client itself
 * ({@link ClientMonitor}), and at {@link #close} the summary files ({@code per-node.csv},
 * {@code verdict.txt}, {@code run.json}, {@code client-timeseries.csv}) with the
 * {@link ClientGuard}'s judgement; with {@code bio.metrics.port}, an HTTP endpoint serving what
 * the sampler and the client's monitor last published, from construction until {@link #close}.
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
  private final NodeRegistry nodes = new NodeRegistry();
  private final BindingContext context;
  private final CopyOnWriteArrayList<ThreadRecorder> recorders = new CopyOnWriteArrayList<>();
  private final List<IntervalSink> sinks;
  private final VerdictSeries verdictSeries = new VerdictSeries();
  private final ClientMonitor client = new ClientMonitor(new ClientProbe());
  private final ScheduledThreadPoolExecutor timer;
  private final RecordOnceMeasurements operations = NodeTrackingMeasurements.recordOnce();
  private final ProgressFile progressFile;
  /** Live metrics and what they serve, or null when off. */
  private final MetricsEndpoint metrics;
  private final MetricsSink liveMetrics;
  /**
   * Runs on the sampler thread between its clock reading and each periodic sample; tests hold
   * the sampler up there, where a busy machine deschedules it.
   */
  static volatile Runnable beforeEachSample = () -> { };
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
      Path dir = Files.createDirectories(config.resultsDir());
      List<IntervalSink> outputs = List.of(new HistogramLogSink(dir.resolve("hdr")),
          new TimeSeriesCsvSink(dir.resolve("per-node-timeseries.csv")));
      List<IntervalSink> all = new ArrayList<>(config.sampleMillis() == config.intervalMillis()
          ? outputs : List.of(new CoarseningSink(outputs, config.intervalMillis())));
      all.add(verdictSeries);
      all.add(client);
      if (liveMetrics != null) {
        all.add(liveMetrics);
      }
      sinks = List.copyOf(all);
    } catch (IOException e) {
      if (metrics != null) {
        metrics.close();
      }
      throw cannotWrite(e);
    }
    timer = new ScheduledThreadPoolExecutor(1, r -> {
      Thread t = new Thread(r, "ycsb-bio-sampler");
      t.setDaemon(true);
      return t;
    });
    timer.prestartCoreThread();
  }

  private UncheckedIOException cannotWrite(IOException e) {
    return new UncheckedIOException("cannot write results to " + config.resultsDir() + ": "
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
    sampler = new IntervalSampler(recorders, nodes, sinks, operations, clock);
    IntervalSampler s = sampler;
    timer.scheduleAtFixedRate(() -> {
      long now = System.nanoTime();
      beforeEachSample.run();
      s.sample(now);
    }, config.sampleMillis(), config.sampleMillis(), TimeUnit.MILLISECONDS);
    progressFile.take();
    timer.scheduleAtFixedRate(progressFile::write, config.intervalMillis(),
        config.intervalMillis(), TimeUnit.MILLISECONDS);
    client.begin(clock);
    timer.scheduleAtFixedRate(this::clientTick, 0,
        ClientMonitor.INTERVAL_MILLIS, TimeUnit.MILLISECONDS);
  }

  /** Reads the client's own figures; with live metrics, publishes them (timer thread). */
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
      if (!timer.isShutdown()) {
        timer.execute(this::clientTick);   // the client's last part-second
      }
      timer.shutdown();
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
    timer.shutdown();
    try {
      if (!timer.awaitTermination(30, TimeUnit.SECONDS)) {
        timer.shutdownNow();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    // A run closed while client threads still record (stopped half-way) ends after the last
    // collection, not before it: what they record in between would count after the run's end.
    sampler.finish(() -> {
      end();
      return endMillis;
    });
    long end = endMillis;
    progressFile.close();
    context.close(); // the run's driver clients, once nothing is collected from the threads
    List<String> reported = context.log().failures();
    RunStatus withFailures = reported.isEmpty() ? status
        : new RunStatus(RunStatus.Outcome.FAILED, String.join("; ", reported));
    RunStatus finalStatus = sampler.sinkFailure() == null ? withFailures
        : new RunStatus(RunStatus.Outcome.INCOMPLETE,
            "interval logs stopped: " + sampler.sinkFailure().getMessage());
    List<NodeOpStats> stats = sampler.cumulative();
    SortedMap<String, String> info = new TreeMap<>(config.info());
    info.put("nodes_seen", Integer.toString(nodesSeen(stats)));
    List<ClientSample> clientSamples = client.samples(end);
    ClientGuard guard = ClientGuard.judge(clientSamples, config.guardRule());
    info.put("client_limited", Boolean.toString(guard.limited()));
    info.put("client_guard", guard.line());
    RunSummary summary = new RunSummary(info, clock.startMillis(), end, finalStatus, stats,
        config.slowThresholdMicros());
    Verdict measured = new BottleneckAnalyzer(config.rule(), config.stallRule())
        .analyze(summary.stats(), verdictSeries.rows());
    Verdict verdict = guard.limited() ? measured.withCaveat(ClientGuard.CAVEAT) : measured;
    for (IntervalSink sink : sinks) {
      try {
        sink.close();
      } catch (IOException e) {
        // the summary files below still carry the whole run
      }
    }
    if (metrics != null) {
      metrics.close();   // the last interval was published; scrapes are refused from now on
    }
    completed = new Completed(config, summary, verdict, guard);
    writeSummaryFiles(completed, clientSamples);
    return completed;
  }

  /**
   * Database nodes that served an operation: each node of {@code stats}, and for
   * {@value NodeRegistry#ALL_SHARDS} the shards it stood for (itself when it named none).
   */
  private int nodesSeen(List<NodeOpStats> stats) {
    Set<String> seen = new HashSet<>();
    for (NodeOpStats s : stats) {
      Set<String> spanned = NodeRegistry.spansNodes(s.node()) ? nodes.spanned() : Set.of();
      if (spanned.isEmpty()) {
        seen.add(s.node());
      } else {
        seen.addAll(spanned);
      }
    }
    return seen.size();
  }

  private void writeSummaryFiles(Completed run, List<ClientSample> clientSamples) {
    Path dir = config.resultsDir();
    RunSummary summary = run.summary();
    try {
      try (Writer w = Files.newBufferedWriter(dir.resolve("per-node.csv"), StandardCharsets.UTF_8)) {
        PerNodeCsv.write(summary, w);
      }
      Files.writeString(dir.resolve("verdict.txt"), run.describe(), StandardCharsets.UTF_8);
      try (Writer w = Files.newBufferedWriter(dir.resolve("run.json"), StandardCharsets.UTF_8)) {
        RunJson.write(summary, run.verdict(), w);
      }
      try (Writer w = Files.newBufferedWriter(dir.resolve(ClientSeriesCsv.FILE),
          StandardCharsets.UTF_8)) {
        ClientSeriesCsv.write(clientSamples, summary.startMillis(), config.guardRule(), w);
      }
    } catch (IOException e) {
      throw cannotWrite(e);
    }
  }
}
