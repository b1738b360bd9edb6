package org.ycsbbio.core.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a series of steps says: the sustainable throughput — the highest achieved throughput of a
 * completed step that met its target (at least {@link #MET_SHARE} of it; a step without target
 * always does) with its headline p99 (intended-start when a target was set) within a bound — and
 * the node that saturated first: each node crosses at the lowest offered load (the target, or
 * the achieved throughput without one) where its own p99 — service time, since a client thread
 * held up by one node delays its next request to every node, which intended-start latency
 * charges to all of them — exceeds the bound; the node crossing first
 * is named only when every other node crossed at {@link #LOAD_MARGIN} times that load or more,
 * or not at all in a sweep that went that far (else they saturated together and none is named).
 * Pure.
 *
 * @param p99BoundMicros the latency bound
 * @param sustainable the step that gives the sustainable throughput, or null when none qualifies
 * @param firstSaturated the node named, or null
 * @param saturationStep the step where a node's p99 first exceeded the bound, or null
 * @param nodeP99Micros the p99 at that step of the node that crossed first, 0 when none
 * @param peersMedianP99Micros the other nodes' median p99 at that step, 0 when none
 * @param text the findings in words, with the numbers
 */
public record SweepAnalysis(long p99BoundMicros, StepResult sustainable, String firstSaturated,
    StepResult saturationStep, long nodeP99Micros, long peersMedianP99Micros, String text) {
  /** A step met its target when it achieved at least this share of it. */
  public static final double MET_SHARE = 0.95;
  /**
   * A node saturated first when the next node's p99 crossed the bound only at an offered load at
   * least this many times higher (or no other node crossed up to that load).
   */
  public static final double LOAD_MARGIN = 1.2;

  /** Analyses {@code steps} (any order; steps that did not complete are passed over). */
  public static SweepAnalysis of(List<StepResult> steps, long p99BoundMicros) {
    List<StepResult> done = steps.stream().filter(StepResult::completed)
        .sorted(Comparator.comparingDouble(SweepAnalysis::offered)).toList();
    StepResult best = null;
    for (StepResult s : done) {
      if (meets(s, p99BoundMicros)
          && (best == null || s.all().opsPerSec() > best.all().opsPerSec())) {
        best = s;
      }
    }
    StringBuilder text = new StringBuilder();
    text.append(best == null
        ? String.format(Locale.ROOT, "Sustainable throughput: none of %d completed steps met its "
            + "target with p99 <= %s.", done.size(), ms(p99BoundMicros))
        : String.format(Locale.ROOT, "Sustainable throughput: %.0f ops/s (step %s, target %s, "
            + "p99 %s <= %s).", best.all().opsPerSec(), best.name(), rate(best.target()),
            ms(best.all().headlineP99()), ms(p99BoundMicros)));
    Map<String, StepResult> crossed = new LinkedHashMap<>();
    for (StepResult s : done) {
      s.byNode().forEach((node, p) -> {
        if (!crossed.containsKey(node) && p.p99() != null && p.p99() > p99BoundMicros) {
          crossed.put(node, s);
        }
      });
    }
    if (crossed.isEmpty()) {
      text.append(" No node's p99 exceeded ").append(ms(p99BoundMicros)).append('.');
      return new SweepAnalysis(p99BoundMicros, best, null, null, 0, 0, text.toString());
    }
    List<String> order = new ArrayList<>(crossed.keySet());
    order.sort(Comparator.comparingDouble(n -> offered(crossed.get(n))));
    String first = order.get(0);
    StepResult at = crossed.get(first);
    double load = offered(at);
    double maxOffered = offered(done.get(done.size() - 1));
    double nextLoad = order.size() > 1 ? offered(crossed.get(order.get(1))) : maxOffered;
    boolean ahead = nextLoad >= LOAD_MARGIN * load;
    long nodeP99 = at.byNode().get(first).p99();
    long peers = median(at.byNode().entrySet().stream()
        .filter(e -> !e.getKey().equals(first) && e.getValue().p99() != null)
        .map(e -> e.getValue().p99()).toList());
    String next = order.size() > 1
        ? String.format(Locale.ROOT, "the next node, %s, crossed at offered %s", order.get(1),
            rate(nextLoad))
        : String.format(Locale.ROOT, "no other node crossed up to offered %s", rate(maxOffered));
    if (ahead) {
      text.append(String.format(Locale.ROOT, " First to saturate: %s, p99 %s > %s at step %s "
          + "(offered %s, achieved %.0f ops/s; the other nodes' median p99 %s); %s.", first,
          ms(nodeP99), ms(p99BoundMicros), at.name(), rate(load), at.all().opsPerSec(),
          ms(peers), next));
    } else if (order.size() > 1) {
      text.append(String.format(Locale.ROOT, " No node saturated first: %s crossed %s at offered "
          + "%s and %s, within %.0f %% of it.", first, ms(p99BoundMicros), rate(load), next,
          (LOAD_MARGIN - 1) * 100));
    } else {
      text.append(String.format(Locale.ROOT, " No node named first to saturate: %s crossed %s at "
          + "offered %s, the highest step; the sweep must go %.0f %% further to tell whether the "
          + "other nodes follow.", first, ms(p99BoundMicros), rate(load), (LOAD_MARGIN - 1) * 100));
    }
    return new SweepAnalysis(p99BoundMicros, best, ahead ? first : null, at, nodeP99, peers,
        text.toString());
  }

  private static boolean meets(StepResult s, long bound) {
    Long p99 = s.all().headlineP99();
    return p99 != null && p99 <= bound
        && (s.target() == 0 || s.all().opsPerSec() >= MET_SHARE * s.target());
  }

  /** The step's offered load: its target, or what it achieved when it had none. */
  static double offered(StepResult s) {
    return s.target() > 0 ? s.target() : s.all().opsPerSec();
  }

  private static long median(List<Long> values) {
    if (values.isEmpty()) {
      return 0;
    }
    List<Long> sorted = new ArrayList<>(values);
    sorted.sort(null);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }

  private static String rate(double target) {
    return target == 0 ? "max" : String.format(Locale.ROOT, "%.0f ops/s", target);
  }

  private static String ms(long micros) {
    return String.format(Locale.ROOT, "%.1f ms", micros / 1000.0);
  }
}
