package org.ycsbbio.core.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import net.jcip.annotations.Immutable;

/**
 * Which node of a series saturated first, judged without a latency bound: every node against
 * its own level at the series' lowest completed step (in {@link LoadOrder}) and against the other
 * nodes at the same step. A node saturates at a step when
 *
 * <ul>
 *   <li>for one operation its median latency — service time, or from the intended start when
 *       both steps had a target — is at least {@link #FACTOR} times its median at the lowest step
 *       while the other nodes' median rise (same operation, same measure) is less than that, and
 *       the node's rise is at least {@link #PEER_MARGIN} times theirs; medians of at least
 *       {@link #MIN_OPS} operations only, or
 *   <li>it completed a share of the step's operations at least {@link #SHARE_DROP} smaller,
 *       relative to its share at the lowest step, than the other nodes' median relative share,
 *       and the fall is significant (two-proportion z of at least {@link #SHARE_Z}).
 * </ul>
 *
 * The first node to saturate is the only node that saturates at the lowest step where any does;
 * when several do there, they saturated together and none is named. Immutable.
 *
 * @param node the node named, or null
 * @param together the nodes that saturated at {@code step} (one: {@code node}; several: none
 *     named); empty when none did
 * @param step the lowest step at which a node saturated, or null
 * @param lowest the lowest completed step, the nodes' low-load level; null with fewer than two
 *     completed steps
 * @param sign what showed it for {@code node} (or the first of {@code together}), or null
 * @param text the finding in words, with the numbers
 */
@Immutable
public record FirstToSaturate(String node, List<String> together, StepResult step,
    StepResult lowest, Sign sign, String text) {
  /**
   * A node's median latency must rise at least this many times over its lowest-step level, and
   * the other nodes' median rise must stay below it ...
   */
  public static final double FACTOR = 3;
  /** ... and at least this many times more than the other nodes' median rise. */
  public static final double PEER_MARGIN = 2;
  /** Medians of fewer operations of a node (at either step) are not judged. */
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
   * @param measure {@code service} or {@code intended} (latency), or {@code share}
   * @param op the operation whose median rose; for {@code share}, the operation whose median
   *     rose most (for the text), or empty
   * @param nodeMicros the node's median at the step (µs)
   * @param nodeLowMicros its median at the lowest step (µs)
   * @param peersRise the other nodes' median rise of the same median
   * @param share the node's share of the step's operations it completed
   * @param lowShare its share at the lowest step
   * @param peersShareRatio the other nodes' median share relative to theirs at the lowest step
   */
  public record Sign(String measure, String op, long nodeMicros, long nodeLowMicros,
      double peersRise, double share, double lowShare, double peersShareRatio) {
    /** The node's rise: its median at the step over its median at the lowest step. */
    public double rise() {
      return nodeLowMicros == 0 ? 0 : (double) nodeMicros / nodeLowMicros;
    }
  }

  /** A latency median of one operation, as measured by {@code micros}. */
  private record Measure(String name, Function<StepResult.Point, Long> micros) {
  }

  private static final List<Measure> MEASURES = List.of(
      new Measure("service", StepResult.Point::p50),
      new Measure("intended", StepResult.Point::intendedP50));

  /** Judges the completed steps of {@code steps} (any order). */
  public static FirstToSaturate of(List<StepResult> steps) {
    List<StepResult> done = LoadOrder.sorted(steps);
    if (done.size() < 2) {
      return none(null, "Which node saturated first needs two completed steps.");
    }
    StepResult low = done.get(0);
    for (StepResult s : done.subList(1, done.size())) {
      List<String> saturated = new ArrayList<>();
      List<Sign> signs = new ArrayList<>();
      for (String node : s.byNode().keySet()) {
        Sign sign = sign(node, low, s);
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
        + "no node's median latency rose %s or more over its level at the lowest step, %s, "
        + "while rising %s more than the other nodes', and no node's share of the operations "
        + "fell %.0f %% more than theirs.", top.name(), load(top), times(FACTOR), low.name(),
        times(PEER_MARGIN), SHARE_DROP * 100));
  }

  private static FirstToSaturate none(StepResult low, String text) {
    return new FirstToSaturate(null, List.of(), null, low, null, text);
  }

  /** Why {@code node} saturated at {@code s}, or null when it did not. */
  private static Sign sign(String node, StepResult low, StepResult s) {
    Sign best = null;
    double bestMargin = 0;
    Map<String, StepResult.Point> ops = s.byNodeOp().getOrDefault(node, Map.of());
    for (Measure m : MEASURES) {
      for (String op : ops.keySet()) {
        Double rise = rise(node, op, m, low, s);
        List<Double> peers = new ArrayList<>();
        for (String peer : s.byNodeOp().keySet()) {
          Double r = peer.equals(node) ? null : rise(peer, op, m, low, s);
          if (r != null) {
            peers.add(r);
          }
        }
        if (rise == null || peers.isEmpty()) {
          continue;
        }
        double peersRise = median(peers);
        double margin = rise / peersRise;
        if (rise >= FACTOR && peersRise < FACTOR && margin >= PEER_MARGIN
            && margin > bestMargin) {
          bestMargin = margin;
          best = new Sign(m.name(), op, m.micros().apply(ops.get(op)),
              m.micros().apply(low.byNodeOp().get(node).get(op)), peersRise, share(node, s),
              share(node, low), 0);
        }
      }
    }
    Sign byShare = shareSign(node, low, s);
    if (best != null) {
      return byShare == null ? best : new Sign(best.measure(), best.op(), best.nodeMicros(),
          best.nodeLowMicros(), best.peersRise(), best.share(), best.lowShare(),
          byShare.peersShareRatio());
    }
    return byShare;
  }

  /** The rise of {@code node}'s median of {@code op} from {@code low} to {@code s}, or null. */
  private static Double rise(String node, String op, Measure m, StepResult low, StepResult s) {
    StepResult.Point before = low.byNodeOp().getOrDefault(node, Map.of()).get(op);
    StepResult.Point now = s.byNodeOp().getOrDefault(node, Map.of()).get(op);
    if (before == null || now == null) {
      return null;
    }
    Long a = m.micros().apply(before);
    Long b = m.micros().apply(now);
    if (a == null || b == null || a <= 0 || okCount(before) < MIN_OPS || okCount(now) < MIN_OPS) {
      return null;
    }
    return (double) b / a;
  }

  /** A significant fall of {@code node}'s share of the operations against its peers', or null. */
  private static Sign shareSign(String node, StepResult low, StepResult s) {
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
    long micros = 0;
    long lowMicros = 0;
    double rise = 0;
    for (Map.Entry<String, StepResult.Point> e
        : s.byNodeOp().getOrDefault(node, Map.of()).entrySet()) {
      Double r = rise(node, e.getKey(), MEASURES.get(0), low, s);
      if (r != null && r > rise) {
        rise = r;
        op = e.getKey();
        micros = e.getValue().p50();
        lowMicros = low.byNodeOp().get(node).get(op).p50();
      }
    }
    return new Sign("share", op, micros, lowMicros, 0, share, lowShare, peersRatio);
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
      t.append(String.format(Locale.ROOT, "its median %s %s rose to %s from %s at the "
          + "lowest step, %s (%s), while the other nodes' rose %s (median); it completed "
          + "%.1f %% of the step's operations (%.1f %% at the lowest step).", sign.op(),
          sign.measure().equals("service") ? "service time" : "latency from the intended start",
          ms(sign.nodeMicros()),
          ms(sign.nodeLowMicros()), low.name(), times(sign.rise()), times(sign.peersRise()),
          sign.share() * 100, sign.lowShare() * 100));
    } else {
      t.append(String.format(Locale.ROOT, "it completed %.1f %% of the step's operations, %.1f "
          + "%% at the lowest step, %s (%s; the other nodes %s, median)", sign.share() * 100,
          sign.lowShare() * 100, low.name(), times(sign.share() / sign.lowShare()),
          times(sign.peersShareRatio())));
      t.append(sign.op().isEmpty() ? "." : String.format(Locale.ROOT, "; its median %s service "
          + "time %s from %s (%s).", sign.op(), ms(sign.nodeMicros()), ms(sign.nodeLowMicros()),
          times(sign.rise())));
    }
    return t.toString();
  }

  private static String together(List<String> nodes, List<Sign> signs, StepResult s) {
    List<String> each = new ArrayList<>();
    for (int i = 0; i < nodes.size(); i++) {
      Sign g = signs.get(i);
      each.add(nodes.get(i) + " " + (g.measure().equals("share")
          ? "share " + times(g.share() / g.lowShare())
          : g.op() + " " + g.measure() + " median " + times(g.rise())));
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
