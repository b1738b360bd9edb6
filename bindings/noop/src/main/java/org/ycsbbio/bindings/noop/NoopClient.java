package org.ycsbbio.bindings.noop;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.ycsbbio.core.api.NodeAwareDB;
import org.ycsbbio.core.api.NodeId;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * A binding that does nothing and answers OK, attributing every operation to one node called
 * {@code noop}: it measures the client itself (engine, workload and tracking overhead).
 */
public final class NoopClient extends NodeAwareDB {
  private NodeId node;

  @Override
  public void init() {
    node = node("noop");
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
