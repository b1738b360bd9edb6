package org.ycsbbio.workload;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.api.WorkloadParseException;
import org.ycsbbio.workload.input.ClientShare;
import org.ycsbbio.workload.input.InputFile;
import site.ycsb.DB;

/**
 * The load phase of one YCSB thread: takes files from the client's {@link ClientShare} one at a
 * time, opens each with its bytes counted into the thread's {@link InputProgress.Reader}, and has
 * the format's {@link FileInserter} insert its records, one per YCSB operation; counts every
 * record and every finished file. A file that ends, is damaged, or is left when the load stops
 * is closed with what was loaded from it indexed. Confined to its thread.
 */
@NotThreadSafe
final class FileLoader {
  private final ClientShare share;
  private final InputProgress.Reader counts;
  private final FileInserter inserter;
  private boolean fileOpen;

  FileLoader(ClientShare share, InputProgress.Reader counts, FileInserter inserter) {
    this.share = share;
    this.counts = counts;
    this.inserter = inserter;
  }

  /**
   * Inserts the next record into {@code db}.
   *
   * @return false when this thread has nothing left to load
   * @throws WorkloadParseException when an input file is missing, unreadable or damaged (naming
   *     file and line); its file is ended and the next call goes on with the next file
   */
  boolean insertNext(DB db) throws IOException {
    while (true) {
      if (!fileOpen && !openNext()) {
        return false;
      }
      boolean inserted;
      try {
        inserted = inserter.insertNext(db);
      } catch (IOException | RuntimeException e) {
        try {
          endFile();
        } catch (IOException | RuntimeException closing) {
          e.addSuppressed(closing);
        }
        throw e;
      }
      if (inserted) {
        counts.record();
        return true;
      }
      endFile();
    }
  }

  private boolean openNext() throws IOException {
    InputFile file = share.next();
    if (file == null) {
      return false;
    }
    try {
      inserter.open(file, counts.count(file.open()));
    } catch (NoSuchFileException e) {
      throw new WorkloadParseException(file.path().toString(), 0, "no such file", e);
    } catch (IOException e) {
      throw new WorkloadParseException(file.path().toString(), 0, "cannot read: " + e, e);
    }
    fileOpen = true;
    return true;
  }

  /** Ends the current file, if one is open: the inserter indexes what it loaded and closes it. */
  void endFile() throws IOException {
    if (fileOpen) {
      fileOpen = false;
      counts.fileDone();
      inserter.close();
    }
  }
}
