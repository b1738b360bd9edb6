package org.ycsbbio.core.tracking;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import net.jcip.annotations.ThreadSafe;
import org.apache.htrace.core.HTraceConfiguration;
import org.apache.htrace.core.Tracer;
import org.ycsbbio.core.api.YcsbBioException;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBWrapper;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;

/**
 * What per-node tracking relies on in YCSB's {@code DBWrapper}, checked against the YCSB core on
 * the class path before a run: the wrapper keeps the {@code Measurements} that
 * {@link Measurements#getMeasurements()} returns when it is built, and for each operation asks
 * it for the base of the intended-start latency, calls the binding, then reports the operation's
 * latency ({@code measure}), its intended-start latency ({@code measureIntended}) and its status
 * ({@code reportStatus}), in that order, on the calling thread — as YCSB 0.17.0 does, and as
 * {@link ThreadMeasurements} expects. A YCSB core that does otherwise stops the run with one
 * message before it starts, rather than measuring wrongly. Stateless.
 */
@ThreadSafe
final class DbWrapperContract {
  /** The calls YCSB 0.17.0's {@code DBWrapper.read} makes around a binding that answers OK. */
  static final List<String> EXPECTED = List.of("getIntendedtartTimeNs", "binding.read",
      "measure READ", "measureIntended READ", "reportStatus READ OK");
  private static final Tracer TRACER = new Tracer.Builder("ycsb-bio-contract")
      .conf(HTraceConfiguration.fromMap(Map.of())).build();

  private DbWrapperContract() {
  }

  /**
   * Runs one read through a real {@code DBWrapper} around a probe binding, with a probe as
   * YCSB's singleton while the wrapper is built (YCSB's own afterwards, unchanged), and
   * {@linkplain #verify verifies} the calls it saw.
   */
  static void check() {
    List<String> calls = new ArrayList<>();
    Measurements probe = new Probe(calls);
    DB wrapper;
    synchronized (Measurements.class) {
      Measurements before = Measurements.getMeasurements();
      NodeTrackingMeasurements.place(probe);
      try {
        wrapper = new DBWrapper(new ProbeDb(calls), TRACER);
      } finally {
        NodeTrackingMeasurements.place(before);
      }
    }
    wrapper.read("probe", "probe", null, new HashMap<>());
    verify(calls);
  }

  /** Throws a {@link YcsbBioException} naming both sequences when {@code calls} differ. */
  static void verify(List<String> calls) {
    if (!calls.equals(EXPECTED)) {
      throw new YcsbBioException("per-node tracking cannot time operations with the YCSB core "
          + "at " + Measurements.class.getProtectionDomain().getCodeSource().getLocation()
          + ": its DBWrapper calls " + calls + " for a read, YCSB 0.17.0's call " + EXPECTED
          + " (run with -p bio.tracking=false, or with site.ycsb:core 0.17.0)");
    }
  }

  /** Notes each call YCSB makes; no measurement. */
  private static final class Probe extends Measurements {
    private final List<String> calls;

    Probe(List<String> calls) {
      super(new Properties());
      this.calls = calls;
    }

    @Override
    public long getIntendedtartTimeNs() {
      calls.add("getIntendedtartTimeNs");
      return System.nanoTime();
    }

    @Override
    public void measure(String operation, int latency) {
      calls.add("measure " + operation);
    }

    @Override
    public void measureIntended(String operation, int latency) {
      calls.add("measureIntended " + operation);
    }

    @Override
    public void reportStatus(String operation, Status status) {
      calls.add("reportStatus " + operation + " " + status.getName());
    }
  }

  /** A binding that notes its read and answers OK (YCSB's {@code BasicDB}, never initialised). */
  private static final class ProbeDb extends BasicDB {
    private final List<String> calls;

    ProbeDb(List<String> calls) {
      this.calls = calls;
    }

    @Override
    public Status read(String table, String key, Set<String> fields,
        Map<String, ByteIterator> result) {
      calls.add("binding.read");
      return Status.OK;
    }
  }
}
