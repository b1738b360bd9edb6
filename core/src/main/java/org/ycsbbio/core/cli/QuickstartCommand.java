package org.ycsbbio.core.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ycsbbio.core.YcsbBioException;

/**
 * {@code bin/ycsb quickstart}: the demo that needs no server. Loads and runs workload A on a
 * simulated 5-node cluster whose node3 is ten times slower, each phase in its own JVM exactly as
 * a user would run {@code bin/ycsb load|run}, so the output is the real thing: YCSB's summary,
 * the per-node lines, table and verdict. Results go to {@code results/quickstart/}.
 */
public final class QuickstartCommand implements Command {
  static final List<String> CLUSTER = List.of("-p", "sim.nodes=5", "-p", "sim.latency=200us",
      "-p", "sim.node.3.latency=2ms", "-p", "sim.jitter=0.2");

  @Override
  public String name() {
    return "quickstart";
  }

  @Override
  public String summary() {
    return "load + run workload A on a simulated 5-node cluster with one slow node";
  }

  @Override
  public int run(List<String> args, Home home) throws IOException, InterruptedException {
    if (!args.isEmpty()) {
      throw new UsageException("quickstart takes no arguments");
    }
    Path results = Path.of("results", "quickstart");
    String workload = home.dir().resolve("workloads/workloada").toString();
    for (String phase : List.of("load", "run")) {
      System.err.println("== quickstart: " + phase + " phase (bin/ycsb " + phase
          + " sim -P workloads/workloada, node3 slowed to 2ms) ==");
      List<String> cmd = new ArrayList<>(List.of(phase, "sim", "-P", workload, "-threads", "4",
          "-p", "recordcount=2000", "-p", "operationcount=6000",
          "-p", "bio.results=" + results.resolve(phase)));
      cmd.addAll(CLUSTER);
      int status = ChildJvm.run(home, cmd);
      if (status != 0) {
        throw new YcsbBioException("quickstart " + phase + " phase failed with exit status " + status);
      }
    }
    System.err.println("== quickstart done: per-node results in " + results.toAbsolutePath()
        + " ==");
    return 0;
  }
}
