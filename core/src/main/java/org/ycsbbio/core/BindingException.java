package org.ycsbbio.core;

import org.ycsbbio.core.api.YcsbBioException;

/**
 * A binding cannot work at all (no node reachable, schema cannot be created). Failed single
 * operations are not exceptions: they are reported as a {@code site.ycsb.Status}.
 */
public class BindingException extends YcsbBioException {
  private static final long serialVersionUID = 1L;

  /**
   * @param binding binding name, e.g. {@code cassandra}
   * @param node the node that failed ({@code host:port}, shard or server name), or null
   * @param problem what went wrong
   */
  public BindingException(String binding, String node, String problem, Throwable cause) {
    super(binding + (node == null ? "" : " node " + node) + ": " + problem, cause);
  }
}
