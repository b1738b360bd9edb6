package org.ycsbbio.core.tracking;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.function.LongSupplier;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.api.MissingKeys;
import org.ycsbbio.core.api.NodeAwareDB;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.api.Operation;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;

/**
 * The shared per-node tracker, as a YCSB {@link DB} decorator around any binding (the class named
 * by {@code bio.binding.class}); YCSB's own {@code DBWrapper} wraps this in turn and times every
 * operation for YCSB's numbers, which tracking leaves alone. This decorator times the binding's
 * call itself (two clock readings) and records the latency in its client thread's
 * {@link ThreadRecorder} under the node that served it (named by the binding through
 * {@link NodeAwareDB#servedBy}; plain YCSB bindings count as {@value NodeRegistry#UNATTRIBUTED}),
 * in the interval in which the call completed: no locks, no thread-local lookups, no allocation
 * per operation. With {@code -target} ({@code measurement.interval} {@code both} or
 * {@code intended}) the latency from the operation's intended start, which YCSB's public
 * {@link Measurements#getIntendedtartTimeNs} gives, is recorded too. A read of a
 * {@linkplain MissingKeys missing key} is recorded as {@link Operation#READ_MISSING}, successful
 * when the binding answers NOT_FOUND.
 *
 * <p>One instance per client thread, like every YCSB {@code DB}; confined to its thread.
 */
@NotThreadSafe
public final class TrackingDB extends DB {
  private static final int READ = Operation.READ.ordinal();
  private static final int UPDATE = Operation.UPDATE.ordinal();
  private static final int INSERT = Operation.INSERT.ordinal();
  private static final int SCAN = Operation.SCAN.ordinal();
  private static final int DELETE = Operation.DELETE.ordinal();
  private static final int READ_MISSING = Operation.READ_MISSING.ordinal();

  private final LongSupplier nanoClock;
  private DB binding;
  private NodeAwareDB nodeAware;
  private TrackingSession session;
  private ThreadRecorder recorder;
  /** YCSB's measurements, for the intended start; null when intended latency is not tracked. */
  private Measurements intended;
  private int unattributed = -1;

  /** Built by YCSB's {@code DBFactory}, one per client thread. */
  public TrackingDB() {
    this(System::nanoTime);
  }

  /** A tracker timing operations with {@code nanoClock} ({@link System#nanoTime()} scale). */
  TrackingDB(LongSupplier nanoClock) {
    this.nanoClock = nanoClock;
    TrackingRuntime.threadBuilt();
  }

  @Override
  public void init() throws DBException {
    session = TrackingRuntime.acquire(getProperties());
    try {
      binding = instantiate(session.config().bindingClass());
      binding.setProperties(getProperties());
      if (binding instanceof NodeAwareDB aware) {
        aware.useContext(session.context());
        nodeAware = aware;
      }
      intended = session.config().trackIntended() ? Measurements.getMeasurements() : null;
      recorder = session.newThreadRecorder();
      binding.init();
    } catch (DBException | RuntimeException e) {
      // YCSB's client thread prints the exception's stack trace twice and ends: the run log
      // says it once (the trace only with bio.debug) and fails the run
      if (recorder != null) {
        recorder.close();   // this thread records nothing: the time series must not wait
      }
      String why = e.getMessage() != null ? e.getMessage() : e.toString();
      session.context().log().fail(why, e);
      TrackingRuntime.threadFailedToStart(session, "a client thread failed to start: " + why);
      throw new ReportedStartFailure(why);
    }
  }

  /** A start failure the run log has reported: YCSB's client thread prints nothing more. */
  private static final class ReportedStartFailure extends DBException {
    private static final long serialVersionUID = 1L;

    ReportedStartFailure(String message) {
      super(message);
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
      return this;
    }

    @Override
    public void printStackTrace(PrintStream s) {
      // reported once by the run log
    }

    @Override
    public void printStackTrace(PrintWriter s) {
      // reported once by the run log
    }
  }

  private static DB instantiate(String className) throws DBException {
    try {
      return (DB) Class.forName(className).getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | ClassCastException e) {
      throw new DBException("bio.binding.class=" + className + ": cannot create this binding ("
          + e + ")", e);
    }
  }

  @Override
  public void cleanup() throws DBException {
    try {
      binding.cleanup();
    } finally {
      recorder.close();
      TrackingRuntime.release(session);
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    long intendedStart = intendedStart();
    long start = nanoClock.getAsLong();
    Status status = binding.read(table, key, fields, result);
    long end = nanoClock.getAsLong();
    if (MissingKeys.isMissing(key)) {
      record(READ_MISSING, !Status.NOT_FOUND.equals(status), intendedStart, start, end);
    } else {
      record(READ, status, intendedStart, start, end);
    }
    return status;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    long intendedStart = intendedStart();
    long start = nanoClock.getAsLong();
    Status status = binding.scan(table, startkey, recordcount, fields, result);
    record(SCAN, status, intendedStart, start, nanoClock.getAsLong());
    return status;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    long intendedStart = intendedStart();
    long start = nanoClock.getAsLong();
    Status status = binding.update(table, key, values);
    record(UPDATE, status, intendedStart, start, nanoClock.getAsLong());
    return status;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    long intendedStart = intendedStart();
    long start = nanoClock.getAsLong();
    Status status = binding.insert(table, key, values);
    record(INSERT, status, intendedStart, start, nanoClock.getAsLong());
    return status;
  }

  @Override
  public Status delete(String table, String key) {
    long intendedStart = intendedStart();
    long start = nanoClock.getAsLong();
    Status status = binding.delete(table, key);
    record(DELETE, status, intendedStart, start, nanoClock.getAsLong());
    return status;
  }

  /** YCSB's intended start of the coming operation when tracked, else 0 (read before it starts). */
  private long intendedStart() {
    Measurements m = intended;
    return m == null ? 0 : m.getIntendedtartTimeNs();
  }

  private void record(int op, Status status, long intendedStart, long start, long end) {
    record(op, status == null || !status.isOk(), intendedStart, start, end);
  }

  /**
   * Records one operation that ran from {@code start} to {@code end} under the node the binding
   * named, in the interval in which it completed.
   */
  private void record(int op, boolean failed, long intendedStart, long start, long end) {
    int node = nodeAware == null ? -1 : nodeAware.takeServedNodeIndex();
    if (node < 0) {
      node = unattributedIndex();
    }
    ThreadRecorder r = recorder;
    if (r.handOverDue(end)) {
      r.handOver(end);
    }
    r.record(Slots.of(node, op, failed, false), (end - start) / 1000);
    if (intended != null) {
      r.record(Slots.of(node, op, failed, true), (end - intendedStart) / 1000);
    }
  }

  private int unattributedIndex() {
    if (unattributed < 0) {
      unattributed = session.nodes().register(NodeRegistry.UNATTRIBUTED).index();
    }
    return unattributed;
  }
}
