package org.ycsbbio.nr.gen;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.YcsbBioException;

/**
 * {@code bin/ycsb nr-gen}: writes synthetic NR-style protein FASTA files for
 * {@code workloads/nr} ({@link NrGenOptions#USAGE}, content: {@link SequenceGenerator}) and
 * prints one summary line, e.g. {@code nr-gen: files=2 sequences=200000 residues=... bytes=...
 * seconds=... MB/s=...} ({@code bytes} on disk, MB = 10^6 bytes). Bad arguments are a
 * {@link org.ycsbbio.core.api.UsageException}, write errors a {@link YcsbBioException}.
 * Stateless and thread-safe; found through {@link java.util.ServiceLoader}.
 */
public final class NrGenCommand implements Command {
  @Override
  public String name() {
    return "nr-gen";
  }

  @Override
  public String summary() {
    return "write synthetic NR-style protein FASTA files (nr-00001.fa ...) for workloads/nr";
  }

  @Override
  public int run(List<String> args, Home home) {
    NrGenOptions o = NrGenOptions.parse(args);
    if (o.help()) {
      System.out.print(NrGenOptions.HELP);
      return 0;
    }
    long t0 = System.nanoTime();
    long residues = 0;
    long bytes = 0;
    try {
      Files.createDirectories(o.out());
      for (int f = 1; f <= o.files(); f++) {
        Path file = o.out().resolve(String.format(Locale.ROOT, "nr-%05d.fa%s", f,
            o.gzip() ? ".gz" : ""));
        try (OutputStream raw = Files.newOutputStream(file);
            OutputStream out = new BufferedOutputStream(o.gzip()
                ? new GZIPOutputStream(raw, 1 << 16) : raw, 1 << 16)) {
          residues += new SequenceGenerator(o.seed(), f, o.sequencesPerFile())
              .write(out, o.sequencesPerFile());
        }
        bytes += Files.size(file);
      }
    } catch (IOException e) {
      throw new YcsbBioException("nr-gen: cannot write to " + o.out() + ": " + e, e);
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    System.out.println(String.format(Locale.ROOT, "nr-gen: files=%d sequences=%d residues=%d "
        + "bytes=%d seconds=%.3f MB/s=%.1f", o.files(), (long) o.files() * o.sequencesPerFile(),
        residues, bytes, seconds, bytes / 1e6 / Math.max(seconds, 1e-9)));
    return 0;
  }
}
