package org.ycsbbio.core.guard;

import net.jcip.annotations.Immutable;

/**
 * What the client process used and waited for in one interval of its run (a row of
 * {@code client-timeseries.csv}). Immutable.
 *
 * @param endMillis epoch millis at the interval's end
 * @param millis the interval's length
 * @param cores processors the client may use
 * @param cpuShare process CPU time over the interval's wall time × {@code cores} (1 = every core
 *     busy all the time); -1 when the JVM does not tell
 * @param gcMillis time the collectors paused the client
 * @param runQueueMillis time the client's threads were runnable but waited for a CPU, summed over
 *     threads (2000 in a 1 s interval: on average two threads waited); -1 when the OS does not
 *     show it
 * @param lateOps operations with an intended start (the run had a target) that completed in the
 *     interval, 0 without a target
 * @param startLateMillis how much later than intended those operations started, on average
 *     (their intended-start latency less their service time); 0 when there were none
 */
@Immutable
public record ClientSample(long endMillis, long millis, int cores, double cpuShare,
    long gcMillis, double runQueueMillis, long lateOps, double startLateMillis) {
  public ClientSample {
    if (millis <= 0 || cores < 1) {
      throw new IllegalArgumentException("an interval of " + millis + " ms on " + cores
          + " cores");
    }
  }

  /** This interval's start, epoch millis. */
  public long startMillis() {
    return endMillis - millis;
  }

  /**
   * This interval and the {@code next} one (which must follow it) as one, e.g. to join a run's
   * last part-second to the second before it.
   */
  public ClientSample plus(ClientSample next) {
    long both = millis + next.millis;
    double cpu = cpuShare < 0 || next.cpuShare < 0 ? -1
        : (cpuShare * cores * millis + next.cpuShare * next.cores * next.millis)
            / ((double) Math.max(cores, next.cores) * both);
    double waited = runQueueMillis < 0 || next.runQueueMillis < 0 ? -1
        : runQueueMillis + next.runQueueMillis;
    return new ClientSample(next.endMillis, both, Math.max(cores, next.cores), cpu,
        gcMillis + next.gcMillis, waited, 0, 0);
  }

  /** This interval, said to end at {@code millis} (its numbers unchanged). */
  public ClientSample endingAt(long millis) {
    return new ClientSample(millis, this.millis, cores, cpuShare, gcMillis, runQueueMillis,
        lateOps, startLateMillis);
  }

  /** This interval with {@code ops} operations that started {@code lateMillis} late on average. */
  public ClientSample withLateness(long ops, double lateMillis) {
    return new ClientSample(endMillis, millis, cores, cpuShare, gcMillis, runQueueMillis, ops,
        lateMillis);
  }
}
