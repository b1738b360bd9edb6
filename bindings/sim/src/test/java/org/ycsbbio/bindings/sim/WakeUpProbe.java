package org.ycsbbio.bindings.sim;

import java.time.Duration;
import org.HdrHistogram.Histogram;

/**
 * Measures, while a test's run goes on, how late this machine wakes a thread that waits the way
 * the sim's client threads do ({@link SimClient#waitUntil}, 2 ms at a time), in microseconds.
 * Timing tests add this lateness to their upper bounds: it is the machine's doing (a loaded
 * 2-core machine wakes threads milliseconds late), not the code's under test. Start once, stop
 * once; {@link #lateness} is read after {@link #stop}.
 */
final class WakeUpProbe {
  private final Histogram lateness = new Histogram(3_600_000_000L, 3);
  private final Thread thread = new Thread(this::measure, "wake-up-probe");
  private volatile boolean running = true;

  void start() {
    thread.start();
  }

  /** Stops measuring and waits for the probe thread to end. */
  void stop() throws InterruptedException {
    running = false;
    thread.join(Duration.ofSeconds(10).toMillis());
    if (thread.isAlive()) {
      throw new IllegalStateException("wake-up probe did not stop within 10 s");
    }
  }

  /** The lateness of every wake-up, in microseconds. */
  Histogram lateness() {
    return lateness;
  }

  private void measure() {
    while (running) {
      long deadline = System.nanoTime() + 2_000_000L;
      SimClient.waitUntil(deadline);
      lateness.recordValue((System.nanoTime() - deadline) / 1_000);
    }
  }
}
