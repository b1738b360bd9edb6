package org.ycsbbio.core.results;

import java.util.Objects;

/**
 * How a run ended.
 *
 * @param outcome {@code completed}, {@code incomplete} (some client threads failed) or
 *     {@code interrupted} (the process stopped before the run finished)
 * @param reason a sentence for the user; empty when completed normally
 */
public record RunStatus(String outcome, String reason) {
  public static final RunStatus COMPLETED = new RunStatus("completed", "");

  public RunStatus {
    Objects.requireNonNull(outcome, "outcome");
    Objects.requireNonNull(reason, "reason");
  }

  public boolean completed() {
    return "completed".equals(outcome);
  }
}
