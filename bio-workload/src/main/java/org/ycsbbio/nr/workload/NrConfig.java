package org.ycsbbio.nr.workload;

import java.util.List;
import java.util.Properties;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;
import org.ycsbbio.workload.FileWorkloadConfig;
import org.ycsbbio.workload.InputOptions;
import org.ycsbbio.workload.InputSettings;

/**
 * Settings of {@link NrWorkload}, each declared once as an {@link Option} ({@link #OPTIONS};
 * docs/nr.md holds the table they render, checked by {@code NrConfigTest}) and read once, in
 * {@code init()} (and by {@code bin/ycsb} before the run). Unknown {@code nr.} keys are rejected
 * with the nearest known one.
 *
 * @param input the input files, this client's share, the id index
 * @param table table of the records
 * @param missingProportion share of reads of missing keys, 0..1
 * @param sequenceMax longest sequence accepted, in residues
 * @param description whether each record stores its header's description
 */
public record NrConfig(InputSettings input, String table, double missingProportion,
    int sequenceMax, boolean description) implements FileWorkloadConfig {

  /** {@code nr.files}, the client split and {@code nr.index}. */
  static final InputOptions INPUT = new InputOptions("nr.",
      "FASTA sequence files, directories and globs, comma-separated (expanded and ordered as "
      + "`fasta.files`); every client gets the same value",
      "id index the load writes and the run reads (and `.ids` beside it)");
  static final Option<String> TABLE = Option.text("nr.table", "nr",
      "table (collection, bucket) of the records");
  static final Option<Double> MISSING_PROPORTION = Option.decimal("nr.missingproportion", 0, 0,
      1, "", "share of run-phase reads of keys that do not exist (`workloads/nr`: 0.1)");
  static final Option<Integer> SEQUENCE_MAX = Option.integer("nr.sequence.max", 64 << 20, 1,
      Integer.MAX_VALUE - 16, "residues", "longest sequence accepted; a longer one stops the "
      + "load naming its file and line");
  static final Option<Boolean> DESCRIPTION = Option.flag("nr.description", true,
      "store the header's description as a field; `false`: id, sequence and checksum only, the "
      + "records of the LBL study");

  /** Every {@code nr.*} key, in the order of docs/nr.md's table. */
  public static final Options OPTIONS = new Options("nr.", INPUT.files(), INPUT.clientIndex(),
      INPUT.clientCount(), TABLE, INPUT.index(), MISSING_PROPORTION, SEQUENCE_MAX, DESCRIPTION);

  /** The one table of the records ({@code nr.table}). */
  @Override
  public List<String> tables() {
    return List.of(table);
  }

  /** Reads and validates the {@code nr.*} keys; unknown {@code nr.} keys are rejected. */
  public static NrConfig from(Properties props) {
    OPTIONS.rejectUnknown(props);
    return new NrConfig(INPUT.read(props), TABLE.read(props), MISSING_PROPORTION.read(props),
        SEQUENCE_MAX.read(props), DESCRIPTION.read(props));
  }
}
