package org.ycsbbio.core.verdict;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ycsbbio.core.api.Operation;

/**
 * The stall rule over the verdict's time series, per operation type. An interval is a
 * <em>jump</em> of a node when its slowest operation there is at least
 * {@link StallRule#jumpRatio} times the node's typical per-interval maximum (the lower quartile
 * over the intervals in which it served operations: a node that stalls in up to three intervals
 * of four keeps its typical level), and a <em>stall</em> of the node when no other node's
 * slowest operation in the same interval reached half its height ({@link #DOMINANCE}), whether
 * that peer jumped or is slow all the time: a fast node whose maximum rises to 2.7 ms beside a
 * slowed peer at 15 ms is not stalling (seen on three MariaDB shards, one duty-cycled). A pause of the client (its GC, a descheduled thread) delays the
 * operations in flight on every node at once: with many threads every node jumps and nobody
 * stalls; with few, the pause lands on whichever node held a thread, and which one that is
 * follows the nodes' share of the client's time. So, under "not the node's fault", a node's
 * count of stalls among all stalls is Binomial(all stalls, its share of the time the client
 * spent on the nodes in intervals without any jump). That share is never taken below 1/k of k
 * judged nodes: the machine's own noise (a server process descheduled, a shared disk's flush)
 * lands on each server alike, however little of the client's time a fast node holds beside a
 * node that is slow all the time (seen: with one of three MariaDB shards held to 1 % of a core,
 * its two fast peers were named for 3 and 4 such stalls at a 0 % share). A node is named when its
 * count is at least {@link StallRule#shareRatio} times that share of all stalls and the exact
 * upper tail is at most the verdict's significance.
 *
 * <p>On a busy machine the servers themselves are descheduled for tens of milliseconds about as
 * often as a node stalls (seen: every few seconds on three MariaDB shards on 2 loaded cores), and
 * those shallow stalls drown a real one in the count above. So the same test is made a second
 * time over <em>deep</em> stalls only: those in which at least {@link #DEPTH_SHARE} of the
 * client's mean operations in flight took {@link NodeInterval#NEAR_MAX} of the stall's height or
 * more, that share of the height being a jump itself (so that a node slow through a whole
 * interval, finishing operation after operation near its maximum, is not deep). A
 * stopped node gathers every client thread and holds it through the stall; a pause of the client
 * spreads the few in flight over the nodes, and a short deschedule lets most threads wait only a
 * little.
 *
 * <p>Deep stalls tell a stopped node from a short deschedule only when the client keeps many
 * operations in flight; paced, it has about one, and a server descheduled for 10 ms holds it as a
 * stopped one does. What still tells them apart is height: a stopped node's stalls last as long
 * as it is stopped, the machine's blips stay short. So the test is made a third time over
 * <em>tall</em> stalls only: those at least {@link #TALL_SHARE} of the height of the run's
 * {@link #TALL_QUANTILE} quantile stall (of this operation type). Under "not the node's fault"
 * the tallest stalls land by share like the others. A node is named when any of the three counts
 * passes. Stateless.
 */
public final class StallDetector {
  /**
   * A node's jump is a stall when every other node in the interval stayed below 1/{@value} of
   * its maximum: on a busy machine the peers' own small jumps then do not hide a stall, a pause
   * of the client, which delays every node by about as much, stays shared, and a node is never
   * said to stall below a peer that is slower anyway.
   */
  static final int DOMINANCE = 2;
  /**
   * A stall is <em>deep</em> when at least this share of the operations the client had in flight
   * on average waited through most of it: a stopped node gathers every client thread, while a
   * pause of the client or a short deschedule of a server catches only the few in flight there.
   */
  static final double DEPTH_SHARE = 0.75;
  /** The quantile of the run's stall heights that sets what is tall. */
  static final double TALL_QUANTILE = 0.9;
  /** A stall is <em>tall</em> when at least this share of the {@link #TALL_QUANTILE} height. */
  static final double TALL_SHARE = 0.5;
  /** Resolution of a share passed to {@link RateTest#upperTailP} as exposures. */
  private static final long SHARE_SCALE = 1_000_000;
  private final StallRule rule;
  private final double maxP;

  /**
   * Uses {@code rule}; {@link #analyze} decides at the significance of
   * {@code verdictRule.minZ()}, {@link BottleneckAnalyzer} at its run's level.
   */
  public StallDetector(StallRule rule, VerdictRule verdictRule) {
    this.rule = rule;
    this.maxP = RateTest.normalUpperTail(verdictRule.minZ());
  }

  /** Findings, stall marks and notes of one run. */
  public record Result(List<Finding> findings, List<StallMark> marks, List<String> notes) {
    public Result {
      findings = List.copyOf(findings);
      marks = List.copyOf(marks);
      notes = List.copyOf(notes);
    }
  }

  /**
   * Judges {@code series} (any order; one entry per interval × node × operation with data) at
   * the significance of the verdict rule's {@code minZ}.
   */
  public Result analyze(List<NodeInterval> series) {
    Judged judged = judge(series);
    return new Result(Comparison.named(judged.comparisons(), maxP), judged.marks(),
        judged.notes());
  }

  /**
   * The tests of one run: for each judged node × operation, its count of all stalls, of deep
   * ones and of tall ones, in that order; with the stall marks and notes.
   */
  record Judged(List<Comparison> comparisons, List<StallMark> marks, List<String> notes) {
  }

  /** The tests of {@code series}, to be decided at the run's level. */
  Judged judge(List<NodeInterval> series) {
    Map<Operation, List<NodeInterval>> byOp = new TreeMap<>();
    for (NodeInterval s : series) {
      byOp.computeIfAbsent(s.op(), k -> new ArrayList<>()).add(s);
    }
    List<Comparison> comparisons = new ArrayList<>();
    List<StallMark> marks = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    for (Map.Entry<Operation, List<NodeInterval>> e : byOp.entrySet()) {
      analyzeOperation(e.getKey(), e.getValue(), comparisons, marks, notes);
    }
    return new Judged(comparisons, marks, notes);
  }

  private void analyzeOperation(Operation op, List<NodeInterval> rows,
      List<Comparison> comparisons, List<StallMark> marks, List<String> notes) {
    Map<String, List<NodeInterval>> byNode = new TreeMap<>();
    TreeMap<Long, List<NodeInterval>> byInterval = new TreeMap<>();
    for (NodeInterval r : rows) {
      byNode.computeIfAbsent(r.node(), k -> new ArrayList<>()).add(r);
      byInterval.computeIfAbsent(r.startMillis(), k -> new ArrayList<>()).add(r);
    }
    Map<String, Long> typical = new HashMap<>();
    List<String> thin = new ArrayList<>();
    for (Map.Entry<String, List<NodeInterval>> e : byNode.entrySet()) {
      if (e.getValue().size() >= rule.minIntervals()) {
        typical.put(e.getKey(), lowerQuartileMax(e.getValue()));
      } else {
        thin.add(e.getKey() + " (" + e.getValue().size() + ")");
      }
    }
    if (!thin.isEmpty()) {
      notes.add(op + ": stalls not judged, fewer than " + rule.minIntervals()
          + " intervals with operations: " + String.join(", ", thin));
    }
    if (typical.size() < 2) {
      return;
    }
    int minDepth = minDepth(rows);
    Map<String, Double> quietBusy = new HashMap<>();
    List<NodeInterval> stalls = new ArrayList<>();
    Map<NodeInterval, Long> peersMaxInStall = new HashMap<>();
    for (List<NodeInterval> interval : byInterval.values()) {
      List<NodeInterval> jumpers = new ArrayList<>();
      for (NodeInterval r : interval) {
        Long t = typical.get(r.node());
        if (t != null && r.maxMicros() >= rule.jumpRatio() * Math.max(1, t)) {
          jumpers.add(r);
        }
      }
      if (jumpers.isEmpty()) {
        for (NodeInterval r : interval) {
          quietBusy.merge(r.node(), r.busyMicros(), Double::sum);
        }
        continue;
      }
      NodeInterval top = jumpers.get(0);
      for (NodeInterval j : jumpers) {
        top = j.maxMicros() > top.maxMicros() ? j : top;
      }
      long peersMax = 0;
      boolean alone = true;
      for (NodeInterval r : interval) {
        if (r != top) {
          peersMax = Math.max(peersMax, r.maxMicros());
          alone &= r.maxMicros() * DOMINANCE <= top.maxMicros();
        }
      }
      if (alone) {
        stalls.add(top);
        peersMaxInStall.put(top, peersMax);
        marks.add(new StallMark(top.node(), op, top.startMillis(), top.endMillis(),
            top.maxMicros(), typical.get(top.node())));
      }
    }
    List<NodeInterval> deep = stalls.stream().filter(st -> st.nearMaxCount() >= minDepth
        && NodeInterval.NEAR_MAX * st.maxMicros()
            >= rule.jumpRatio() * Math.max(1, typical.get(st.node())))
        .toList();
    long tallMicros = tallMicros(stalls);
    List<NodeInterval> tall = stalls.stream().filter(st -> st.maxMicros() >= tallMicros).toList();
    double totalBusy = 0;
    for (String node : typical.keySet()) {
      totalBusy += quietBusy.getOrDefault(node, 0.0);
    }
    for (String node : typical.keySet()) {
      double busy = Math.max(1, quietBusy.getOrDefault(node, 0.0));
      double share = Math.max(busy / Math.max(busy, totalBusy), 1.0 / typical.size());
      comparisons.add(judge(node, op, stalls, 0, 0, share, byNode.get(node).size(),
          byInterval.size(), typical.get(node), peersMaxInStall));
      comparisons.add(judge(node, op, deep, minDepth, 0, share, byNode.get(node).size(),
          byInterval.size(), typical.get(node), peersMaxInStall));
      comparisons.add(judge(node, op, tall, 0, tallMicros, share, byNode.get(node).size(),
          byInterval.size(), typical.get(node), peersMaxInStall));
    }
  }

  /**
   * The test of {@code node}'s count among {@code stalls}: its effect size holds when the count
   * is at least {@link StallRule#shareRatio} times {@code share} of them, its p-value is the
   * exact binomial upper tail; {@code depth} and {@code tallMicros} say which stalls were
   * counted ({@link Finding.Stall}).
   */
  private Comparison judge(String node, Operation op, List<NodeInterval> stalls, int depth,
      long tallMicros, double share, int intervals, int allIntervals, long typicalMicros,
      Map<NodeInterval, Long> peersMax) {
    List<NodeInterval> own = stalls.stream().filter(st -> st.node().equals(node)).toList();
    int count = own.size();
    int others = stalls.size() - count;
    boolean effect = count > 0 && count >= rule.shareRatio() * share * stalls.size();
    long exposure = Math.round(share * SHARE_SCALE);
    long rest = Math.max(1, Math.round((1 - share) * SHARE_SCALE));
    Finding.Stall numbers = new Finding.Stall(count, intervals, others, allIntervals,
        median(own.stream().mapToLong(NodeInterval::maxMicros).toArray()),
        median(own.stream().mapToLong(peersMax::get).toArray()), typicalMicros, share,
        RateTest.upperTailP(count, exposure, others, rest), depth, tallMicros);
    return Comparison.test(Finding.stall(node, op, numbers), effect, numbers.p(),
        f -> RateTest.upperTailP(Math.round(count * f), exposure, Math.round(others * f), rest));
  }

  /**
   * The depth a deep stall needs: {@link #DEPTH_SHARE} of the operations of this type the client
   * had in flight on average (their summed latency over the series' span), at least 1.
   */
  private static int minDepth(List<NodeInterval> rows) {
    long start = Long.MAX_VALUE;
    long end = Long.MIN_VALUE;
    double busy = 0;
    for (NodeInterval r : rows) {
      start = Math.min(start, r.startMillis());
      end = Math.max(end, r.endMillis());
      busy += r.busyMicros();
    }
    double inFlight = busy / (1000.0 * Math.max(1, end - start));
    return Math.max(1, (int) Math.ceil(DEPTH_SHARE * inFlight - 1e-9));
  }

  /**
   * The height a tall stall needs: {@link #TALL_SHARE} of the {@link #TALL_QUANTILE} quantile
   * of the heights of {@code stalls} (at least 1 µs).
   */
  private static long tallMicros(List<NodeInterval> stalls) {
    long[] heights = stalls.stream().mapToLong(NodeInterval::maxMicros).sorted().toArray();
    long quantile = heights.length == 0 ? 0
        : heights[(int) Math.floor(TALL_QUANTILE * (heights.length - 1))];
    return Math.max(1, (long) Math.ceil(TALL_SHARE * quantile));
  }

  private static long lowerQuartileMax(List<NodeInterval> rows) {
    long[] max = rows.stream().mapToLong(NodeInterval::maxMicros).sorted().toArray();
    return max[max.length / 4];
  }

  private static long median(long[] values) {
    Arrays.sort(values);
    return values.length == 0 ? 0 : values[values.length / 2];
  }
}
