package org.ycsbbio.bindings.hbase;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import net.jcip.annotations.NotThreadSafe;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.ServerName;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.RetriesExhaustedWithDetailsException;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.util.Bytes;
import org.ycsbbio.core.api.ConfiguredDB;
import org.ycsbbio.core.api.EmptiesTables;
import org.ycsbbio.core.api.NodeId;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * YCSB binding for Apache HBase 2.6 ({@code hbase-client}): one row per key, one column per field
 * in one column family. Each operation is attributed to the region server ({@code host:port})
 * of its row's region — the start row's for scans — from the connection's location cache after
 * the operation, so a region that moved is attributed to its new server; a failed operation to
 * the server the failure names, else to the one the row was located on before the attempt.
 * With {@code clientbuffering} writes are queued in a {@code BufferedMutator}: the operation's
 * latency is the enqueue, plus the whole flush for the write that fills the buffer; a failed flush
 * fails the write during which it surfaced, against the server of the first failed row.
 * {@link #emptyTables} truncates, keeping the regions' split points. Settings:
 * {@link HBaseConfig}; see {@code docs/bindings/hbase.md}.
 *
 * <p>One instance per YCSB client thread (YCSB's contract); all of a run share one connection
 * ({@link SharedConnection}, through the run's context).
 */
@NotThreadSafe
public final class HBaseClient extends ConfiguredDB<HBaseConfig> implements EmptiesTables {
  /** Node of operations whose row could not be located and whose failure names no server. */
  static final String NO_SERVER = "unlocated";
  private SharedConnection shared;
  private byte[] family;
  private final Map<String, TableHandles> tables = new HashMap<>();

  public HBaseClient() {
    super(HBaseConfig.OPTIONS, HBaseConfig::from);
  }

  @Override
  protected void start(HBaseConfig config) throws DBException {
    shared = sharedClient(config, () -> new SharedConnection(config), "hbase: cannot connect "
        + "through ZooKeeper " + String.join(",", config.quorum()) + ":" + config.zkPort());
    family = Bytes.toBytes(config.family());
  }

  /**
   * Truncates each of {@code tables} that exists (disable, then {@code truncate_preserve}: the
   * table keeps its region split points, so a pre-split table stays split).
   */
  @Override
  public void emptyTables(List<String> names) throws DBException {
    for (String table : names) {
      try {
        shared.truncate(table);
      } catch (IOException | RuntimeException e) {
        throw new DBException("hbase: cannot empty table " + table + ": "
            + String.valueOf(e.getMessage()).strip().replaceAll("\\s*\\R\\s*", " "), e);
      }
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    byte[] row = Bytes.toBytes(key);
    ServerName before = null;
    try {
      TableHandles t = handles(table);
      before = t.serverOf(row);
      Get get = new Get(row);
      if (fields == null) {
        get.addFamily(family);
      } else {
        for (String f : fields) {
          get.addColumn(family, Bytes.toBytes(f));
        }
      }
      Result r = t.table.get(get);
      servedBy(nodeOf(t.serverOf(row)));
      if (r.isEmpty()) {
        return Status.NOT_FOUND;
      }
      copy(r, result);
      return Status.OK;
    } catch (IOException e) {
      return error(before, e);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    byte[] row = Bytes.toBytes(startkey);
    ServerName before = null;
    try {
      TableHandles t = handles(table);
      before = t.serverOf(row);
      Scan scan = new Scan().withStartRow(row).setLimit(recordcount)
          .setCaching(Math.max(1, recordcount));
      if (fields == null) {
        scan.addFamily(family);
      } else {
        for (String f : fields) {
          scan.addColumn(family, Bytes.toBytes(f));
        }
      }
      try (ResultScanner rs = t.table.getScanner(scan)) {
        for (Result r : rs) {
          HashMap<String, ByteIterator> out = new HashMap<>();
          copy(r, out);
          result.add(out);
        }
      }
      servedBy(nodeOf(t.serverOf(row)));
      return Status.OK;
    } catch (IOException e) {
      return error(before, e);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return insert(table, key, values);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    Put put = new Put(Bytes.toBytes(key));
    put.setDurability(shared.config.durability());
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      put.addColumn(family, Bytes.toBytes(e.getKey()), e.getValue().toArray());
    }
    return write(table, put);
  }

  @Override
  public Status delete(String table, String key) {
    Delete delete = new Delete(Bytes.toBytes(key));
    delete.setDurability(shared.config.durability());
    return write(table, delete);
  }

  /** A put or delete, direct or through the BufferedMutator. */
  private Status write(String table, Mutation m) {
    ServerName before = null;
    try {
      TableHandles t = handles(table);
      before = t.serverOf(m.getRow());
      if (t.mutator != null) {
        t.mutator.mutate(m);
        servedBy(nodeOf(before));
      } else {
        if (m instanceof Put put) {
          t.table.put(put);
        } else {
          t.table.delete((Delete) m);
        }
        servedBy(nodeOf(t.serverOf(m.getRow())));
      }
      return Status.OK;
    } catch (IOException e) {
      return error(before, e);
    }
  }

  private TableHandles handles(String table) throws IOException {
    TableHandles t = tables.get(table);
    if (t == null) {
      shared.ensureTable(table);
      t = new TableHandles(shared.connection, table, shared.config);
      tables.put(table, t);
    }
    return t;
  }

  private NodeId nodeOf(ServerName server) {
    if (server == null) {
      return node(NO_SERVER);
    }
    return context().nodeFor(server, s -> s.getAddress().toString());
  }

  private static void copy(Result r, Map<String, ByteIterator> out) {
    for (Cell c : r.rawCells()) {
      out.put(Bytes.toString(CellUtil.cloneQualifier(c)),
          new ByteArrayByteIterator(CellUtil.cloneValue(c)));
    }
  }

  /**
   * The operation failed: counted against the server the failure names (a batch or flush
   * failure names each failed row's server; the first is taken), else the server the row was
   * located on before the attempt. The run's first error per server is printed; the rest are
   * only counted (per node, in the results).
   */
  private Status error(ServerName tried, IOException e) {
    String name;
    if (e instanceof RetriesExhaustedWithDetailsException d && d.getNumExceptions() > 0) {
      name = d.getHostnamePort(0);
    } else {
      name = tried != null ? tried.getAddress().toString() : NO_SERVER;
    }
    NodeId node = node(name);
    servedBy(node);
    context().failed("hbase", node, firstLine(e));
    return Status.ERROR;
  }

  private static String firstLine(Throwable e) {
    String m = String.valueOf(e.getMessage());
    int nl = m.indexOf('\n');
    return nl < 0 ? m : m.substring(0, nl);
  }

  /**
   * Flushes buffered writes and closes this thread's tables (the shared connection closes with
   * the run's context). Writes that fail in this last flush are reported per server (they are not in
   * the per-operation counts: their operations were recorded at enqueue).
   */
  @Override
  public void cleanup() throws DBException {
    if (shared == null) {
      return;
    }
    Map<String, Integer> failedRows = new TreeMap<>();
    IOException other = null;
    for (TableHandles t : tables.values()) {
      try {
        t.close();
      } catch (RetriesExhaustedWithDetailsException e) {
        for (int i = 0; i < e.getNumExceptions(); i++) {
          failedRows.merge(e.getHostnamePort(i), 1, Integer::sum);
        }
      } catch (IOException e) {
        other = other == null ? e : other;
      }
    }
    tables.clear();
    shared = null;
    if (!failedRows.isEmpty()) {
      context().log().warn("hbase: buffered writes failed in the final flush, rows per region server: "
          + failedRows);
    }
    if (other != null) {
      throw new DBException("hbase: cleanup failed: " + firstLine(other), other);
    }
  }
}
