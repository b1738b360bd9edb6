package org.ycsbbio.bindings.sim;

import java.util.List;
import java.util.Properties;
import java.util.SplittableRandom;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.config.PropertyReader;

/**
 * The shape of the simulated latencies beyond each node's service time: a heavy-tailed
 * distribution on every node and pauses of the client itself. Keys:
 * <ul>
 *   <li>{@code sim.latency.dist} — {@code fixed} (default: the service time, with
 *       {@code sim.jitter}) or {@code lognormal}: the service time is the median and each
 *       operation takes median × e^(σ·N(0,1));</li>
 *   <li>{@code sim.latency.sigma} — σ of the log-normal (default 1);</li>
 *   <li>{@code sim.pause.every}, {@code sim.pause.length} — the client pauses (as in a GC pause
 *       or a descheduled process) for {@code length} out of every {@code every}: an operation
 *       in flight during a pause completes no earlier than its end, on whichever node it is
 *       (default: no pauses).</li>
 * </ul>
 *
 * @param lognormal whether service times are log-normal around each node's service time
 * @param sigma σ of the log-normal, in (0, 5]
 * @param pauseEveryNanos client pause period
 * @param pauseLengthNanos client pause length per period, 0 for none
 */
@Immutable
public record SimShape(boolean lognormal, double sigma, long pauseEveryNanos,
    long pauseLengthNanos) {
  static final List<String> KEYS = List.of("sim.latency.dist",
      "sim.latency.sigma", "sim.pause.every", "sim.pause.length");
  private static final long HOUR_NANOS = 3_600_000_000_000L;

  /** Reads and validates the keys above (unknown {@code sim.} keys are {@link SimConfig}'s). */
  public static SimShape from(Properties props) {
    PropertyReader r = new PropertyReader(props);
    String dist = props.getProperty("sim.latency.dist", "fixed").trim();
    if (!dist.equals("fixed") && !dist.equals("lognormal")) {
      throw new ConfigException("sim.latency.dist=" + dist
          + ": must be fixed or lognormal");
    }
    long every = r.durationNanos("sim.pause.every", 10_000_000_000L, 1_000_000L, 1_000_000L,
        HOUR_NANOS);
    return new SimShape(dist.equals("lognormal"), r.decimal("sim.latency.sigma", 1, 0.001, 5),
        every, r.durationNanos("sim.pause.length", 0, 1_000_000L, 0, every));
  }

  /** One service time around {@code nanos} (the median when log-normal). */
  long serviceNanos(long nanos, SplittableRandom random) {
    return lognormal ? Math.round(nanos * Math.exp(sigma * random.nextGaussian())) : nanos;
  }

  /**
   * When an operation started at {@code start} and due at {@code deadline} completes, given the
   * client's pauses aligned to {@code epoch}: no earlier than the end of a pause it overlaps.
   */
  long afterPauses(long epoch, long start, long deadline) {
    if (pauseLengthNanos == 0) {
      return deadline;
    }
    long phase = (start - epoch) % pauseEveryNanos;
    long pauseStart = start - phase;
    if (phase < pauseLengthNanos) {
      deadline = Math.max(deadline, pauseStart + pauseLengthNanos);
    }
    long next = pauseStart + pauseEveryNanos;
    return deadline > next ? Math.max(deadline, next + pauseLengthNanos) : deadline;
  }
}
