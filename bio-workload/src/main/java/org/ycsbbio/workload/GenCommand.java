package org.ycsbbio.workload;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.YcsbBioException;

/**
 * The frame of a {@code bin/ycsb} command that writes synthetic input files for a file workload
 * ({@code fasta-gen}, {@code nr-gen}): parses the arguments, prints the help when asked, creates
 * the output directory, times the writing and prints one summary line to stdout,
 * {@code NAME: COUNTS seconds=S MB/s=R} (MB = 10^6 bytes), e.g.
 * {@code nr-gen: files=2 sequences=200000 residues=76612345 bytes=90123456 seconds=3.210
 * MB/s=28.1}. A bad argument is the parser's {@link org.ycsbbio.core.api.ConfigException} (exit
 * status 2); a directory that cannot be created or written is a {@link YcsbBioException} naming
 * it. Stateless and thread-safe, as commands found through {@link java.util.ServiceLoader} are.
 *
 * @param <O> the parsed arguments
 */
public abstract class GenCommand<O extends GenCommand.Arguments> implements Command {
  /** The parsed arguments of a gen command. */
  public interface Arguments {
    /** The directory the files go to; null only with {@link #help()}. */
    Path out();

    /** Whether {@code -h}/{@code --help} was given: print the help, write nothing. */
    boolean help();
  }

  /**
   * What a command wrote.
   *
   * @param counts the summary line's counts, e.g. {@code files=2 sequences=200000}
   * @param rateBytes the bytes the summary's MB/s is of
   */
  public record Written(String counts, long rateBytes) {
  }

  private final String name;
  private final String summary;
  private final String help;
  private final Function<List<String>, O> parser;

  /**
   * @param name the command's word, e.g. {@code nr-gen}
   * @param summary its line in {@code bin/ycsb list}
   * @param help what {@code -h} prints
   * @param parser parses the arguments, throwing a {@link org.ycsbbio.core.api.ConfigException}
   *     of one line naming the command for a bad one
   */
  protected GenCommand(String name, String summary, String help,
      Function<List<String>, O> parser) {
    this.name = name;
    this.summary = summary;
    this.help = help;
    this.parser = parser;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final String summary() {
    return summary;
  }

  /** Writes the files into {@code options.out()}, which exists. */
  protected abstract Written write(O options) throws IOException, InterruptedException;

  @Override
  public final int run(List<String> args, Home home) {
    O options = parser.apply(args);
    if (options.help()) {
      System.out.print(help);
      return 0;
    }
    Path out = options.out();
    long t0 = System.nanoTime();
    try {
      Files.createDirectories(out);
    } catch (IOException | SecurityException e) {
      throw new YcsbBioException(name() + ": cannot create " + out + ": " + e, e);
    }
    Written written;
    try {
      written = write(options);
    } catch (IOException e) {
      throw new YcsbBioException(name() + ": cannot write to " + out + ": " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new YcsbBioException(name() + ": interrupted", e);
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    System.out.println(String.format(Locale.ROOT, "%s: %s seconds=%.3f MB/s=%.1f", name(),
        written.counts(), seconds, written.rateBytes() / 1e6 / Math.max(seconds, 1e-9)));
    return 0;
  }
}
