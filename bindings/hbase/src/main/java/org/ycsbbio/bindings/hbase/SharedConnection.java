package org.ycsbbio.bindings.hbase;

import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import net.jcip.annotations.GuardedBy;
import net.jcip.annotations.ThreadSafe;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.TableExistsException;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.util.Bytes;

/**
 * A run's one HBase {@link Connection}, shared by every client thread (it is thread-safe and
 * holds the region location cache all threads attribute by): opened once per run through the
 * binding context's {@code shared}, closed with it. Creates missing tables, pre-split by
 * {@link SplitKeys}, when {@code hbase.createtable} is set.
 */
@ThreadSafe
final class SharedConnection implements AutoCloseable {
  final HBaseConfig config;
  final Connection connection;
  @GuardedBy("this")
  private final Set<String> readyTables = new HashSet<>();

  /** Connects through ZooKeeper with {@code config}'s settings. */
  SharedConnection(HBaseConfig config) throws IOException {
    this.config = config;
    this.connection = ConnectionFactory.createConnection(configuration(config));
  }

  /** HBase's client configuration for {@code c}. */
  static Configuration configuration(HBaseConfig c) {
    Configuration conf = HBaseConfiguration.create();
    conf.set(HBaseConfig.QUORUM.key(), String.join(",", c.quorum()));
    conf.setInt(HBaseConfig.ZK_PORT.key(), c.zkPort());
    conf.setInt(HBaseConfig.RETRIES.key(), c.retries());
    conf.setLong(HBaseConfig.PAUSE.key(), c.pauseMillis());
    conf.setLong(HBaseConfig.RPC_TIMEOUT.key(), c.rpcTimeoutMillis());
    conf.setLong(HBaseConfig.OPERATION_TIMEOUT.key(), c.operationTimeoutMillis());
    return conf;
  }

  /** Closes the connection. */
  @Override
  public void close() throws IOException {
    connection.close();
  }

  /**
   * Removes every row of {@code table} unless it does not exist: disabled, then truncated with its
   * region boundaries kept (HBase re-creates the regions empty and enables the table again).
   */
  void truncate(String table) throws IOException {
    TableName name = TableName.valueOf(table);
    try (Admin admin = connection.getAdmin()) {
      if (!admin.tableExists(name)) {
        return;
      }
      if (admin.isTableEnabled(name)) {
        admin.disableTable(name);
      }
      admin.truncateTable(name, true);
    }
  }

  /**
   * Creates {@code table} (one family, {@code hbase.regions} regions) unless it exists, once per
   * run; without {@code hbase.createtable} does nothing (a missing table fails each
   * operation).
   */
  synchronized void ensureTable(String table) throws IOException {
    if (!config.createTable() || readyTables.contains(table)) {
      return;
    }
    TableName name = TableName.valueOf(table);
    try (Admin admin = connection.getAdmin()) {
      if (!admin.tableExists(name)) {
        var descriptor = TableDescriptorBuilder.newBuilder(name)
            .setColumnFamily(ColumnFamilyDescriptorBuilder.of(Bytes.toBytes(config.family())))
            .build();
        try {
          if (config.regions() > 1) {
            admin.createTable(descriptor, SplitKeys.of(config));
          } else {
            admin.createTable(descriptor);
          }
        } catch (TableExistsException raced) {
          // another client process created it meanwhile: fine
        }
      }
    }
    readyTables.add(table);
  }
}
