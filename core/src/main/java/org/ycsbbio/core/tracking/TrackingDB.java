package org.ycsbbio.core.tracking;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.ycsbbio.core.api.MissingKeys;
import org.ycsbbio.core.api.NodeAwareDB;
import org.ycsbbio.core.api.NodeRegistry;
import org.ycsbbio.core.api.Operation;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * The shared per-node tracker, as a YCSB {@link DB} decorator around any binding (the class named
 * by {@code bio.binding.class}); YCSB's own {@code DBWrapper} wraps this in turn and keeps timing
 * every operation. When the binding returns, the decorator notes which node served it (named by
 * the binding through {@link NodeAwareDB#servedBy}; plain YCSB bindings count as
 * {@value NodeRegistry#UNATTRIBUTED}), and its {@link ThreadMeasurements} view records YCSB's
 * own latency under that node: no extra clock reads, no locks, no thread-local lookups, no
 * allocation per operation. A read of a {@linkplain MissingKeys missing key} is recorded as
 * {@link Operation#READ_MISSING}, successful when the binding answers NOT_FOUND.
 *
 * <p>One instance per client thread, like every YCSB {@code DB}; needs
 * {@link NodeTrackingMeasurements#install} before YCSB creates its {@code DB}s ({@code bin/ycsb}
 * does this), and must be built through YCSB's {@code DBFactory}, which wraps it in the
 * {@code DBWrapper} that keeps this instance's view.
 */
public final class TrackingDB extends DB {
  private static final int READ = Operation.READ.ordinal();
  private static final int UPDATE = Operation.UPDATE.ordinal();
  private static final int INSERT = Operation.INSERT.ordinal();
  private static final int SCAN = Operation.SCAN.ordinal();
  private static final int DELETE = Operation.DELETE.ordinal();
  private static final int READ_MISSING = Operation.READ_MISSING.ordinal();

  private DB binding;
  private NodeAwareDB nodeAware;
  private TrackingSession session;
  private final ThreadMeasurements measurements = NodeTrackingMeasurements.newThreadView();
  private int unattributed = -1;

  /** Built by YCSB's {@code DBFactory}, one per client thread. */
  public TrackingDB() {
    TrackingRuntime.threadBuilt();
  }

  @Override
  public void init() throws DBException {
    session = TrackingRuntime.acquire(getProperties());
    try {
      if (measurements == null) {
        throw new DBException("per-node tracking needs NodeTrackingMeasurements installed before "
            + "the run (start runs with bin/ycsb)");
      }
      binding = instantiate(session.config().bindingClass());
      binding.setProperties(getProperties());
      if (binding instanceof NodeAwareDB aware) {
        aware.useContext(session.context());
        nodeAware = aware;
      }
      measurements.attach(session.newThreadRecorder(), session.config().trackIntended(),
          new CompletionClock(System::nanoTime));
      binding.init();
    } catch (DBException | RuntimeException e) {
      // YCSB's client thread prints the exception's stack trace twice and ends: the run log
      // says it once (the trace only with bio.debug) and fails the run
      if (measurements != null) {
        measurements.detach();   // this thread records nothing: the time series must not wait
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
      if (measurements.detach()) {
        TrackingRuntime.release(session);
      } else {
        String why = "YCSB did not time this thread's operations through the per-node tracker "
            + "(TrackingDB must be built by YCSB's DBFactory after NodeTrackingMeasurements.install)";
        session.context().log().fail(why);
        TrackingRuntime.threadFailed(session, why);
      }
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    Status status = binding.read(table, key, fields, result);
    if (MissingKeys.isMissing(key)) {
      return served(READ_MISSING, status, !Status.NOT_FOUND.equals(status));
    }
    return served(READ, status);
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return served(SCAN, binding.scan(table, startkey, recordcount, fields, result));
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return served(UPDATE, binding.update(table, key, values));
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return served(INSERT, binding.insert(table, key, values));
  }

  @Override
  public Status delete(String table, String key) {
    return served(DELETE, binding.delete(table, key));
  }

  private Status served(int op, Status status) {
    return served(op, status, status == null || !status.isOk());
  }

  private Status served(int op, Status status, boolean failed) {
    int node = nodeAware == null ? -1 : nodeAware.takeServedNodeIndex();
    if (node < 0) {
      node = unattributedIndex();
    }
    measurements.arm(node, op, failed);
    return status;
  }

  private int unattributedIndex() {
    if (unattributed < 0) {
      unattributed = session.nodes().register(NodeRegistry.UNATTRIBUTED).index();
    }
    return unattributed;
  }
}
