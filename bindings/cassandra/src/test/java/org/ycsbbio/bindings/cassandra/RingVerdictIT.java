package org.ycsbbio.bindings.cassandra;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.testing.VerdictRuns;
import org.ycsbbio.core.tracking.TrackingSession;


/**
 * The bottleneck verdict on a real 3-node Cassandra ring (bin/test starts it; one evenly spaced
 * token per node, replication factor 1, so token-aware routing makes each key's owner its
 * coordinator): a duty-cycled node is named, none is named when all are equal, and a node killed
 * mid-run is named for its errors, which count against it alone. Workload A is paced like YCSB's
 * {@code -target}, so arrivals meet the duty cycle at random moments (see MariaDbVerdictIT of
 * the jdbc binding for why 75 % and pacing). The kill runs last: it leaves node 3 down. Each run
 * appends a line to {@code target/verdict-runs.txt}; {@code -Dcassandra.ring.repeat} (default 1)
 * repeats the slow and even runs. Tagged {@code ring}: bin/test runs it apart from the single-node
 * tests, once the ring is up ({@code -Dgroups=ring}).
 */
@Tag("ring")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RingVerdictIT {
  private static final String KEYSPACE = "ycsb_ring";
  private static final String TABLE = "verdict_a";
  private static final String RECORDS = "2000";
  private static LocalCassandra ring;
  private static int repeat;
  @TempDir
  Path results;

  @BeforeAll
  static void loadOnce(@TempDir Path loadResults) throws Exception {
    ring = LocalCassandra.loadedRing("workloada", KEYSPACE, TABLE, 2000, loadResults);
    repeat = Integer.getInteger("cassandra.ring.repeat", 1);
  }

  @AfterEach
  void unslow() throws Exception {
    ring.unslow(2);
  }

  /** Workload A on the loaded table, paced as {@link VerdictRuns#paced} says. */
  private Properties paced(String label, String... kv) throws IOException {
    return VerdictRuns.paced(Runs.of("workloada", results.resolve(label), ring.contactPoints(),
        "cassandra.keyspace", KEYSPACE, "table", TABLE, "recordcount", RECORDS,
        "cassandra.requesttimeout", "3s"), kv);
  }

  private TrackingSession.Completed pacedRun(String label) throws Exception {
    return EngineHarness.run(paced(label), false, Duration.ofMinutes(3));
  }

  @Test
  @Order(1)
  void theSlowedNodeAndOnlyItIsNamed() throws Exception {
    VerdictRuns.assertEachNamedAlone("slowed", repeat, ring, 2, 75, 20, this::pacedRun,
        ring.nodes.get(1));
  }

  @Test
  @Order(2)
  void noNodeIsNamedWhenNoneIsSlowed() throws Exception {
    VerdictRuns.assertEachNoneNamed("none slowed", repeat, this::pacedRun);
  }

  @Test
  @Order(3)
  void aNodeKilledMidRunIsNamedForItsErrorsWhichCountOnlyAgainstIt() throws Exception {
    String killed = ring.nodes.get(2);
    TrackingSession.Completed run = VerdictRuns.killMidRun(
        paced("kill", "operationcount", "3000"), killed, () -> ring.kill(3));
    VerdictRuns.assertKilledNamedAlone(run, 3000, killed, ring.nodes, NodeNames.NO_HOST);
  }
}
