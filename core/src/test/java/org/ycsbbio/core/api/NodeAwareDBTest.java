package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.List;
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

    int onRing(String key, HashRing ring, NodeId[] nodes) {
      return servedByRing(key, ring, nodes);
    }

    <T> T client(Object key, BindingContext.Opener<T, ?> opener) throws DBException {
      return sharedClient(key, opener, "probe");
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
  void sharedClientFailsEveryInstanceOfTheRunWithOneLineFromOneAttempt() {
    BindingContext run = BindingContext.standalone(new PrintStream(OutputStream.nullOutputStream()));
    Probe first = new Probe();
    Probe second = new Probe();
    first.useContext(run);
    second.useContext(run);
    int[] attempts = {0};
    BindingContext.Opener<Object, IOException> refused = () -> {
      attempts[0]++;
      throw new IOException("127.0.0.1:1: Connection refused (probe.hosts)");
    };
    DBException a = assertThrows(DBException.class, () -> first.client("k", refused));
    DBException b = assertThrows(DBException.class, () -> second.client("k", refused));
    assertEquals("probe: 127.0.0.1:1: Connection refused (probe.hosts)", a.getMessage());
    assertEquals(a.getMessage(), b.getMessage());
    assertEquals(1, attempts[0]);
  }

  @Test
  void servedByRingNamesTheKeysOwnerOnTheRing() {
    BindingContext run = BindingContext.standalone(new PrintStream(OutputStream.nullOutputStream()));
    Probe probe = new Probe();
    probe.useContext(run);
    NodeId[] nodes = {run.node("a:1"), run.node("b:1"), run.node("c:1")};
    HashRing ring = HashRing.ketama(List.of("a:1", "b:1", "c:1"));
    int i = probe.onRing("usertable:user1", ring, nodes);
    assertEquals(ring.ownerOf("usertable:user1"), i);
    assertEquals(nodes[i].index(), probe.takeServedNodeIndex());
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
