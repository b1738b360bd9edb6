package org.ycsbbio.core.cli;

import java.util.Properties;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.config.YcsbOptions;

/**
 * Checks the values of YCSB's own well-known keys ({@link YcsbOptions}) before YCSB parses them,
 * because YCSB turns a bad number into a bare {@code NumberFormatException} and an unknown
 * distribution into a stack trace. Keys YCSB-Bio does not know are left to YCSB and the bindings.
 */
final class YcsbKeys {
  private YcsbKeys() {
  }

  static void check(Properties props) {
    for (Option<?> o : YcsbOptions.OPTIONS.all()) {
      o.read(props);
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
