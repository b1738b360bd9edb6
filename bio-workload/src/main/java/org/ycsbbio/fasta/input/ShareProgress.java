package org.ycsbbio.fasta.input;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.attribute.BasicFileAttributes;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.api.YcsbBioException;

/**
 * The {@link InputProgress} of one client's share of an input (the files whose ordinal is the
 * client's index modulo the count, as {@link ClientShare} hands them out), with the share's file
 * count and size measured on a background thread: the load starts at once, however long the walk
 * over a million files takes. Sizes are as stored (a gzip file counts its compressed size, which
 * is what the load's byte count reads). When one of the share's files is not a regular file (a
 * named pipe), the size is {@link InputProgress#UNKNOWABLE}. A walk that fails (an entry
 * vanished; the load itself says so) leaves the totals unknown. Stateless.
 */
@ThreadSafe
public final class ShareProgress {
  private ShareProgress() {
  }

  /**
   * Starts the progress of the share {@code clientIndex} of {@code clientCount} of {@code spec},
   * the value of {@code property}, called {@code property} in the line (with
   * {@code ", client I of N"} when there are several clients), and its measurement on a daemon
   * thread.
   */
  public static InputProgress start(String property, String spec, int clientIndex,
      int clientCount) {
    InputProgress progress = InputProgress.start(clientCount == 1 ? property
        : property + ", client " + clientIndex + " of " + clientCount);
    Thread t = new Thread(() -> {
      long[] size = size(property, spec, clientIndex, clientCount);
      if (size != null) {
        progress.total(size[0], size[1]);
      }
    }, "ycsb-bio-input-size");
    t.setDaemon(true);
    t.start();
    return progress;
  }

  /**
   * Files and bytes of the share ({@link InputProgress#UNKNOWABLE} bytes when a file is not a
   * regular file), or null when the input cannot be walked.
   */
  static long[] size(String property, String spec, int clientIndex, int clientCount) {
    long files = 0;
    long bytes = 0;
    boolean sized = true;
    try {
      InputFiles all = new InputFiles(property, spec);
      while (all.hasNext()) {
        InputFile f = all.next();
        if (f.ordinal() % clientCount != clientIndex) {
          continue;
        }
        files++;
        BasicFileAttributes a = Files.readAttributes(f.path(), BasicFileAttributes.class);
        if (a.isRegularFile()) {
          bytes += a.size();
        } else {
          sized = false;
        }
      }
    } catch (IOException | UncheckedIOException | YcsbBioException e) {
      return null;
    }
    return new long[] {files, sized ? bytes : InputProgress.UNKNOWABLE};
  }
}
