package org.ycsbbio.fasta.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.progress.ProgressCsv;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.tracking.TrackingRuntime;
import org.ycsbbio.core.tracking.TrackingSession;
import org.ycsbbio.fasta.gen.FastaGenCommand;
import org.ycsbbio.fasta.keys.KeyIndex;
import org.ycsbbio.fasta.keys.KeyScheme;
import org.ycsbbio.fasta.m10.M10Event;
import org.ycsbbio.fasta.m10.M10Reader;

/** FastaWorkload on YCSB's real engine, writing into {@link MemoryDB} to check every key. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class FastaWorkloadTest {
  @TempDir
  Path dir;
  private final ByteArrayOutputStream messages = new ByteArrayOutputStream();

  @BeforeEach
  void setUp() {
    MemoryDB.clear();
  }

  private PrintStream messagesStream() {
    return new PrintStream(messages, true, StandardCharsets.UTF_8);
  }

  private Properties props(String files, String... extra) {
    return MemoryRuns.props(dir, files, extra);
  }

  private static Path sample() {
    return Path.of(System.getProperty("ycsb.bio.home"), "workloads", "ssearch-sample");
  }

  /** A small file of the SSEARCH corpus copied into the test resources. */
  private static Path fixture(String file) throws Exception {
    return Path.of(FastaWorkloadTest.class.getResource("/corpus-fixtures/" + file).toURI());
  }

  /** Queries and alignments of a file according to the parser alone. */
  private static long[] parse(Path file) throws Exception {
    long queries = 0;
    long alignments = 0;
    try (M10Reader r = M10Reader.open(file)) {
      for (M10Event e; (e = r.next()) != M10Event.END; ) {
        if (e == M10Event.QUERY) {
          queries++;
        } else {
          alignments++;
        }
      }
    }
    return new long[] {queries, alignments};
  }

  private static long inserts(TrackingSession.Completed run) {
    return run.summary().stats().stream().filter(s -> s.op() == Operation.INSERT)
        .mapToLong(NodeOpStats::totalCount).sum();
  }

  private static long errors(TrackingSession.Completed run, Operation op) {
    return run.summary().stats().stream().filter(s -> s.op() == op)
        .mapToLong(NodeOpStats::errorCount).sum();
  }

  private static Set<String> allKeys() {
    Set<String> keys = new HashSet<>();
    MemoryDB.TABLES.forEach((table, rows) -> rows.keySet().forEach(k -> keys.add(table + "/" + k)));
    return keys;
  }

  @Test
  void loadsEveryRecordOfTheSampleUnderItsDerivedKeyAndReadsThemBack() throws Exception {
    long queries = 0;
    long alignments = 0;
    try (var files = Files.newDirectoryStream(sample(), "*.m10.gz")) {
      for (Path f : files) {
        long[] counts = parse(f);
        queries += counts[0];
        alignments += counts[1];
      }
    }
    TrackingSession.Completed load = EngineHarness.run(
        props(sample() + "/*.m10.gz"), true, Duration.ofMinutes(2));
    assertEquals(queries + 3 * alignments, inserts(load));
    assertEquals(0, errors(load, Operation.INSERT), "no key collided");
    assertEquals(queries, MemoryDB.table("task").size());
    for (String t : List.of("rna", "gs", "align")) {
      assertEquals(alignments, MemoryDB.table(t).size(), t);
    }
    KeyIndex index = KeyIndex.open(dir.resolve("keys.idx"));
    assertEquals(queries, index.queries());
    assertEquals(alignments, index.alignments());
    Set<String> derived = new HashSet<>();
    for (int q = 0; q < index.queries(); q++) {
      KeyIndex.QueryEntry e = index.query(q);
      derived.add("task/" + KeyScheme.task(e.file(), e.query()));
      for (int a = 1; a <= e.alignmentCount(); a++) {
        for (String t : List.of("rna", "gs", "align")) {
          derived.add(t + "/" + KeyScheme.alignment(e.file(), e.query(), a));
        }
      }
    }
    assertEquals(allKeys(), derived, "every loaded key is derivable and nothing else was loaded");
    Map<String, String> align = MemoryDB.table("align").firstEntry().getValue();
    assertEquals(KeyScheme.task(0, 1), align.get("task"));
    assertTrue(align.keySet().containsAll(List.of("bits", "expect", "opt", "z_score", "ident",
        "sim", "overlap", "frame", "rna", "gs")), align.keySet().toString());

    TrackingSession.Completed run = EngineHarness.run(props(sample() + "/*.m10.gz",
        "operationcount", "4000", "fasta.readproportion", "0.7", "fasta.scanproportion", "0.1",
        "fasta.updateproportion", "0.1", "fasta.insertproportion", "0.1"), false,
        Duration.ofMinutes(2));
    for (Operation op : List.of(Operation.READ, Operation.SCAN, Operation.UPDATE,
        Operation.INSERT)) {
      assertEquals(0, errors(run, op), op + ": every chosen key existed, scans were complete");
    }
    assertEquals(4000, run.summary().stats().stream().mapToLong(NodeOpStats::totalCount).sum());
    assertTrue(MemoryDB.SCANNED.get() > 0);
  }

  /**
   * {@code t} of every record: {@code <file>.<n>}, n numbering the file's records 1, 2, 3 … in
   * write order (a task, then rna, gs, align of each of its alignments); run-phase inserts carry
   * their key.
   */
  @Test
  void everyRecordCarriesItsNumberInItsFilesRecordsAsT() throws Exception {
    Path input = dir.resolve("numbered");
    new FastaGenCommand().run(List.of("--out", input.toString(), "--files", "3",
        "--queries-per-file", "2", "--hits-per-query", "5"), null);
    EngineHarness.run(props(input.toString(), "threadcount", "2"), true, Duration.ofMinutes(1));
    Map<Long, Set<Long>> perFile = new TreeMap<>();
    KeyIndex index = KeyIndex.open(dir.resolve("keys.idx"));
    for (int q = 0; q < index.queries(); q++) {
      KeyIndex.QueryEntry e = index.query(q);
      long task = number(e.file(), "task", KeyScheme.task(e.file(), e.query()), perFile);
      for (int a = 1; a <= e.alignmentCount(); a++) {
        String key = KeyScheme.alignment(e.file(), e.query(), a);
        long rna = number(e.file(), "rna", key, perFile);
        assertEquals(task + 1 + 3L * (a - 1), rna, key + ": after its task and earlier hits");
        assertEquals(rna + 1, number(e.file(), "gs", key, perFile), key);
        assertEquals(rna + 2, number(e.file(), "align", key, perFile), key);
      }
    }
    assertEquals(3, perFile.size());
    perFile.forEach((file, numbers) -> assertEquals(LongStream.rangeClosed(1, 2 * (1 + 3 * 5))
        .boxed().collect(Collectors.toSet()), numbers, "file " + file + ": 1..n, each once"));

    EngineHarness.run(props(input.toString(), "operationcount", "200",
        "fasta.readproportion", "0", "fasta.insertproportion", "1"), false, Duration.ofMinutes(1));
    Map<String, Map<String, String>> added = MemoryDB.table("align").tailMap("n", true);
    assertEquals(200, added.size());
    added.forEach((key, row) -> assertEquals(key, row.get("t"), "a run-phase insert's t"));
  }

  /** The n of {@code table/key}'s {@code t} ({@code <file>.<n>}), added to its file's set. */
  private static long number(long file, String table, String key, Map<Long, Set<Long>> perFile) {
    String t = MemoryDB.table(table).get(key).get("t");
    assertTrue(t != null && t.startsWith(file + "."), table + "/" + key + ": t=" + t);
    long n = Long.parseLong(t.substring(t.indexOf('.') + 1));
    perFile.computeIfAbsent(file, f -> new HashSet<>()).add(n);
    return n;
  }

  @Test
  void clientsSplitTheInputWithoutOverlapAndMissNothing() throws Exception {
    Path input = dir.resolve("input");
    new FastaGenCommand().run(List.of("--out", input.toString(), "--files", "7",
        "--queries-per-file", "2", "--hits-per-query", "20"), null);
    EngineHarness.run(props(input.toString(), "fasta.index", dir.resolve("all.idx").toString()),
        true, Duration.ofMinutes(1));
    Set<String> everything = allKeys();
    Set<String> union = new HashSet<>();
    long sum = 0;
    for (int client = 0; client < 3; client++) {
      MemoryDB.clear();
      Properties p = props(input.toString(), "fasta.client.index", Integer.toString(client),
          "fasta.client.count", "3", "fasta.index", dir.resolve(client + ".idx").toString());
      EngineHarness.run(p, true, Duration.ofMinutes(1));
      Set<String> mine = allKeys();
      sum += mine.size();
      // its input progress counts its own share: files, their bytes, the records it loaded
      ProgressCsv.Row progress = ProgressCsv.lastRow(
          Path.of(p.getProperty("bio.results")).resolve(ProgressCsv.FILE)).orElseThrow();
      assertEquals("fasta.files, client " + client + " of 3", progress.input());
      long bytes = 0;
      long files = 0;
      for (long ordinal = client; ordinal < 7; ordinal += 3) {
        bytes += Files.size(input.resolve(String.format("gen-%05d.m10", ordinal + 1)));
        files++;
      }
      InputProgress.Snapshot counts = progress.estimate().now();
      assertEquals(List.of(files, bytes, (long) mine.size()),
          List.of(counts.filesDone(), counts.bytesRead(), counts.records()));
      for (String key : mine) {
        assertTrue(union.add(key), "loaded by two clients: " + key);
      }
    }
    assertEquals(everything, union);
    assertEquals(everything.size(), sum);
    assertEquals(7 * 2 * (1 + 3 * 20), everything.size());
  }

  @Test
  void eachClientReadsOnlyAndAllOfTheDocumentsItLoaded() throws Exception {
    Path input = dir.resolve("shared-input");
    new FastaGenCommand().run(List.of("--out", input.toString(), "--files", "5",
        "--queries-per-file", "3", "--hits-per-query", "4"), null);
    for (int client = 0; client < 2; client++) {
      MemoryDB.clear();   // only this client's share is in the store
      Path idx = dir.resolve("client-" + client + ".idx");
      String[] share = {"fasta.client.index", Integer.toString(client), "fasta.client.count", "2",
          "fasta.index", idx.toString()};
      EngineHarness.run(props(input.toString(), share), true, Duration.ofMinutes(1));
      KeyIndex index = KeyIndex.open(idx);
      long documents = MemoryDB.TABLES.values().stream().mapToLong(Map::size).sum();
      assertEquals(documents, index.documents(), "the index counts what this client loaded");
      String[] run = new String[share.length + 4];
      System.arraycopy(share, 0, run, 0, share.length);
      System.arraycopy(new String[] {"operationcount", "3000", "fasta.seed", "7"}, 0, run,
          share.length, 4);
      TrackingSession.Completed reads = EngineHarness.run(props(input.toString(), run), false,
          Duration.ofMinutes(1));
      assertEquals(List.of(), List.copyOf(MemoryDB.NOT_FOUND), "client " + client
          + " asked only for keys of its own share");
      assertEquals(0, errors(reads, Operation.READ));
      long tasks = MemoryDB.reads("task");
      // 3,000 uniform reads over (queries + 3 x alignments) documents: task share = queries/docs
      double expectedTasks = 3000.0 * index.queries() / index.documents();
      assertTrue(Math.abs(tasks - expectedTasks) < 6 * Math.sqrt(expectedTasks) + 1,
          "client " + client + ": " + tasks + " task reads, expected about " + expectedTasks);
    }
  }

  /** Mean size of a table's records: field names plus value bytes, as a document store sees them. */
  private static double meanRecordBytes(String table) {
    return MemoryDB.table(table).values().stream()
        .mapToLong(row -> row.entrySet().stream()
            .mapToLong(e -> e.getKey().length() + e.getValue().length()).sum())
        .average().orElse(0);
  }

  @Test
  void generatedFilesGiveRecordsOfTheExperimentsSizes() throws Exception {
    Path input = dir.resolve("sized");
    new FastaGenCommand().run(List.of("--out", input.toString(), "--files", "3"), null);
    EngineHarness.run(props(input.toString()), true, Duration.ofMinutes(1));
    // the experiment's documents: task ~750 B, rna ~201 B, gs ~258 B, align ~122 B. Measured
    // here (seed 1): task 844, rna 146, gs 158, align 177 — rna/gs are shorter because the
    // generator is fitted to the corpus's real ssearch36 alignments (median overlap 56 nt);
    // align is longer because its links are 19-27 character keys, not 12-byte object ids.
    Map<String, Double> experiment = Map.of("task", 750.0, "rna", 201.0, "gs", 258.0,
        "align", 122.0);
    StringBuilder sizes = new StringBuilder();
    experiment.forEach((t, b) -> sizes.append(t).append('=').append(Math.round(meanRecordBytes(t)))
        .append(' '));
    experiment.forEach((table, bytes) -> {
      double mean = meanRecordBytes(table);
      assertTrue(mean > 0.5 * bytes && mean < 2 * bytes, "mean " + table + " record " + mean
          + " B, experiment " + bytes + " B; all: " + sizes);
    });
  }

  private String failLoad(String files) throws Exception {
    messages.reset();
    EngineHarness.run(props(files), true, Duration.ofMinutes(1), messagesStream());
    List<String> failures = TrackingRuntime.log().failures();
    assertEquals(1, failures.size(), failures.toString());
    return failures.get(0);
  }

  @Test
  void truncatedFileKeepsWhatWasCompleteNamesFileAndLineAndFailsTheRun() throws Exception {
    Path cut = fixture("derived/t05_multi_first_query_only.m10");
    String failure = failLoad(cut.toString());
    assertTrue(failure.startsWith(cut + ":"), failure);
    assertTrue(failure.matches(".*:\\d+: truncated: .*"), failure);
    // the oracle's status for this file: 1 complete HSP before the cut
    assertTrue(Files.readString(fixture("expected/derived/t05_multi_first_query_only.status"))
        .contains("1 complete HSPs written"));
    assertEquals(1, MemoryDB.table("task").size());
    assertEquals(1, MemoryDB.table("align").size());
    assertEquals(1, MemoryDB.table("rna").size());
    assertTrue(messages.toString(StandardCharsets.UTF_8).contains(failure));
  }

  @Test
  void emptyBinaryMissingAndCorruptGzipFilesEachGiveOneClearLine() throws Exception {
    Path empty = Files.createFile(dir.resolve("empty.m10"));
    Path binary = Files.write(dir.resolve("binary.m10"), new byte[] {0x7f, 'E', 'L', 'F', 0, 1, 2});
    Path gz = Files.write(dir.resolve("corrupt.m10.gz"),
        new byte[] {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 'n', 'o', 't', 'g', 'z'});
    Path missing = dir.resolve("missing.m10");
    assertTrue(failLoad(empty.toString()).startsWith(empty + ":1: "));
    assertTrue(failLoad(binary.toString()).startsWith(binary + ":1: "));
    assertTrue(failLoad(gz.toString()).startsWith(gz + ":"));
    assertEquals("fasta.files: " + missing + ": no such file or directory",
        failLoad(missing.toString()));
    assertEquals(0, MemoryDB.TABLES.values().stream().mapToInt(Map::size).sum());
  }

  @Test
  void skipfileGoesOnWithTheNextFileAndWarns() throws Exception {
    Path empty = Files.createFile(dir.resolve("a-empty.m10"));
    Path good = Files.copy(fixture("edge/e09_forward_only_3.m10"), dir.resolve("b-good.m10"));
    messages.reset();
    EngineHarness.run(props(empty + "," + good, "fasta.onerror", "skipfile", "threadcount", "1"),
        true, Duration.ofMinutes(1), messagesStream());
    assertEquals(List.of(), TrackingRuntime.log().failures());
    assertTrue(messages.toString(StandardCharsets.UTF_8).contains("warning: " + empty + ":1: "),
        messages.toString(StandardCharsets.UTF_8));
    assertEquals(parse(good)[1], MemoryDB.table("align").size());
  }
}
