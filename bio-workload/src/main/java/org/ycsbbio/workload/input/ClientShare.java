package org.ycsbbio.workload.input;

import java.util.Iterator;
import net.jcip.annotations.ThreadSafe;

/**
 * The files one client machine loads, handed out to its YCSB threads one file at a time. Client
 * {@code i} of {@code n} takes the files whose ordinal is {@code i} modulo {@code n}: every file
 * goes to exactly one client, whatever the machines, as long as they share the files setting
 * ({@code fasta.files}, {@code nr.files}).
 * Threads take the next file when done with theirs (a lock per file, none per record).
 */
@ThreadSafe
public final class ClientShare {
  private final Iterator<InputFile> files;
  private final int clientIndex;
  private final int clientCount;

  public ClientShare(Iterator<InputFile> files, int clientIndex, int clientCount) {
    if (clientCount < 1 || clientIndex < 0 || clientIndex >= clientCount) {
      throw new IllegalArgumentException("client " + clientIndex + " of " + clientCount);
    }
    this.files = files;
    this.clientIndex = clientIndex;
    this.clientCount = clientCount;
  }

  /** The next file of this client, or null when none is left. */
  public synchronized InputFile next() {
    while (files.hasNext()) {
      InputFile f = files.next();
      if (f.ordinal() % clientCount == clientIndex) {
        return f;
      }
    }
    return null;
  }
}
