package org.ycsbbio.core.api;

import java.util.List;

/**
 * A {@code bin/ycsb} sub-command contributed by a module through {@link java.util.ServiceLoader}
 * (e.g. {@code fasta-dump} from bio-workload). Commands report problems by throwing
 * {@link YcsbBioException}; only the launcher ({@code org.ycsbbio.core.cli.Main}) prints errors and exits.
 */
public interface Command {
  /** The word after {@code bin/ycsb}. */
  String name();

  /** One line for {@code bin/ycsb list} and the usage text. */
  String summary();

  /**
   * Runs the command.
   *
   * @param args the arguments after the command name
   * @param home the installation the launcher runs from
   * @return the process exit status (0 ok, 1 failed, 2 usage, 3 input damaged)
   */
  int run(List<String> args, Home home) throws Exception;
}
