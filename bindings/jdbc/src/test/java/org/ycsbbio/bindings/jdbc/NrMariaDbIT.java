package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.RepositoryRoot;

/**
 * {@code workloads/nr} end to end on the three MariaDB shards of {@code bin/test}, exactly as a
 * user runs it ({@code bin/ycsb load jdbc -P workloads/nr}, then {@code run}) in a child JVM: the
 * real sample of {@code workloads/nr-sample} loads, every sequence lands on its shard, and the
 * run's reads of missing keys are counted in their own {@code READ-MISSING} row, answered
 * NOT_FOUND. The NR workload lives in bio-workload, which this module does not depend on: the
 * child's class path adds {@code bio-workload/target/classes} (build it in the same Maven run:
 * {@code mvn -pl bio-workload,bindings/jdbc -am verify ...}).
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class NrMariaDbIT {
  private static final Pattern YCSB_LINE = Pattern.compile("^\\[([^\\]]+)\\], ([^,]+), (\\S+)$",
      Pattern.MULTILINE);
  private static final int SAMPLE_SEQUENCES = 23;

  @TempDir
  Path dir;

  @Test
  void loadsTheRealSampleOnThreeShardsAndCountsMissingReadsApart() throws Exception {
    MariaDbCluster cluster = MariaDbCluster.fromSystemProperties();
    cluster.requireUp();
    cluster.drop("nr");
    Path home = RepositoryRoot.path().toAbsolutePath().normalize();
    Path secret = secretProperties(cluster);

    Map<String, Long> load = ycsb(home, "load", secret, "-threads", "2");
    assertEquals(SAMPLE_SEQUENCES, load.get("INSERT/Return=OK"), load.toString());

    long total = 0;
    List<Long> perShard = new ArrayList<>();
    for (String url : cluster.urls) {
      try (Connection c = DriverManager.getConnection(url, "ycsb", cluster.password);
          Statement s = c.createStatement();
          ResultSet r = s.executeQuery("SELECT COUNT(*) FROM `nr`")) {
        r.next();
        perShard.add(r.getLong(1));
        total += r.getLong(1);
      }
    }
    assertEquals(SAMPLE_SEQUENCES, total, perShard.toString());
    assertTrue(perShard.stream().allMatch(n -> n > 0), "every shard holds sequences: " + perShard);
    Map<String, String> titin = row(cluster, "gi|108861911|sp|Q8WZ42|TITIN_HUMAN");
    assertEquals(34_350, titin.get("sequence").length());
    assertTrue(titin.get("description").startsWith("Titin (Connectin)"), titin.get("description"));
    assertTrue(titin.get("crc64").matches("[0-9A-F]{16}"), titin.get("crc64"));

    Map<String, Long> run = ycsb(home, "run", secret, "-threads", "2", "-p",
        "operationcount=2000", "-p", "nr.missingproportion=0.2");
    long missing = run.get("READ-MISSING/Operations");
    assertTrue(missing > 250 && missing < 550, "missing-key reads: " + missing);
    assertEquals(missing, run.get("READ-MISSING/Return=NOT_FOUND"), run.toString());
    assertEquals(null, run.get("READ-MISSING/Return=OK"), run.toString());
    assertEquals(2000 - missing, run.get("READ/Return=OK"), run.toString());
    assertEquals(null, run.get("READ/Return=NOT_FOUND"), "missing-key reads are not READs: " + run);
  }

  /** The row of {@code id}, read from whichever shard holds it. */
  private static Map<String, String> row(MariaDbCluster cluster, String id) throws Exception {
    for (String url : cluster.urls) {
      try (Connection c = DriverManager.getConnection(url, "ycsb", cluster.password);
          var ps = c.prepareStatement("SELECT * FROM `nr` WHERE `YCSB_KEY` = ?")) {
        ps.setString(1, id);
        try (ResultSet r = ps.executeQuery()) {
          if (r.next()) {
            Map<String, String> row = new HashMap<>();
            for (int i = 1; i <= r.getMetaData().getColumnCount(); i++) {
              row.put(r.getMetaData().getColumnName(i), r.getString(i));
            }
            return row;
          }
        }
      }
    }
    throw new AssertionError(id + " is on no shard");
  }

  /** The credentials and shard URLs in a file only this user can read, not on a command line. */
  private Path secretProperties(MariaDbCluster cluster) throws IOException {
    Path secret = Files.createFile(dir.resolve("db.properties"),
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
    Properties p = new Properties();
    p.setProperty("db.url", cluster.dbUrl());
    p.setProperty("db.user", "ycsb");
    p.setProperty("db.passwd", cluster.password);
    try (Writer w = Files.newBufferedWriter(secret)) {
      p.store(w, null);
    }
    return secret;
  }

  /**
   * Runs {@code bin/ycsb PHASE jdbc -P workloads/nr -P secret ARGS} in a child JVM from the
   * repository root; asserts exit status 0 and returns YCSB's summary lines as
   * {@code NAME/METRIC → value} (integers only).
   */
  private Map<String, Long> ycsb(Path home, String phase, Path secret, String... args)
      throws Exception {
    Path classes = home.resolve("bio-workload/target/classes");
    assertTrue(Files.isRegularFile(classes.resolve("org/ycsbbio/nr/workload/NrWorkload.class")),
        "build bio-workload in the same Maven run: mvn -pl bio-workload,bindings/jdbc -am verify");
    List<String> cmd = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dycsb.bio.home=" + home, "-cp",
        System.getProperty("java.class.path") + File.pathSeparator + classes,
        "org.ycsbbio.core.cli.Main", phase, "jdbc", "-P", "workloads/nr", "-P", secret.toString(),
        "-p", "nr.index=" + dir.resolve("nr.idx"),
        "-p", "bio.results=" + dir.resolve(phase)));
    cmd.addAll(List.of(args));
    Path out = dir.resolve(phase + ".out");
    Path err = dir.resolve(phase + ".err");
    Process child = new ProcessBuilder(cmd).directory(home.toFile())
        .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    if (!child.waitFor(3, TimeUnit.MINUTES)) {
      child.destroyForcibly();
      throw new AssertionError(phase + " did not finish within 3 minutes");
    }
    String stdout = Files.readString(out, StandardCharsets.UTF_8);
    assertEquals(0, child.exitValue(), phase + " failed:\n" + Files.readString(err) + stdout);
    Map<String, Long> lines = new HashMap<>();
    Matcher m = YCSB_LINE.matcher(stdout);
    while (m.find()) {
      if (m.group(3).matches("\\d+")) {
        lines.put(m.group(1) + "/" + m.group(2), Long.parseLong(m.group(3)));
      }
    }
    return lines;
  }
}
