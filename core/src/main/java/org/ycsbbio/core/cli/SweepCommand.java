package org.ycsbbio.core.cli;

import java.util.ArrayList;
import java.util.List;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.results.SweepManifest;

/**
 * {@code bin/ycsb sweep BINDING ...}: runs one workload against one binding at a series of
 * offered loads ({@code --target}) and thread counts ({@code --threads}), each step an ordinary
 * run with its own results directory under one sweep directory with a manifest
 * ({@code sweep.json}); see {@link SweepOptions} for the options and {@link SweepRunner} for how
 * steps run. {@code bin/ycsb report SWEEPDIR} draws its curves. Stateless.
 */
public final class SweepCommand implements Command {
  @Override
  public String name() {
    return "sweep";
  }

  @Override
  public String summary() {
    return "BINDING -P WORKLOAD --target LIST|--threads LIST ...: a series of runs (a study)";
  }

  @Override
  public int run(List<String> args, Home home) throws Exception {
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

  /** Checks the YCSB options as {@code bin/ycsb run} would, before any step starts. */
  private static void validate(SweepOptions o, Home home) {
    List<String> run = new ArrayList<>(List.of("run", o.binding()));
    run.addAll(o.ycsbOptions());
    if (!o.threads().isEmpty()) {
      run.addAll(List.of("-threads", Integer.toString(o.threads().get(0))));
    }
    ClientLaunch.clientArgs(YcsbArgs.parse(run), home);
  }
}
