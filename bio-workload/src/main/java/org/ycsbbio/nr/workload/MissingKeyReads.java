package org.ycsbbio.nr.workload;

import java.util.HashMap;
import net.jcip.annotations.NotThreadSafe;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;

/**
 * Reads of keys that no load wrote, measured as their own YCSB operation
 * {@value #OPERATION}: its latency histogram and its answers ({@code Return=NOT_FOUND}, the
 * expected one; {@code Return=OK} would mean the database returned a record for a key never
 * written) appear as their own rows in YCSB's text and JSON output. The key is
 * {@value #PREFIX} plus 16 hex digits: it holds a space, and a loaded key (a FASTA id) never
 * does, so it cannot exist.
 *
 * <p>YCSB's {@code DBWrapper} times every read it is given, so these reads are also in its
 * {@code READ} rows (as {@code Return=NOT_FOUND}, latency under {@code READ-FAILED}) and in the
 * per-node tables as failed reads of the node that answered; {@value #OPERATION} is the view
 * of them alone. One instance per client thread (reuses its result map).
 */
@NotThreadSafe
public final class MissingKeyReads {
  /** YCSB operation name of these reads. */
  public static final String OPERATION = "READ-MISSING";
  /** Start of every missing key; the space keeps it apart from any FASTA id. */
  static final String PREFIX = "missing ";

  private final Measurements measurements;
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private final HashMap<String, ByteIterator> result = new HashMap<>();
  private final char[] key = (PREFIX + "0".repeat(16)).toCharArray();

  /** Reads whose latency and answers go to {@code measurements} (YCSB's shared instance). */
  public MissingKeyReads(Measurements measurements) {
    this.measurements = measurements;
  }

  /** The missing key for the random number {@code random}: {@value #PREFIX} and 16 hex digits. */
  String key(long random) {
    for (int i = 0; i < 16; i++) {
      key[PREFIX.length() + i] = HEX[(int) (random >>> (60 - 4 * i)) & 0xF];
    }
    return new String(key);
  }

  /** Reads the missing key of {@code random} from {@code table} and records the answer. */
  public Status read(DB db, String table, long random) {
    String key = key(random);
    result.clear();
    long start = System.nanoTime();
    Status status = db.read(table, key, null, result);
    long micros = (System.nanoTime() - start) / 1000;
    measurements.measure(OPERATION, (int) Math.min(Integer.MAX_VALUE, micros));
    measurements.reportStatus(OPERATION, status == null ? Status.ERROR : status);
    return status;
  }
}
