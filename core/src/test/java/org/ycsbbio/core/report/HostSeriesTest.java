package org.ycsbbio.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A host's sysstat samples as time series on the run's time axis. */
class HostSeriesTest {
  @TempDir
  Path tmp;

  @Test
  void realSamplesArePlacedAtTheirOwnTimeSinceTheRunStarted() throws Exception {
    List<String> problems = new ArrayList<>();
    HostSamples h = HostSamples.read(List.of(HostSummaryTest.realHostDir(tmp, "vm")), problems)
        .get(0);
    long start = 1_795_709_026_400L;   // not on a second: the samples are 0.6 s after a second
    HostSeries s = HostSeries.of(h, start, 1_795_709_030_600L).orElseThrow();
    assertEquals(List.of(), problems);
    assertEquals("vm", s.host());
    assertEquals(List.of(600L, 1600L, 2600L, 3600L, 4600L),
        s.t().stream().map(t -> t - start).toList());
    assertEquals(List.of(1.49, 84.83, 99.5, 74.37, 59.69), s.cpuBusy());   // 100 - %idle
    assertEquals(List.of(0.5, 0.0, 0.0, 0.0, 0.0), s.iowait());
    assertEquals(List.of(1.2, 12.71, 0.0, 0.0, 0.4), s.diskUtil());
    assertEquals(List.of(0.46, 1.53, 2.97, 3.37, 1.43), s.memUsed());
  }

  @Test
  void aSampleWhoseSecondEndedBeforeTheRunIsLeftOut() throws Exception {
    HostSamples h = HostSamples.read(List.of(HostSummaryTest.realHostDir(tmp, "vm")),
        new ArrayList<>()).get(0);
    long start = 1_795_709_028_000L;   // the ...028 s sample averages the second before it
    HostSeries s = HostSeries.of(h, start, 1_795_709_029_500L).orElseThrow();
    assertEquals(List.of(1000L, 2000L), s.t().stream().map(t -> t - start).toList());
    assertTrue(HostSeries.of(h, 1_700_000_000_000L, 1_700_000_010_000L).isEmpty());
  }

  @Test
  void aLongRunIsAveragedIntoAtMost600BucketsAndMissingKindsAreNull() throws Exception {
    long t0 = 1_700_000_000L;
    StringBuilder cpu = new StringBuilder(
        "# hostname;interval;timestamp;CPU;%user;%nice;%system;%iowait;%steal;%idle\n");
    for (int i = 1; i <= 1300; i++) {   // busy 10, 20, 0, 10, 20, 0, ... (i % 3 * 10)
      cpu.append("vm;1;").append(t0 + i).append(";-1;0.00;0.00;0.00;1.00;0.00;")
          .append(100 - i % 3 * 10).append(".00\n");
    }
    Path dir = tmp.resolve("long");
    Path host = Files.createDirectories(dir.resolve("sysstat/db1"));
    Files.writeString(host.resolve("cpu.csv"), cpu);
    HostSamples h = HostSamples.read(List.of(dir), new ArrayList<>()).get(0);
    long start = t0 * 1000 + 500;
    HostSeries s = HostSeries.of(h, start, start + 1_300_000).orElseThrow();
    // 1300 s / 600 -> 3-s buckets: samples 1-3, 4-6, ..., 1300 alone
    assertEquals(434, s.t().size());
    assertEquals((t0 + 3) * 1000, s.t().get(0));
    assertEquals((t0 + 1300) * 1000, s.t().get(433));
    assertEquals(10.0, s.cpuBusy().get(0), 1e-9);
    assertEquals(10.0, s.cpuBusy().get(200), 1e-9);
    assertEquals(1300 % 3 * 10.0, s.cpuBusy().get(433), 1e-9);
    assertEquals(1.0, s.iowait().get(5), 1e-9);
    assertNull(s.memUsed().get(0));
    assertNull(s.diskUtil().get(0));
  }
}
