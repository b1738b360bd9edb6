package org.ycsbbio.bindings.hbase;

import java.io.IOException;
import net.jcip.annotations.NotThreadSafe;
import org.apache.hadoop.hbase.HRegionLocation;
import org.apache.hadoop.hbase.ServerName;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.BufferedMutator;
import org.apache.hadoop.hbase.client.BufferedMutatorParams;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.RegionLocator;
import org.apache.hadoop.hbase.client.Table;

/**
 * One client thread's handles on one table: the {@link Table}, its {@link RegionLocator} (reads
 * the connection's location cache) and, with {@code clientbuffering}, a {@link BufferedMutator}
 * with periodic flushes off, so flushes (and their failures) happen inside the calling thread's
 * {@code mutate}. Confined to its client thread; {@link #close} flushes and closes all.
 */
@NotThreadSafe
final class TableHandles implements AutoCloseable {
  final Table table;
  private final RegionLocator locator;
  /** The buffered writer, or null without {@code clientbuffering}. */
  final BufferedMutator mutator;

  TableHandles(Connection connection, String name, HBaseConfig config) throws IOException {
    TableName tableName = TableName.valueOf(name);
    this.table = connection.getTable(tableName);
    this.locator = connection.getRegionLocator(tableName);
    this.mutator = config.buffered() ? connection.getBufferedMutator(
        new BufferedMutatorParams(tableName).writeBufferSize(config.writeBufferBytes())
            .setWriteBufferPeriodicFlushTimeoutMs(0)) : null;
  }

  /**
   * The region server of {@code row}'s region: from the location cache, looked up in
   * {@code hbase:meta} on a miss (the client refreshes the cache when a region moves or its
   * server fails). Null when the lookup fails.
   */
  ServerName serverOf(byte[] row) {
    try {
      HRegionLocation location = locator.getRegionLocation(row, false);
      return location == null ? null : location.getServerName();
    } catch (IOException e) {
      return null;
    }
  }

  /** Flushes buffered writes, then closes everything; the first failure is thrown. */
  @Override
  public void close() throws IOException {
    try (Table t = table; RegionLocator l = locator) {
      if (mutator != null) {
        mutator.close();
      }
    }
  }
}
