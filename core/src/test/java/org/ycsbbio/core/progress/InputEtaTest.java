package org.ycsbbio.core.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.LongToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.api.InputProgress.Snapshot;

/**
 * The ETA against the real time left, on simulated loads with an injected clock: a load is a
 * byte rate per second of its run (noisy, with a warm-up, or changing), the estimator gets a
 * snapshot at the status line's cadence, and each ETA is compared with the second at which the
 * simulated load actually read its last byte.
 */
class InputEtaTest {
  private static final long S = 1_000_000_000L;
  /** 1 GB, as the generated input of the FASTA load (256 files of 4 MB). */
  private static final long TOTAL = 1_024_094_121L;
  private static final long START = 5_000 * S;   // an arbitrary nanoTime origin

  /** Bytes read by the end of each second of a load at {@code rate} bytes/s in second t. */
  private static long[] run(LongToDoubleFunction rate) {
    List<Long> cumulative = new ArrayList<>(List.of(0L));
    long read = 0;
    for (long t = 0; read < TOTAL; t++) {
      read = Math.min(TOTAL, read + Math.round(rate.applyAsDouble(t)));
      cumulative.add(read);
    }
    return cumulative.stream().mapToLong(Long::longValue).toArray();
  }

  private static Snapshot at(long[] read, long second, long bytesTotal) {
    return new Snapshot(START + second * S, 0, 256, read[(int) second], bytesTotal,
        read[(int) second] / 250);
  }

  /**
   * The worst error of the ETAs given every {@code every} seconds from {@code from} s on, while
   * more than {@code every} s are left, relative to the time really left.
   */
  private static double worstError(long[] read, long from, long every) {
    InputEta eta = new InputEta(START);
    long end = read.length - 1;
    double worst = 0;
    for (long t = every; t < end; t += every) {
      Estimate e = eta.add(at(read, t, TOTAL));
      long left = end - t;
      if (t >= from && left > every) {
        assertTrue(e.etaSeconds() != Estimate.NONE, "no ETA at " + t + " s");
        worst = Math.max(worst, Math.abs(e.etaSeconds() - left) / (double) left);
      }
    }
    return worst;
  }

  @Test
  void aNoisyLoadWithAWarmUpGetsItsEtaWithin20PercentAfterTheFirstMinute() {
    Random noise = new Random(36);
    // 2.4 MB/s (the sim load: ~7 minutes), each second ±40 % at random, the first
    // 10 s at a third of the rate (JVM start, JIT, the database's first splits)
    long[] read = run(t -> 2.4e6 * (t < 10 ? 1 / 3.0 : 1) * (0.6 + 0.8 * noise.nextDouble()));
    assertTrue(read.length > 400 && read.length < 460, "a ~7-minute load: " + read.length);
    double worst = worstError(read, 60, 10);
    assertTrue(worst <= 0.20, "worst ETA error after the first minute: " + worst);
  }

  @Test
  void aLoadWhoseRateHalvesIsFollowedOnceTheWindowHoldsOnlyTheNewRate() {
    // 4 MB/s for 2 minutes, then 2 MB/s (the database slowed down): the window is the last half
    // of the time so far, so from 4 minutes on it holds only the new rate
    long[] read = run(t -> t < 120 ? 4e6 : 2e6);
    InputEta eta = new InputEta(START);
    long end = read.length - 1;
    for (long t = 10; t < end; t += 10) {
      Estimate e = eta.add(at(read, t, TOTAL));
      if (t >= 250 && end - t > 10) {
        double error = Math.abs(e.etaSeconds() - (end - t)) / (double) (end - t);
        assertTrue(error <= 0.05, "at " + t + " s the ETA " + e.etaSeconds() + " s is "
            + error + " off " + (end - t) + " s");
      }
    }
  }

  @Test
  void theWindowIsCappedAtHalfAnHourAndSurvivesTheSampleRingWrappingOnADaysLongLoad() {
    // one sample a second for 5 hours: 8 MB/s, then 4 MB/s from 4 h on; half an hour later the
    // rate is the new one (a window of half the elapsed time would still be mostly the old one)
    long[] read = new long[5 * 3600 + 1];
    for (int t = 1; t < read.length; t++) {
      read[t] = read[t - 1] + (t <= 4 * 3600 ? 8_000_000 : 4_000_000);
    }
    long total = read[read.length - 1] + 1_000_000_000L;
    InputEta eta = new InputEta(START);
    Estimate e = null;
    for (long t = 1; t <= 4 * 3600 + 1800 + 5; t++) {
      e = eta.add(new Snapshot(START + t * S, 0, 1, read[(int) t], total, 0));
    }
    assertEquals(4e6, e.bytesPerSec(), 1e4);
    assertEquals((total - read[4 * 3600 + 1805]) / 4_000_000.0, e.etaSeconds(), 1);
  }

  @Test
  void noEtaInTheFirstTenSecondsWhenTheSizeIsUnknownOrWhenNothingWasReadRecently() {
    InputEta eta = new InputEta(START);
    Estimate early = eta.add(new Snapshot(START + 9 * S, 0, 1, 900_000, TOTAL, 10));
    assertEquals(Estimate.NONE, early.etaSeconds(), "the readers' first buffers are no rate");
    assertEquals(100_000, early.bytesPerSec(), 1);
    Estimate later = eta.add(new Snapshot(START + 20 * S, 0, 1, 2_000_000, TOTAL, 20));
    assertTrue(later.etaSeconds() > 0);
    // stalled: nothing read over the whole window
    eta.add(new Snapshot(START + 60 * S, 0, 1, 5_000_000, TOTAL, 50));
    Estimate stalled = eta.add(new Snapshot(START + 200 * S, 0, 1, 5_000_000, TOTAL, 50));
    assertEquals(Estimate.NONE, stalled.etaSeconds());
    assertEquals(0, stalled.recordsPerSec(), 0);

    InputEta pipe = new InputEta(START);
    pipe.add(new Snapshot(START + 30 * S, 0, 1, 3_000_000, InputProgress.UNKNOWABLE, 30));
    Estimate unsized = pipe.add(new Snapshot(START + 60 * S, 0, 1, 6_000_000,
        InputProgress.UNKNOWABLE, 60));
    assertEquals(Estimate.NONE, unsized.etaSeconds());
    assertEquals(100_000, unsized.bytesPerSec(), 1);
    assertEquals(1, unsized.recordsPerSec(), 1e-9);
  }

  @Test
  void aLoadThatReadItsLastByteHasEtaZeroAtOnce() {
    InputEta eta = new InputEta(START);
    assertEquals(0, eta.add(new Snapshot(START + S, 1, 1, 500, 500, 2)).etaSeconds());
  }
}
