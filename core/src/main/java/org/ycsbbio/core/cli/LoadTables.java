package org.ycsbbio.core.cli;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.WritesTables;
import site.ycsb.workloads.CoreWorkload;

/**
 * The tables the load of a workload writes, read from its settings without running it: YCSB's
 * {@code table} for {@link CoreWorkload} and its subclasses, the workload's own list for a
 * {@link WritesTables}. Stateless.
 */
public final class LoadTables {
  private LoadTables() {
  }

  /**
   * The tables the load of {@code props}' {@code workload} writes, each once.
   *
   * @throws ConfigException when the workload class cannot be made or does not say which tables
   *     it writes ({@code refusal} is appended: what to do instead)
   */
  public static List<String> of(Properties props, String refusal) {
    String name = props.getProperty("workload", "").trim();
    Class<?> cls;
    try {
      cls = Class.forName(name);
    } catch (ClassNotFoundException | LinkageError e) {
      throw new ConfigException("workload=" + name + ": cannot be loaded: " + e, e);
    }
    List<String> tables;
    if (WritesTables.class.isAssignableFrom(cls)) {
      try {
        tables = ((WritesTables) cls.getDeclaredConstructor().newInstance()).tablesWritten(props);
      } catch (ReflectiveOperationException e) {
        throw new ConfigException("workload=" + name + ": cannot be made: " + e, e);
      }
    } else if (CoreWorkload.class.isAssignableFrom(cls)) {
      // not made: YCSB's CoreWorkload reaches for its global Measurements when constructed
      tables = List.of(props.getProperty(CoreWorkload.TABLENAME_PROPERTY,
          CoreWorkload.TABLENAME_PROPERTY_DEFAULT).trim());
    } else {
      throw new ConfigException("workload " + name + " does not say which tables its load writes"
          + " (org.ycsbbio.core.api.WritesTables)" + refusal);
    }
    if (tables.isEmpty() || tables.stream().anyMatch(String::isBlank)) {
      throw new ConfigException("workload " + name + " names no table or a blank one: " + tables);
    }
    return List.copyOf(new LinkedHashSet<>(tables));
  }
}
