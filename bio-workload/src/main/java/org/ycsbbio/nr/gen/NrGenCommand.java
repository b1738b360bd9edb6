package org.ycsbbio.nr.gen;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;
import org.ycsbbio.workload.GenCommand;

/**
 * {@code bin/ycsb nr-gen}: writes synthetic NR-style protein FASTA files for
 * {@code workloads/nr} ({@link NrGenOptions#USAGE}, content: {@link SequenceGenerator}) and
 * prints one summary line, e.g. {@code nr-gen: files=2 sequences=200000 residues=... bytes=...
 * seconds=... MB/s=...} ({@code bytes} on disk; MB/s of those bytes). The frame — help, output
 * directory, timing, errors — is {@link GenCommand}'s. Stateless and thread-safe; found through
 * {@link java.util.ServiceLoader}.
 */
public final class NrGenCommand extends GenCommand<NrGenOptions> {
  public NrGenCommand() {
    super("nr-gen", "write synthetic NR-style protein FASTA files (nr-00001.fa ...) for "
        + "workloads/nr", NrGenOptions.HELP, NrGenOptions::parse);
  }

  @Override
  protected Written write(NrGenOptions o) throws IOException {
    long residues = 0;
    long bytes = 0;
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
    return new Written(String.format(Locale.ROOT, "files=%d sequences=%d residues=%d bytes=%d",
        o.files(), (long) o.files() * o.sequencesPerFile(), residues, bytes), bytes);
  }
}
