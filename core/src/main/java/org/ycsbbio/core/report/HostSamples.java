package org.ycsbbio.core.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.ycsbbio.core.report.SadfCsv.Sample;
import org.ycsbbio.core.results.ResultsDir;

/**
 * The per-second OS metrics of one host: {@code DIR/sysstat/HOST/cpu.csv} ({@code sadf -d -U
 * FILE -- -u}), {@code disk.csv} ({@code -- -d -p}), {@code net.csv} ({@code -- -n DEV}) and
 * {@code mem.csv} ({@code -- -r}), found below any directory given to {@code bin/ycsb report}
 * (docs/report.md). A missing file leaves its part empty; an unreadable one becomes a problem.
 * Immutable.
 *
 * @param host the host's name (its directory's name)
 * @param cpu CPU rows
 * @param disk disk rows, one per device and second
 * @param net network rows, one per interface and second
 * @param mem memory rows, one per second
 */
record HostSamples(String host, List<Sample> cpu, List<Sample> disk, List<Sample> net,
    List<Sample> mem) {
  HostSamples {
    cpu = List.copyOf(cpu);
    disk = List.copyOf(disk);
    net = List.copyOf(net);
    mem = List.copyOf(mem);
  }

  /** Every host below {@code DIR/sysstat/} of each of {@code dirs}, in name order per dir. */
  static List<HostSamples> read(List<Path> dirs, List<String> problems) {
    List<HostSamples> hosts = new ArrayList<>();
    for (Path dir : dirs) {
      Path sysstat = new ResultsDir(dir).sysstat();
      if (!Files.isDirectory(sysstat)) {
        continue;
      }
      List<Path> hostDirs;
      try (Stream<Path> s = Files.list(sysstat)) {
        hostDirs = s.filter(Files::isDirectory).sorted().toList();
      } catch (IOException e) {
        problems.add(sysstat + ": cannot list (" + ResultsReader.oneLine(e) + "), host metrics left out");
        continue;
      }
      for (Path h : hostDirs) {
        hosts.add(new HostSamples(h.getFileName().toString(),
            part(h, ResultsDir.HOST_CPU_CSV, problems),
            part(h, ResultsDir.HOST_DISK_CSV, problems),
            part(h, ResultsDir.HOST_NET_CSV, problems),
            part(h, ResultsDir.HOST_MEM_CSV, problems)));
      }
    }
    return hosts;
  }

  private static List<Sample> part(Path hostDir, String name, List<String> problems) {
    Path file = hostDir.resolve(name);
    if (!Files.isRegularFile(file)) {
      return List.of();
    }
    try {
      return SadfCsv.read(file, problems);
    } catch (IOException e) {
      problems.add(file + ": unreadable (" + ResultsReader.oneLine(e) + "), left out");
      return List.of();
    }
  }
}
