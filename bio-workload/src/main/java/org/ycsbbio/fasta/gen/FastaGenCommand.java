package org.ycsbbio.fasta.gen;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.YcsbBioException;

/**
 * {@code bin/ycsb fasta-gen}: writes synthetic {@code ssearch36 -m 10} files
 * ({@link FastaGenOptions#USAGE}) and prints one summary line to stdout, e.g.
 * {@code fasta-gen: files=100 queries=100 bytes=411313197 written=411313197 alignments=550260
 * seconds=1.607 MB/s=256.0} ({@code bytes} uncompressed, {@code written} on disk, MB = 10^6
 * bytes). Bad arguments are a {@link org.ycsbbio.core.api.ConfigException}, write errors a
 * {@link YcsbBioException}. Stateless and thread-safe; found through
 * {@link java.util.ServiceLoader}.
 */
public final class FastaGenCommand implements Command {
  @Override
  public String name() {
    return "fasta-gen";
  }

  @Override
  public String summary() {
    return "write synthetic ssearch36 -m 10 files (gen-00001.m10 ...) to load";
  }

  @Override
  public int run(List<String> args, Home home) {
    FastaGenOptions options = FastaGenOptions.parse(args);
    if (options.help()) {
      System.out.print(FastaGenOptions.HELP);
      return 0;
    }
    long t0 = System.nanoTime();
    try {
      Files.createDirectories(options.out());
    } catch (IOException | SecurityException e) {
      throw new YcsbBioException("fasta-gen: cannot create " + options.out() + ": " + e, e);
    }
    ParallelFileWriter.Totals totals;
    try {
      totals = ParallelFileWriter.write(options.config(), options.out(), options.first(),
          options.files(), options.gzip(), options.threads());
    } catch (IOException e) {
      throw new YcsbBioException("fasta-gen: cannot write to " + options.out() + ": " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new YcsbBioException("fasta-gen: interrupted", e);
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    System.out.println(String.format(Locale.ROOT, "fasta-gen: files=%d queries=%d bytes=%d "
        + "written=%d alignments=%d seconds=%.3f MB/s=%.1f", options.files(), totals.queries(),
        totals.bytes(), totals.written(), totals.alignments(), seconds,
        totals.bytes() / 1e6 / Math.max(seconds, 1e-9)));
    return 0;
  }
}
