package org.ycsbbio.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** sadf -d CSV (as sysstat 12.6 writes it) summarised over a run's window. */
class HostSummaryTest {
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

  @TempDir
  Path tmp;

  /** Writes DIR/sysstat/HOST/{cpu,disk,net}.csv. */
  static Path hostDir(Path dir, String host, String cpu) throws Exception {
    Path h = Files.createDirectories(dir.resolve("sysstat").resolve(host));
    Files.writeString(h.resolve("cpu.csv"), cpu);
    Files.writeString(h.resolve("disk.csv"), DISK);
    Files.writeString(h.resolve("net.csv"), NET);
    return dir;
  }

  @Test
  void meansAndMaximaOverTheWindowOnly() throws Exception {
    List<String> problems = new ArrayList<>();
    List<HostSamples> hosts = HostSamples.read(List.of(hostDir(tmp, "db1", CPU)), problems);
    assertEquals(List.of(), problems);
    HostSummary s = HostSummary.of(hosts.get(0), 1_700_000_000_000L, 1_700_000_001_500L).orElseThrow();
    assertEquals("db1", s.host());
    assertEquals(2, s.seconds());                      // the sample at +100 s is outside
    assertEquals(50.0, s.cpuBusyMean(), 1e-9);         // (35 + 65) / 2
    assertEquals(65.0, s.cpuBusyMax(), 1e-9);
    assertEquals(10.0, s.iowaitMean(), 1e-9);
    assertEquals(15.0, s.iowaitMax(), 1e-9);
    assertEquals(225.0, s.diskReadKbPerSec(), 1e-9);   // (100 + 50 + 300) / 2 seconds
    assertEquals(100.0, s.diskWriteKbPerSec(), 1e-9);
    assertEquals(90.0, s.diskUtilMax(), 1e-9);
    assertEquals(20.0, s.netRxKbPerSec(), 1e-9);       // lo left out
    assertEquals(30.0, s.netTxKbPerSec(), 1e-9);
    assertTrue(HostSummary.of(hosts.get(0), 1_600_000_000_000L, 1_600_000_001_000L).isEmpty());
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
