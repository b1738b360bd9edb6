package org.ycsbbio.fasta.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.KeyHash;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.YcsbOutput;
import org.ycsbbio.core.tracking.TrackingSession;
import org.ycsbbio.fasta.keys.KeyIndex;
import org.ycsbbio.core.api.MissingKeys;
import org.ycsbbio.fasta.keys.RecordType;

/**
 * The read mix of the run phase against the loaded bundled sample, by chi-square goodness of
 * fit at fixed seeds. The significance level is 0.001 (critical values below), so a correct
 * workload fails one seed in a thousand; {@code -Dfasta.test.seeds=1,2,…} checks other seeds.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class ReadMixTest {
  /** Chi-square critical values at significance 0.001. */
  private static final double CRITICAL_DF1 = 10.828;
  private static final double CRITICAL_DF2 = 13.816;
  private static final double CRITICAL_DF3 = 16.266;
  private static final int READS = 60_000;

  @TempDir
  static Path dir;
  private static KeyIndex index;

  @BeforeAll
  static void loadSample() throws Exception {
    MemoryDB.clear();
    Path sample = Path.of(System.getProperty("ycsb.bio.home"), "workloads", "ssearch-sample");
    EngineHarness.run(MemoryRuns.props(dir, sample + "/*.m10.gz"), true, Duration.ofMinutes(2));
    index = KeyIndex.open(dir.resolve("keys.idx"));
  }


  private static long[] seeds() {
    return Arrays.stream(System.getProperty("fasta.test.seeds", "20261124").split(","))
        .mapToLong(s -> Long.parseLong(s.trim())).toArray();
  }

  private static TrackingSession.Completed run(long seed, String... extra) throws Exception {
    MemoryDB.clearReads();
    Properties p = MemoryRuns.props(dir, "unused-by-the-run-phase", "operationcount",
        Integer.toString(READS), "fasta.seed", Long.toString(seed));
    for (int i = 0; i < extra.length; i += 2) {
      p.setProperty(extra[i], extra[i + 1]);
    }
    return EngineHarness.run(p, false, Duration.ofMinutes(2));
  }

  /** Reads per record type, in {@link RecordType} order. */
  private static long[] readsPerType() {
    return Arrays.stream(RecordType.values()).mapToLong(t -> MemoryDB.reads(t.defaultTable()))
        .toArray();
  }

  private static double chiSquare(long[] observed, double[] shares) {
    long n = Arrays.stream(observed).sum();
    double chi = 0;
    for (int i = 0; i < observed.length; i++) {
      double expected = n * shares[i];
      chi += (observed[i] - expected) * (observed[i] - expected) / expected;
    }
    return chi;
  }

  private static void report(String what, long seed, long[] counts, double chi) {
    System.out.printf(Locale.ROOT, "%s seed=%d reads(task,rna,gs,align)=%s chi2=%.3f%n", what,
        seed, Arrays.toString(counts), chi);
  }

  private static long readOk(TrackingSession.Completed run) {
    return okCount(run, Operation.READ);
  }

  private static long okCount(TrackingSession.Completed run, Operation op) {
    return run.summary().stats().stream().filter(s -> s.op() == op)
        .mapToLong(NodeOpStats::okCount).sum();
  }

  @Test
  void uniformReadsFollowTheDocumentsShares() throws Exception {
    double docs = index.documents();
    double[] shares = {index.queries() / docs, index.alignments() / docs,
        index.alignments() / docs, index.alignments() / docs};
    for (long seed : seeds()) {
      TrackingSession.Completed result = run(seed);
      long[] counts = readsPerType();
      assertEquals(READS, Arrays.stream(counts).sum());
      assertEquals(List.of(), List.copyOf(MemoryDB.NOT_FOUND), "every read asked for a loaded key");
      assertEquals(READS, readOk(result));
      double chi = chiSquare(counts, shares);
      report("uniform", seed, counts, chi);
      assertTrue(chi < CRITICAL_DF3, "seed " + seed + ": chi2 " + chi + " for "
          + Arrays.toString(counts) + ", shares " + Arrays.toString(shares));
      double againstQuarters = chiSquare(counts, new double[] {0.25, 0.25, 0.25, 0.25});
      assertTrue(againstQuarters > CRITICAL_DF3, "the test tells the mixes apart: "
          + againstQuarters);
    }
  }

  @Test
  void perAlignmentReadsGiveAQuarterToEachRecordType() throws Exception {
    for (long seed : seeds()) {
      run(seed, "fasta.readmix", "peralignment");
      long[] counts = readsPerType();
      assertEquals(READS, Arrays.stream(counts).sum());
      assertEquals(List.of(), List.copyOf(MemoryDB.NOT_FOUND));
      double chi = chiSquare(counts, new double[] {0.25, 0.25, 0.25, 0.25});
      report("peralignment", seed, counts, chi);
      assertTrue(chi < CRITICAL_DF3, "seed " + seed + ": chi2 " + chi + " for "
          + Arrays.toString(counts));
    }
  }

  @Test
  void missingKeyReadsTakeTheirShareAnswerNotFoundAndAreReportedOnTheirOwn() throws Exception {
    double share = 0.25;
    for (long seed : seeds()) {
      TrackingSession.Completed result = run(seed, "fasta.missingproportion",
          Double.toString(share));
      YcsbOutput ycsb = YcsbOutput.current();
      long missing = ycsb.count("READ-MISSING", "Operations");
      assertEquals(MemoryDB.NOT_FOUND.size(), missing, "one READ-MISSING per read of a missing key");
      assertEquals(missing, ycsb.count("READ-MISSING", "Return=NOT_FOUND"),
          "NOT_FOUND is the right answer");
      assertEquals(missing, ycsb.returns("READ-MISSING"));
      assertEquals(0, ycsb.count("READ-MISSING-FAILED", "Operations"));
      assertEquals(READS - missing, ycsb.count("READ", "Operations"), "missing reads are no READs");
      assertEquals(READS - missing, readOk(result), "every other read found its record");
      assertEquals(missing, okCount(result, Operation.READ_MISSING),
          "per node, each missing-key read is a successful READ-MISSING");
      assertEquals(0, result.summary().stats().stream().mapToLong(NodeOpStats::errorCount).sum(),
          "no failed operation on any node");
      double chi = chiSquare(new long[] {missing, READS - missing},
          new double[] {share, 1 - share});
      System.out.printf(Locale.ROOT, "missing seed=%d missing=%d of %d chi2=%.3f%n", seed,
          missing, READS, chi);
      assertTrue(chi < CRITICAL_DF1, "seed " + seed + ": " + missing + " missing-key reads");

      long[] buckets = new long[3];
      for (String tableKey : MemoryDB.NOT_FOUND) {
        int slash = tableKey.indexOf('/');
        String key = tableKey.substring(slash + 1);
        assertTrue(MissingKeys.isMissing(key), key);
        String loaded = key.substring(0, key.length() - MissingKeys.SUFFIX.length());
        assertTrue(MemoryDB.table(tableKey.substring(0, slash)).containsKey(loaded),
            "a missing key is a loaded key made missing: " + tableKey);
        buckets[KeyHash.bucketOf(key, 3)]++;
      }
      double spread = chiSquare(buckets, new double[] {1 / 3.0, 1 / 3.0, 1 / 3.0});
      System.out.printf(Locale.ROOT, "missing seed=%d over 3 hash buckets %s chi2=%.3f%n", seed,
          Arrays.toString(buckets), spread);
      assertTrue(spread < CRITICAL_DF2, "missing keys spread over hashed nodes: "
          + Arrays.toString(buckets));
    }
  }
}
