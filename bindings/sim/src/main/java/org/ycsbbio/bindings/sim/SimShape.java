package org.ycsbbio.bindings.sim;

import java.util.Properties;
import java.util.SplittableRandom;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.Option;

/**
 * The shape of the simulated latencies beyond each node's service time: a heavy-tailed
 * distribution on every node and pauses of the client itself (options declared here, listed in
 * {@link SimConfig#OPTIONS}).
 *
 * @param lognormal whether service times are log-normal around each node's service time
 * @param sigma σ of the log-normal, in (0, 5]
 * @param pauseEveryNanos client pause period
 * @param pauseLengthNanos client pause length per period, 0 for none
 */
@Immutable
public record SimShape(boolean lognormal, double sigma, long pauseEveryNanos,
    long pauseLengthNanos) {
  private static final long HOUR_NANOS = 3_600_000_000_000L;

  /** The distribution of each operation's service time. */
  public enum Distribution {
    /** The node's service time, with {@code sim.jitter}. */
    FIXED,
    /** Median × e^(σ·N(0,1)), the node's service time the median. */
    LOGNORMAL
  }

  static final Option<Distribution> DIST = Option.choice("sim.latency.dist", Distribution.class,
      Distribution.FIXED, "`fixed`: each node's service time, with `sim.jitter`; `lognormal`: "
      + "the service time is the median and each operation takes median × e^(σ·N(0,1))");
  static final Option<Double> SIGMA = Option.decimal("sim.latency.sigma", 1, 0.001, 5, "",
      "σ of the log-normal");
  static final Option<Long> PAUSE_EVERY = Option.nanos("sim.pause.every", 10_000_000_000L, "ms",
      1_000_000L, HOUR_NANOS, "client pause period");
  static final Option<Long> PAUSE_LENGTH = Option.nanos("sim.pause.length", 0, "ms", 0,
      HOUR_NANOS, "the client pauses (as in a GC pause) this long out of every `sim.pause.every`: "
      + "an operation in flight completes no earlier than the pause's end; 0 = no pauses");

  /** Reads and validates the options above (unknown {@code sim.} keys are {@link SimConfig}'s). */
  public static SimShape from(Properties props) {
    long every = PAUSE_EVERY.read(props);
    return new SimShape(DIST.read(props) == Distribution.LOGNORMAL, SIGMA.read(props), every,
        PAUSE_LENGTH.atMost(every).read(props));
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
