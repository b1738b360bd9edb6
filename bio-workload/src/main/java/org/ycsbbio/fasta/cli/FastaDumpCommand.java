package org.ycsbbio.fasta.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.fasta.m10.M10FormatException;
import org.ycsbbio.fasta.m10.M10Reader;

/**
 * {@code bin/ycsb fasta-dump FILE...}: the parse of SSEARCH {@code -m 10} files as JSON lines,
 * one per query and per alignment (schema in {@code docs/fasta.md}). A damaged file gets one
 * stderr line after its complete records and the next file follows; the exit status is 3 if any
 * file was damaged, else 2 if any was missing or unreadable, else 0 (1 if stdout fails).
 * Stateless; thread-safe.
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
    return dump(args, new FileOutputStream(FileDescriptor.out),
        new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
  }

  /** Dumps every file to {@code stdout} (flushed, not closed); returns the exit status. */
  static int dump(List<String> files, OutputStream stdout, PrintStream stderr) {
    int rc = 0;
    try (M10JsonLines w = new M10JsonLines(stdout)) {
      for (String a : files) {
        try (M10Reader r = M10Reader.open(Path.of(a))) {
          w.dump(r);
        } catch (M10FormatException e) {
          w.flush();
          stderr.println("fasta-dump: " + e.getMessage());
          rc = 3;
        } catch (NoSuchFileException e) {
          w.flush();
          stderr.println("fasta-dump: " + a + ": no such file");
          rc = Math.max(rc, 2);
        } catch (IOException e) {
          w.flush();
          stderr.println("fasta-dump: " + a + ": cannot read: " + e.getMessage());
          rc = Math.max(rc, 2);
        }
      }
    } catch (UncheckedIOException e) {
      stderr.println("fasta-dump: write error: " + e.getCause().getMessage());
      return 1;
    }
    return rc;
  }
}
