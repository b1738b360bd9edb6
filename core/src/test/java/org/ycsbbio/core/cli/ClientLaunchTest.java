package org.ycsbbio.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.core.tracking.TrackingDB;
import org.ycsbbio.core.tracking.TrackingExporter;
import site.ycsb.BasicDB;

class ClientLaunchTest {
  @TempDir
  Path dir;

  private Home home() {
    return new Home(dir, Map.of("basic", BasicDB.class.getName(), "missing", "no.such.Db",
        "old", "com.yahoo.ycsb.BasicDB"));
  }

  private Path workload(String... lines) throws Exception {
    Path file = dir.resolve("workload");
    Files.write(file, List.of(lines));
    return file;
  }

  private List<String> launch(String... args) {
    return ClientLaunch.clientArgs(YcsbArgs.parse(List.of(args)), home());
  }

  @Test
  void wrapsTheBindingInTheTrackerAndKeepsUserOptions() throws Exception {
    Path w = workload("workload=site.ycsb.workloads.CoreWorkload", "exporter=site.ycsb.measurements.exporter.JSONMeasurementsExporter");
    List<String> args = launch("run", "basic", "-P", w.toString(), "-threads", "3", "-s",
        "-p", "bio.results=out");
    assertEquals(List.of("-t", "-db", TrackingDB.class.getName(), "-P", w.toString(),
        "-threads", "3", "-s", "-p", "bio.results=out"), args.subList(0, 10));
    assertTrue(args.contains("bio.binding.class=" + BasicDB.class.getName()), args.toString());
    assertTrue(args.contains("bio.exporter.delegate=site.ycsb.measurements.exporter.JSONMeasurementsExporter"));
    assertEquals("exporter=" + TrackingExporter.class.getName(), args.get(args.size() - 1));
  }

  @Test
  void targetSwitchesOnIntendedLatencyUnlessTheUserChose() throws Exception {
    Path w = workload("workload=site.ycsb.workloads.CoreWorkload");
    assertTrue(launch("run", "basic", "-P", w.toString(), "-target", "100")
        .contains("measurement.interval=both"));
    assertTrue(!launch("run", "basic", "-P", w.toString(), "-target", "100", "-p",
        "measurement.interval=op").contains("measurement.interval=both"));
  }

  @Test
  void trackingOffRunsTheBareBinding() throws Exception {
    Path w = workload("workload=site.ycsb.workloads.CoreWorkload");
    assertEquals(List.of("-load", "-db", BasicDB.class.getName(), "-P", w.toString(), "-p",
        "bio.tracking=false"), launch("load", "basic", "-P", w.toString(), "-p", "bio.tracking=false"));
  }

  @Test
  void badInputGetsOneClearLine() throws Exception {
    Path w = workload("workload=site.ycsb.workloads.CoreWorkload");
    assertEquals("unknown binding 'mongo' (known: basic, missing, old)", assertThrows(
        ConfigException.class, () -> launch("load", "mongo", "-P", w.toString())).getMessage());
    assertEquals("cannot read workload file " + dir.resolve("nope") + ": no such file",
        assertThrows(ConfigException.class,
            () -> launch("load", "basic", "-P", dir.resolve("nope").toString())).getMessage());
    assertEquals("recordcount=ten: not a whole number", assertThrows(ConfigException.class,
        () -> launch("load", "basic", "-P", w.toString(), "-p", "recordcount=ten")).getMessage());
    assertEquals("readproportion=1.5: must be between 0.0 and 1.0", assertThrows(
        ConfigException.class,
        () -> launch("run", "basic", "-P", w.toString(), "-p", "readproportion=1.5")).getMessage());
    assertTrue(assertThrows(ConfigException.class, () -> launch("run", "basic", "-P",
        w.toString(), "-p", "requestdistribution=zipf")).getMessage()
        .startsWith("requestdistribution=zipf: must be one of "));
    assertEquals("bio.slow.treshold: unknown key (did you mean bio.slow.threshold?)",
        assertThrows(ConfigException.class, () -> launch("run", "basic", "-P", w.toString(),
            "-p", "bio.slow.treshold=2ms")).getMessage());
    assertThrows(UsageException.class, () -> launch("run", "basic", "-x"));
    assertThrows(UsageException.class, () -> launch("run", "basic", "-p", "novalue"));
    assertTrue(assertThrows(ConfigException.class, () -> launch("run", "missing", "-P",
        w.toString())).getMessage().startsWith("binding class no.such.Db cannot be loaded"));
    Path noWorkload = dir.resolve("empty");
    Files.writeString(noWorkload, "recordcount=10\n");
    assertEquals("workload: not set (give a workload file with -P)", assertThrows(
        ConfigException.class, () -> launch("run", "basic", "-P", noWorkload.toString()))
        .getMessage());
  }
  @Test
  void classNamesFromBeforeYcsb014AreNamedAsYcsbNamesThemNow() throws Exception {
    String hint = " (YCSB renamed its packages from com.yahoo.ycsb to site.ycsb in 0.14: use ";
    Path old = workload("workload=com.yahoo.ycsb.workloads.CoreWorkload");
    assertEquals("workload=com.yahoo.ycsb.workloads.CoreWorkload: no such class on the class path"
        + hint + "site.ycsb.workloads.CoreWorkload)", assertThrows(ConfigException.class,
        () -> launch("load", "basic", "-P", old.toString())).getMessage());
    Path w = workload("workload=site.ycsb.workloads.CoreWorkload");
    assertEquals("binding class com.yahoo.ycsb.BasicDB cannot be loaded: "
        + "java.lang.ClassNotFoundException: com.yahoo.ycsb.BasicDB" + hint + "site.ycsb.BasicDB)",
        assertThrows(ConfigException.class, () -> launch("load", "old", "-P", w.toString()))
            .getMessage());
    for (String tracking : List.of("true", "false")) {
      assertEquals("exporter=com.yahoo.ycsb.measurements.exporter.JSONMeasurementsExporter: no "
          + "such class on the class path" + hint
          + "site.ycsb.measurements.exporter.JSONMeasurementsExporter)", assertThrows(
          ConfigException.class, () -> launch("run", "basic", "-P", w.toString(), "-p",
              "bio.tracking=" + tracking, "-p",
              "exporter=com.yahoo.ycsb.measurements.exporter.JSONMeasurementsExporter"))
          .getMessage(), "an exporter YCSB would only miss when the run is over");
    }
    assertEquals("exporter=site.ycsb.BasicDB: not a site.ycsb.measurements.exporter."
        + "MeasurementsExporter", assertThrows(ConfigException.class, () -> launch("run", "basic",
        "-P", w.toString(), "-p", "exporter=site.ycsb.BasicDB")).getMessage());
    assertTrue(assertThrows(ConfigException.class, () -> launch("run", "missing", "-P",
        w.toString())).getMessage().endsWith("no.such.Db"), "no hint for other names");
  }
}
