package org.ycsbbio.core.sweep;

import java.util.ArrayList;
import java.util.List;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.cli.ClientLaunch;
import org.ycsbbio.core.cli.CommandFlag;
import org.ycsbbio.core.cli.EmptyCommand;
import org.ycsbbio.core.cli.LoadTables;
import org.ycsbbio.core.cli.YcsbArgs;
import org.ycsbbio.core.results.SweepManifest;

/**
 * {@code bin/ycsb sweep BINDING ...}: runs one workload against one binding at a series of
 * offered loads ({@code --target}) and thread counts ({@code --threads}), or at the offered loads
 * a search for the highest one within a p99 bound chooses ({@code --find-max}), each step an
 * ordinary run — or with {@code --phase load} an ordinary load into an emptied database — with
 * its own results directory under one sweep directory with a manifest ({@code sweep.json}); see
 * {@link SweepOptions} for the options and {@link SweepRunner} for how steps run.
 * {@code bin/ycsb report SWEEPDIR} draws its curves. Stateless.
 */
public final class SweepCommand implements Command {
  @Override
  public String name() {
    return "sweep";
  }

  @Override
  public String summary() {
    return "BINDING -P WORKLOAD --target LIST|--threads LIST|--find-max [--phase load] ...: a "
        + "series of runs or loads (a study)";
  }

  @Override
  public int run(List<String> args, Home home) throws Exception {
    if (CommandFlag.printedHelp(args, SweepOptions.USAGE, SweepFlag.values())) {
      return 0;
    }
    SweepOptions o = SweepOptions.parse(args);
    validate(o, home);
    SweepManifest planned = SweepPlan.fresh(o, args);
    SweepManifest manifest;
    if (o.resume()) {
      manifest = SweepPlan.resumed(planned, o.dir());
    } else if (SweepManifest.isSweep(o.dir())) {
      throw new ConfigException("sweep: " + o.dir() + " already holds a sweep; give --resume to "
          + "finish it or -o for a new directory");
    } else {
      manifest = planned;
    }
    return new SweepRunner(o, home, manifest, System.out).run();
  }

  /**
   * Checks the YCSB options as {@code bin/ycsb run} (or {@code load}) would, before any step
   * starts; a load-phase sweep without {@code --reset-command} also needs a binding that can
   * empty the tables the workload's load writes.
   */
  private static void validate(SweepOptions o, Home home) {
    List<String> step = new ArrayList<>(List.of(o.phase(), o.binding()));
    step.addAll(o.ycsbOptions());
    if (!o.threads().isEmpty()) {
      step.addAll(List.of("-threads", Integer.toString(o.threads().get(0))));
    }
    YcsbArgs args = YcsbArgs.parse(step);
    ClientLaunch.clientArgs(args, home);
    if (o.loadPhase() && o.resetCommand() == null) {
      String instead = "; a --phase load sweep starts every step from an empty database: give "
          + "--reset-command 'CMD' with a command that empties it";
      EmptyCommand.binding(home, o.binding(), instead);
      LoadTables.of(args.properties(), instead);
    }
  }
}
