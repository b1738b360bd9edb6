package org.ycsbbio.core.sweep;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.cli.SecretArgs;
import org.ycsbbio.core.results.SweepManifest.Search;
import org.ycsbbio.core.results.SweepManifest.Step;
import org.ycsbbio.core.results.SweepManifest;

/**
 * The steps of a sweep, in the order they run (thread counts outside, targets inside, repeats
 * innermost), and the manifest a new or resumed sweep starts from; the steps of a load-phase
 * sweep are named and ordered as a run sweep's. A {@code --find-max} sweep starts without
 * steps: its search ({@link FindMax}) adds them one by one. Stateless.
 */
final class SweepPlan {
  private SweepPlan() {
  }

  /**
   * The manifest of a fresh sweep: every step pending; {@code arguments} are kept with their
   * secrets redacted ({@link SecretArgs#redacted}).
   */
  static SweepManifest fresh(SweepOptions o, List<String> command) {
    List<String> arguments = SecretArgs.redacted(command);
    List<Integer> threads = o.threads().isEmpty() ? List.of(0) : o.threads();
    Step load = o.load() ? new Step("load", 0, 0, 1, "load", "pending", "", 0, 0) : null;
    if (o.findMax()) {
      return new SweepManifest(o.binding(), arguments, o.phase(), "target", load, List.of(),
          new Search(o.p99BoundMicros(), o.findMaxSteps(), threads.get(0)), null);
    }
    List<Step> steps = new ArrayList<>();
    for (int t : threads) {
      for (double target : o.targets()) {
        for (int r = 1; r <= o.repeat(); r++) {
          steps.add(step(steps.size() + 1, t, target, r, o.repeat() > 1));
        }
      }
    }
    String dimension = (o.targets().size() > 1 ? "target" : "")
        + (o.targets().size() > 1 && threads.size() > 1 ? "," : "")
        + (threads.size() > 1 || o.targets().size() == 1 ? "threads" : "");
    return new SweepManifest(o.binding(), arguments, o.phase(), dimension, load, steps);
  }

  /** Pending step number {@code n} (1-based), e.g. {@code 03-threads-8-target-1000-r2}. */
  static Step step(int n, int threads, double target, int repeat, boolean repeated) {
    String name = String.format(Locale.ROOT, "%02d-threads-%s-target-%s%s", n,
        threads == 0 ? "default" : Integer.toString(threads), rate(target),
        repeated ? "-r" + repeat : "");
    return new Step(name, threads, target, repeat, "steps/" + name, "pending", "", 0, 0);
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
    if (planned.search() != null || old.search() != null) {
      return resumedSearch(planned, old, dir);
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

  /**
   * A {@code --find-max} search to continue: the same binding and search; the steps that ended
   * are kept (the search goes on from them), the one it was running is dropped.
   */
  private static SweepManifest resumedSearch(SweepManifest planned, SweepManifest old, Path dir) {
    if (!old.binding().equals(planned.binding()) || old.search() == null
        || !old.search().equals(planned.search())) {
      String holds = old.search() == null ? "a sweep of given targets, not the --find-max search"
          : planned.search() == null ? "a --find-max search, not the targets"
          : "another search (bound, steps, threads or binding) than the one";
      throw new ConfigException("sweep: --resume: " + dir.resolve(SweepManifest.FILE)
          + " holds " + holds + " these options give; resume with the sweep's own options: "
          + String.join(" ", old.arguments()));
    }
    List<Step> ended = old.steps().stream().filter(s -> !s.status().equals("pending")).toList();
    Step load = planned.load() == null ? null
        : old.load() != null && old.load().done() ? old.load() : planned.load();
    return new SweepManifest(old.binding(), planned.arguments(), old.phase(), old.dimension(), load,
        ended, old.search(), null);
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
