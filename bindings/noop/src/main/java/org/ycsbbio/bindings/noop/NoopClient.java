package org.ycsbbio.bindings.noop;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.ycsbbio.core.api.EmptiesTables;
import org.ycsbbio.core.api.NodeAwareDB;
import org.ycsbbio.core.api.NodeId;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * A binding that does nothing and answers OK, attributing every operation to one node called
 * {@code noop}: it measures the client itself (engine, workload and tracking overhead). Stores
 * nothing, so its tables are always empty.
 */
public final class NoopClient extends NodeAwareDB implements EmptiesTables {
  private NodeId node;

  @Override
  public void init() {
    node = node("noop");
  }

  /** Nothing to do: nothing is stored. */
  @Override
  public void emptyTables(List<String> tables) {
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    servedBy(node);
    return Status.OK;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    servedBy(node);
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    servedBy(node);
    return Status.OK;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    servedBy(node);
    return Status.OK;
  }

  @Override
  public Status delete(String table, String key) {
    servedBy(node);
    return Status.OK;
  }
}
