package org.ycsbbio.core.api;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The YCSB-Bio installation the launcher runs from ({@code -Dycsb.bio.home}, set by
 * {@code bin/ycsb}): its binding registry {@code bindings/bindings.properties} (lines
 * {@code name=module:fully.qualified.Class} for bindings, {@code command.name=module} for the
 * commands binding modules add) and its {@code workloads/} folder.
 *
 * @param dir the installation's root folder
 * @param bindings binding name → class name, sorted by name
 * @param commandModules name of a command a binding module adds → that module, sorted by name
 */
public record Home(Path dir, Map<String, String> bindings, Map<String, String> commandModules) {
  /** System property naming the installation folder. */
  public static final String PROPERTY = "ycsb.bio.home";
  private static final String COMMAND = "command.";

  public Home {
    bindings = Collections.unmodifiableMap(new TreeMap<>(bindings));
    commandModules = Collections.unmodifiableMap(new TreeMap<>(commandModules));
  }

  /** An installation in {@code dir} with these bindings and no binding commands. */
  public Home(Path dir, Map<String, String> bindings) {
    this(dir, bindings, Map.of());
  }

  /** Reads the installation named by {@value #PROPERTY} (default: the working directory). */
  public static Home load() {
    return load(Path.of(System.getProperty(PROPERTY, ".")));
  }

  /** Reads the installation in {@code root}. */
  public static Home load(Path root) {
    Path dir = root.toAbsolutePath().normalize();
    Path registry = dir.resolve("bindings/bindings.properties");
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(registry, StandardCharsets.UTF_8)) {
      p.load(r);
    } catch (IOException e) {
      throw new ConfigException("cannot read the binding registry " + registry + ": " + e.getMessage(), e);
    }
    Map<String, String> bindings = new TreeMap<>();
    Map<String, String> commands = new TreeMap<>();
    for (String name : p.stringPropertyNames()) {
      String value = p.getProperty(name).trim();
      if (name.startsWith(COMMAND)) {
        if (!value.matches("[A-Za-z0-9_-]+")) {
          throw new ConfigException(registry + ": " + name + "=" + value + ": expected a module name");
        }
        commands.put(name.substring(COMMAND.length()), value);
        continue;
      }
      int colon = value.indexOf(':');
      if (colon < 1 || colon == value.length() - 1) {
        throw new ConfigException(registry + ": " + name + "=" + value
            + ": expected module:fully.qualified.ClassName");
      }
      bindings.put(name, value.substring(colon + 1));
    }
    return new Home(dir, bindings, commands);
  }

  /** The class of binding {@code name}; fails listing the known names. */
  public String bindingClass(String name) {
    String cls = bindings.get(name);
    if (cls == null) {
      throw new ConfigException("unknown binding '" + name + "' (known: "
          + String.join(", ", bindings.keySet()) + ")");
    }
    return cls;
  }

  /**
   * The workload files shipped in {@code workloads/}, sorted: the top-level ones and the study
   * profiles as {@code studies/<study>/<file>} (input data folders such as the SSEARCH sample are
   * not workloads).
   */
  public List<String> workloads() {
    Path root = dir.resolve("workloads");
    try (Stream<Path> files = Files.walk(root, 3)) {
      return files.filter(Files::isRegularFile).map(f -> root.relativize(f).toString())
          .filter(w -> w.indexOf('/') < 0 || w.startsWith("studies/")).sorted().toList();
    } catch (IOException e) {
      return List.of();
    }
  }

  /**
   * Runs {@code bin/ycsb ARGS} of this installation in a child JVM with this JVM's flags and
   * class path, sharing stdout and stderr: a command runs each phase exactly as a user would.
   *
   * @return the child's exit status
   */
  public int runYcsb(List<String> args) throws IOException, InterruptedException {
    return ChildJvm.run(this, args);
  }
}
