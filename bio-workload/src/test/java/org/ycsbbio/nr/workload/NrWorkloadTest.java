package org.ycsbbio.nr.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.progress.ProgressCsv;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.RepositoryRoot;
import org.ycsbbio.core.testing.TestProperties;
import org.ycsbbio.core.testing.YcsbOutput;
import org.ycsbbio.core.tracking.TrackingRuntime;
import org.ycsbbio.nr.index.IdIndex;
import site.ycsb.WorkloadException;

/** {@code workloads/nr} on YCSB's real engine, into {@link SequenceStore} to check every record. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class NrWorkloadTest {
  @TempDir
  Path dir;
  private final ByteArrayOutputStream messages = new ByteArrayOutputStream();

  @BeforeEach
  void setUp() {
    SequenceStore.clear();
  }

  private static Path sample() {
    return RepositoryRoot.path().resolve("workloads/nr-sample").toAbsolutePath();
  }

  /** {@code workloads/nr} as shipped, with the sample's absolute path, then {@code kv}. */
  private Properties props(String... kv) throws IOException {
    return TestProperties.workload("nr")
        .binding(SequenceStore.class, "store", dir.resolve("results-" + System.nanoTime()))
        .set("nr.files", sample().toString(), "nr.index", dir.resolve("ids.idx").toString(),
            "threadcount", "2")
        .set(kv).build();
  }

  /** id → [description, sequence] of the sample, by a plain line-by-line reading. */
  private static Map<String, String[]> expected() throws IOException {
    Map<String, String[]> out = new LinkedHashMap<>();
    try (var files = Files.list(sample())) {
      for (Path f : files.sorted().toList()) {
        byte[] bytes = f.toString().endsWith(".gz")
            ? new GZIPInputStream(Files.newInputStream(f)).readAllBytes() : Files.readAllBytes(f);
        String[] current = null;
        for (String line : new String(bytes, StandardCharsets.UTF_8).split("\n")) {
          if (line.startsWith(">")) {
            String[] idAndRest = line.substring(1).strip().split("[ \t]+", 2);
            current = new String[] {idAndRest.length > 1 ? idAndRest[1] : "", ""};
            out.put(idAndRest[0], current);
          } else {
            current[1] += line.strip();
          }
        }
      }
    }
    return out;
  }

  @Test
  void loadsTheSampleThenReadsUniformlyAndCountsMissingKeysApart() throws Exception {
    Properties load = props();
    EngineHarness.run(load, true, Duration.ofMinutes(1));
    assertEquals(List.of(), TrackingRuntime.log().failures());
    assertEquals(23, YcsbOutput.current().count("INSERT", "Return=OK"));
    // input progress: the three files, their bytes as stored (mu.lib.gz compressed), 23 records
    ProgressCsv.Row progress = ProgressCsv.lastRow(
        Path.of(load.getProperty("bio.results")).resolve(ProgressCsv.FILE)).orElseThrow();
    long bytes = 0;
    try (var files = Files.list(sample())) {
      for (Path f : files.toList()) {
        bytes += Files.size(f);
      }
    }
    InputProgress.Snapshot counts = progress.estimate().now();
    assertEquals(List.of("nr.files", 3L, bytes, 23L), List.of(progress.input(),
        counts.filesDone(), counts.bytesRead(), counts.records()));
    Map<String, String[]> expected = expected();
    assertEquals(23, expected.size());
    assertEquals(expected.size(), SequenceStore.ROWS.size());
    for (var e : expected.entrySet()) {
      Map<String, String> row = SequenceStore.ROWS.get("nr/" + e.getKey());
      assertEquals(e.getValue()[0], row.get("description"), e.getKey());
      assertEquals(e.getValue()[1], row.get("sequence"), e.getKey());
      byte[] seq = e.getValue()[1].getBytes(StandardCharsets.US_ASCII);
      assertEquals(Crc64.hex(Crc64.ofResidues(seq, seq.length)), row.get("crc64"));
      assertEquals(Set.of("description", "sequence", "crc64"), row.keySet());
    }
    assertEquals(34_350, SequenceStore.ROWS.get("nr/gi|108861911|sp|Q8WZ42|TITIN_HUMAN")
        .get("sequence").length());

    int ops = 4600;
    EngineHarness.run(props("operationcount", Integer.toString(ops), "nr.missingproportion",
        "0.25"), false, Duration.ofMinutes(1));
    assertEquals(List.of(), TrackingRuntime.log().failures());
    YcsbOutput out = YcsbOutput.current();
    long missing = SequenceStore.MISSING_READS.sum();
    long loaded = SequenceStore.READS.values().stream().mapToLong(LongAdder::sum).sum();
    assertEquals(ops, missing + loaded);
    // its own row: every read of a missing key, answered NOT_FOUND, and nothing else
    assertEquals(missing, out.count("READ-MISSING", "Operations"));
    assertEquals(missing, out.count("READ-MISSING", "Return=NOT_FOUND"));
    assertEquals(missing, out.returns("READ-MISSING"));
    assertEquals(0, out.count("READ-MISSING-FAILED", "Operations"));
    // YCSB's READ rows count the reads of loaded keys only; every one was found
    assertEquals(loaded, out.count("READ", "Operations"));
    assertEquals(loaded, out.count("READ", "Return=OK"));
    assertEquals(0, out.count("READ", "Return=NOT_FOUND"));
    // share of missing reads: 0.25 within 6 standard deviations (sd = 29.4 reads)
    assertTrue(Math.abs(missing - 0.25 * ops) < 6 * Math.sqrt(ops * 0.25 * 0.75), "" + missing);
    // uniform over the 23 loaded sequences: chi-square, 22 degrees of freedom, p = 1e-6 → 69.5
    assertEquals(expected.keySet(), SequenceStore.READS.keySet());
    double mean = loaded / 23.0;
    double chi2 = SequenceStore.READS.values().stream()
        .mapToDouble(c -> Math.pow(c.sum() - mean, 2) / mean).sum();
    assertTrue(chi2 < 69.5, "chi-square " + chi2 + " " + SequenceStore.READS);
  }

  @Test
  void withoutTheDescriptionARecordIsSequenceAndChecksum() throws Exception {
    EngineHarness.run(props("nr.description", "false"), true, Duration.ofMinutes(1));
    assertEquals(List.of(), TrackingRuntime.log().failures());
    assertEquals(23, SequenceStore.ROWS.size());
    for (var e : expected().entrySet()) {
      Map<String, String> row = SequenceStore.ROWS.get("nr/" + e.getKey());
      assertEquals(Set.of("sequence", "crc64"), row.keySet(), e.getKey());
      assertEquals(e.getValue()[1], row.get("sequence"), e.getKey());
    }
  }

  @Test
  void eachClientLoadsItsShareOfTheFiles() throws Exception {
    List<Set<String>> shares = new ArrayList<>();
    for (int client = 0; client < 2; client++) {
      Path index = dir.resolve("client-" + client + ".idx");
      EngineHarness.run(props("nr.client.index", Integer.toString(client), "nr.client.count", "2",
          "nr.index", index.toString()), true, Duration.ofMinutes(1));
      Set<String> ids = new HashSet<>();
      try (IdIndex idx = IdIndex.open(index, "nr.index")) {
        IdIndex.Cursor c = idx.cursor();
        for (long n = 0; n < idx.count(); n++) {
          ids.add(c.id(n));
        }
      }
      shares.add(ids);
    }
    // files in order: mu.lib.gz (7), single-entries.aa (15), titin_hum.aa (1)
    assertEquals(8, shares.get(0).size());
    assertEquals(15, shares.get(1).size());
    Set<String> all = new HashSet<>(shares.get(0));
    all.addAll(shares.get(1));
    assertEquals(expected().keySet(), all);
  }

  private String failLoad(Path file) throws Exception {
    messages.reset();
    EngineHarness.run(props("nr.files", file.toString(), "threadcount", "1"), true,
        Duration.ofMinutes(1), new PrintStream(messages, true, StandardCharsets.UTF_8));
    List<String> failures = TrackingRuntime.log().failures();
    assertEquals(1, failures.size(), failures.toString());
    assertTrue(messages.toString(StandardCharsets.UTF_8).contains(failures.get(0)));
    return failures.get(0);
  }

  @Test
  void damagedInputStopsTheLoadWithOneLineNamingFileAndLineAndKeepsWhatCameBefore()
      throws Exception {
    Path bad = Files.writeString(dir.resolve("bad.fa"), ">a one\nMKV\n>b two\nMK\u0000V\n");
    assertEquals(bad + ":4: binary content (control byte 0x00): not a FASTA text file",
        failLoad(bad));
    assertEquals(Set.of("nr/a"), SequenceStore.ROWS.keySet());
    try (IdIndex idx = IdIndex.open(dir.resolve("ids.idx"), "nr.index")) {
      assertEquals(1, idx.count());
    }
    SequenceStore.clear();
    Path headless = Files.writeString(dir.resolve("headless.fa"), "MKV\n");
    assertEquals(headless + ":1: sequence data before the first '>' header line (found 'M')",
        failLoad(headless));
    assertEquals(0, SequenceStore.ROWS.size());
    Path missing = dir.resolve("missing.fa");
    assertEquals("nr.files: " + missing + ": no such file or directory", failLoad(missing));
  }

  @Test
  void theLoadWritesTheOneTableNamed() {
    Properties p = new Properties();
    p.setProperty("nr.files", "x.fa");
    assertEquals(List.of("nr"), new NrWorkload().tablesWritten(p));
    p.setProperty("nr.table", "proteins");
    assertEquals(List.of("proteins"), new NrWorkload().tablesWritten(p));
  }

  @Test
  void runWithoutALoadNamesTheIndex() throws Exception {
    Path none = dir.resolve("none.idx");
    WorkloadException e = assertThrows(WorkloadException.class, () -> EngineHarness.run(
        props("nr.index", none.toString()), false, Duration.ofMinutes(1)));
    assertTrue(e.getMessage().startsWith("nr.index=" + none + ": cannot read the id index"),
        e.getMessage());
  }
}
