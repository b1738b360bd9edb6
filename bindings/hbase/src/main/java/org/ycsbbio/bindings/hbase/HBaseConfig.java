package org.ycsbbio.bindings.hbase;

import java.util.List;
import java.util.Properties;
import net.jcip.annotations.Immutable;
import org.apache.hadoop.hbase.client.Durability;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;

/**
 * Settings of the HBase binding: declared once here ({@link #OPTIONS}, the table of
 * {@code docs/bindings/hbase.md}; upstream YCSB's and HBase's own key names where they exist),
 * read and checked once in {@code validate()} and {@code init()}. Unknown {@code hbase.*} keys
 * are rejected with the nearest known key.
 *
 * @param quorum ZooKeeper hosts
 * @param zkPort ZooKeeper client port
 * @param family column family
 * @param buffered whether inserts, updates and deletes go through a BufferedMutator
 * @param writeBufferBytes the BufferedMutator's buffer, bytes
 * @param durability durability of writes
 * @param createTable whether missing tables are created
 * @param regions regions of a created table
 * @param splitShape key shape the split points follow
 * @param fastaFiles FASTA input files (for {@code fasta} split points)
 * @param fastaQueries queries per FASTA file (for {@code fasta} split points)
 * @param fastaAlignments alignments per query (for {@code fasta} split points)
 * @param retries client retries per operation
 * @param pauseMillis pause between retries, ms (HBase backs off from it)
 * @param rpcTimeoutMillis timeout of one RPC, ms
 * @param operationTimeoutMillis timeout of one operation with its retries, ms
 */
@Immutable
public record HBaseConfig(List<String> quorum, int zkPort, String family, boolean buffered,
    long writeBufferBytes, Durability durability, boolean createTable, int regions,
    SplitKeys.Shape splitShape, int fastaFiles, int fastaQueries, int fastaAlignments,
    int retries, long pauseMillis,
    long rpcTimeoutMillis, long operationTimeoutMillis) {

  private static final long DAY_MS = 86_400_000L;

  /** The key shape split points follow; {@code auto}: fasta for FastaWorkload, else ycsb. */
  public enum PresplitKeys { AUTO, YCSB, FASTA }

  static final Option<List<String>> QUORUM = Option.list("hbase.zookeeper.quorum",
      "ZooKeeper host", "ZooKeeper hosts, comma-separated (HBase's own key)");
  static final Option<Integer> ZK_PORT = Option.integer("hbase.zookeeper.property.clientPort",
      2181, 1, 65535, "", "their client port");
  static final Option<String> FAMILY = Option.text("columnfamily", "family",
      "the column family of every table (upstream YCSB's key)").matching("[A-Za-z0-9_.-]+",
          "must be letters, digits, _ . or - (an HBase column family name)");
  static final Option<Boolean> BUFFERING = Option.flag("clientbuffering", false, "inserts, "
      + "updates and deletes go through a `BufferedMutator` "
      + "([buffering](#buffered-writes-and-latency))");
  static final Option<Long> WRITE_BUFFER = Option.longInteger("writebuffersize", 12L << 20, 1024,
      1L << 34, "bytes", "its buffer (default 12 MiB)");
  static final Option<Durability> DURABILITY = Option.choice("durability", Durability.class,
      Durability.USE_DEFAULT, "of every write (any case)");
  static final Option<Boolean> CREATE_TABLE = Option.flag("hbase.createtable", false,
      "create a missing table on first use, with `hbase.regions` regions");
  static final Option<Integer> REGIONS = Option.integer("hbase.regions", 1, 1, 10_000, "regions",
      "regions of a created table ([pre-splitting](#pre-splitting)); the Wayne State study "
      + "used 100");
  static final Option<PresplitKeys> PRESPLIT_KEYS = Option.choice("hbase.presplit.keys",
      PresplitKeys.class, PresplitKeys.AUTO, "key shape of the split points: `ycsb`, `fasta`, or "
      + "`auto` (`fasta` when `workload` is FastaWorkload)");
  static final Option<Integer> FASTA_FILES = Option.integer("hbase.presplit.fasta.files", 1, 1,
      Integer.MAX_VALUE, "files", "FASTA input files the split covers");
  static final Option<Integer> FASTA_QUERIES = Option.integer("hbase.presplit.fasta.queries",
      1000, 1, 9_999_999, "queries", "queries per FASTA file the split assumes");
  static final Option<Integer> FASTA_ALIGNMENTS = Option.integer(
      "hbase.presplit.fasta.alignments", 1, 1, 9_999_999, "alignments",
      "alignments per query the split assumes (1: cut only between queries)");
  static final Option<Integer> RETRIES = Option.integer("hbase.client.retries.number", 15, 0, 100,
      "retries", "HBase's client retries per operation");
  static final Option<Long> PAUSE = Option.millis("hbase.client.pause", 100, 1, DAY_MS,
      "HBase's base pause between retries (it backs off from it)");
  static final Option<Long> RPC_TIMEOUT = Option.millis("hbase.rpc.timeout", 60_000, 1, DAY_MS,
      "timeout of one RPC");
  static final Option<Long> OPERATION_TIMEOUT = Option.millis("hbase.client.operation.timeout",
      1_200_000, 1, DAY_MS, "timeout of one operation with its retries; lower it (and the "
      + "retries) so a dead region server costs seconds, not minutes");

  /** Every option of the binding, in the order of the doc's table. */
  static final Options OPTIONS = new Options("hbase.", QUORUM, ZK_PORT, FAMILY, BUFFERING,
      WRITE_BUFFER, DURABILITY, CREATE_TABLE, REGIONS, PRESPLIT_KEYS, FASTA_FILES, FASTA_QUERIES,
      FASTA_ALIGNMENTS, RETRIES, PAUSE, RPC_TIMEOUT, OPERATION_TIMEOUT);

  public HBaseConfig {
    quorum = List.copyOf(quorum);
  }

  /** Reads and validates the options from {@code props}. */
  public static HBaseConfig from(Properties props) {
    OPTIONS.rejectUnknown(props);
    return new HBaseConfig(QUORUM.read(props), ZK_PORT.read(props), FAMILY.read(props),
        BUFFERING.read(props),
        WRITE_BUFFER.read(props), DURABILITY.read(props), CREATE_TABLE.read(props),
        REGIONS.read(props), shape(props), FASTA_FILES.read(props), FASTA_QUERIES.read(props),
        FASTA_ALIGNMENTS.read(props), RETRIES.read(props), PAUSE.read(props),
        RPC_TIMEOUT.read(props), OPERATION_TIMEOUT.read(props));
  }

  private static SplitKeys.Shape shape(Properties props) {
    return switch (PRESPLIT_KEYS.read(props)) {
      case YCSB -> SplitKeys.Shape.YCSB;
      case FASTA -> SplitKeys.Shape.FASTA;
      case AUTO -> props.getProperty("workload", "").strip().endsWith("FastaWorkload")
          ? SplitKeys.Shape.FASTA : SplitKeys.Shape.YCSB;
    };
  }
}
