package org.ycsbbio.fasta.gen;

import java.io.IOException;
import java.util.Locale;
import org.ycsbbio.workload.GenCommand;

/**
 * {@code bin/ycsb fasta-gen}: writes synthetic {@code ssearch36 -m 10} files
 * ({@link FastaGenOptions#USAGE}) and prints one summary line to stdout, e.g.
 * {@code fasta-gen: files=100 queries=100 bytes=411313197 written=411313197 alignments=550260
 * seconds=1.607 MB/s=256.0} ({@code bytes} uncompressed, {@code written} on disk; MB/s of the
 * uncompressed bytes). The frame — help, output directory, timing, errors — is
 * {@link GenCommand}'s. Stateless and thread-safe; found through {@link java.util.ServiceLoader}.
 */
public final class FastaGenCommand extends GenCommand<FastaGenOptions> {
  public FastaGenCommand() {
    super("fasta-gen", "write synthetic ssearch36 -m 10 files (gen-00001.m10 ...) to load",
        FastaGenOptions.HELP, FastaGenOptions::parse);
  }

  @Override
  protected Written write(FastaGenOptions o) throws IOException, InterruptedException {
    ParallelFileWriter.Totals t = ParallelFileWriter.write(o.config(), o.out(), o.first(),
        o.files(), o.gzip(), o.threads());
    return new Written(String.format(Locale.ROOT, "files=%d queries=%d bytes=%d written=%d "
        + "alignments=%d", o.files(), t.queries(), t.bytes(), t.written(), t.alignments()),
        t.bytes());
  }
}
