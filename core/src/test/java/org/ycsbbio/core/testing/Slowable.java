package org.ycsbbio.core.testing;

import java.util.concurrent.Callable;

/** Servers of a test that can be slowed one at a time by SIGSTOP duty cycles. */
public interface Slowable {
  /**
   * Runs {@code body} while server {@code node} (1-based) is SIGSTOPped {@code duty} % of every
   * {@code periodMs} ms; ends the duty cycle after, whatever happened.
   */
  <T> T whileSlowed(int node, int duty, int periodMs, Callable<T> body) throws Exception;
}
