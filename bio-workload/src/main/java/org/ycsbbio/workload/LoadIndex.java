package org.ycsbbio.workload;

import java.io.Closeable;

/**
 * What a load wrote for its run phase to draw loaded keys from (the FASTA key index, the NR id
 * index), as the run opens it; {@link FileWorkload} closes it when the run ends. Thread-safe: the
 * run's threads share it.
 */
public interface LoadIndex extends Closeable {
  /** Whether the load loaded nothing the run phase could read. */
  boolean isEmpty();
}
