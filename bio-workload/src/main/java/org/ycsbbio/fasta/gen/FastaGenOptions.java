package org.ycsbbio.fasta.gen;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.workload.GenCommand;

/**
 * The parsed command line of {@code bin/ycsb fasta-gen}. Options take their value as the next
 * argument or after {@code =}; {@code --size} and {@code --queries-per-file} exclude each other.
 * Immutable.
 *
 * @param out     the output directory; null only with {@code help}
 * @param first   ordinal of the first file
 * @param files   number of files
 * @param threads generating threads
 * @param gzip    write {@code .m10.gz} files
 * @param help    {@code -h}/{@code --help} was given: print {@link #HELP}, write nothing
 * @param config  what each file holds
 */
record FastaGenOptions(Path out, int first, int files, int threads, boolean gzip, boolean help,
    M10GeneratorConfig config) implements GenCommand.Arguments {

  static final String USAGE = "usage: bin/ycsb fasta-gen --out DIR [--files N] "
      + "[--size 10MB | --queries-per-file Q] [--hits-per-query H] [--repeat-fraction F] "
      + "[--first K] [--threads T] [--seed S] [--gzip]";
  static final String HELP = USAGE + "\n"
      + "  Writes DIR/gen-00001.m10 ... (.m10.gz with --gzip): synthetic ssearch36 -m 10 files.\n"
      + "  --size: target uncompressed bytes per file (B, KB, MB, GB = 10^3.., KiB, MiB, GiB"
      + " = 2^10..);\n"
      + "  default: 1 query of " + M10GeneratorConfig.DEFAULT_HITS_PER_QUERY
      + " hits per file (~4 MB), seed " + M10GeneratorConfig.DEFAULT_SEED + ".\n";
  private static final int MAX_FILES = 1_000_000_000;
  private static final int MAX_THREADS = 64;

  /** Parses {@code args}; a bad argument is a {@link ConfigException} with one line of text. */
  static FastaGenOptions parse(List<String> args) {
    Path out = null;
    int files = 1;
    int first = 1;
    int threads = 1;
    int queries = 1;
    int hits = M10GeneratorConfig.DEFAULT_HITS_PER_QUERY;
    long size = 0;
    double repeats = M10GeneratorConfig.DEFAULT_REPEAT_FRACTION;
    long seed = M10GeneratorConfig.DEFAULT_SEED;
    boolean gzip = false;
    boolean help = false;
    boolean sawQueries = false;
    boolean sawSize = false;
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      String option = arg;
      String value = null;
      int eq = arg.indexOf('=');
      if (arg.startsWith("--") && eq > 0) {
        option = arg.substring(0, eq);
        value = arg.substring(eq + 1);
      }
      switch (option) {
        case "-h", "--help" -> help = true;
        case "--gzip" -> {
          if (value != null) {
            throw error("--gzip takes no value");
          }
          gzip = true;
        }
        case "--out", "--files", "--first", "--threads", "--size", "--queries-per-file",
            "--hits-per-query", "--repeat-fraction", "--seed" -> {
          if (value == null) {
            if (i + 1 >= args.size()) {
              throw error(option + " needs a value");
            }
            value = args.get(++i);
          }
          switch (option) {
            case "--out" -> out = directory(value);
            case "--files" -> files = intValue(option, value, 1, MAX_FILES);
            case "--first" -> first = intValue(option, value, 1, MAX_FILES);
            case "--threads" -> threads = intValue(option, value, 1, MAX_THREADS);
            case "--queries-per-file" -> {
              queries = intValue(option, value, M10GeneratorConfig.MIN_QUERIES,
                  M10GeneratorConfig.MAX_QUERIES);
              sawQueries = true;
            }
            case "--hits-per-query" -> hits = intValue(option, value, M10GeneratorConfig.MIN_HITS,
                M10GeneratorConfig.MAX_HITS);
            case "--size" -> {
              size = byteSize(value);
              sawSize = true;
            }
            case "--repeat-fraction" -> repeats = fraction(value);
            default -> seed = longValue(option, value);        // --seed
          }
        }
        default -> throw error(arg.startsWith("-") ? "unknown option '" + arg + "'"
            : "unexpected argument '" + arg + "'");
      }
    }
    if (!help) {
      if (out == null) {
        throw error("--out DIR is required");
      }
      if (sawQueries && sawSize) {
        throw error("--size and --queries-per-file exclude each other");
      }
      if ((long) first + files - 1 > MAX_FILES) {
        throw error("--first + --files - 1 must be <= " + MAX_FILES);
      }
    }
    return new FastaGenOptions(out, first, files, threads, gzip, help,
        new M10GeneratorConfig(seed, queries, hits, size, repeats));
  }

  private static ConfigException error(String problem) {
    return new ConfigException("fasta-gen: " + problem + " (" + USAGE + ")");
  }

  private static Path directory(String value) {
    if (value.isEmpty()) {
      throw error("--out needs a directory");
    }
    try {
      return Path.of(value);
    } catch (RuntimeException e) {
      throw error("--out: bad path '" + value + "'");
    }
  }

  private static int intValue(String option, String value, int lo, int hi) {
    long v;
    try {
      v = Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw error(option + ": expected an integer in [" + lo + ", " + hi + "], got '" + value
          + "'");
    }
    if (v < lo || v > hi) {
      throw error(option + ": expected an integer in [" + lo + ", " + hi + "], got " + v);
    }
    return (int) v;
  }

  private static long longValue(String option, String value) {
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw error(option + ": expected a 64-bit integer, got '" + value + "'");
    }
  }

  private static double fraction(String value) {
    double v;
    try {
      v = Double.parseDouble(value);
    } catch (NumberFormatException e) {
      v = Double.NaN;
    }
    if (!(v >= 0 && v <= 1)) {
      throw error("--repeat-fraction: expected a number in [0, 1], got '" + value + "'");
    }
    return v;
  }

  /**
   * {@code --size}: "10MB" = 10,000,000; "10MiB" = 10,485,760; also B, KB/KiB, GB/GiB, K/M/G
   * (decimal) and fractions.
   */
  private static long byteSize(String value) {
    String s = value.trim();
    int i = 0;
    while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.')) {
      i++;
    }
    String number = s.substring(0, i);
    double unit = switch (s.substring(i).trim().toUpperCase(Locale.ROOT)) {
      case "", "B" -> 1;
      case "K", "KB" -> 1e3;
      case "M", "MB" -> 1e6;
      case "G", "GB" -> 1e9;
      case "KIB" -> 1024.0;
      case "MIB" -> 1024.0 * 1024;
      case "GIB" -> 1024.0 * 1024 * 1024;
      default -> throw error("--size: unknown unit in '" + value
          + "' (use B, KB, MB, GB, KiB, MiB, GiB)");
    };
    double v;
    try {
      v = Double.parseDouble(number);
    } catch (NumberFormatException e) {
      throw error("--size: expected e.g. 10MB, got '" + value + "'");
    }
    double bytes = Math.rint(v * unit);
    if (!(bytes >= M10GeneratorConfig.MIN_TARGET_BYTES
        && bytes <= M10GeneratorConfig.MAX_TARGET_BYTES)) {
      throw error("--size: must be between " + M10GeneratorConfig.MIN_TARGET_BYTES
          + " B and 1 TiB, got '" + value + "'");
    }
    return (long) bytes;
  }
}
