package org.ycsbbio.core.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.results.SweepManifest.Step;
import org.ycsbbio.core.results.SweepManifest;

/**
 * The steps of a sweep, in the order they run (thread counts outside, targets inside, repeats
 * innermost), and the manifest a new or resumed sweep starts from; the steps of a load-phase
 * sweep are named and ordered as a run sweep's. Stateless.
 */
final class SweepPlan {
  private SweepPlan() {
  }

  /** The manifest of a fresh sweep: every step pending. */
  static SweepManifest fresh(SweepOptions o, List<String> arguments) {
    List<Integer> threads = o.threads().isEmpty() ? List.of(0) : o.threads();
    List<Step> steps = new ArrayList<>();
    for (int t : threads) {
      for (double target : o.targets()) {
        for (int r = 1; r <= o.repeat(); r++) {
          String name = String.format(Locale.ROOT, "%02d-threads-%s-target-%s%s",
              steps.size() + 1, t == 0 ? "default" : Integer.toString(t), rate(target),
              o.repeat() > 1 ? "-r" + r : "");
          steps.add(new Step(name, t, target, r, "steps/" + name, "pending", "", 0, 0));
        }
      }
    }
    String dimension = (o.targets().size() > 1 ? "target" : "")
        + (o.targets().size() > 1 && threads.size() > 1 ? "," : "")
        + (threads.size() > 1 || o.targets().size() == 1 ? "threads" : "");
    Step load = o.load() ? new Step("load", 0, 0, 1, "load", "pending", "", 0, 0) : null;
    return new SweepManifest(o.binding(), arguments, o.phase(), dimension, load, steps);
  }

  /**
   * The manifest to continue from: {@code dir}'s own, which must list the same steps as
   * {@code planned}; steps that did not complete are run again.
   */
  static SweepManifest resumed(SweepManifest planned, Path dir) {
    SweepManifest old;
    try {
      old = SweepManifest.read(dir);
    } catch (IOException e) {
      throw new ConfigException("sweep: --resume: cannot read " + dir.resolve(SweepManifest.FILE)
          + ": " + e.getMessage(), e);
    }
    boolean same = old.binding().equals(planned.binding()) && old.phase().equals(planned.phase())
        && old.steps().size() == planned.steps().size();
    for (int i = 0; same && i < old.steps().size(); i++) {
      same = old.steps().get(i).sameParameters(planned.steps().get(i));
    }
    if (!same) {
      throw new ConfigException("sweep: --resume: " + dir.resolve(SweepManifest.FILE)
          + " lists other steps than these options give; resume with the sweep's own options: "
          + String.join(" ", old.arguments()));
    }
    List<Step> steps = new ArrayList<>();
    for (Step s : old.steps()) {
      steps.add(s.done() ? s : s.with("pending", ""));
    }
    Step load = planned.load() == null ? null
        : old.load() != null && old.load().done() ? old.load() : planned.load();
    return new SweepManifest(old.binding(), planned.arguments(), old.phase(), old.dimension(), load,
        steps);
  }

  /** {@code 1000}, {@code 1500.5} or {@code max}. */
  static String rate(double target) {
    if (target == 0) {
      return "max";
    }
    return target == Math.rint(target) ? Long.toString((long) target)
        : String.format(Locale.ROOT, "%.1f", target);
  }
}
