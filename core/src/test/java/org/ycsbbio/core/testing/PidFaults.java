package org.ycsbbio.core.testing;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Local servers that no cluster script started, given by their pids (e.g. {@code bin/test}'s
 * memcached processes), slowed and killed through {@code deploy/local/fault-pid.sh}, each call
 * bounded and checked ({@link LocalScript}). Servers are numbered 1..N in the
 * order of the pids. Calls are not meant to overlap.
 */
public final class PidFaults implements Slowable {
  private final Path script = LocalScript.named("fault-pid.sh");
  private final List<String> pids;

  /** The servers of {@code pids}, in order. */
  public PidFaults(List<String> pids) {
    this.pids = List.copyOf(pids);
  }

  private void script(Map<String, String> env, String... args) throws Exception {
    LocalScript.run(script, env, args);
  }

  private String pid(int server) {
    return pids.get(server - 1);
  }

  @Override
  public <T> T whileSlowed(int server, int duty, int periodMs, Callable<T> body)
      throws Exception {
    script(Map.of("SLOW_PERIOD_MS", Integer.toString(periodMs)), "slow", pid(server),
        Integer.toString(duty));
    try {
      return body.call();
    } finally {
      script(Map.of(), "unslow", pid(server));
    }
  }

  /** SIGKILLs server {@code server} (1-based). */
  public void killServer(int server) throws Exception {
    script(Map.of(), "kill", pid(server));
  }

  /** Fails unless every server runs ({@code fault-pid.sh status}). */
  public void requireRunning() throws Exception {
    for (String pid : pids) {
      script(Map.of(), "status", pid);
    }
  }
}
