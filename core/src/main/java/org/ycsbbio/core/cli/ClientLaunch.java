package org.ycsbbio.core.cli;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.ycsbbio.core.api.ChecksSettings;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.NodeAwareDB;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.config.YcsbOptions;
import org.ycsbbio.core.tracking.TrackingConfig;
import org.ycsbbio.core.tracking.TrackingDB;
import org.ycsbbio.core.tracking.TrackingExporter;
import site.ycsb.DB;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * Turns validated {@link YcsbArgs} into the argument list of YCSB's own {@code site.ycsb.Client}:
 * {@code -load}/{@code -t}, {@code -db} (the tracker, or the bare binding when
 * {@code bio.tracking=false}), the user's options unchanged, then the {@code bio.*} settings the
 * tracker needs. With {@code -target} and no {@code measurement.interval}, intended-start
 * (coordinated-omission corrected) latency is switched on ({@code measurement.interval=both}).
 */
public final class ClientLaunch {
  private ClientLaunch() {
  }

  /** Validates everything that can be checked before the run and returns Client's arguments. */
  public static List<String> clientArgs(YcsbArgs args, Home home) {
    String bindingClass = home.bindingClass(args.binding());
    Properties props = args.properties();
    YcsbKeys.check(props);
    validateBinding(bindingClass, props);
    validateWorkload(props.getProperty("workload").trim(), props);
    validateExporter(props.getProperty("exporter"));
    boolean tracking = tracking(args);
    List<String> out = new ArrayList<>();
    out.add(args.load() ? "-load" : "-t");
    out.add("-db");
    out.add(tracking ? TrackingDB.class.getName() : bindingClass);
    out.addAll(args.options());
    if (!tracking) {
      int metricsPort = TrackingConfig.METRICS_PORT.read(props);
      if (metricsPort != 0) {
        throw TrackingConfig.METRICS_PORT.invalid(Integer.toString(metricsPort),
            "live metrics need per-node tracking (bio.tracking=false turns it off)");
      }
      return out;
    }
    String phase = args.load() ? "load" : "run";
    add(out, TrackingConfig.BINDING_CLASS, bindingClass);
    add(out, TrackingConfig.BINDING_NAME, args.binding());
    add(out, TrackingConfig.PHASE, phase);
    if (!args.workloadFiles().isEmpty()) {
      add(out, TrackingConfig.WORKLOAD_FILE, args.workloadFiles().get(0).toString());
    }
    if (TrackingConfig.RESULTS.read(props) == null) {
      add(out, TrackingConfig.RESULTS, TrackingConfig.defaultResultsDir(phase, args.binding(),
          LocalDateTime.now()).toString());
    }
    String userExporter = props.getProperty("exporter");
    if (userExporter != null) {
      add(out, TrackingConfig.EXPORTER_DELEGATE, userExporter);
    }
    add(out, "exporter", TrackingExporter.class.getName());
    String intervalKey = YcsbOptions.MEASUREMENT_INTERVAL.key();
    if (args.targetGiven() && props.getProperty(intervalKey) == null) {
      add(out, YcsbOptions.MEASUREMENT_INTERVAL, "both");
    }
    Properties effective = new Properties();
    effective.putAll(props);
    effective.setProperty(TrackingConfig.BINDING_CLASS.key(), bindingClass);
    TrackingConfig.from(effective);
    return out;
  }

  /** Whether per-node tracking is on ({@code bio.tracking}, default true). */
  static boolean tracking(YcsbArgs args) {
    return TrackingConfig.TRACKING.read(args.properties());
  }

  /**
   * The properties YCSB's {@code Client} will build from {@code clientArgs}: the user's merged
   * {@code -P}/{@code -p} values plus the {@code -p} settings added here.
   */
  static Properties measurementProperties(YcsbArgs args, List<String> clientArgs) {
    Properties props = new Properties();
    props.putAll(args.properties());
    for (int i = 0; i + 1 < clientArgs.size(); i++) {
      if (clientArgs.get(i).equals("-p")) {
        String kv = clientArgs.get(++i);
        int eq = kv.indexOf('=');
        props.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
      }
    }
    return props;
  }

  private static void add(List<String> out, Option<?> option, String value) {
    add(out, option.key(), value);
  }

  private static void add(List<String> out, String key, String value) {
    out.add("-p");
    out.add(key + "=" + value);
  }

  /**
   * A user's {@code exporter} must be a YCSB exporter class: YCSB would only find out when the run
   * is over.
   */
  private static void validateExporter(String className) {
    if (className == null) {
      return;
    }
    Class<?> exporter;
    try {
      exporter = Class.forName(className.trim(), false, ClientLaunch.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new ConfigException("exporter=" + className + ": no such class on the class path"
          + YcsbRename.hint(className), e);
    }
    if (!MeasurementsExporter.class.isAssignableFrom(exporter)) {
      throw new ConfigException("exporter=" + className + ": not a "
          + MeasurementsExporter.class.getName());
    }
  }

  /**
   * A workload that checks its own settings ({@link ChecksSettings}) rejects an unknown or bad key
   * here, in one line: from its {@code init()}, YCSB would print a stack trace.
   */
  private static void validateWorkload(String className, Properties props) {
    ChecksSettings workload;
    try {
      Class<?> type = Class.forName(className, false, ClientLaunch.class.getClassLoader());
      if (!ChecksSettings.class.isAssignableFrom(type)) {
        return;
      }
      workload = (ChecksSettings) type.getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | LinkageError e) {
      throw new ConfigException("workload=" + className + ": cannot be built: " + e, e);
    }
    workload.validate(props);
  }

  private static void validateBinding(String className, Properties props) {
    Object binding;
    try {
      binding = Class.forName(className).getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | LinkageError e) {
      throw new ConfigException("binding class " + className + " cannot be loaded: " + e
          + YcsbRename.hint(className), e);
    }
    if (!(binding instanceof DB)) {
      throw new ConfigException("binding class " + className + " is not a site.ycsb.DB");
    }
    if (binding instanceof NodeAwareDB aware) {
      aware.validate(props);
    }
  }
}
