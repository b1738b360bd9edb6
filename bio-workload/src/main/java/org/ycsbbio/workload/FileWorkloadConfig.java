package org.ycsbbio.workload;

import java.util.List;

/**
 * What {@link FileWorkload} needs of a file workload's settings record: its input, the tables
 * its load writes, and what a damaged file does. Implementations are immutable records.
 */
public interface FileWorkloadConfig {
  /** The input files, this client's share and the index path. */
  InputSettings input();

  /** The tables the load writes, for {@code bin/ycsb empty}. */
  List<String> tables();

  /** What a damaged input file does; {@link OnError#FAIL} unless the workload offers a choice. */
  default OnError onError() {
    return OnError.FAIL;
  }
}
