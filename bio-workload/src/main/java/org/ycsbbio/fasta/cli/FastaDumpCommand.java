package org.ycsbbio.fasta.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.ycsbbio.core.cli.Command;
import org.ycsbbio.core.cli.Home;
import org.ycsbbio.core.cli.UsageException;
import org.ycsbbio.fasta.m10.M10JsonWriter;

/**
 * {@code bin/ycsb fasta-dump FILE...}: the parse of SSEARCH {@code -m 10} files as JSON lines,
 * one per query and per alignment, with the field names of the reference oracle. A damaged file
 * gets one stderr line after its complete records and the next file follows; the exit status is
 * 3 if any file was damaged, 2 if any was missing, else 0.
 */
public final class FastaDumpCommand implements Command {
  @Override
  public String name() {
    return "fasta-dump";
  }

  @Override
  public String summary() {
    return "print the parse of SSEARCH -m 10 files (plain or .gz) as JSON lines";
  }

  @Override
  public int run(List<String> args, Home home) {
    if (args.isEmpty()) {
      throw new UsageException("usage: ycsb fasta-dump FILE.m10[.gz]...");
    }
    return M10JsonWriter.run(args.toArray(String[]::new), new FileOutputStream(FileDescriptor.out),
        new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
  }
}
