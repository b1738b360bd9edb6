package org.ycsbbio.nr.gen;

import java.nio.file.Path;
import java.util.List;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.workload.GenCommand;

/**
 * The parsed command line of {@code bin/ycsb nr-gen}: options take their value as the next
 * argument or after {@code =}. Immutable.
 *
 * @param out the output directory; null only with {@code help}
 * @param files number of files
 * @param sequencesPerFile sequences in each file
 * @param seed the generator's seed: the same seed and counts give the same bytes
 * @param gzip write {@code .fa.gz} files
 * @param help {@code -h}/{@code --help} was given: print {@link #HELP}, write nothing
 */
record NrGenOptions(Path out, int files, int sequencesPerFile, long seed, boolean gzip,
    boolean help) implements GenCommand.Arguments {

  static final String USAGE = "usage: bin/ycsb nr-gen --out DIR [--files N] [--sequences N] "
      + "[--seed S] [--gzip]";
  static final String HELP = USAGE + "\n"
      + "  Writes DIR/nr-00001.fa ... (.fa.gz with --gzip): synthetic NR-style protein FASTA\n"
      + "  files for workloads/nr (docs/nr.md). Default: 1 file of 100000 sequences (~43 MB),"
      + " seed 1.\n";

  /** Parses {@code args}; a bad argument is a {@link UsageException} of one line. */
  static NrGenOptions parse(List<String> args) {
    Path out = null;
    int files = 1;
    int sequences = 100_000;
    long seed = 1;
    boolean gzip = false;
    boolean help = false;
    for (int i = 0; i < args.size(); i++) {
      String option = args.get(i);
      String value = null;
      int eq = option.indexOf('=');
      if (option.startsWith("--") && eq > 0) {
        value = option.substring(eq + 1);
        option = option.substring(0, eq);
      }
      switch (option) {
        case "-h", "--help" -> help = true;
        case "--gzip" -> {
          if (value != null) {
            throw new UsageException("nr-gen: --gzip takes no value");
          }
          gzip = true;
        }
        case "--out", "--files", "--sequences", "--seed" -> {
          if (value == null) {
            if (i + 1 >= args.size()) {
              throw new UsageException("nr-gen: " + option + " needs a value");
            }
            value = args.get(++i);
          }
          switch (option) {
            case "--out" -> out = Path.of(value);
            case "--files" -> files = (int) number(option, value, 1, 1_000_000);
            case "--sequences" -> sequences = (int) number(option, value, 1, 1_000_000_000);
            default -> seed = number(option, value, Long.MIN_VALUE, Long.MAX_VALUE);
          }
        }
        default -> throw new UsageException("nr-gen: unknown option " + option + "; " + USAGE);
      }
    }
    if (out == null && !help) {
      throw new UsageException("nr-gen: --out DIR is required; " + USAGE);
    }
    return new NrGenOptions(out, files, sequences, seed, gzip, help);
  }

  private static long number(String option, String value, long min, long max) {
    long v;
    try {
      v = Long.parseLong(value.replace("_", ""));
    } catch (NumberFormatException e) {
      throw new UsageException("nr-gen: " + option + " " + value + ": not a whole number");
    }
    if (v < min || v > max) {
      throw new UsageException("nr-gen: " + option + " " + value + ": must be " + min + ".." + max);
    }
    return v;
  }
}
