package org.ycsbbio.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.results.ResultsDir;

/** sadf -d CSV (as sysstat 12.6 writes it) summarised over a run's window. */
class HostSummaryTest {
  /** Real {@code sadf -d -U FILE -- -u / -d -p / -n DEV / -r} of sysstat 12.6.1 (Debian 12). */
  static final String REAL = "sysstat-12.6.1/";
  static final String CPU = """
      # hostname;interval;timestamp;CPU;%user;%nice;%system;%iowait;%steal;%idle
      vm;1;1700000000;-1;20.00;0.00;10.00;5.00;0.00;65.00
      vm;1;1700000001;-1;40.00;0.00;10.00;15.00;0.00;35.00
      vm;1;1700000100;-1;99.00;0.00;1.00;0.00;0.00;0.00
      """;
  static final String DISK = """
      # hostname;interval;timestamp;DEV;tps;rkB/s;wkB/s;dkB/s;areq-sz;aqu-sz;await;%util
      vm;1;1700000000;vda;10.00;100.00;200.00;0.00;3.97;0.02;0.10;40.00
      vm;1;1700000000;vdb;10.00;50.00;0.00;0.00;3.97;0.02;0.10;90.00
      vm;1;1700000001;vda;10.00;300.00;0.00;0.00;3.97;0.02;0.10;10.00
      """;
  static final String NET = """
      # hostname;interval;timestamp;IFACE;rxpck/s;txpck/s;rxkB/s;txkB/s;rxcmp/s;txcmp/s;rxmcst/s;%ifutil
      vm;1;1700000000;lo;1.00;1.00;1000.00;1000.00;0.00;0.00;0.00;0.00
      vm;1;1700000000;eth0;3.00;2.00;10.00;20.00;0.00;0.00;0.00;0.00
      vm;1;1700000001;eth0;3.00;2.00;30.00;40.00;0.00;0.00;0.00;0.00
      """;
  static final String MEM = """
      # hostname;interval;timestamp;kbmemfree;kbavail;kbmemused;%memused;kbbuffers;kbcached;kbcommit;%commit;kbactive;kbinact;kbdirty
      vm;1;1700000000;22837260;24252204;1048576;4.00;46284;1526704;74744;0.30;471752;1105072;51888
      vm;1;1700000001;22572748;23987864;2097152;8.00;46308;1526840;1228544;4.98;472268;1368940;51956
      vm;1;1700000100;22221000;23632272;9999999;50.00;46304;1523008;1223344;4.96;471372;1723192;52152
      """;

  @TempDir
  Path tmp;

  /** Writes DIR/sysstat/HOST/{cpu,disk,net,mem}.csv. */
  static Path hostDir(Path dir, String host, String cpu) throws Exception {
    Path h = Files.createDirectories(new ResultsDir(dir).sysstat().resolve(host));
    Files.writeString(h.resolve("cpu.csv"), cpu);
    Files.writeString(h.resolve("disk.csv"), DISK);
    Files.writeString(h.resolve("net.csv"), NET);
    Files.writeString(h.resolve("mem.csv"), MEM);
    return dir;
  }

  /** Copies the real sadf output into DIR/sysstat/HOST/. */
  static Path realHostDir(Path dir, String host) throws Exception {
    Path h = Files.createDirectories(new ResultsDir(dir).sysstat().resolve(host));
    for (String name : List.of("cpu.csv", "disk.csv", "net.csv", "mem.csv")) {
      try (InputStream in = HostSummaryTest.class.getResourceAsStream(REAL + name)) {
        Files.copy(in, h.resolve(name));
      }
    }
    return dir;
  }

  @Test
  void meansAndMaximaOverTheWindowOnly() throws Exception {
    List<String> problems = new ArrayList<>();
    List<HostSamples> hosts = HostSamples.read(List.of(hostDir(tmp, "db1", CPU)), problems);
    assertEquals(List.of(), problems);
    // a sample averages the second up to its time: the one at ...000 s overlaps a run from
    // ...999.5 s, the one at +100 s does not overlap a run that ended at ...001 s
    HostSummary s = HostSummary.of(hosts.get(0), 1_699_999_999_500L, 1_700_000_001_000L).orElseThrow();
    assertEquals("db1", s.host());
    assertEquals(2, s.seconds());
    assertEquals(50.0, s.cpuBusyMean(), 1e-9);         // (35 + 65) / 2
    assertEquals(65.0, s.cpuBusyMax(), 1e-9);
    assertEquals(10.0, s.iowaitMean(), 1e-9);
    assertEquals(15.0, s.iowaitMax(), 1e-9);
    assertEquals(225.0, s.diskReadKbPerSec(), 1e-9);   // (100 + 50 + 300) / 2 seconds
    assertEquals(100.0, s.diskWriteKbPerSec(), 1e-9);
    assertEquals(90.0, s.diskUtilMax(), 1e-9);
    assertEquals(20.0, s.netRxKbPerSec(), 1e-9);       // lo left out
    assertEquals(30.0, s.netTxKbPerSec(), 1e-9);
    assertEquals(6.0, s.memUsedMean(), 1e-9);
    assertEquals(8.0, s.memUsedMax(), 1e-9);
    assertEquals(2048.0, s.memUsedMbMax(), 1e-9);      // 2,097,152 kB
    assertTrue(HostSummary.of(hosts.get(0), 1_600_000_000_000L, 1_600_000_001_000L).isEmpty());
    // a run that starts exactly when the ...000 s sample's second ended: only the next one
    assertEquals(1, HostSummary.of(hosts.get(0), 1_700_000_000_000L, 1_700_000_001_000L)
        .orElseThrow().seconds());
  }

  @Test
  void realSadfOutputOfCpuDiskNetworkAndMemory() throws Exception {
    List<String> problems = new ArrayList<>();
    HostSamples h = HostSamples.read(List.of(realHostDir(tmp, "vm")), problems).get(0);
    assertEquals(List.of(), problems);
    assertEquals(5, h.cpu().size());
    assertEquals(5, h.mem().size());
    assertEquals("", h.mem().get(0).device());         // -r has no device column
    assertEquals(0.46, h.mem().get(0).value("%memused"), 1e-9);
    assertEquals(113948, h.mem().get(0).value("kbmemused"), 1e-9);
    assertEquals("vda", h.disk().get(0).device());
    HostSummary s = HostSummary.of(h, 1_795_709_026_000L, 1_795_709_031_000L).orElseThrow();
    assertEquals(5, s.seconds());
    assertEquals(99.5, s.cpuBusyMax(), 1e-9);          // 100 - 0.50 %idle at ...029
    assertEquals(12.71, s.diskUtilMax(), 1e-9);
    assertEquals((0.46 + 1.53 + 2.97 + 3.37 + 1.43) / 5, s.memUsedMean(), 1e-9);
    assertEquals(3.37, s.memUsedMax(), 1e-9);
    assertEquals(832452 / 1024.0, s.memUsedMbMax(), 1e-9);
  }

  @Test
  void aHostWithoutMemoryFileHasNoMemoryFigures() throws Exception {
    Path dir = hostDir(tmp, "old", CPU);
    Files.delete(dir.resolve("sysstat/old/mem.csv"));
    List<String> problems = new ArrayList<>();
    HostSummary s = HostSummary.of(HostSamples.read(List.of(dir), problems).get(0),
        1_699_999_999_500L, 1_700_000_001_000L).orElseThrow();
    assertEquals(List.of(), problems);
    assertNull(s.memUsedMean());
    assertNull(s.memUsedMax());
  }

  @Test
  void aDamagedLineIsNamedAndLeftOut() throws Exception {
    String damaged = CPU.replace("vm;1;1700000001;-1;40.00", "vm;1;1700000001;-1;4x.00");
    List<String> problems = new ArrayList<>();
    List<HostSamples> hosts = HostSamples.read(List.of(hostDir(tmp, "db2", damaged + "vm;1;17\n")), problems);
    assertEquals(2, problems.size(), problems.toString());
    assertTrue(problems.get(0).endsWith("cpu.csv:3: not a number (For input string: \"4x.00\"); line left out"),
        problems.get(0));
    assertTrue(problems.get(1).endsWith("cpu.csv:5: 3 fields, the header has 10; line left out"), problems.get(1));
    assertEquals(2, hosts.get(0).cpu().size());
  }
}
