package org.ycsbbio.workload;

/** What a damaged input file does to a file workload's load ({@link InputOptions#onError()}). */
public enum OnError {
  /** The run stops after one line naming file and line (exit status 1). */
  FAIL,
  /** A warning names file and line; the load goes on with the next file. */
  SKIPFILE
}
