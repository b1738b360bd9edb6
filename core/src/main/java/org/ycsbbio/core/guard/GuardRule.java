package org.ycsbbio.core.guard;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;

/**
 * When the client was itself the limit. An interval is client-limited when the client process
 * used at least {@code cpu} of the cores it may use, or its threads waited for a CPU at least
 * {@code runQueue} times as long as they ran (and at least {@link #RUN_QUEUE_FLOOR} of a core:
 * less waiting moves no latency), or its collectors paused it at least {@code gc} of the time;
 * the run is client-limited when its limited intervals make up at least {@code share} of its
 * time. Immutable.
 *
 * @param cpu process CPU as a share of the client's cores
 * @param runQueue run-queue wait of the client's threads per second of CPU they got
 * @param gc share of the interval spent in collector pauses
 * @param share share of the run's time that must be limited for the run to be
 */
@Immutable
public record GuardRule(double cpu, double runQueue, double gc, double share) {
  /** Run-queue wait below this share of the client's cores is never a limit. */
  public static final double RUN_QUEUE_FLOOR = 0.05;
  public static final Option<Double> CPU = Option.decimal("bio.guard.cpu", 0.9, 0.01, 1, "",
      "an interval is client-limited when the client process used this share of the cores it"
      + " may use");
  public static final Option<Double> RUN_QUEUE = Option.decimal("bio.guard.runqueue", 1, 0.01,
      1000, "s per CPU-s", "an interval is client-limited when the client's threads waited for a"
      + " CPU this many times as long as they ran (and at least 5 % of a core)");
  public static final Option<Double> GC = Option.decimal("bio.guard.gc", 0.05, 0.001, 1, "",
      "an interval is client-limited when garbage-collector pauses took this share of it");
  public static final Option<Double> SHARE = Option.decimal("bio.guard.share", 0.2, 0.001, 1, "",
      "the run is client-limited, its findings marked, when its limited intervals make up this"
      + " share of its time");
  /** The guard's settings (docs/tracking.md's table of them). */
  public static final Options OPTIONS = new Options("bio.guard.", CPU, RUN_QUEUE, GC, SHARE);
  /** The defaults. */
  public static final GuardRule DEFAULT = from(new Properties());

  /** Reads the rule from YCSB's properties (a bad value: {@code ConfigException} naming it). */
  public static GuardRule from(Properties props) {
    return new GuardRule(CPU.read(props), RUN_QUEUE.read(props), GC.read(props),
        SHARE.read(props));
  }

  /** The criteria {@code s} exceeded: {@code cpu}, {@code run-queue}, {@code gc}, in this order. */
  public List<String> exceeded(ClientSample s) {
    List<String> out = new ArrayList<>(3);
    if (s.cpuShare() >= cpu) {
      out.add("cpu");
    }
    double waitedPerRan = waitedPerRan(s);
    if (waitedPerRan >= runQueue
        && s.runQueueMillis() >= RUN_QUEUE_FLOOR * s.cores() * s.millis()) {
      out.add("run-queue");
    }
    if (s.gcMillis() >= gc * s.millis()) {
      out.add("gc");
    }
    return out;
  }

  /**
   * How long the client's threads waited for a CPU per second of CPU they got in {@code s};
   * -1 when the OS or the JVM does not tell.
   */
  static double waitedPerRan(ClientSample s) {
    if (s.runQueueMillis() < 0 || s.cpuShare() < 0) {
      return -1;
    }
    double ranMillis = s.cpuShare() * s.cores() * s.millis();
    return s.runQueueMillis() / Math.max(ranMillis, 1e-9);
  }
}
