package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.export.IntervalSink;
import org.ycsbbio.core.results.NodeOpStats;
import org.ycsbbio.core.testing.TestProperties;
import site.ycsb.Status;

/**
 * A run of 1 h 50 min on an injected clock, longer than the 71.6 minutes after which the int of
 * microseconds YCSB's {@code DBWrapper} reports repeats, through the whole per-operation path: YCSB's {@code DBWrapper} calls for each operation (the base it asks for, the latencies as
 * the ints it computes), {@link ThreadMeasurements}, {@link CompletionClock},
 * {@link ThreadRecorder}, the {@link IntervalSampler} ticking late and seldom, YCSB's
 * per-operation histograms ({@link RecordOnceMeasurements}). Three client threads, each on its own
 * node: one busy from start to end with operations ending 1 µs before and after interval ends,
 * one with a single operation of 72 minutes, one idle for gaps that alias to a few milliseconds
 * or to a negative int (and, with {@code -target}'s {@code both}, 80 minutes behind its
 * schedule). Every operation must count in the interval in which it completed, on sampler grids
 * of 1 s and of one hour (the longest {@code bio.verdict.stall.interval}), and YCSB's counts
 * must equal the nodes'.
 */
class LongRunIntervalsTest {
  private static final long MS = 1_000_000L;
  private static final long MIN = 60_000 * MS;
  private static final long T0 = 123_456_789_000_000L;   // System.nanoTime()'s origin is arbitrary
  private static final long RUN = 110 * MIN;
  private static final long WRAP = CompletionClock.WRAP_NANOS;
  private static final long HALF_WRAP = WRAP / 2;
  private static final int READ = Operation.READ.ordinal();

  /** The injected clock: what every {@link CompletionClock} of the run reads. */
  private long now = T0;

  /** One operation of one client thread: intended start, start, end (ns, clock scale). */
  private record Op(int thread, long intended, long start, long end) {
  }

  /** Counts per interval, per node, of what the sampler wrote. */
  private static final class Capture implements IntervalSink {
    final IntervalClock grid;
    final TreeMap<Long, long[]> ok = new TreeMap<>();
    final TreeMap<Long, long[]> intended = new TreeMap<>();
    long lastStart = Long.MIN_VALUE;

    Capture(IntervalClock grid) {
      this.grid = grid;
    }

    @Override
    public void interval(long runStart, long startMillis, long endMillis,
        List<NodeOpStats> rows) {
      assertTrue(startMillis > lastStart, "each interval once, in order: " + startMillis);
      lastStart = startMillis;
      long k = (startMillis - grid.startMillis()) * MS / grid.intervalNanos();
      for (NodeOpStats row : rows) {
        int node = Integer.parseInt(row.node().substring(1));
        ok.computeIfAbsent(k, x -> new long[3])[node] += row.okCount();
        if (row.intendedOk() != null) {
          intended.computeIfAbsent(k, x -> new long[3])[node] += row.intendedOk().getTotalCount();
        }
      }
    }

    @Override
    public void close() {
    }
  }

  @ParameterizedTest(name = "measurement.interval={0}, sampler interval {1} ms")
  @CsvSource({"op, 1000", "both, 1000", "op, 3600000", "both, 3600000"})
  void everyOperationOfARunLongerThanYcsbsIntRangeCountsInTheIntervalItCompletedIn(String mode,
      long intervalMillis) {
    boolean both = mode.equals("both");
    Properties props = TestProperties.of("measurement.interval", mode).build();
    IntervalClock grid = new IntervalClock(T0, 1_700_000_000_000L, intervalMillis * MS);
    RecordOnceMeasurements ycsb = new RecordOnceMeasurements(props);
    NodeRegistry nodes = new NodeRegistry();
    CopyOnWriteArrayList<ThreadRecorder> recorders = new CopyOnWriteArrayList<>();
    List<ThreadMeasurements> views = new ArrayList<>();
    int[] node = new int[3];
    for (int t = 0; t < 3; t++) {
      node[t] = nodes.register("n" + t).index();
      ThreadRecorder recorder = new ThreadRecorder(grid);
      recorders.add(recorder);
      ThreadMeasurements view = new ThreadMeasurements(ycsb, props);
      view.attach(recorder, both, new CompletionClock(() -> now));
      views.add(view);
    }
    Capture capture = new Capture(grid);
    IntervalSampler sampler = new IntervalSampler(recorders, nodes, List.of(capture), ycsb, grid);

    List<Op> ops = schedule(grid);
    TreeMap<Long, long[]> expected = new TreeMap<>();
    for (Op op : ops) {
      expected.computeIfAbsent(grid.intervalOf(op.end()), x -> new long[3])[op.thread()]++;
    }
    // the sampler ticks late (2.5 intervals, at most 40 s) and seldom (every 5 minutes, or
    // every interval when longer); each tick that finds a thread behind waits up to 20 ms of
    // real time for it to answer, which these simulated threads never do
    long tickEvery = Math.max(grid.intervalNanos(), 5 * MIN);
    long lag = Math.min(grid.intervalNanos() * 5 / 2, 40_000 * MS);
    PriorityQueue<Op> byEnd = new PriorityQueue<>((a, b) -> Long.compare(a.end(), b.end()));
    byEnd.addAll(ops);
    long nextTick = T0 + tickEvery + lag;
    while (!byEnd.isEmpty()) {
      Op op = byEnd.poll();
      while (nextTick < op.end()) {
        now = nextTick;
        sampler.sample(nextTick);
        nextTick += tickEvery;
      }
      now = op.end() + 40;   // the DBWrapper's end reading, then the calls below
      dbWrapperRead(views.get(op.thread()), ycsb, node[op.thread()], op, both);
    }
    for (ThreadMeasurements view : views) {
      assertTrue(view.detach(), "every armed operation was timed through its view");
    }
    sampler.finish(() -> grid.startMillisOf(grid.intervalOf(T0 + RUN) + 1));

    assertEquals(List.of(), differences(expected, capture.ok),
        "intervals (0 = the run's first) whose operations per node differ: interval=[expected] "
        + "[written]");
    if (both) {
      assertEquals(List.of(), differences(expected, capture.intended),
          "the same for the intended-start latencies");
    }
    long[] perThread = new long[3];
    ops.forEach(op -> perThread[op.thread()]++);
    assertTrue(perThread[0] > 100_000 && perThread[1] > 2 && perThread[2] > 2,
        "precondition: " + List.of(perThread[0], perThread[1], perThread[2]));
    String ycsbLine = ycsb.getSummary();
    assertTrue(ycsbLine.contains("[READ: Count=" + ops.size() + ","), ycsbLine);
  }

  /**
   * YCSB's {@code DBWrapper.read} around a binding that answers OK from {@code node}, as seen by
   * the view: the base asked for before the operation (YCSB's intended start in {@code both}
   * mode), the node armed when the binding returns, then both latencies as YCSB's ints.
   */
  private static void dbWrapperRead(ThreadMeasurements view, RecordOnceMeasurements ycsb,
      int node, Op op, boolean both) {
    if (both) {
      ycsb.setIntendedStartTimeNs(op.intended());   // YCSB's ClientThread, before the operation
    }
    long base = view.getIntendedtartTimeNs();
    view.arm(node, READ, false);
    view.measure("READ", (int) ((op.end() - op.start()) / 1000));
    view.measureIntended("READ", (int) ((op.end() - base) / 1000));
    view.reportStatus("READ", Status.OK);
  }

  /** Every operation of the three threads; each thread's operations in order, none overlapping. */
  private static List<Op> schedule(IntervalClock grid) {
    List<Op> ops = new ArrayList<>();
    long length = grid.intervalNanos();
    // thread 0: from start to end, 3 ms each, 50 ms apart, and around every 50th interval end
    // (each one of an hour) one operation ending 1 µs before it and one 1 µs after it
    long t = T0;
    long nextEdge = grid.endNanos(0);
    int edges = 0;
    while (t < T0 + RUN) {
      long end = t + 3 * MS;
      if (end > nextEdge - MS) {
        if (edges++ % 50 == 0 || length > MIN) {
          ops.add(new Op(0, nextEdge - 2 * MS, nextEdge - 2 * MS, nextEdge - 1000));
          ops.add(new Op(0, nextEdge, nextEdge, nextEdge + 1000));
          t = nextEdge + 1000;
        }
        nextEdge += length;
        continue;
      }
      ops.add(new Op(0, t, t, end));
      t = end + 50 * MS;
    }
    // thread 1: a few operations, one of 72 minutes, a few more
    t = T0 + 10 * MS;
    long longOp = 72 * MIN + 7 * MS;
    for (long gap : new long[] {5 * MS, 5 * MS, longOp, 20 * MS, 10 * MS}) {
      long end = t + (gap == longOp ? longOp : 2 * MS);
      ops.add(new Op(1, t, t, end));
      t = end + (gap == longOp ? 10 * MS : gap);
    }
    // thread 2: idle gaps whose int of microseconds aliases to a few milliseconds and to a
    // negative value; with both, 80 minutes behind its schedule for two operations (their
    // intended starts lag their real ones)
    t = T0 + 20 * MS;
    long[] gaps = {WRAP + 3 * MS, 30 * MS, HALF_WRAP + 9 * MS, 1_000 * MS};
    for (int i = 0; i < gaps.length; i++) {
      long behind = i == 1 || i == 2 ? 80 * MIN : 0;
      ops.add(new Op(2, t - behind, t, t + MS));
      t += MS + gaps[i];
    }
    ops.add(new Op(2, t, t, t + MS));
    for (Op op : ops) {
      assertTrue(op.end() < T0 + RUN + 2 * MIN, "precondition: " + op);
    }
    return ops;
  }

  /** The first ten intervals whose counts differ, as "k=[expected] [actual]". */
  private static List<String> differences(TreeMap<Long, long[]> expected,
      TreeMap<Long, long[]> actual) {
    TreeSet<Long> intervals = new TreeSet<>(expected.keySet());
    intervals.addAll(actual.keySet());
    List<String> differ = new ArrayList<>();
    long[] none = new long[3];
    for (long k : intervals) {
      long[] e = expected.getOrDefault(k, none);
      long[] a = actual.getOrDefault(k, none);
      if (!Arrays.equals(e, a) && differ.size() < 10) {
        differ.add(k + "=" + Arrays.toString(e) + " " + Arrays.toString(a));
      }
    }
    return differ;
  }
}
