package org.ycsbbio.nr.workload;

import java.nio.file.Path;
import java.util.Properties;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;

/**
 * Settings of {@link NrWorkload}, each declared once as an {@link Option} ({@link #OPTIONS};
 * docs/nr.md holds the table they render, checked by {@code NrConfigTest}) and read once, in
 * {@code init()}. Unknown {@code nr.} keys are rejected with the nearest known one.
 *
 * @param files the {@code nr.files} value
 * @param clientIndex this client, 0-based
 * @param clientCount number of clients
 * @param table table of the records
 * @param index id index path
 * @param missingProportion share of reads of missing keys, 0..1
 * @param sequenceMax longest sequence accepted, in residues
 * @param description whether each record stores its header's description
 */
public record NrConfig(String files, int clientIndex, int clientCount, String table, Path index,
    double missingProportion, int sequenceMax, boolean description) {

  static final Option<String> FILES = Option.text("nr.files", null,
      "FASTA sequence files, directories and globs, comma-separated (expanded and ordered as "
      + "`fasta.files`); every client gets the same value");
  static final Option<Integer> CLIENT_INDEX = Option.integer("nr.client.index", 0, 0, 999_999,
      "", "this client, 0-based: it loads the files whose ordinal modulo `nr.client.count` is "
      + "this");
  static final Option<Integer> CLIENT_COUNT = Option.integer("nr.client.count", 1, 1,
      1_000_000, "clients", "number of client machines sharing the load");
  static final Option<String> TABLE = Option.text("nr.table", "nr",
      "table (collection, bucket) of the records");
  static final Option<String> INDEX = Option.optionalText("nr.index",
      "id index the load writes and the run reads (and `.ids` beside it); unset: "
      + "`nr-index/client-<i>-of-<n>.idx`");
  static final Option<Double> MISSING_PROPORTION = Option.decimal("nr.missingproportion", 0, 0,
      1, "", "share of run-phase reads of keys that do not exist (`workloads/nr`: 0.1)");
  static final Option<Integer> SEQUENCE_MAX = Option.integer("nr.sequence.max", 64 << 20, 1,
      Integer.MAX_VALUE - 16, "residues", "longest sequence accepted; a longer one stops the "
      + "load naming its file and line");
  static final Option<Boolean> DESCRIPTION = Option.flag("nr.description", true,
      "store the header's description as a field; `false`: id, sequence and checksum only, the "
      + "records of the LBL study");

  /** Every {@code nr.*} key, in the order of docs/nr.md's table. */
  public static final Options OPTIONS = new Options("nr.", FILES, CLIENT_INDEX, CLIENT_COUNT,
      TABLE, INDEX, MISSING_PROPORTION, SEQUENCE_MAX, DESCRIPTION);

  public NrConfig {
    if (clientIndex >= clientCount) {
      throw CLIENT_INDEX.invalid(Integer.toString(clientIndex), "must be below "
          + CLIENT_COUNT.key() + "=" + clientCount);
    }
  }

  /** Reads and validates the {@code nr.*} keys; unknown {@code nr.} keys are rejected. */
  public static NrConfig from(Properties props) {
    OPTIONS.rejectUnknown(props);
    int count = CLIENT_COUNT.read(props);
    int index = CLIENT_INDEX.read(props);
    String indexPath = INDEX.read(props);
    return new NrConfig(FILES.read(props), index, count, TABLE.read(props),
        Path.of(indexPath != null ? indexPath : "nr-index/client-" + index + "-of-" + count
            + ".idx"),
        MISSING_PROPORTION.read(props), SEQUENCE_MAX.read(props), DESCRIPTION.read(props));
  }
}
