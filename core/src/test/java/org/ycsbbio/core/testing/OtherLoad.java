package org.ycsbbio.core.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * How much of one CPU other processes used while a test's client, held to that CPU
 * ({@link CpuPin}), ran: every 100 ms it reads the CPU's busy time ({@code /proc/stat}) and this
 * JVM's CPU time, so a test can tell the load it made itself from other programs' (other builds
 * on a shared machine). Linux only. Its reads run on its own thread; {@link #othersShare} may be
 * called from any thread.
 */
public final class OtherLoad implements AutoCloseable {
  private static final long PERIOD_MILLIS = 100;

  private final ScheduledExecutorService reader = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "other-load");
    t.setDaemon(true);
    return t;
  });
  /** Epoch millis → {CPU busy ticks, CPU total ticks, own ticks}; guarded by itself. */
  private final TreeMap<Long, long[]> readings = new TreeMap<>();
  private final String cpuLine;

  private OtherLoad(int cpu) throws IOException {
    this.cpuLine = "cpu" + cpu + " ";
    read();
  }

  /** Starts reading CPU {@code cpu}, the only one this JVM runs on. */
  public static OtherLoad start(int cpu) throws IOException {
    OtherLoad load = new OtherLoad(cpu);
    load.reader.scheduleAtFixedRate(load::readQuietly, PERIOD_MILLIS, PERIOD_MILLIS,
        TimeUnit.MILLISECONDS);
    return load;
  }

  private void readQuietly() {
    try {
      read();
    } catch (IOException e) {
      // a reading missed: the next one covers its time
    }
  }

  private void read() throws IOException {
    long now = System.currentTimeMillis();
    String[] cpu = Files.readAllLines(Path.of("/proc/stat")).stream()
        .filter(l -> l.startsWith(cpuLine)).findFirst().orElseThrow(
            () -> new IOException("/proc/stat has no " + cpuLine.trim())).trim().split("\\s+");
    long total = 0;
    for (int i = 1; i < Math.min(cpu.length, 9); i++) {   // user .. steal; guest is in user
      total += Long.parseLong(cpu[i]);
    }
    long idle = Long.parseLong(cpu[4]) + Long.parseLong(cpu[5]);
    String s = Files.readString(Path.of("/proc/self/stat"));
    String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
    long ownTicks = Long.parseLong(f[11]) + Long.parseLong(f[12]);   // utime, stime
    synchronized (readings) {
      readings.put(now, new long[] {total - idle, total, ownTicks});
    }
  }

  /**
   * The share of the CPU other processes used from {@code fromMillis} to {@code toMillis} (epoch
   * millis), between the readings nearest those instants; 0 when there are too few readings.
   */
  public double othersShare(long fromMillis, long toMillis) {
    synchronized (readings) {
      Map.Entry<Long, long[]> a = nearest(fromMillis);
      Map.Entry<Long, long[]> b = nearest(toMillis);
      if (a == null || b == null || b.getKey() <= a.getKey()) {
        return 0;
      }
      long total = b.getValue()[1] - a.getValue()[1];
      long others = (b.getValue()[0] - a.getValue()[0]) - (b.getValue()[2] - a.getValue()[2]);
      return total <= 0 ? 0 : Math.max(0, others) / (double) total;
    }
  }

  private Map.Entry<Long, long[]> nearest(long millis) {
    Map.Entry<Long, long[]> below = readings.floorEntry(millis);
    Map.Entry<Long, long[]> above = readings.ceilingEntry(millis);
    if (below == null || above == null) {
      return below == null ? above : below;
    }
    return millis - below.getKey() <= above.getKey() - millis ? below : above;
  }

  @Override
  public void close() {
    reader.shutdownNow();
    try {
      reader.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
