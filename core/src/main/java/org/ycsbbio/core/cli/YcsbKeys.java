package org.ycsbbio.core.cli;

import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.config.PropertyReader;
import org.ycsbbio.core.config.YcsbOptions;

/**
 * Validates the values of YCSB's own well-known keys before YCSB parses them, because YCSB turns a
 * bad number into a bare {@code NumberFormatException} and an unknown distribution into a stack
 * trace. Keys YCSB-Bio does not know are left to YCSB and the bindings.
 */
final class YcsbKeys {
  private static final Set<String> COUNTS = Set.of("recordcount", "operationcount", "insertstart",
      "insertcount", "fieldcount", "fieldlength", "minfieldlength", "maxscanlength",
      "minscanlength", "zeropadding", "maxexecutiontime");
  private static final Set<String> PROPORTIONS = Set.of("readproportion", "updateproportion",
      "insertproportion", "scanproportion", "readmodifywriteproportion", "hotspotdatafraction",
      "hotspotopnfraction");
  private static final Map<String, Set<String>> CHOICES = Map.of(
      "requestdistribution", Set.of("uniform", "zipfian", "latest", "hotspot", "sequential",
          "exponential"),
      "fieldlengthdistribution", Set.of("constant", "uniform", "zipfian", "histogram"),
      "scanlengthdistribution", Set.of("uniform", "zipfian"),
      "insertorder", Set.of("hashed", "ordered"),
      "measurementtype", Set.of("histogram", "hdrhistogram", "hdrhistogram+histogram",
          "hdrhistogram+raw", "timeseries", "raw"),
      "measurement.interval", Set.of("op", "intended", "both"),
      "readallfields", Set.of("true", "false"),
      "writeallfields", Set.of("true", "false"),
      "dataintegrity", Set.of("true", "false"));

  private YcsbKeys() {
  }

  static void check(Properties props) {
    PropertyReader r = new PropertyReader(props);
    for (String key : COUNTS) {
      r.longValue(key, 0, 0, Long.MAX_VALUE);
    }
    YcsbOptions.THREADS.read(props);
    r.decimal("target", 0, 0, 1e12);
    YcsbOptions.STATUS_INTERVAL.read(props);
    for (String key : PROPORTIONS) {
      r.decimal(key, 0, 0, 1);
    }
    for (Map.Entry<String, Set<String>> e : CHOICES.entrySet()) {
      String v = props.getProperty(e.getKey());
      if (v != null && !e.getValue().contains(v.trim())) {
        throw new ConfigException(e.getKey() + "=" + v + ": must be one of "
            + String.join(", ", new java.util.TreeSet<>(e.getValue())));
      }
    }
    String workload = props.getProperty("workload");
    if (workload == null) {
      throw new ConfigException("workload: not set (give a workload file with -P)");
    }
    try {
      Class.forName(workload.trim(), false, YcsbKeys.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new ConfigException("workload=" + workload + ": no such class on the class path"
          + YcsbRename.hint(workload), e);
    }
  }
}
