package org.ycsbbio.core.report;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import org.ycsbbio.core.report.SadfCsv.Sample;

/**
 * One host's OS load during one run: means and maxima over the seconds of the run's time window.
 * CPU busy is 100 − {@code %idle} of all CPUs; disk figures add up every device of a second
 * ({@code %util}: the busiest device); network adds up every interface but {@code lo}.
 * Immutable.
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
 */
record HostSummary(String host, int seconds, double cpuBusyMean, double cpuBusyMax, double iowaitMean,
    double iowaitMax, double diskReadKbPerSec, double diskWriteKbPerSec, double diskUtilMax,
    double netRxKbPerSec, double netTxKbPerSec) {

  /** The summary of {@code h} within [{@code startMillis}, {@code endMillis}], if it has CPU samples there. */
  static Optional<HostSummary> of(HostSamples h, long startMillis, long endMillis) {
    long from = Math.floorDiv(startMillis, 1000);
    long to = Math.floorDiv(endMillis + 999, 1000);
    List<Sample> cpu = h.cpu().stream()
        .filter(s -> s.device().equals("-1") && s.epochSeconds() >= from && s.epochSeconds() <= to).toList();
    if (cpu.isEmpty()) {
      return Optional.empty();
    }
    ToDoubleFunction<Sample> busy = s -> 100 - s.value("%idle");
    Map<Long, double[]> disk = perSecond(h.disk(), from, to, "rkB/s", "wkB/s", "%util");
    Map<Long, double[]> net = perSecond(h.net(), from, to, "rxkB/s", "txkB/s", null);
    return Optional.of(new HostSummary(h.host(), cpu.size(),
        cpu.stream().mapToDouble(busy).average().orElse(0), cpu.stream().mapToDouble(busy).max().orElse(0),
        cpu.stream().mapToDouble(s -> s.value("%iowait")).average().orElse(0),
        cpu.stream().mapToDouble(s -> s.value("%iowait")).max().orElse(0),
        mean(disk, 0), mean(disk, 1), disk.values().stream().mapToDouble(v -> v[2]).max().orElse(0),
        mean(net, 0), mean(net, 1)));
  }

  /** Per second in the window: the sums of {@code a} and {@code b}, the maximum of {@code max}. */
  private static Map<Long, double[]> perSecond(List<Sample> rows, long from, long to, String a, String b,
      String max) {
    Map<Long, double[]> bySecond = new TreeMap<>();
    for (Sample s : rows) {
      if (s.epochSeconds() < from || s.epochSeconds() > to || s.device().equals("lo")) {
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
