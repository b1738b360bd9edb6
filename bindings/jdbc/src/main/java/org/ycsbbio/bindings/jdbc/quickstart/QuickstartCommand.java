package org.ycsbbio.bindings.jdbc.quickstart;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.DelayProxy;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.core.api.YcsbBioException;

/**
 * {@code bin/ycsb quickstart}: the main job on an embedded default, nothing to install. Starts
 * three H2 database servers in this JVM (TCP on 127.0.0.1; shard 3 reached through a proxy that
 * delays every request by 2 ms, a slow node to find), loads the bundled real SSEARCH sample with
 * the FASTA workload through the sharded {@code jdbc} binding, reads random loaded records back —
 * each phase in its own JVM exactly as {@code bin/ycsb load|run jdbc} — and stops the servers.
 * Results and the key index go to {@code results/quickstart/}.
 */
public final class QuickstartCommand implements Command {
  private static final int SHARDS = 3;
  private static final long SLOW_SHARD_DELAY_MILLIS = 2;

  @Override
  public String name() {
    return "quickstart";
  }

  @Override
  public String summary() {
    return "load + read the bundled SSEARCH sample on 3 embedded database shards, one slowed";
  }

  @Override
  public int run(List<String> args, Home home) throws Exception {
    if (!args.isEmpty()) {
      throw new UsageException("quickstart takes no arguments");
    }
    Path results = Path.of("results", "quickstart");
    try (EmbeddedH2Cluster cluster = new EmbeddedH2Cluster(SHARDS);
        DelayProxy slow = new DelayProxy(cluster.port(SHARDS - 1),
            Duration.ofMillis(SLOW_SHARD_DELAY_MILLIS))) {
      List<String> urls = new ArrayList<>();
      for (int i = 0; i < SHARDS; i++) {
        urls.add(EmbeddedH2Cluster.url(i == SHARDS - 1 ? slow.port() : cluster.port(i), i));
      }
      System.err.printf("== quickstart: %d embedded H2 database servers on 127.0.0.1, ports "
          + "%d, %d and %d; shard 3 is reached through 127.0.0.1:%d, a proxy adding %d ms to "
          + "every request ==%n", SHARDS, cluster.port(0), cluster.port(1), cluster.port(2),
          slow.port(), SLOW_SHARD_DELAY_MILLIS);
      for (String phase : List.of("load", "run")) {
        System.err.println("== quickstart: " + phase + " phase: bin/ycsb " + phase
            + " jdbc -P workloads/fasta (the bundled real ssearch36 sample) ==");
        int status = home.runYcsb(List.of(phase, "jdbc",
            "-P", home.dir().resolve("workloads/fasta").toString(), "-threads", "4",
            "-p", "db.url=" + String.join(";", urls),
            "-p", "fasta.files=" + home.dir().resolve("workloads/ssearch-sample") + "/*.m10.gz",
            "-p", "fasta.index=" + results.resolve("keys.idx"),
            "-p", "operationcount=6000", "-p", "bio.results=" + results.resolve(phase)));
        if (status != 0) {
          throw new YcsbBioException("quickstart " + phase + " phase failed (exit status "
              + status + ")");
        }
      }
    }
    System.err.println("== quickstart done: servers stopped; per-shard results in "
        + results.toAbsolutePath() + " ==");
    return 0;
  }
}
