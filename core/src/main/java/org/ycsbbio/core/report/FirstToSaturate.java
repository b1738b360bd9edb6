package org.ycsbbio.core.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.jcip.annotations.Immutable;

/**
 * Which node of a series saturated first, judged without a latency bound: every node against
 * its own low-load level and against the other nodes at the same step, the steps taken in
 * {@link LoadOrder}. A node's level of an operation is the lowest median it showed at the steps
 * below (a median of at least {@link #MIN_OPS} operations; the lowest, not the first step's, so
 * that one disturbed step does not lift it). A node saturates at a step when
 *
 * <ul>
 *   <li>for one operation its median service time is at least {@link #FACTOR} times its level
 *       while the other nodes' median rise (same operation) is less than that, and the node's
 *       rise is at least {@link #PEER_MARGIN} times theirs, or
 *   <li>it completed a share of the step's operations at least {@link #SHARE_DROP} smaller,
 *       relative to its share at the lowest step, than the other nodes' median relative share,
 *       and the fall is significant (two-proportion z of at least {@link #SHARE_Z}).
 * </ul>
 *
 * The first node to saturate is the only node that saturates at the lowest step where any does;
 * when several do there, they saturated together and none is named. Latency from the intended
 * start is not judged: in YCSB's closed loop a thread held up by the saturated node starts its
 * next operations late on every node, so that lag rises on all nodes alike. Immutable.
 *
 * @param node the node named, or null
 * @param together the nodes that saturated at {@code step} (one: {@code node}; several: none
 *     named); empty when none did
 * @param step the lowest step at which a node saturated, or null
 * @param lowest the lowest completed step; null with fewer than two completed steps
 * @param sign what showed it for {@code node} (or the first of {@code together}), or null
 * @param text the finding in words, with the numbers
 */
@Immutable
public record FirstToSaturate(String node, List<String> together, StepResult step,
    StepResult lowest, Sign sign, String text) {
  /**
   * A node's median latency must rise at least this many times over its low-load level, and
   * the other nodes' median rise must stay below it ...
   */
  public static final double FACTOR = 3;
  /** ... and the node's rise must be at least this many times theirs. */
  public static final double PEER_MARGIN = 2;
  /** Medians of fewer operations of a node at a step are not judged. */
  public static final long MIN_OPS = 20;
  /** A node's share of the operations, relative to the lowest step, must fall this much more ... */
  public static final double SHARE_DROP = 0.2;
  /** ... than the other nodes' (median), with a two-proportion z of at least this. */
  public static final double SHARE_Z = 3.29;

  public FirstToSaturate {
    together = List.copyOf(together);
  }

  /**
   * What showed a node's saturation at a step.
   *
   * @param measure {@code service} (its median service time rose) or {@code share}
   * @param op the operation whose median rose; for {@code share}, the operation whose service
   *     time median rose most (for the text), or empty
   * @param nodeMicros the node's median at the step (µs)
   * @param levelMicros its level: its lowest median at the steps below (µs)
   * @param levelStep the step of that lowest median
   * @param peersRise the other nodes' median rise of the same median
   * @param share the node's share of the step's operations it completed
   * @param lowShare its share at the lowest step
   * @param peersShareRatio the other nodes' median share relative to theirs at the lowest step
   */
  public record Sign(String measure, String op, long nodeMicros, long levelMicros,
      String levelStep, double peersRise, double share, double lowShare,
      double peersShareRatio) {
    /** The node's rise: its median at the step over its level. */
    public double rise() {
      return levelMicros == 0 ? 0 : (double) nodeMicros / levelMicros;
    }
  }

  /** A node's median of one operation at a step, against its level at the steps below. */
  private record Rise(long micros, long levelMicros, String levelStep) {
    double ratio() {
      return (double) micros / levelMicros;
    }
  }

  /** Judges the completed steps of {@code steps} (any order). */
  public static FirstToSaturate of(List<StepResult> steps) {
    List<StepResult> done = LoadOrder.sorted(steps);
    if (done.size() < 2) {
      return none(null, "Which node saturated first needs two completed steps.");
    }
    StepResult low = done.get(0);
    for (int i = 1; i < done.size(); i++) {
      StepResult s = done.get(i);
      List<StepResult> below = done.subList(0, i);
      List<String> saturated = new ArrayList<>();
      List<Sign> signs = new ArrayList<>();
      for (String node : s.byNode().keySet()) {
        Sign sign = sign(node, below, s);
        if (sign != null) {
          saturated.add(node);
          signs.add(sign);
        }
      }
      if (saturated.size() == 1) {
        String node = saturated.get(0);
        return new FirstToSaturate(node, saturated, s, low, signs.get(0),
            named(node, s, low, signs.get(0)));
      }
      if (!saturated.isEmpty()) {
        return new FirstToSaturate(null, saturated, s, low, signs.get(0), together(saturated,
            signs, s));
      }
    }
    StepResult top = done.get(done.size() - 1);
    return none(low, String.format(Locale.ROOT, "No node saturated first: up to step %s (%s), "
        + "no node's median latency rose %s or more over its low-load level while rising %s "
        + "more than the other nodes', and no node's share of the operations fell %.0f %% more "
        + "than theirs.", top.name(), load(top), times(FACTOR), times(PEER_MARGIN),
        SHARE_DROP * 100));
  }

  private static FirstToSaturate none(StepResult low, String text) {
    return new FirstToSaturate(null, List.of(), null, low, null, text);
  }

  /** Why {@code node} saturated at {@code s}, or null when it did not. */
  private static Sign sign(String node, List<StepResult> below, StepResult s) {
    StepResult low = below.get(0);
    Sign best = null;
    double bestMargin = 0;
    for (String op : s.byNodeOp().getOrDefault(node, Map.of()).keySet()) {
      Rise rise = rise(node, op, below, s);
      List<Double> peers = new ArrayList<>();
      for (String peer : s.byNodeOp().keySet()) {
        Rise r = peer.equals(node) ? null : rise(peer, op, below, s);
        if (r != null) {
          peers.add(r.ratio());
        }
      }
      if (rise == null || peers.isEmpty()) {
        continue;
      }
      double peersRise = median(peers);
      double margin = rise.ratio() / peersRise;
      if (rise.ratio() >= FACTOR && peersRise < FACTOR && margin >= PEER_MARGIN
          && margin > bestMargin) {
        bestMargin = margin;
        best = new Sign("service", op, rise.micros(), rise.levelMicros(), rise.levelStep(),
            peersRise, share(node, s), share(node, low), 0);
      }
    }
    Sign byShare = shareSign(node, below, s);
    if (best != null) {
      return byShare == null ? best : new Sign(best.measure(), best.op(), best.nodeMicros(),
          best.levelMicros(), best.levelStep(), best.peersRise(), best.share(), best.lowShare(),
          byShare.peersShareRatio());
    }
    return byShare;
  }

  /**
   * {@code node}'s median of {@code op} at {@code s} against its lowest median at the steps
   * {@code below}, or null when either is missing or of fewer than {@link #MIN_OPS} operations.
   */
  private static Rise rise(String node, String op, List<StepResult> below, StepResult s) {
    Long now = median(node, op, s);
    if (now == null) {
      return null;
    }
    Long level = null;
    String levelStep = null;
    for (StepResult b : below) {
      Long v = median(node, op, b);
      if (v != null && v > 0 && (level == null || v < level)) {
        level = v;
        levelStep = b.name();
      }
    }
    return level == null ? null : new Rise(now, level, levelStep);
  }

  /** {@code node}'s median of {@code op} at {@code s}, or null (missing, too few operations). */
  private static Long median(String node, String op, StepResult s) {
    StepResult.Point p = s.byNodeOp().getOrDefault(node, Map.of()).get(op);
    return p == null || okCount(p) < MIN_OPS ? null : p.p50();
  }

  /** A significant fall of {@code node}'s share of the operations against its peers', or null. */
  private static Sign shareSign(String node, List<StepResult> below, StepResult s) {
    StepResult low = below.get(0);
    double lowShare = share(node, low);
    double share = share(node, s);
    if (lowShare == 0) {
      return null;
    }
    List<Double> peers = new ArrayList<>();
    for (String peer : s.byNode().keySet()) {
      double before = share(peer, low);
      if (!peer.equals(node) && before > 0) {
        peers.add(share(peer, s) / before);
      }
    }
    if (peers.isEmpty()) {
      return null;
    }
    double peersRatio = median(peers);
    double ratio = share / lowShare;
    long n1 = low.all().count();
    long n2 = s.all().count();
    double pooled = (lowShare * n1 + share * n2) / (n1 + n2);
    double z = (lowShare - share) / Math.sqrt(pooled * (1 - pooled) * (1.0 / n1 + 1.0 / n2));
    if (ratio > (1 - SHARE_DROP) * peersRatio || !(z >= SHARE_Z)) {
      return null;
    }
    String op = "";
    Rise most = null;
    for (String o : s.byNodeOp().getOrDefault(node, Map.of()).keySet()) {
      Rise r = rise(node, o, below, s);
      if (r != null && (most == null || r.ratio() > most.ratio())) {
        most = r;
        op = o;
      }
    }
    return most == null ? new Sign("share", "", 0, 0, null, 0, share, lowShare, peersRatio)
        : new Sign("share", op, most.micros(), most.levelMicros(), most.levelStep(), 0, share,
            lowShare, peersRatio);
  }

  /** The share of {@code s}'s operations (all nodes, failed included) {@code node} completed. */
  private static double share(String node, StepResult s) {
    StepResult.Point p = s.byNode().get(node);
    return p == null || s.all().count() == 0 ? 0 : (double) okCount(p) / s.all().count();
  }

  private static long okCount(StepResult.Point p) {
    return p.count() - p.errors();
  }

  private static String named(String node, StepResult s, StepResult low, Sign sign) {
    StringBuilder t = new StringBuilder(String.format(Locale.ROOT,
        "First to saturate: %s, at step %s (%s): ", node, s.name(), load(s)));
    if (!sign.measure().equals("share")) {
      t.append(String.format(Locale.ROOT, "its median %s service time rose to %s from its "
          + "low-load level, %s at step %s (%s), while the other nodes' rose %s (median); it "
          + "completed %.1f %% of the step's operations (%.1f %% at the lowest step, %s).",
          sign.op(), ms(sign.nodeMicros()), ms(sign.levelMicros()), sign.levelStep(),
          times(sign.rise()), times(sign.peersRise()), sign.share() * 100, sign.lowShare() * 100,
          low.name()));
    } else {
      t.append(String.format(Locale.ROOT, "it completed %.1f %% of the step's operations, %.1f "
          + "%% at the lowest step, %s (%s; the other nodes %s, median)", sign.share() * 100,
          sign.lowShare() * 100, low.name(), times(sign.share() / sign.lowShare()),
          times(sign.peersShareRatio())));
      t.append(sign.op().isEmpty() ? "." : String.format(Locale.ROOT, "; its median %s service "
          + "time %s, its low-load level %s (%s).", sign.op(), ms(sign.nodeMicros()),
          ms(sign.levelMicros()), times(sign.rise())));
    }
    return t.toString();
  }

  private static String together(List<String> nodes, List<Sign> signs, StepResult s) {
    List<String> each = new ArrayList<>();
    for (int i = 0; i < nodes.size(); i++) {
      Sign g = signs.get(i);
      each.add(nodes.get(i) + " " + (g.measure().equals("share")
          ? "share " + times(g.share() / g.lowShare())
          : g.op() + " median " + times(g.rise())));
    }
    return String.format(Locale.ROOT, "No node saturated first: %s saturated together at step "
        + "%s (%s): %s.", String.join(", ", nodes), s.name(), load(s), String.join(", ", each));
  }

  private static String load(StepResult s) {
    return (s.target() > 0 ? String.format(Locale.ROOT, "offered %.0f ops/s, ", s.target())
        : "as fast as possible, ") + String.format(Locale.ROOT, "achieved %.0f ops/s",
        s.all().opsPerSec());
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    sorted.sort(Comparator.naturalOrder());
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }

  private static String times(double x) {
    return String.format(Locale.ROOT, "x%.1f", x);
  }

  private static String ms(long micros) {
    return micros >= 1000 ? String.format(Locale.ROOT, "%.1f ms", micros / 1000.0)
        : micros + " us";
  }
}
