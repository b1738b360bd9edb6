package org.ycsbbio.core.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.UsageException;

/**
 * The arguments of {@code bin/ycsb load|run BINDING [options]}, exactly as upstream YCSB takes
 * them ({@code -P file}, {@code -p key=value}, {@code -threads N}, {@code -target OPS},
 * {@code -s}, {@code -l label}), parsed once to validate them before YCSB's {@code Client} sees
 * the same list.
 *
 * @param load true for {@code load}, false for {@code run}
 * @param binding the binding name
 * @param options the options after the binding, unchanged
 * @param properties the merged properties as YCSB will see them ({@code -p} over {@code -P})
 * @param workloadFiles the {@code -P} files in order
 * @param targetGiven whether {@code -target} was given
 */
public record YcsbArgs(boolean load, String binding, List<String> options, Properties properties,
    List<Path> workloadFiles, boolean targetGiven) {

  public YcsbArgs {
    options = List.copyOf(options);
    workloadFiles = List.copyOf(workloadFiles);
  }

  /** Parses {@code args} = {@code [load|run, binding, options...]}. */
  public static YcsbArgs parse(List<String> args) {
    if (args.size() < 2) {
      throw new UsageException("usage: ycsb load|run BINDING -P WORKLOAD [-p key=value]... "
          + "[-threads N] [-target OPS] [-s]");
    }
    boolean load = switch (args.get(0)) {
      case "load" -> true;
      case "run" -> false;
      default -> throw new UsageException("expected load or run, got '" + args.get(0) + "'");
    };
    List<String> options = args.subList(2, args.size());
    Properties fileProps = new Properties();
    Properties cmdProps = new Properties();
    List<Path> files = new ArrayList<>();
    boolean target = false;
    for (int i = 0; i < options.size(); i++) {
      String opt = options.get(i);
      switch (opt) {
        case "-s" -> {
        }
        case "-P" -> {
          Path file = Path.of(value(options, ++i, opt));
          files.add(file);
          loadInto(fileProps, file);
        }
        case "-p" -> {
          String kv = value(options, ++i, opt);
          int eq = kv.indexOf('=');
          if (eq < 1) {
            throw new UsageException("-p " + kv + ": expected key=value");
          }
          cmdProps.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
        }
        case "-threads" -> cmdProps.setProperty("threadcount", value(options, ++i, opt));
        case "-target" -> {
          cmdProps.setProperty("target", value(options, ++i, opt));
          target = true;
        }
        case "-l" -> cmdProps.setProperty("label", value(options, ++i, opt));
        default -> throw new UsageException("unknown option '" + opt
            + "' (accepted: -P file, -p key=value, -threads N, -target OPS, -s, -l label)");
      }
    }
    Properties merged = new Properties();
    merged.putAll(fileProps);
    merged.putAll(cmdProps);
    return new YcsbArgs(load, args.get(1), options, merged, files, target);
  }

  private static String value(List<String> options, int i, String opt) {
    if (i >= options.size()) {
      throw new UsageException(opt + ": missing value");
    }
    return options.get(i);
  }

  private static void loadInto(Properties props, Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      props.load(in);
    } catch (IOException e) {
      throw new ConfigException("cannot read workload file " + file + ": "
          + (e instanceof java.nio.file.NoSuchFileException ? "no such file" : e.getMessage()), e);
    }
  }
}
