package org.ycsbbio.bindings.hbase;

import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import net.jcip.annotations.Immutable;
import org.apache.hadoop.hbase.client.Durability;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.config.PropertyReader;

/**
 * Settings of the HBase binding, read and checked once (in {@code validate()} and
 * {@code init()}). Keys (upstream YCSB's names where they exist; see docs/bindings/hbase.md):
 * <ul>
 *   <li>{@code hbase.zookeeper.quorum} — ZooKeeper hosts, comma-separated; required;</li>
 *   <li>{@code hbase.zookeeper.property.clientPort} — their port (default 2181);</li>
 *   <li>{@code columnfamily} — the column family of every table (default {@code family});</li>
 *   <li>{@code clientbuffering} — writes through a {@code BufferedMutator} (default false), with
 *       {@code writebuffersize} bytes (default 12 MiB);</li>
 *   <li>{@code durability} — of writes: USE_DEFAULT (default), SKIP_WAL, ASYNC_WAL, SYNC_WAL,
 *       FSYNC_WAL;</li>
 *   <li>{@code hbase.createtable} — create missing tables (default false), pre-split into
 *       {@code hbase.regions} regions (default 1) by {@link SplitKeys}: {@code hbase.presplit.keys}
 *       {@code auto} (default), {@code ycsb} or {@code fasta}, with
 *       {@code hbase.presplit.fasta.files}, {@code hbase.presplit.fasta.queries} and
 *       {@code hbase.presplit.fasta.alignments};</li>
 *   <li>{@code hbase.client.retries.number}, {@code hbase.client.pause},
 *       {@code hbase.rpc.timeout}, {@code hbase.client.operation.timeout} — HBase's own client
 *       settings, with HBase's defaults (15, 100ms, 60s, 1200s; bare numbers are ms).</li>
 * </ul>
 * Unknown {@code hbase.*} keys are rejected with the nearest known key.
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

  static final String QUORUM = "hbase.zookeeper.quorum";
  static final String ZK_PORT = "hbase.zookeeper.property.clientPort";
  static final String RETRIES = "hbase.client.retries.number";
  static final String PAUSE = "hbase.client.pause";
  static final String RPC_TIMEOUT = "hbase.rpc.timeout";
  static final String OPERATION_TIMEOUT = "hbase.client.operation.timeout";
  private static final Set<String> KEYS = Set.of(QUORUM, ZK_PORT, RETRIES, PAUSE, RPC_TIMEOUT,
      OPERATION_TIMEOUT, "hbase.createtable", "hbase.regions", "hbase.presplit.keys",
      "hbase.presplit.fasta.files", "hbase.presplit.fasta.queries",
      "hbase.presplit.fasta.alignments");
  private static final long DAY_MS = 86_400_000L;

  public HBaseConfig {
    quorum = List.copyOf(quorum);
  }

  /** Reads and validates the keys above from {@code props}. */
  public static HBaseConfig from(Properties props) {
    PropertyReader r = new PropertyReader(props);
    r.rejectUnknown("hbase.", KEYS, List.of());
    List<String> quorum = r.requiredList(QUORUM, "ZooKeeper host");
    String family = r.string("columnfamily", "family");
    if (family.isEmpty() || !family.matches("[A-Za-z0-9_.-]+")) {
      throw new ConfigException("columnfamily=" + family
          + ": must be letters, digits, _ . or - (an HBase column family name)");
    }
    return new HBaseConfig(quorum, r.integer(ZK_PORT, 2181, 1, 65535), family,
        r.bool("clientbuffering", false),
        r.longValue("writebuffersize", 12L << 20, 1024, 1L << 34), durability(r),
        r.bool("hbase.createtable", false), r.integer("hbase.regions", 1, 1, 10_000),
        shape(r), r.integer("hbase.presplit.fasta.files", 1, 1, Integer.MAX_VALUE),
        r.integer("hbase.presplit.fasta.queries", 1000, 1, 9_999_999),
        r.integer("hbase.presplit.fasta.alignments", 1, 1, 9_999_999),
        r.integer(RETRIES, 15, 0, 100),
        r.durationMillis(PAUSE, 100, 1, DAY_MS),
        r.durationMillis(RPC_TIMEOUT, 60_000, 1, DAY_MS),
        r.durationMillis(OPERATION_TIMEOUT, 1_200_000, 1, DAY_MS));
  }

  private static Durability durability(PropertyReader r) {
    String v = r.string("durability", "USE_DEFAULT");
    try {
      return Durability.valueOf(v.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new ConfigException("durability=" + v
          + ": must be USE_DEFAULT, SKIP_WAL, ASYNC_WAL, SYNC_WAL or FSYNC_WAL");
    }
  }

  /** {@code auto}: fasta when the workload is FastaWorkload, else ycsb. */
  private static SplitKeys.Shape shape(PropertyReader r) {
    String v = r.string("hbase.presplit.keys", "auto");
    return switch (v.strip().toLowerCase(Locale.ROOT)) {
      case "ycsb" -> SplitKeys.Shape.YCSB;
      case "fasta" -> SplitKeys.Shape.FASTA;
      case "auto" -> r.string("workload", "").endsWith("FastaWorkload")
          ? SplitKeys.Shape.FASTA : SplitKeys.Shape.YCSB;
      default -> throw new ConfigException("hbase.presplit.keys=" + v
          + ": must be auto, ycsb or fasta");
    };
  }
}
