package org.ycsbbio.bindings.riak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ycsbbio.core.testing.Fields.strings;
import static org.ycsbbio.core.testing.Fields.values;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
import java.util.Vector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.KeyHash;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * A scan fetches its page's objects concurrently, at most {@code riak.scan.concurrency} at once,
 * from the start key's node: the test node holds every get until that many are in flight, so a
 * binding that fetches one by one fails here (the gate's wait is bounded).
 */
class ScanConcurrencyTest {
  private static final String START = "user10";
  private static final Duration GATE = Duration.ofSeconds(10);

  private TestCluster cluster;
  private RiakPbTestServer scanNode;

  @BeforeEach
  void load() throws Exception {
    cluster = new TestCluster(3);
    RiakClient loader = cluster.open();
    for (int i = 10; i < 50; i++) {
      assertEquals(Status.OK, loader.insert("usertable", "user" + i, values("field0", "v" + i)));
    }
    loader.cleanup();
    scanNode = cluster.servers.get(KeyHash.bucketOf(START, 3));
  }

  @AfterEach
  void stop() {
    cluster.close();
  }

  private static List<String> field0(Vector<HashMap<String, ByteIterator>> rows) {
    List<String> out = new ArrayList<>();
    rows.forEach(r -> out.add(strings(r).get("field0")));
    return out;
  }

  private static List<String> expected(int from, int count) {
    List<String> out = new ArrayList<>();
    for (int i = from; i < from + count; i++) {
      out.add("v" + i);
    }
    return out;
  }

  @Test
  void theFetchesOfOneScanOverlapUpToTheBoundAndKeepKeyOrder() throws Exception {
    RiakClient db = cluster.open("riak.scan.concurrency", "4");
    long[] before = cluster.servers.stream().mapToLong(RiakPbTestServer::kvRequests).toArray();
    scanNode.holdGetsUntil(4, GATE);
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertEquals(Status.OK, db.scan("usertable", START, 25, Set.of("field0"), rows),
        cluster.printed());
    assertEquals(expected(10, 25), field0(rows));
    assertEquals(4, scanNode.maxGetsInFlight(), "4 fetches at once, never more");
    assertEquals(scanNode.address(), cluster.servedBy(db));
    for (int i = 0; i < 3; i++) {
      RiakPbTestServer s = cluster.servers.get(i);
      long got = s.kvRequests() - before[i];
      assertEquals(s == scanNode ? 26 : 0, got, "1 index query + 25 fetches on the scan's node");
    }
    db.cleanup();
  }

  @Test
  void oneByOneFetchingDoesNotPassTheGate() throws Exception {
    RiakClient db = cluster.open("riak.scan.concurrency", "1");
    scanNode.holdGetsUntil(2, Duration.ofMillis(300));
    assertEquals(Status.ERROR, db.scan("usertable", START, 5, null, new Vector<>()));
    assertEquals(1, scanNode.maxGetsInFlight());
    assertTrue(cluster.printed().contains("gets did not overlap"), cluster.printed());
    db.cleanup();
  }

  @Test
  void aFailedFetchFailsTheScanOnItsNodeOnly() throws Exception {
    RiakClient db = cluster.open("riak.scan.concurrency", "8");
    scanNode.failGets(true);
    assertEquals(Status.ERROR, db.scan("usertable", START, 20, null, new Vector<>()));
    assertEquals(scanNode.address(), cluster.servedBy(db));
    String printed = cluster.printed();
    assertTrue(printed.contains("riak: operation on " + scanNode.address() + " failed: "
        + "test server: get failed on " + scanNode.address()), printed);
    for (RiakPbTestServer other : cluster.servers) {
      if (other != scanNode) {
        assertTrue(!printed.contains("operation on " + other.address()), printed);
      }
    }
    scanNode.failGets(false);
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertEquals(Status.OK, db.scan("usertable", START, 20, null, rows), "the next scan works");
    assertEquals(expected(10, 20), field0(rows));
    db.cleanup();
  }
}
