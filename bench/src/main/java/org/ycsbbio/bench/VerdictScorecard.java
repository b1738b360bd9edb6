package org.ycsbbio.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.ycsbbio.bindings.sim.SimClient;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.export.HistogramLogSink;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.KeySkew;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.tracking.TrackingSession;
import org.ycsbbio.core.verdict.BottleneckAnalyzer;
import org.ycsbbio.core.verdict.NodeInterval;
import org.ycsbbio.core.verdict.StallRule;
import org.ycsbbio.core.verdict.Verdict;
import org.ycsbbio.core.verdict.VerdictRule;

/**
 * The verdict's scorecard: runs a matrix of faults on the {@code sim} cluster, in process on
 * YCSB's real engine ({@link EngineHarness}), and prints per fault type and node count the
 * precision, recall and Matthews correlation of the named nodes, the runs with a false naming,
 * the runs with a "too short to judge" note, and for stalls the seconds of run after which the
 * verdict first named the stalled node (the verdict of every prefix of the run, 1 s apart, from
 * its 200 ms HdrHistogram logs). Every run: uniform reads over 10,000 records, 8 threads,
 * log-normal service times (median 2 ms, σ 0.5) unless the case says otherwise, 8 s, default
 * verdict settings. Arguments: {@code SEEDS BALANCED_SEEDS SECONDS NODES...}; the system
 * property {@code cases} (fault types, comma-separated) runs only those.
 */
public final class VerdictScorecard {
  private static final long RECORDS = 10_000;

  private VerdictScorecard() {
  }

  /** One fault: its sim settings for {@code nodes} nodes and faulty node {@code k}. */
  private interface Settings {
    String[] of(int nodes, int k);
  }

  /**
   * A case of the matrix.
   *
   * @param name fault type
   * @param positive whether one node is at fault (node k), else none should be named
   * @param settings its settings
   * @param hog whether CPU hogs run in the client's process meanwhile
   */
  private record Case(String name, boolean positive, Settings settings, boolean hog) {
  }

  /** Confusion counts over nodes, and per-run counts. */
  private static final class Score {
    long tp;
    long fp;
    long fn;
    long tn;
    int runs;
    int runsWithFalse;
    int runsTooShort;
    int hotRight;
    int hotNamed;
    final List<Double> secondsToName = new ArrayList<>();
    int neverNamed;

    void add(Score o) {
      tp += o.tp;
      fp += o.fp;
      fn += o.fn;
      tn += o.tn;
      runs += o.runs;
      runsWithFalse += o.runsWithFalse;
      runsTooShort += o.runsTooShort;
      hotRight += o.hotRight;
      hotNamed += o.hotNamed;
      secondsToName.addAll(o.secondsToName);
      neverNamed += o.neverNamed;
    }

    String row(String what, boolean positive, boolean stall) {
      String precision = tp + fp == 0 ? "-" : fmt(tp / (double) (tp + fp));
      String recall = !positive ? "-" : fmt(tp / (double) (tp + fn));
      double d = Math.sqrt((double) (tp + fp) * (tp + fn) * (tn + fp) * (tn + fn));
      String mcc = !positive ? "-" : d == 0 ? "0" : fmt((tp * (double) tn - fp * (double) fn) / d);
      String hot = hotNamed == 0 ? "" : " hot " + hotRight + "/" + hotNamed;
      String time = "";
      if (stall) {
        double[] s = secondsToName.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        time = s.length == 0 ? " named after: never" : String.format(Locale.ROOT,
            " named after: median %.0f s, max %.0f s%s", s[s.length / 2], s[s.length - 1],
            neverNamed == 0 ? "" : ", " + neverNamed + " never");
      }
      return String.format(Locale.ROOT, "%-22s runs %3d  precision %5s  recall %5s  MCC %5s  "
          + "false-named runs %2d  too-short notes %2d%s%s", what, runs, precision, recall, mcc,
          runsWithFalse, runsTooShort, hot, time);
    }
  }

  private static String fmt(double v) {
    return String.format(Locale.ROOT, "%.3f", v);
  }

  /** The cases of the matrix, those named in the system property {@code cases} when set. */
  private static List<Case> cases() {
    String only = System.getProperty("cases", "");
    return all().stream().filter(c -> only.isBlank()
        || Arrays.asList(only.split(",")).contains(c.name())).toList();
  }

  private static List<Case> all() {
    List<Case> c = new ArrayList<>();
    c.add(new Case("no fault", false, (n, k) -> new String[0], false));
    for (String f : List.of("1.5", "2", "4")) {
      long micros = Math.round(2000 * Double.parseDouble(f));
      c.add(new Case("slow median x" + f, true,
          (n, k) -> new String[] {"sim.node." + k + ".latency", micros + "us"}, false));
    }
    for (String[] s : List.of(new String[] {"2", "2500ms"}, new String[] {"5", "1000ms"},
        new String[] {"10", "500ms"})) {
      c.add(new Case("stall " + s[0] + " %", true, (n, k) -> new String[] {"sim.stall.node",
          Integer.toString(k), "sim.stall.length", "50ms", "sim.stall.every", s[1]}, false));
    }
    for (String e : List.of("0.01", "0.1")) {
      c.add(new Case("errors " + Math.round(100 * Double.parseDouble(e)) + " %", true,
          (n, k) -> new String[] {"sim.node." + k + ".errors", e}, false));
    }
    c.add(new Case("hot key", true, null, false));
    c.add(new Case("heavy tails", false, (n, k) -> new String[] {"sim.latency.sigma", "1"},
        false));
    c.add(new Case("client pause", false, (n, k) -> new String[] {"sim.pause.every", "200ms",
        "sim.pause.length", "25ms"}, false));
    c.add(new Case("client CPU starvation", false, (n, k) -> new String[0], true));
    return c;
  }

  public static void main(String[] args) throws Exception {
    int seeds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    int balancedSeeds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
    int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 8;
    int[] nodeCounts = args.length > 3 ? Arrays.stream(args, 3, args.length)
        .mapToInt(Integer::parseInt).toArray() : new int[] {3, 5, 16, 32};
    Path tmp = Files.createTempDirectory("verdict-score");
    System.out.printf(Locale.ROOT, "seeds %d (no fault: %d), %d s a run, nodes %s, %d cores%n",
        seeds, balancedSeeds, seconds, Arrays.toString(nodeCounts),
        Runtime.getRuntime().availableProcessors());
    Map<String, Score> byType = new LinkedHashMap<>();
    try {
      for (Case c : cases()) {
        Score all = new Score();
        for (int nodes : nodeCounts) {
          Score cell = new Score();
          int runs = c.name().equals("no fault") ? balancedSeeds : seeds;
          for (int seed = 1; seed <= runs; seed++) {
            int k = 1 + (seed * 7) % nodes;
            Path dir = tmp.resolve(c.name().replaceAll("[^a-z0-9]", "") + "-" + nodes + "-" + seed);
            score(c, nodes, k, seed, seconds, dir, cell);
            deleteTree(dir);
          }
          System.out.println(cell.row(c.name() + " @" + nodes, c.positive(),
              c.name().startsWith("stall")));
          all.add(cell);
        }
        byType.put(c.name(), all);
      }
      System.out.println("== per fault type, all node counts ==");
      for (Case c : cases()) {
        System.out.println(byType.get(c.name()).row(c.name(), c.positive(),
            c.name().startsWith("stall")));
      }
    } finally {
      deleteTree(tmp);
    }
  }

  private static void score(Case c, int nodes, int k, int seed, int seconds, Path dir,
      Score cell) throws Exception {
    TestProperties p = TestProperties.of("workload", "site.ycsb.workloads.CoreWorkload",
        "bio.binding.class", SimClient.class.getName(), "bio.binding.name", "sim",
        "bio.results", dir.toString(), "recordcount", Long.toString(RECORDS),
        "operationcount", "100000000", "maxexecutiontime", Integer.toString(seconds),
        "readproportion", "1", "updateproportion", "0", "requestdistribution", "uniform",
        "threadcount", "8", "sim.nodes", Integer.toString(nodes), "sim.latency", "2ms",
        "sim.latency.dist", "lognormal", "sim.latency.sigma", "0.5", "bio.interval", "200ms",
        "sim.seed", Integer.toString(seed));
    int positive = c.positive() ? k : 0;
    if (c.settings() == null) {   // hot key: the node zipfian keys favour, at 90 % of capacity
      double[] shares = KeySkew.zipfianShares(1000, nodes, 1_000_000);
      positive = KeySkew.hottest(shares);
      double capacity = 2000.0 / nodes;
      long target = Math.round(0.9 * capacity / shares[positive - 1]);
      p.set("recordcount", "1000", "requestdistribution", "zipfian", "threadcount", "32",
          "target", Long.toString(target), "sim.capacity", Double.toString(capacity));
    } else {
      p.set(c.settings().of(nodes, k));
    }
    AtomicBoolean hogging = new AtomicBoolean(c.hog());
    List<Thread> hogs = new ArrayList<>();
    for (int i = 0; c.hog() && i < 2 * Runtime.getRuntime().availableProcessors(); i++) {
      Thread t = new Thread(() -> {
        while (hogging.get()) {
          Thread.onSpinWait();
        }
      }, "hog-" + i);
      t.setDaemon(true);
      t.start();
      hogs.add(t);
    }
    TrackingSession.Completed run;
    try {
      run = EngineHarness.run(p.build(), false, Duration.ofSeconds(seconds + 120));
    } finally {
      hogging.set(false);
      for (Thread t : hogs) {
        t.join();
      }
    }
    Verdict v = run.verdict();
    Set<String> named = new TreeSet<>(v.bottlenecks());
    String truth = positive == 0 ? null : "node" + positive;
    cell.runs++;
    cell.tp += truth != null && named.contains(truth) ? 1 : 0;
    cell.fn += truth != null && !named.contains(truth) ? 1 : 0;
    long falseNamed = named.stream().filter(n -> !n.equals(truth)).count();
    cell.fp += falseNamed;
    cell.tn += nodes - (truth == null ? 0 : 1) - falseNamed;
    cell.runsWithFalse += falseNamed > 0 ? 1 : 0;
    cell.runsTooShort += v.tooShort().isEmpty() ? 0 : 1;
    if (c.settings() == null && named.contains(truth)) {
      cell.hotNamed++;
      cell.hotRight += v.findings().stream().filter(f -> f.node().equals(truth))
          .allMatch(f -> f.cause().equals("hot")) ? 1 : 0;
    }
    if (falseNamed > 0 || truth != null && !named.contains(truth)) {
      System.out.printf(Locale.ROOT, "  %s @%d seed %d (truth %s): %s", c.name(), nodes, seed,
          truth, v.describe().replace("\n", "\n    "));
      System.out.println();
    }
    if (c.name().startsWith("stall")) {
      double t = secondsToName(dir, truth, seconds);
      if (Double.isNaN(t)) {
        cell.neverNamed++;
      } else {
        cell.secondsToName.add(t);
      }
    }
  }

  /**
   * The first whole second of the run in {@code dir} after which the verdict over the run so far
   * names {@code node}, from the run's 200 ms HdrHistogram logs; NaN if none.
   */
  private static double secondsToName(Path dir, String node, int seconds) throws IOException {
    List<Interval> intervals = read(dir.resolve("hdr"));
    long start = intervals.stream().mapToLong(Interval::startMillis).min().orElse(0);
    BottleneckAnalyzer analyzer = new BottleneckAnalyzer(VerdictRule.DEFAULT, StallRule.DEFAULT);
    for (int t = 1; t <= seconds + 1; t++) {
      long end = start + 1000L * t;
      Map<String, NodeOpStats> stats = new HashMap<>();
      List<NodeInterval> series = new ArrayList<>();
      for (Interval i : intervals) {
        if (i.endMillis() > end) {
          continue;
        }
        NodeOpStats s = stats.computeIfAbsent(i.node(), n -> new NodeOpStats(n, Operation.READ,
            new Histogram(3), new Histogram(3), null));
        (i.failed() ? s.failed() : s.ok()).add(i.histogram());
        Histogram h = i.histogram();
        if (!i.failed() && h.getTotalCount() > 0) {
          long max = h.getMaxValue();
          series.add(new NodeInterval(i.startMillis(), i.endMillis(), i.node(), Operation.READ,
              h.getTotalCount(), max, h.getMean() * h.getTotalCount(), Math.min(h.getTotalCount(),
              h.getCountBetweenValues((long) Math.ceil(NodeInterval.NEAR_MAX * max), max))));
        }
      }
      List<NodeOpStats> list = new ArrayList<>(stats.values());
      if (analyzer.analyze(list, series).bottlenecks().contains(node)) {
        return t;
      }
    }
    return Double.NaN;
  }

  /** One interval histogram of a node's READ log. */
  private record Interval(String node, boolean failed, long startMillis, long endMillis,
      Histogram histogram) {
  }

  private static List<Interval> read(Path hdr) throws IOException {
    List<Interval> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(hdr)) {
      for (Path f : files.filter(x -> x.getFileName().toString().startsWith("READ@")).toList()) {
        String name = f.getFileName().toString();
        String node = name.substring("READ@".length(), name.length() - ".hlog".length());
        HistogramLogReader reader = new HistogramLogReader(f.toFile());
        EncodableHistogram h;
        while ((h = reader.nextIntervalHistogram()) != null) {
          if (HistogramLogSink.INTENDED_TAG.equals(h.getTag())) {
            continue;
          }
          out.add(new Interval(node, HistogramLogSink.FAILED_TAG.equals(h.getTag()),
              h.getStartTimeStamp(), h.getEndTimeStamp(), (Histogram) h));
        }
        reader.close();
      }
    }
    return out;
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
        Files.delete(p);
      }
    }
  }
}
