package org.ycsbbio.fasta.keys;

import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import net.jcip.annotations.NotThreadSafe;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;

/**
 * Reads of keys that were never loaded ({@link MissingKeys}), a set share of a workload's reads,
 * reported as their own YCSB operation {@value #OPERATION}. Such a read is right when the
 * database answers NOT_FOUND (reported {@code Return=OK}) and wrong when it finds a record
 * ({@code Return=UNEXPECTED_STATE}, latency under {@value #OPERATION}{@code -FAILED}); any
 * other answer (an error of the database) is reported as it came.
 *
 * <p>The read itself goes through YCSB's {@code DB} (so the database does the work and YCSB's
 * {@code DBWrapper} and the per-node tracker time it as a {@code READ}, where a NOT_FOUND
 * counts as a failed read); this class adds the {@value #OPERATION} line to YCSB's measurements
 * (text and JSON output), timed around the call, as YCSB's own workload does for
 * {@code READ-MODIFY-WRITE}.
 *
 * <pre>{@code
 * MissingReads missing = new MissingReads(config.missingProportion(),  // in initThread
 *     Measurements.getMeasurements());
 * if (missing.draw(random)) {                          // per read
 *   MissingKeys.appendSuffix(key);
 *   missing.read(db, table, key.toString(), result);
 * } else {
 *   db.read(table, key.toString(), null, result);
 * }
 * }</pre>
 *
 * One instance per YCSB client thread (built in {@code initThread}, after YCSB created its
 * {@code DB}s); not thread-safe. Allocates nothing per read.
 */
@NotThreadSafe
public final class MissingReads {
  /** The YCSB operation name of missing-key reads. */
  public static final String OPERATION = "READ-MISSING";
  private static final String FAILED = OPERATION + "-FAILED";

  private final double proportion;
  private final Measurements measurements;

  /**
   * Missing-key reads making up {@code proportion} (0 to 1) of the reads, reported to
   * {@code measurements} (the run's: YCSB's {@code Measurements.getMeasurements()}, taken in
   * {@code initThread}, when YCSB's singleton is set up).
   *
   * @throws IllegalArgumentException when {@code proportion} is outside 0..1
   */
  public MissingReads(double proportion, Measurements measurements) {
    if (!(proportion >= 0 && proportion <= 1)) {
      throw new IllegalArgumentException("missing-key read proportion " + proportion
          + ": must be between 0 and 1");
    }
    this.proportion = proportion;
    this.measurements = Objects.requireNonNull(measurements, "measurements");
  }

  /** The share of reads that ask for missing keys. */
  public double proportion() {
    return proportion;
  }

  /**
   * Whether the next read asks for a missing key; draws from {@code random} only when the
   * proportion is neither 0 nor 1, so a run without missing reads keeps its random sequence.
   */
  public boolean draw(SplittableRandom random) {
    return proportion > 0 && (proportion >= 1 || random.nextDouble() < proportion);
  }

  /**
   * Reads {@code missingKey} from {@code table} and reports it as {@value #OPERATION}.
   *
   * @param result filled by the database if it (wrongly) finds a record
   * @return the outcome as reported: OK for NOT_FOUND, UNEXPECTED_STATE for a record found,
   *     else the database's status
   */
  public Status read(DB db, String table, String missingKey, Map<String, ByteIterator> result) {
    long start = System.nanoTime();
    Status answer = db.read(table, missingKey, null, result);
    long micros = (System.nanoTime() - start) / 1000;
    Status outcome = outcome(answer);
    measurements.measure(outcome.isOk() ? OPERATION : FAILED, (int) Math.min(micros,
        Integer.MAX_VALUE));
    measurements.reportStatus(OPERATION, outcome);
    return outcome;
  }

  /** The outcome of a missing-key read answered {@code answer} (null counts as ERROR). */
  public static Status outcome(Status answer) {
    if (answer == null) {
      return Status.ERROR;
    }
    if (answer.equals(Status.NOT_FOUND)) {
      return Status.OK;
    }
    return answer.isOk() ? Status.UNEXPECTED_STATE : answer;
  }
}
