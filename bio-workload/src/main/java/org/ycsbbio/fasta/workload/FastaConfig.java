package org.ycsbbio.fasta.workload;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.config.PropertyReader;
import org.ycsbbio.fasta.keys.RecordType;

/**
 * Settings of {@link FastaWorkload}, read once in {@code init()}. Keys:
 * <ul>
 *   <li>{@code fasta.files} — required: files, directories and globs, comma-separated (see
 *       {@code InputFiles}); every client must be given the same value;</li>
 *   <li>{@code fasta.client.index}, {@code fasta.client.count} — this client's share: file
 *       ordinals ≡ index (mod count) (default 0 of 1);</li>
 *   <li>{@code fasta.onerror} — {@code fail} (default: stop the run, exit status 1) or
 *       {@code skipfile} (warn, keep what was loaded from the file, go on with the next);</li>
 *   <li>{@code fasta.table.task|rna|gs|align} — table (collection, bucket) per record type
 *       (default the type name);</li>
 *   <li>{@code fasta.index} — key index the load writes and the run reads (default
 *       {@code fasta-index/client-<index>-of-<count>.idx});</li>
 *   <li>{@code fasta.readproportion}, {@code fasta.scanproportion},
 *       {@code fasta.updateproportion}, {@code fasta.insertproportion} — run-phase mix (default
 *       1, 0, 0, 0; must add up to 1);</li>
 *   <li>{@code fasta.scan.max} — cap of a query scan (default 10000 alignments);</li>
 *   <li>{@code fasta.readmix} — {@code uniform} (default: every loaded document equally likely)
 *       or {@code peralignment} (a random alignment, then one of its four records);</li>
 *   <li>{@code fasta.missingproportion} — share of reads that ask for keys never loaded
 *       (default 0), reported as {@code READ-MISSING};</li>
 *   <li>{@code fasta.seed} — seed of the run phase's random choices (default: a new one per
 *       run); thread {@code t} of client {@code c} draws from its own stream.</li>
 * </ul>
 *
 * @param files the {@code fasta.files} value
 * @param clientIndex this client, 0-based
 * @param clientCount number of clients
 * @param skipBadFiles true for {@code fasta.onerror=skipfile}
 * @param tables table per record type, indexed by {@link RecordType#ordinal()}
 * @param index key index path
 * @param mix cumulative run-phase proportions: read, scan, update, insert
 * @param scanMax scan cap
 * @param readMix how a read picks its record
 * @param missingProportion share of reads of keys never loaded, 0 to 1
 * @param seed seed of the run phase's random choices
 */
public record FastaConfig(String files, int clientIndex, int clientCount, boolean skipBadFiles,
    List<String> tables, Path index, double[] mix, int scanMax, ReadMix readMix,
    double missingProportion, long seed) {

  private static final Set<String> KEYS = Set.of("fasta.files", "fasta.client.index",
      "fasta.client.count", "fasta.onerror", "fasta.table.task", "fasta.table.rna",
      "fasta.table.gs", "fasta.table.align", "fasta.index", "fasta.readproportion",
      "fasta.scanproportion", "fasta.updateproportion", "fasta.insertproportion", "fasta.scan.max", "fasta.readmix",
      "fasta.missingproportion", "fasta.seed");

  public FastaConfig {
    tables = List.copyOf(tables);
  }

  /** Reads and validates the {@code fasta.*} keys. */
  public static FastaConfig from(Properties props) {
    PropertyReader r = new PropertyReader(props);
    r.rejectUnknown("fasta.", KEYS, List.of());
    int count = r.integer("fasta.client.count", 1, 1, 1_000_000);
    int index = r.integer("fasta.client.index", 0, 0, 999_999);
    if (index >= count) {
      throw new ConfigException("fasta.client.index=" + index + ": must be below fasta.client.count="
          + count);
    }
    String onError = r.string("fasta.onerror", "fail");
    if (!onError.equals("fail") && !onError.equals("skipfile")) {
      throw new ConfigException("fasta.onerror=" + onError + ": must be fail or skipfile");
    }
    List<String> tables = new ArrayList<>();
    for (RecordType t : RecordType.values()) {
      tables.add(r.string("fasta.table." + t.defaultTable(), t.defaultTable()));
    }
    double read = r.decimal("fasta.readproportion", 1, 0, 1);
    double scan = r.decimal("fasta.scanproportion", 0, 0, 1);
    double update = r.decimal("fasta.updateproportion", 0, 0, 1);
    double insert = r.decimal("fasta.insertproportion", 0, 0, 1);
    double sum = read + scan + update + insert;
    if (Math.abs(sum - 1) > 1e-9) {
      throw new ConfigException("fasta.readproportion + scanproportion + updateproportion + "
          + "insertproportion = " + sum + ": must be 1");
    }
    return new FastaConfig(r.required("fasta.files"), index, count, onError.equals("skipfile"),
        tables, Path.of(r.string("fasta.index", "fasta-index/client-" + index + "-of-" + count
            + ".idx")),
        new double[] {read, read + scan, read + scan + update, 1.0},
        r.integer("fasta.scan.max", 10_000, 1, 10_000_000),
        ReadMix.OPTION.read(props),
        r.decimal("fasta.missingproportion", 0, 0, 1),
        r.longValue("fasta.seed", ThreadLocalRandom.current().nextLong(), Long.MIN_VALUE,
            Long.MAX_VALUE));
  }

  /** The table of record type {@code type}. */
  public String table(RecordType type) {
    return tables.get(type.ordinal());
  }
}
