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
 * The process's one HBase {@link Connection}, shared by every client thread (it is thread-safe
 * and holds the region location cache all threads attribute by): opened by the first
 * {@link #acquire}, closed by the last {@link #release}. Creates missing tables, pre-split by
 * {@link SplitKeys}, when {@code hbase.createtable} is set.
 */
@ThreadSafe
final class SharedConnection {
  @GuardedBy("SharedConnection.class")
  private static SharedConnection current;
  @GuardedBy("SharedConnection.class")
  private static int users;

  final HBaseConfig config;
  final Connection connection;
  @GuardedBy("this")
  private final Set<String> readyTables = new HashSet<>();

  private SharedConnection(HBaseConfig config) throws IOException {
    this.config = config;
    this.connection = ConnectionFactory.createConnection(configuration(config));
  }

  /** HBase's client configuration for {@code c}. */
  static Configuration configuration(HBaseConfig c) {
    Configuration conf = HBaseConfiguration.create();
    conf.set(HBaseConfig.QUORUM, String.join(",", c.quorum()));
    conf.setInt(HBaseConfig.ZK_PORT, c.zkPort());
    conf.setInt(HBaseConfig.RETRIES, c.retries());
    conf.setLong(HBaseConfig.PAUSE, c.pauseMillis());
    conf.setLong(HBaseConfig.RPC_TIMEOUT, c.rpcTimeoutMillis());
    conf.setLong(HBaseConfig.OPERATION_TIMEOUT, c.operationTimeoutMillis());
    return conf;
  }

  /**
   * The shared connection, opened with {@code config} if no client holds one. All clients of a
   * run have the same settings; a client with other settings while one is open is a bug.
   */
  static synchronized SharedConnection acquire(HBaseConfig config) throws IOException {
    if (current == null) {
      current = new SharedConnection(config);
    } else if (!current.config.equals(config)) {
      throw new IllegalStateException("an HBase connection with other settings is open: "
          + current.config);
    }
    users++;
    return current;
  }

  /** One client is done; the last one closes the connection. */
  static synchronized void release() throws IOException {
    if (current == null || --users > 0) {
      return;
    }
    SharedConnection c = current;
    current = null;
    c.connection.close();
  }

  /**
   * Creates {@code table} (one family, {@code hbase.regions} regions) unless it exists, once per
   * process; without {@code hbase.createtable} does nothing (a missing table fails each
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
