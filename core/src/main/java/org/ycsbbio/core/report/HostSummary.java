package org.ycsbbio.core.report;

import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import org.ycsbbio.core.report.SadfCsv.Sample;

/**
 * One host's OS load during one run: means and maxima over the samples whose interval overlaps
 * the run's time window. CPU busy is 100 − {@code %idle} of all CPUs; disk figures add up every
 * device of a second ({@code %util}: the busiest device); network adds up every interface but
 * {@code lo}; memory used is sysstat's {@code %memused} and {@code kbmemused} (without buffers
 * and page cache). Immutable.
 *
 * @param host the host's name
 * @param seconds CPU samples in the window
 * @param cpuBusyMean mean CPU busy (%)
 * @param cpuBusyMax highest CPU busy (%)
 * @param iowaitMean mean {@code %iowait}
 * @param iowaitMax highest {@code %iowait}
 * @param diskReadKbPerSec mean kB read per second, all devices
 * @param diskWriteKbPerSec mean kB written per second, all devices
 * @param diskUtilMax highest {@code %util} of any device
 * @param netRxKbPerSec mean kB received per second, all interfaces but lo
 * @param netTxKbPerSec mean kB sent per second, all interfaces but lo
 * @param memUsedMean mean {@code %memused}; null without memory samples
 * @param memUsedMax highest {@code %memused}; null without memory samples
 * @param memUsedMbMax highest memory used (MiB); null without memory samples
 */
record HostSummary(String host, int seconds, double cpuBusyMean, double cpuBusyMax, double iowaitMean,
    double iowaitMax, double diskReadKbPerSec, double diskWriteKbPerSec, double diskUtilMax,
    double netRxKbPerSec, double netTxKbPerSec, Double memUsedMean, Double memUsedMax,
    Double memUsedMbMax) {

  /**
   * The summary of {@code h} over [{@code startMillis}, {@code endMillis}], if it has CPU samples
   * there.
   */
  static Optional<HostSummary> of(HostSamples h, long startMillis, long endMillis) {
    List<Sample> cpu = h.cpu().stream()
        .filter(s -> s.device().equals("-1") && s.overlaps(startMillis, endMillis)).toList();
    if (cpu.isEmpty()) {
      return Optional.empty();
    }
    List<Sample> mem = h.mem().stream().filter(s -> s.overlaps(startMillis, endMillis)).toList();
    DoubleSummaryStatistics memUsed = mem.stream().mapToDouble(s -> s.value("%memused"))
        .summaryStatistics();
    double memUsedMb = mem.stream().mapToDouble(s -> s.value("kbmemused") / 1024).max().orElse(0);
    ToDoubleFunction<Sample> busy = s -> 100 - s.value("%idle");
    Map<Long, double[]> disk = perSecond(h.disk(), startMillis, endMillis, "rkB/s", "wkB/s",
        "%util");
    Map<Long, double[]> net = perSecond(h.net(), startMillis, endMillis, "rxkB/s", "txkB/s",
        null);
    return Optional.of(new HostSummary(h.host(), cpu.size(),
        cpu.stream().mapToDouble(busy).average().orElse(0), cpu.stream().mapToDouble(busy).max().orElse(0),
        cpu.stream().mapToDouble(s -> s.value("%iowait")).average().orElse(0),
        cpu.stream().mapToDouble(s -> s.value("%iowait")).max().orElse(0),
        mean(disk, 0), mean(disk, 1), disk.values().stream().mapToDouble(v -> v[2]).max().orElse(0),
        mean(net, 0), mean(net, 1), mem.isEmpty() ? null : memUsed.getAverage(),
        mem.isEmpty() ? null : memUsed.getMax(), mem.isEmpty() ? null : memUsedMb));
  }

  /**
   * Per sample time in the window, over devices: the sums of {@code a} and {@code b}, the
   * maximum of {@code max} (none when null); {@code lo} left out.
   */
  static Map<Long, double[]> perSecond(List<Sample> rows, long startMillis, long endMillis,
      String a, String b, String max) {
    Map<Long, double[]> bySecond = new TreeMap<>();
    for (Sample s : rows) {
      if (!s.overlaps(startMillis, endMillis) || s.device().equals("lo")) {
        continue;
      }
      double[] v = bySecond.computeIfAbsent(s.epochSeconds(), k -> new double[3]);
      v[0] += s.value(a);
      v[1] += s.value(b);
      if (max != null) {
        v[2] = Math.max(v[2], s.value(max));
      }
    }
    return bySecond;
  }

  private static double mean(Map<Long, double[]> bySecond, int column) {
    return bySecond.values().stream().mapToDouble(v -> v[column]).average().orElse(0);
  }
}
