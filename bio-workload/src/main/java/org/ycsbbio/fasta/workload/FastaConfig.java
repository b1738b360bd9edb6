package org.ycsbbio.fasta.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ThreadLocalRandom;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;
import org.ycsbbio.fasta.keys.RecordType;
import org.ycsbbio.workload.FileWorkloadConfig;
import org.ycsbbio.workload.InputOptions;
import org.ycsbbio.workload.InputSettings;
import org.ycsbbio.workload.OnError;

/**
 * Settings of {@link FastaWorkload}, each declared once as an {@link Option} ({@link #OPTIONS};
 * docs/fasta.md holds the table they render, checked by {@code FastaConfigTest}) and read once,
 * in {@code init()} (and by {@code bin/ycsb} before the run). Unknown {@code fasta.} keys are
 * rejected with the nearest known one.
 *
 * @param input the input files, this client's share, the key index
 * @param onError what a damaged file does
 * @param tables table per record type, indexed by {@link RecordType#ordinal()}
 *     ({@code fasta.table.task|rna|gs|align})
 * @param mix cumulative run-phase proportions: read, scan, update, insert
 * @param scanMax scan cap, in alignments
 * @param readMix how a read picks its record
 * @param missingProportion share of reads of keys never loaded, 0 to 1
 * @param seed seed of the run phase's random choices
 */
public record FastaConfig(InputSettings input, OnError onError, List<String> tables,
    double[] mix, int scanMax, ReadMix readMix, double missingProportion, long seed)
    implements FileWorkloadConfig {

  /** {@code fasta.files}, the client split, {@code fasta.index} and {@code fasta.onerror}. */
  static final InputOptions INPUT = new InputOptions("fasta.",
      "files, directories and globs of `-m 10` output (plain or gzip), comma-separated; every "
      + "client gets the same value", "key index the load writes and the run reads");
  private static final List<Option<String>> TABLES = tableOptions();
  static final Option<Double> READ_PROPORTION = Option.decimal("fasta.readproportion", 1, 0, 1,
      "", "share of run-phase operations that read a loaded record (picked by `fasta.readmix`)");
  static final Option<Double> SCAN_PROPORTION = Option.decimal("fasta.scanproportion", 0, 0, 1,
      "", "share that scan all alignments of a random query");
  static final Option<Double> UPDATE_PROPORTION = Option.decimal("fasta.updateproportion", 0, 0,
      1, "", "share that annotate a random alignment (`note` of its align record)");
  static final Option<Double> INSERT_PROPORTION = Option.decimal("fasta.insertproportion", 0, 0,
      1, "", "share that insert a new align record under a run-phase key; the four shares add "
      + "up to 1");
  static final Option<Integer> SCAN_MAX = Option.integer("fasta.scan.max", 10_000, 1,
      10_000_000, "alignments", "longest scan: a query's alignments beyond it are not read");
  static final Option<ReadMix> READ_MIX = Option.choice("fasta.readmix", ReadMix.class,
      ReadMix.UNIFORM, "`uniform`: every loaded document equally likely; `peralignment`: a random "
      + "alignment, then one of its four records");
  static final Option<Double> MISSING_PROPORTION = Option.decimal("fasta.missingproportion", 0,
      0, 1, "", "share of reads that ask for a key never loaded, reported as `READ-MISSING`");
  static final Option<Long> SEED = Option.optionalLong("fasta.seed", Long.MIN_VALUE,
      Long.MAX_VALUE, "", "seed of the run phase's random choices (each thread of each client "
      + "draws from its own stream); unset: a new one per run");

  /** Every {@code fasta.*} key, in the order of docs/fasta.md's table. */
  public static final Options OPTIONS = new Options("fasta.", INPUT.files(),
      INPUT.clientIndex(), INPUT.clientCount(), INPUT.index(), INPUT.onError(), TABLES.get(0),
      TABLES.get(1), TABLES.get(2), TABLES.get(3), READ_PROPORTION, SCAN_PROPORTION,
      UPDATE_PROPORTION, INSERT_PROPORTION, SCAN_MAX, READ_MIX, MISSING_PROPORTION, SEED);

  public FastaConfig {
    tables = List.copyOf(tables);
    if (tables.size() != RecordType.values().length) {
      throw new IllegalArgumentException("one table per record type: " + tables);
    }
  }

  /** {@code fasta.table.task|rna|gs|align}, in the order of {@link RecordType}. */
  private static List<Option<String>> tableOptions() {
    List<Option<String>> tables = new ArrayList<>();
    for (RecordType t : RecordType.values()) {
      tables.add(Option.text("fasta.table." + t.defaultTable(), t.defaultTable(),
          "table (collection, bucket) of the " + t.defaultTable() + " records"));
    }
    return List.copyOf(tables);
  }

  /** Reads and validates the {@code fasta.*} keys; unknown {@code fasta.} keys are rejected. */
  public static FastaConfig from(Properties props) {
    OPTIONS.rejectUnknown(props);
    InputSettings input = INPUT.read(props);
    List<String> tables = new ArrayList<>();
    for (Option<String> t : TABLES) {
      tables.add(t.read(props));
    }
    double read = READ_PROPORTION.read(props);
    double scan = SCAN_PROPORTION.read(props);
    double update = UPDATE_PROPORTION.read(props);
    double insert = INSERT_PROPORTION.read(props);
    double sum = read + scan + update + insert;
    if (Math.abs(sum - 1) > 1e-9) {
      throw new ConfigException("fasta.readproportion + scanproportion + updateproportion + "
          + "insertproportion = " + sum + ": must be 1");
    }
    Long seed = SEED.read(props);
    return new FastaConfig(input, INPUT.onError().read(props), tables,
        new double[] {read, read + scan, read + scan + update, 1.0}, SCAN_MAX.read(props),
        READ_MIX.read(props), MISSING_PROPORTION.read(props),
        seed != null ? seed : ThreadLocalRandom.current().nextLong());
  }

  /** The table of record type {@code type}. */
  public String table(RecordType type) {
    return tables.get(type.ordinal());
  }
}
