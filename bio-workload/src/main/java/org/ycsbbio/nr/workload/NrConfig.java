package org.ycsbbio.nr.workload;

import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.config.PropertyReader;

/**
 * Settings of {@link NrWorkload}, read once in {@code init()} (docs/nr.md has the table). Keys:
 * <ul>
 *   <li>{@code nr.files} — required: FASTA sequence files, directories and globs,
 *       comma-separated, in the order and with the expansion rules of {@code fasta.files}; every
 *       client must be given the same value;</li>
 *   <li>{@code nr.client.index}, {@code nr.client.count} — this client's share of the load: file
 *       ordinals ≡ index (mod count) (default 0 of 1);</li>
 *   <li>{@code nr.table} — the table (collection, bucket) of the records (default {@code nr});</li>
 *   <li>{@code nr.index} — the id index the load writes and the run reads (default
 *       {@code nr-index/client-<index>-of-<count>.idx}, plus {@code .ids} beside it);</li>
 *   <li>{@code nr.missingproportion} — share of run-phase reads that ask for a key no load wrote
 *       (default 0);</li>
 *   <li>{@code nr.sequence.max} — the longest sequence accepted, in residues (default 64 Mi);
 *       a longer one stops the load naming its file and line.</li>
 * </ul>
 *
 * @param files the {@code nr.files} value
 * @param clientIndex this client, 0-based
 * @param clientCount number of clients
 * @param table table of the records
 * @param index id index path
 * @param missingProportion share of reads of missing keys, 0..1
 * @param sequenceMax longest sequence accepted, in residues
 */
public record NrConfig(String files, int clientIndex, int clientCount, String table, Path index,
    double missingProportion, int sequenceMax) {

  private static final Set<String> KEYS = Set.of("nr.files", "nr.client.index", "nr.client.count",
      "nr.table", "nr.index", "nr.missingproportion", "nr.sequence.max");

  public NrConfig {
    if (clientCount < 1 || clientIndex < 0 || clientIndex >= clientCount) {
      throw new ConfigException("nr.client.index=" + clientIndex + ": must be below "
          + "nr.client.count=" + clientCount);
    }
    if (!(missingProportion >= 0 && missingProportion <= 1)) {
      throw new ConfigException("nr.missingproportion=" + missingProportion + ": must be 0..1");
    }
    if (table.isBlank()) {
      throw new ConfigException("nr.table: must not be empty");
    }
  }

  /** Reads and validates the {@code nr.*} keys; unknown {@code nr.} keys are rejected. */
  public static NrConfig from(Properties props) {
    PropertyReader r = new PropertyReader(props);
    r.rejectUnknown("nr.", KEYS, List.of());
    int count = r.integer("nr.client.count", 1, 1, 1_000_000);
    int index = r.integer("nr.client.index", 0, 0, 999_999);
    return new NrConfig(r.required("nr.files"), index, count, r.string("nr.table", "nr"),
        Path.of(r.string("nr.index", "nr-index/client-" + index + "-of-" + count + ".idx")),
        r.decimal("nr.missingproportion", 0, 0, 1),
        r.integer("nr.sequence.max", 64 << 20, 1, Integer.MAX_VALUE - 16));
  }
}
