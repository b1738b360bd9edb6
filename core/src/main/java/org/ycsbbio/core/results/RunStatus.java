package org.ycsbbio.core.results;

import java.util.Locale;
import java.util.Objects;

/**
 * How a run ended.
 *
 * @param outcome how it ended; written to run.json and printed as {@link Outcome#text()}
 * @param reason a sentence for the user; empty when completed normally
 */
public record RunStatus(Outcome outcome, String reason) {
  public static final RunStatus COMPLETED = new RunStatus(Outcome.COMPLETED, "");

  /** How a run ended. */
  public enum Outcome {
    /** Every client thread finished its operations. */
    COMPLETED,
    /** Some client threads failed, or the interval logs stopped being written. */
    INCOMPLETE,
    /** The process stopped before the run finished. */
    INTERRUPTED,
    /**
     * Failures were reported to the run's log (by the binding or the workload, e.g. bad input or
     * a client that could not start); the reason lists them.
     */
    FAILED;

    /** The outcome as run.json and messages write it: {@code completed}, ... */
    public String text() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public RunStatus {
    Objects.requireNonNull(outcome, "outcome");
    Objects.requireNonNull(reason, "reason");
  }

  public boolean completed() {
    return outcome == Outcome.COMPLETED;
  }
}
