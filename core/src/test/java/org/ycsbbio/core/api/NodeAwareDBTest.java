package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;

class NodeAwareDBTest {
  /** A binding that exposes the protected helpers. */
  private static final class Probe extends NodeAwareDB {
    <C> C read(Function<Properties, C> reader) throws DBException {
      return settings(reader);
    }

    int place(String key, NodeId[] nodes) {
      return servedByKeyHash(key, nodes);
    }

    @Override
    public Status read(String table, String key, Set<String> fields,
        Map<String, ByteIterator> result) {
      return Status.NOT_IMPLEMENTED;
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      return Status.NOT_IMPLEMENTED;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      return Status.NOT_IMPLEMENTED;
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      return Status.NOT_IMPLEMENTED;
    }

    @Override
    public Status delete(String table, String key) {
      return Status.NOT_IMPLEMENTED;
    }
  }

  @Test
  void settingsTurnsAConfigErrorIntoTheDbExceptionInitThrowsWithTheSameMessage() {
    Probe probe = new Probe();
    ConfigException cause = new ConfigException("probe.x=1: must be at least 2");
    DBException e = assertThrows(DBException.class, () -> probe.read(p -> {
      throw cause;
    }));
    assertEquals("probe.x=1: must be at least 2", e.getMessage());
    assertSame(cause, e.getCause());
  }

  @Test
  void settingsReadsThisInstancesProperties() throws DBException {
    Probe probe = new Probe();
    Properties props = new Properties();
    props.setProperty("probe.x", "7");
    probe.setProperties(props);
    assertEquals("7", probe.read(p -> p.getProperty("probe.x")));
  }

  @Test
  void servedByKeyHashNamesTheKeysBucketAsTheServingNode() {
    Probe probe = new Probe();
    probe.useContext(BindingContext.standalone(new PrintStream(OutputStream.nullOutputStream())));
    NodeId[] nodes = {new NodeId(4, "a"), new NodeId(5, "b"), new NodeId(6, "c")};
    for (int k = 0; k < 300; k++) {
      String key = "user" + k;
      int i = probe.place(key, nodes);
      assertEquals(KeyHash.bucketOf(key, 3), i, key);
      assertEquals(nodes[i].index(), probe.takeServedNodeIndex(), key);
    }
  }
}
