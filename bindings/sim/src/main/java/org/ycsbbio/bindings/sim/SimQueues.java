package org.ycsbbio.bindings.sim;

import java.util.concurrent.atomic.AtomicLongArray;
import net.jcip.annotations.ThreadSafe;

/**
 * Finite node capacity: each simulated node is one server working through a FIFO queue, with a
 * fixed service time of {@code 1 / capacity} seconds per operation. An operation arriving at
 * {@code arrivalNanos} starts when the server is free and leaves one service time later, so its
 * wait grows as the offered load nears the capacity and without bound past it. The queue keeps
 * only the time its server is next free; the clock is whatever the caller passes (System.nanoTime
 * in {@link SimClient}, a virtual clock in tests), so results are deterministic for a given
 * sequence of arrivals.
 *
 * <p>Thread-safe and lock-free: every client thread of a run books the same queues (one instance per run, from the binding context) (one
 * compare-and-set per operation, no allocation).
 */
@ThreadSafe
public final class SimQueues {
  private final long[] serviceNanos;
  private final AtomicLongArray freeAtNanos;

  /**
   * Queues for nodes with the given service times.
   *
   * @param serviceNanos service time per node (index 0 = node1); 0 = unlimited capacity, no queue
   */
  public SimQueues(long[] serviceNanos) {
    this.serviceNanos = serviceNanos.clone();
    this.freeAtNanos = new AtomicLongArray(serviceNanos.length);
    for (int i = 0; i < serviceNanos.length; i++) {
      if (serviceNanos[i] < 0) {
        throw new IllegalArgumentException("serviceNanos[" + i + "] < 0");
      }
      freeAtNanos.set(i, Long.MIN_VALUE / 2);
    }
  }

  /**
   * Books one operation on {@code node}'s server.
   *
   * @param node 0-based node
   * @param arrivalNanos when the operation reaches the node
   * @return when it leaves the node (arrival + wait + service); the arrival itself when the node's
   *     capacity is unlimited
   */
  public long departureNanos(int node, long arrivalNanos) {
    long service = serviceNanos[node];
    if (service == 0) {
      return arrivalNanos;
    }
    while (true) {
      long free = freeAtNanos.get(node);
      long done = Math.max(free, arrivalNanos) + service;
      if (freeAtNanos.compareAndSet(node, free, done)) {
        return done;
      }
    }
  }
}
