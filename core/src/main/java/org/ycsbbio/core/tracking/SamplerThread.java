package org.ycsbbio.core.tracking;

import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import net.jcip.annotations.ThreadSafe;

/**
 * The sampler's own thread, {@code ycsb-bio-sampler} (a daemon, started when constructed so that
 * starting it costs the run nothing): once {@link #start}ed it calls
 * {@link IntervalSampler#sample} every sampling interval with the clock read just before, until
 * {@link #stop}. Thread-safe.
 */
@ThreadSafe
final class SamplerThread {
  /**
   * Runs on the sampler thread between its clock reading and each periodic sample; tests hold
   * the sampler up there, where a busy machine deschedules it.
   */
  static volatile Runnable beforeEachSample = () -> { };

  private final ScheduledThreadPoolExecutor timer;

  SamplerThread() {
    timer = new ScheduledThreadPoolExecutor(1, r -> {
      Thread t = new Thread(r, "ycsb-bio-sampler");
      t.setDaemon(true);
      return t;
    });
    timer.prestartCoreThread();
  }

  /** Samples {@code sampler} every {@code periodMillis} from now on. */
  void start(IntervalSampler sampler, long periodMillis) {
    timer.scheduleAtFixedRate(() -> {
      long now = System.nanoTime();
      beforeEachSample.run();
      sampler.sample(now);
    }, periodMillis, periodMillis, TimeUnit.MILLISECONDS);
  }

  /**
   * Also runs {@code task} on this thread every {@code periodMillis}, the first time after
   * {@code initialDelayMillis}, until {@link #stop} (the client's own figures, the input's
   * progress).
   */
  void every(long initialDelayMillis, long periodMillis, Runnable task) {
    timer.scheduleAtFixedRate(task, initialDelayMillis, periodMillis, TimeUnit.MILLISECONDS);
  }

  /** Runs {@code task} once more on this thread, unless it has stopped. */
  void lastly(Runnable task) {
    if (!timer.isShutdown()) {
      timer.execute(task);
    }
  }

  /** Periodic sampling stops; a sample under way completes. */
  void stop() {
    timer.shutdown();
  }

  /**
   * Stops periodic sampling and waits for a sample under way (at most 30 s, then interrupts
   * it), so that nothing samples concurrently with the caller afterwards.
   */
  void stopAndWait() {
    timer.shutdown();
    try {
      if (!timer.awaitTermination(30, TimeUnit.SECONDS)) {
        timer.shutdownNow();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
