package org.ycsbbio.core.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.ycsbbio.core.report.SadfCsv.Sample;

/**
 * One host's OS load over one run's time, for the report's host charts beside the per-node
 * latency: CPU busy (100 − {@code %idle} of all CPUs), {@code %iowait}, {@code %util} of the
 * busiest device and {@code %memused}, from the samples whose interval overlaps the run. Samples
 * are averaged per bucket of whole seconds counted from the run's start (one sample per bucket up
 * to 600 s; wider beyond, so a chart has at most ~600 points); a bucket is placed at the time of
 * its last sample, where the interval it averages ended. Immutable.
 *
 * @param host the host's name
 * @param t each bucket's time, epoch millis
 * @param cpuBusy CPU busy (%) per bucket; null where the host has no CPU sample in it
 * @param iowait {@code %iowait} per bucket, or null
 * @param diskUtil the busiest device's {@code %util} per bucket (the mean over its seconds of
 *     each second's busiest device), or null
 * @param memUsed {@code %memused} per bucket, or null
 */
record HostSeries(String host, List<Long> t, List<Double> cpuBusy, List<Double> iowait,
    List<Double> diskUtil, List<Double> memUsed) {
  private static final int CPU = 0;
  private static final int IOWAIT = 1;
  private static final int DISK = 2;
  private static final int MEM = 3;

  HostSeries {
    t = List.copyOf(t);
    cpuBusy = withNulls(cpuBusy);
    iowait = withNulls(iowait);
    diskUtil = withNulls(diskUtil);
    memUsed = withNulls(memUsed);
  }

  /**
   * The series of {@code h} over the run from {@code startMillis} to {@code endMillis} (epoch
   * millis), if it has samples there.
   */
  static Optional<HostSeries> of(HostSamples h, long startMillis, long endMillis) {
    long width = MergedRun.spanBucketMillis(endMillis - startMillis);
    TreeMap<Long, Bucket> buckets = new TreeMap<>();
    for (Sample s : h.cpu()) {
      if (s.device().equals("-1") && s.overlaps(startMillis, endMillis)) {
        bucket(buckets, s.epochSeconds(), startMillis, width).add(CPU, 100 - s.value("%idle"))
            .add(IOWAIT, s.value("%iowait"));
      }
    }
    Map<Long, double[]> disk = HostSummary.perSecond(h.disk(), startMillis, endMillis, "rkB/s",
        "wkB/s", "%util");
    disk.forEach((second, v) -> bucket(buckets, second, startMillis, width).add(DISK, v[2]));
    for (Sample s : h.mem()) {
      if (s.overlaps(startMillis, endMillis)) {
        bucket(buckets, s.epochSeconds(), startMillis, width).add(MEM, s.value("%memused"));
      }
    }
    if (buckets.isEmpty()) {
      return Optional.empty();
    }
    List<Long> t = new ArrayList<>();
    List<List<Double>> columns = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
        new ArrayList<>());
    for (Bucket b : buckets.values()) {
      t.add(b.lastSecond * 1000);
      for (int c = 0; c < columns.size(); c++) {
        columns.get(c).add(b.mean(c));
      }
    }
    return Optional.of(new HostSeries(h.host(), t, columns.get(CPU), columns.get(IOWAIT),
        columns.get(DISK), columns.get(MEM)));
  }

  private static Bucket bucket(TreeMap<Long, Bucket> buckets, long epochSeconds, long startMillis,
      long width) {
    long index = Math.max(0, Math.floorDiv(epochSeconds * 1000 - startMillis - 1, width));
    Bucket b = buckets.computeIfAbsent(index, k -> new Bucket());
    b.lastSecond = Math.max(b.lastSecond, epochSeconds);
    return b;
  }

  /** An unmodifiable copy that keeps nulls (List.copyOf refuses them). */
  static List<Double> withNulls(List<Double> values) {
    return Collections.unmodifiableList(new ArrayList<>(values));
  }

  /** Sums and counts of the four metrics in one bucket. Not thread-safe. */
  private static final class Bucket {
    private final double[] sum = new double[4];
    private final int[] count = new int[4];
    private long lastSecond;

    Bucket add(int metric, double value) {
      sum[metric] += value;
      count[metric]++;
      return this;
    }

    /** The mean to two decimals, or null without a sample. */
    Double mean(int metric) {
      return count[metric] == 0 ? null : Math.round(sum[metric] / count[metric] * 100) / 100.0;
    }
  }
}
