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
 * upper tail is at most the verdict's significance. Stateless.
 */
public final class StallDetector {
  /**
   * A node's jump is a stall when every other node in the interval stayed below 1/{@value} of
   * its maximum: on a busy machine the peers' own small jumps then do not hide a stall, a pause
   * of the client, which delays every node by about as much, stays shared, and a node is never
   * said to stall below a peer that is slower anyway.
   */
  static final int DOMINANCE = 2;
  /** Resolution of a share passed to {@link RateTest#upperTailP} as exposures. */
  private static final long SHARE_SCALE = 1_000_000;
  private final StallRule rule;
  private final double maxP;

  /** Uses {@code rule} at the significance of {@code verdictRule.minZ()}. */
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

  /** Judges {@code series} (any order; one entry per interval × node × operation with data). */
  public Result analyze(List<NodeInterval> series) {
    Map<Operation, List<NodeInterval>> byOp = new TreeMap<>();
    for (NodeInterval s : series) {
      byOp.computeIfAbsent(s.op(), k -> new ArrayList<>()).add(s);
    }
    List<Finding> findings = new ArrayList<>();
    List<StallMark> marks = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    for (Map.Entry<Operation, List<NodeInterval>> e : byOp.entrySet()) {
      analyzeOperation(e.getKey(), e.getValue(), findings, marks, notes);
    }
    return new Result(findings, marks, notes);
  }

  private void analyzeOperation(Operation op, List<NodeInterval> rows, List<Finding> findings,
      List<StallMark> marks, List<String> notes) {
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
    Map<String, Double> quietBusy = new HashMap<>();
    Map<String, List<NodeInterval>> stalls = new HashMap<>();
    Map<String, List<Long>> peersMaxInStalls = new HashMap<>();
    int allStalls = 0;
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
        allStalls++;
        stalls.computeIfAbsent(top.node(), k -> new ArrayList<>()).add(top);
        peersMaxInStalls.computeIfAbsent(top.node(), k -> new ArrayList<>()).add(peersMax);
        marks.add(new StallMark(top.node(), op, top.startMillis(), top.endMillis(),
            top.maxMicros(), typical.get(top.node())));
      }
    }
    double totalBusy = 0;
    for (String node : typical.keySet()) {
      totalBusy += quietBusy.getOrDefault(node, 0.0);
    }
    for (String node : typical.keySet()) {
      List<NodeInterval> own = stalls.getOrDefault(node, List.of());
      if (own.isEmpty()) {
        continue;
      }
      double busy = Math.max(1, quietBusy.getOrDefault(node, 0.0));
      double share = Math.max(busy / Math.max(busy, totalBusy), 1.0 / typical.size());
      int count = own.size();
      if (count < rule.shareRatio() * share * allStalls) {
        continue;
      }
      double p = RateTest.upperTailP(count, Math.round(share * SHARE_SCALE), allStalls - count,
          Math.max(1, Math.round((1 - share) * SHARE_SCALE)));
      if (p > maxP) {
        continue;
      }
      long[] ownMax = own.stream().mapToLong(NodeInterval::maxMicros).toArray();
      long[] peersMax = peersMaxInStalls.get(node).stream().mapToLong(Long::longValue).toArray();
      findings.add(Finding.stall(node, op, new Finding.Stall(count,
          byNode.get(node).size(), allStalls - count, byInterval.size(), median(ownMax),
          median(peersMax), typical.get(node), share, p)));
    }
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
