package org.ycsbbio.bindings.sim;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.core.api.YcsbBioException;

/**
 * {@code bin/ycsb demo-sim}: the bottleneck demonstration against known truth, no database at
 * all. Loads the bundled real SSEARCH sample ({@code workloads/ssearch-sample}, made with ssearch36) with the FASTA workload into a
 * simulated 5-node cluster whose node3 is ten times slower, then reads random loaded records back
 * — each phase in its own JVM exactly as a user would run {@code bin/ycsb load|run}, so the
 * output is the real thing: YCSB's summary, the per-node lines, table and verdict. Results and
 * the key index go to {@code results/demo-sim/}.
 */
public final class SimDemoCommand implements Command {
  static final List<String> CLUSTER = List.of("-p", "sim.nodes=5", "-p", "sim.latency=200us",
      "-p", "sim.node.3.latency=2ms", "-p", "sim.jitter=0.2");

  @Override
  public String name() {
    return "demo-sim";
  }

  @Override
  public String summary() {
    return "load + read the bundled SSEARCH sample on a simulated 5-node cluster, one node slow";
  }

  @Override
  public int run(List<String> args, Home home) throws IOException, InterruptedException {
    if (!args.isEmpty()) {
      throw new UsageException("demo-sim takes no arguments");
    }
    Path results = Path.of("results", "demo-sim");
    String workload = home.dir().resolve("workloads/fasta").toString();
    String sample = home.dir().resolve("workloads/ssearch-sample") + "/*.m10.gz";
    for (String phase : List.of("load", "run")) {
      System.err.println("== demo-sim: " + phase + " phase (bin/ycsb " + phase
          + " sim -P workloads/fasta, node3 slowed to 2ms) ==");
      List<String> cmd = new ArrayList<>(List.of(phase, "sim", "-P", workload, "-threads", "4",
          "-p", "fasta.files=" + sample, "-p", "fasta.index=" + results.resolve("keys.idx"),
          "-p", "operationcount=6000", "-p", "bio.results=" + results.resolve(phase)));
      cmd.addAll(CLUSTER);
      int status = home.runYcsb(cmd);
      if (status != 0) {
        throw new YcsbBioException("demo-sim " + phase + " phase failed with exit status " + status);
      }
    }
    System.err.println("== demo-sim done: per-node results in " + results.toAbsolutePath()
        + " ==");
    return 0;
  }
}
