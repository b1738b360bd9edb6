package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.export.IntervalSink;
import org.ycsbbio.core.results.NodeOpStats;

/**
 * The sampler on a known schedule: three client threads complete operations at known instants
 * on a grid of 100 ms intervals, and the sampler runs only 2.5 intervals late, then again, then
 * at the end. Every interval must hold exactly the operations that completed in it.
 */
class IntervalSamplerTest {
  private static final long MS = 1_000_000L;
  private static final int READ = Operation.READ.ordinal();

  /** One written interval: its bounds and, per node, count and max latency. */
  private record Written(long startMillis, long endMillis, List<String> rows) {
  }

  private final List<Written> written = new ArrayList<>();
  private final IntervalSink sink = new IntervalSink() {
    @Override
    public void interval(long runStartMillis, long startMillis, long endMillis,
        List<NodeOpStats> rows) {
      List<String> cells = new ArrayList<>();
      for (NodeOpStats r : rows) {
        cells.add(r.node() + " n=" + r.okCount() + " max=" + r.ok().getMaxValue());
      }
      written.add(new Written(startMillis - runStartMillis, endMillis - runStartMillis, cells));
    }

    @Override
    public void close() {
    }
  };
  private final IntervalClock clock = new IntervalClock(0, 1_000_000, 100 * MS);
  private final NodeRegistry nodes = new NodeRegistry();
  private final CopyOnWriteArrayList<ThreadRecorder> recorders = new CopyOnWriteArrayList<>();

  /** Adds {@code threads} client threads, thread t serving node n(t+1); returns their slots. */
  private int[] threadsEachOnItsNode(int threads) {
    int[] slot = new int[threads];
    for (int t = 0; t < threads; t++) {
      recorders.add(new ThreadRecorder(clock));
      slot[t] = Slots.of(nodes.register("n" + (t + 1)).index(), READ, false, false);
    }
    return slot;
  }

  @Test
  void aLateSamplerStillPutsEveryOperationInTheIntervalItCompletedIn() {
    IntervalSampler sampler = new IntervalSampler(recorders, nodes, List.of(sink), null, clock);
    int[] slot = threadsEachOnItsNode(3);
    // thread t completes an operation of (t+1) ms every 10 ms from 5 ms on, until 345 ms
    for (long at = 5; at < 350; at += 10) {
      for (int t = 0; t < 3; t++) {
        Recorders.record(recorders.get(t), slot[t], (t + 1) * 1000L + at, at * MS);
      }
    }
    sampler.sample(350 * MS);   // due at 100 ms: 2.5 intervals late
    assertEquals(List.of(
        new Written(0, 100, rows(10, 95)),
        new Written(100, 200, rows(10, 195)),
        new Written(200, 300, rows(10, 295))), written);

    for (long at = 355; at < 400; at += 10) {
      for (int t = 0; t < 3; t++) {
        Recorders.record(recorders.get(t), slot[t], (t + 1) * 1000L + at, at * MS);
      }
    }
    sampler.sample(405 * MS);
    assertEquals(3, written.size(), "no thread has moved past 400 ms yet: " + written);
    for (long at = 405; at < 420; at += 10) {
      for (int t = 0; t < 2; t++) {
        Recorders.record(recorders.get(t), slot[t], (t + 1) * 1000L + at, at * MS);
      }
    }
    sampler.sample(418 * MS);
    assertEquals(3, written.size(), "thread 3 is still inside an operation: " + written);
    recorders.get(2).close();
    sampler.sample(419 * MS);
    assertEquals(new Written(300, 400, rows(10, 395)), written.get(3));

    recorders.get(0).close();
    recorders.get(1).close();
    sampler.finish(() -> 1_000_000 + 417);
    List<String> last = new ArrayList<>(rows(2, 415).subList(0, 2));
    last.add("n3 n=0 max=0");   // thread 3 had closed: its node shows 0, not a gap
    assertEquals(new Written(400, 417, last), written.get(4));
    assertEquals(5, written.size());
    assertEquals(3 * 40L + 2 * 2L,
        sampler.cumulative().stream().mapToLong(NodeOpStats::okCount).sum());
  }

  /**
   * An interval in which nothing completed is written all the same, each node that served
   * earlier with a row of count 0, and so is one after it; a run's first intervals before any
   * operation hold no row.
   */
  @Test
  void anIntervalInWhichNothingCompletedIsWrittenWithIdleRows() {
    IntervalSampler sampler = new IntervalSampler(recorders, nodes, List.of(sink), null, clock);
    int[] slot = threadsEachOnItsNode(2);
    // both threads complete an operation at 150 ms, nothing from 200 to 300 ms, one at 305 ms
    for (int t = 0; t < 2; t++) {
      Recorders.record(recorders.get(t), slot[t], 1000L, 150 * MS);
      Recorders.record(recorders.get(t), slot[t], 1000L, 305 * MS);
    }
    recorders.forEach(ThreadRecorder::close);
    sampler.finish(() -> 1_000_000 + 350);
    assertEquals(List.of(
        new Written(0, 100, List.of()),
        new Written(100, 200, List.of("n1 n=1 max=1000", "n2 n=1 max=1000")),
        new Written(200, 300, List.of("n1 n=0 max=0", "n2 n=0 max=0")),
        new Written(300, 350, List.of("n1 n=1 max=1000", "n2 n=1 max=1000"))), written);
  }

  /** The rows of an interval in which each thread t served {@code count} operations. */
  private static List<String> rows(int count, long lastAt) {
    List<String> rows = new ArrayList<>();
    for (int t = 0; t < 3; t++) {
      rows.add("n" + (t + 1) + " n=" + count + " max=" + ((t + 1) * 1000L + lastAt));
    }
    return rows;
  }

  @Test
  void ycsbsHistogramsGetEachWrittenIntervalOnceSummedOverThreadsAndNodes() {
    RecordOnceMeasurements ycsb = new RecordOnceMeasurements(new Properties());
    IntervalSampler sampler = new IntervalSampler(recorders, nodes, List.of(sink), ycsb, clock);
    int[] slot = threadsEachOnItsNode(2);
    // thread t completes an operation of (t+1) ms every 10 ms from 5 ms on, until 245 ms
    for (long at = 5; at < 250; at += 10) {
      for (int t = 0; t < 2; t++) {
        Recorders.record(recorders.get(t), slot[t], (t + 1) * 1000L, at * MS);
      }
    }
    sampler.sample(250 * MS);
    String line = ycsb.getSummary();
    assertTrue(line.contains("[READ: Count=40, Max=2000, Min=1000,"), "the first two intervals, "
        + "not the one under way: " + line);
    recorders.forEach(ThreadRecorder::close);
    sampler.finish(() -> 1_000_000 + 250);
    line = ycsb.getSummary();
    assertTrue(line.contains("[READ: Count=10, Max=2000, Min=1000,"), line);
    assertEquals(3, written.size());
  }
}
